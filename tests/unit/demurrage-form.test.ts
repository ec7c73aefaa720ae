// The calculator's form: how typed values become the rules' input, how they travel in a shared address, its rate
// bands as the form shows them (labels, adding and removing, where focus goes after), and which control each
// validation message is shown beside.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {calculate, validate} from '../../src/lib/demurrage';
import {controlFor} from '../../src/components/DemurrageCalculator/control-for';
import {
  fromQuery,
  tiersOf,
  toInput,
  toQuery,
  WORKED_EXAMPLE,
  type FormState,
  type PhaseForm,
} from '../../src/components/DemurrageCalculator/form';
import {
  firstFieldOf,
  focusAfterAdding,
  focusAfterRemoving,
  rateLabel,
  tierStarts,
  withTierAdded,
  withTierRemoved,
} from '../../src/components/DemurrageCalculator/tier-rows';

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

const three: PhaseForm = {
  ...WORKED_EXAMPLE.demurrage,
  tiers: [
    {upTo: '2', rate: '100'},
    {upTo: '6', rate: '150'},
    {upTo: '', rate: '300'},
  ],
};

describe('calculator rate bands', () => {
  it('each band starts the day after the one before it ends, and its rate field says which days it prices', () => {
    assert.deepEqual(tierStarts(three.tiers), [1, 3, 7]);
    assert.deepEqual(
      three.tiers.map((_, i) => rateLabel(three.tiers, i)),
      ['Rate for days 1–2', 'Rate for days 3–6', 'Rate from day 7 on'],
    );
    assert.equal(rateLabel([{upTo: '', rate: '1'}], 0), 'Rate for every chargeable day');
    assert.equal(
      rateLabel(
        [
          {upTo: '1', rate: '1'},
          {upTo: '', rate: '2'},
        ],
        0,
      ),
      'Rate for day 1',
    );
    // A half-typed end: the band keeps a name, and the next band starts where it can.
    const typing = [
      {upTo: '', rate: '1'},
      {upTo: '', rate: '2'},
    ];
    assert.equal(rateLabel(typing, 0), 'Tier 1 rate');
    assert.deepEqual(tierStarts(typing), [1, 1]);
  });

  it('a band added after the last ends the open band four days on and inherits its rate', () => {
    const added = withTierAdded({...WORKED_EXAMPLE.demurrage, flat: true});
    assert.equal(added.flat, false);
    assert.deepEqual(added.tiers, [
      {upTo: '4', rate: '150'},
      {upTo: '8', rate: '200'},
      {upTo: '', rate: '200'},
    ]);
  });

  it('removing a band keeps the others in order; the first band stays', () => {
    assert.deepEqual(withTierRemoved(three, 1).tiers, [
      {upTo: '2', rate: '100'},
      {upTo: '', rate: '300'},
    ]);
    assert.equal(withTierRemoved(three, 0), three);
  });

  it('focus goes to the new band’s first field on add, and to a neighbor on remove', () => {
    // A band's first field is its end day; the last band has no end, so its rate.
    assert.equal(firstFieldOf('demurrage', 0, 3), 'demurrage-tier0-upTo');
    assert.equal(firstFieldOf('demurrage', 2, 3), 'demurrage-tier2-rate');
    // Two bands, one added: the third band, the new last one, has only its rate.
    assert.equal(focusAfterAdding('detention', 2), 'detention-tier2-rate');
    // Band 2 of 3 removed: band 3 takes its place and is now the last band (its rate).
    assert.equal(focusAfterRemoving('demurrage', 1, 3), 'demurrage-tier1-rate');
    // Band 2 of 4 removed: the band that takes its place still has an end day.
    assert.equal(focusAfterRemoving('demurrage', 1, 4), 'demurrage-tier1-upTo');
    // The last of 3 removed: the band before it, now the last one.
    assert.equal(focusAfterRemoving('demurrage', 2, 3), 'demurrage-tier1-rate');
  });
});

describe('calculator messages beside their controls', () => {
  const controlsOf = (form: FormState, today: string | null = null) =>
    validate(toInput(form, today)).map((issue) => [issue.message, controlFor(issue.field, form)]);

  it('a date’s message shows by that date', () => {
    assert.deepEqual(
      controlsOf(
        changed((f) => {
          f.emptyReturnDate = '2026-03-08';
        }),
      ),
      [['The empty return date is before the gate-out date.', 'emptyReturnDate']],
    );
  });

  it('a band’s message shows by its end day or its rate; a start that does not follow, by the end before it', () => {
    const form = changed((f) => {
      f.demurrage.tiers = [
        {upTo: 'x', rate: '150'},
        {upTo: '', rate: '-1'},
      ];
    });
    const shown = controlsOf(form).map(([, control]) => control);
    assert.ok(shown.includes('demurrage-tier0-upTo'));
    assert.ok(shown.includes('demurrage-tier1-rate'));
    assert.equal(controlFor('demurrage.tiers.1.fromDay', form), 'demurrage-tier0-upTo');
    assert.equal(controlFor('detention.tiers', form), 'detention-tiers');
  });

  it('with one rate for every day, every rate message shows by that one field', () => {
    const form = changed((f) => {
      f.detention.flat = true;
      f.detention.tiers = [{upTo: '', rate: 'abc'}];
    });
    assert.deepEqual(controlsOf(form), [
      ['Detention tier 1 rate must be an amount from 0 to 100,000, with at most 2 decimals.', 'detention-flat-rate'],
    ]);
  });

  it('free days, the basis and the start of free time show by their own fields; today by the box’s status', () => {
    const form = changed((f) => {
      f.demurrage.freeDays = '61';
    });
    assert.deepEqual(controlsOf(form), [
      ['Demurrage free days must be a whole number from 0 to 60.', 'demurrage-freeDays'],
    ]);
    assert.equal(controlFor('detention.basis', form), 'detention-basis');
    assert.equal(controlFor('demurrage.freeTimeStarts', form), 'demurrage-freeTimeStarts');
    assert.equal(controlFor('asOf', form), 'status');
  });
});
