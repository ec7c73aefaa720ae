// The calculator's form: how typed values become the rules' input, and how they travel in a shared address.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {calculate} from '../../src/lib/demurrage';
import {
  fromQuery,
  tiersOf,
  toInput,
  toQuery,
  WORKED_EXAMPLE,
  type FormState,
} from '../../src/components/DemurrageCalculator/form';

function changed(change: (form: FormState) => void): FormState {
  const form = structuredClone(WORKED_EXAMPLE);
  change(form);
  return form;
}

describe('calculator form', () => {
  it('the worked example gives the tutorial’s total and leaves the address clean', () => {
    assert.equal(calculate(toInput(WORKED_EXAMPLE, null)).total, 1300);
    assert.equal(toQuery(WORKED_EXAMPLE), '');
    assert.equal(fromQuery(''), null);
  });

  it('tiers follow each other; a flat rate is one band; the last band is open', () => {
    assert.deepEqual(tiersOf(WORKED_EXAMPLE.demurrage), [
      {fromDay: 1, toDay: 4, rate: 150},
      {fromDay: 5, toDay: null, rate: 200},
    ]);
    const three = changed((f) => {
      f.demurrage.tiers = [
        {upTo: '2', rate: '100'},
        {upTo: '6', rate: '150'},
        {upTo: '', rate: '300'},
      ];
    });
    assert.deepEqual(tiersOf(three.demurrage), [
      {fromDay: 1, toDay: 2, rate: 100},
      {fromDay: 3, toDay: 6, rate: 150},
      {fromDay: 7, toDay: null, rate: 300},
    ]);
    const flat = changed((f) => {
      f.detention.flat = true;
    });
    assert.deepEqual(tiersOf(flat.detention), [{fromDay: 1, toDay: null, rate: 125}]);
  });

  it('an estimate leaves the stop dates empty and takes today', () => {
    const terminal = toInput(
      changed((f) => {
        f.status = 'terminal';
      }),
      '2026-03-08',
    );
    assert.equal(terminal.gateOutDate, '');
    assert.equal(terminal.emptyReturnDate, '');
    assert.equal(terminal.asOf, '2026-03-08');
    const out = toInput(
      changed((f) => {
        f.status = 'out';
      }),
      '2026-03-16',
    );
    assert.equal(out.gateOutDate, '2026-03-09');
    assert.equal(out.emptyReturnDate, '');
    assert.equal(toInput(WORKED_EXAMPLE, '2026-03-16').asOf, undefined);
  });

  it('every input survives the address, so a shared link shows the same result', () => {
    const form = changed((f) => {
      f.status = 'out';
      f.currency = 'EUR';
      f.holidays = '2026-03-09\n2026-04-06';
      f.demurrage.starts = 'next-day';
      f.demurrage.basis = 'working';
      f.demurrage.tiers = [
        {upTo: '2', rate: '100.5'},
        {upTo: '6', rate: '150'},
        {upTo: '', rate: '300'},
      ];
      f.detention.flat = true;
      f.detention.freeDays = '7';
    });
    const query = toQuery(form);
    assert.match(query, /dem_start=next-day/);
    assert.match(query, /dem_tiers=2%3A100\.5%2C6%3A150%2C300/);
    assert.deepEqual(fromQuery(`?${query}`), form);
  });

  it('a damaged address falls back to the worked example’s values, field by field', () => {
    const form = fromQuery('?discharge=2026-03-02&status=lost&dem_basis=weekly&det_tiers=');
    assert.ok(form);
    assert.equal(form.status, 'returned');
    assert.equal(form.demurrage.basis, 'calendar');
    assert.deepEqual(form.detention.tiers, WORKED_EXAMPLE.detention.tiers);
    assert.equal(form.gateOutDate, '');
  });
});
