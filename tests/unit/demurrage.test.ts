import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {
  addDays,
  calculate,
  chargeableDays,
  dayByDay,
  flatRate,
  formatLocaleDate,
  freeTimeStart,
  nextDayRate,
  dayOfWeek,
  daysBetween,
  formatDate,
  formatLong,
  formatMoney,
  isWorkingDay,
  lastFreeDay,
  parseDate,
  parseHolidayList,
  parseNumber,
  tieredCost,
  validate,
  validateTiers,
  validationMessages,
  type CalculatorInput,
  type Tier,
} from '../../src/lib/demurrage';

const DEMURRAGE_TIERS: Tier[] = [
  {fromDay: 1, toDay: 4, rate: 150},
  {fromDay: 5, toDay: null, rate: 200},
];
const DETENTION_TIERS: Tier[] = [
  {fromDay: 1, toDay: 4, rate: 125},
  {fromDay: 5, toDay: null, rate: 200},
];

/** The worked example of the design brief (one 40' HC import at USLAX). */
function workedExample(): CalculatorInput {
  return {
    dischargeDate: '2026-03-02',
    gateOutDate: '2026-03-09',
    emptyReturnDate: '2026-03-17',
    demurrage: {freeDays: 4, basis: 'calendar', tiers: DEMURRAGE_TIERS.map((t) => ({...t}))},
    detention: {freeDays: 4, basis: 'calendar', tiers: DETENTION_TIERS.map((t) => ({...t}))},
    holidays: [],
  };
}

describe('dates', () => {
  it('parses YYYY-MM-DD to midnight UTC and formats it back', () => {
    const d = parseDate('2026-03-02');
    assert.ok(d);
    assert.equal(d.getTime(), Date.UTC(2026, 2, 2));
    assert.equal(formatDate(d), '2026-03-02');
  });

  it('rejects impossible and malformed dates', () => {
    for (const s of [
      '2026-13-01',
      '2026-02-30',
      '2026-02-29',
      '2026-3-2',
      '02/03/2026',
      '',
      ' 2026-03-02',
      '2026-03-02T00:00',
    ]) {
      assert.equal(parseDate(s), null, s);
    }
    assert.ok(parseDate('2028-02-29'), 'leap day');
  });

  it('formats the long form with the weekday', () => {
    assert.equal(formatLong('2026-03-05'), 'Thu 5 Mar 2026');
    assert.equal(formatLong('2026-03-12'), 'Thu 12 Mar 2026');
    assert.equal(formatLong(new Date(Date.UTC(2026, 2, 8))), 'Sun 8 Mar 2026');
  });

  it('adds days across month and year ends, independent of daylight saving', () => {
    assert.equal(addDays('2026-02-28', 1), '2026-03-01');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
    // 29 Mar 2026 is the EU daylight-saving change and 8 Mar 2026 the US one: no effect on date-only math.
    assert.equal(addDays('2026-03-28', 2), '2026-03-30');
    assert.equal(daysBetween('2026-03-07', '2026-03-09'), 2);
    assert.equal(daysBetween('2026-03-09', '2026-03-07'), -2);
  });

  it('knows weekdays, weekends and holidays', () => {
    assert.equal(dayOfWeek('2026-03-02'), 1); // Monday
    assert.equal(isWorkingDay('2026-03-06'), true); // Friday
    assert.equal(isWorkingDay('2026-03-07'), false); // Saturday
    assert.equal(isWorkingDay('2026-03-08'), false); // Sunday
    assert.equal(isWorkingDay('2026-03-09', ['2026-03-09']), false); // holiday
  });
});

describe('lastFreeDay', () => {
  it('worked example: discharged Mon 2 Mar 2026, 4 calendar days → Thu 5 Mar 2026', () => {
    const lfd = lastFreeDay({start: '2026-03-02', freeDays: 4, basis: 'calendar'});
    assert.equal(lfd, '2026-03-05');
    assert.equal(formatLong(lfd), 'Thu 5 Mar 2026');
  });

  it('working-days variant: discharged Thu 5 Mar 2026, 4 working days → Tue 10 Mar; calendar → Sun 8 Mar', () => {
    const working = lastFreeDay({start: '2026-03-05', freeDays: 4, basis: 'working'});
    const calendar = lastFreeDay({start: '2026-03-05', freeDays: 4, basis: 'calendar'});
    assert.equal(working, '2026-03-10');
    assert.equal(formatLong(working), 'Tue 10 Mar 2026');
    assert.equal(calendar, '2026-03-08');
    assert.equal(formatLong(calendar), 'Sun 8 Mar 2026');
  });

  it('a holiday inside the working-day window pushes the LFD one working day later', () => {
    const lfd = lastFreeDay({start: '2026-03-05', freeDays: 4, basis: 'working', holidays: ['2026-03-09']});
    assert.equal(lfd, '2026-03-11'); // Thu 5, Fri 6, (Mon 9 holiday), Tue 10, Wed 11
  });

  it('a holiday outside the window changes nothing, and calendar days ignore holidays', () => {
    assert.equal(
      lastFreeDay({start: '2026-03-05', freeDays: 4, basis: 'working', holidays: ['2026-03-20']}),
      '2026-03-10',
    );
    assert.equal(
      lastFreeDay({start: '2026-03-05', freeDays: 4, basis: 'calendar', holidays: ['2026-03-06']}),
      '2026-03-08',
    );
  });

  it('trigger on a Saturday: working days start counting on Monday', () => {
    const lfd = lastFreeDay({start: '2026-03-07', freeDays: 4, basis: 'working'});
    assert.equal(lfd, '2026-03-12'); // Mon 9, Tue 10, Wed 11, Thu 12
    assert.equal(lastFreeDay({start: '2026-03-07', freeDays: 4, basis: 'calendar'}), '2026-03-10');
  });

  it('trigger on a holiday: working days start counting on the next working day', () => {
    assert.equal(
      lastFreeDay({start: '2026-03-09', freeDays: 1, basis: 'working', holidays: ['2026-03-09']}),
      '2026-03-10',
    );
  });

  it('one free day: the trigger day itself (calendar, or working on a weekday)', () => {
    assert.equal(lastFreeDay({start: '2026-03-02', freeDays: 1, basis: 'calendar'}), '2026-03-02');
    assert.equal(lastFreeDay({start: '2026-03-02', freeDays: 1, basis: 'working'}), '2026-03-02');
  });

  it('zero free days: the LFD is the day before the trigger, so the trigger day is chargeable', () => {
    assert.equal(lastFreeDay({start: '2026-03-02', freeDays: 0, basis: 'calendar'}), '2026-03-01');
    assert.equal(lastFreeDay({start: '2026-03-07', freeDays: 0, basis: 'working'}), '2026-03-06');
    assert.equal(chargeableDays('2026-03-01', '2026-03-02'), 1);
  });

  it('rejects invalid arguments', () => {
    assert.throws(() => lastFreeDay({start: '2026-02-30', freeDays: 4, basis: 'calendar'}), RangeError);
    assert.throws(() => lastFreeDay({start: '2026-03-02', freeDays: 1.5, basis: 'calendar'}), RangeError);
    assert.throws(() => lastFreeDay({start: '2026-03-02', freeDays: -1, basis: 'working'}), RangeError);
  });
});

describe('chargeableDays', () => {
  it('counts calendar days after the LFD up to and including the stop day', () => {
    assert.equal(chargeableDays('2026-03-05', '2026-03-09'), 4); // 6, 7, 8, 9 Mar
    assert.equal(chargeableDays('2026-03-12', '2026-03-17'), 5); // 13 to 17 Mar
  });

  it('is 0 when stopped on or before the LFD', () => {
    assert.equal(chargeableDays('2026-03-05', '2026-03-05'), 0);
    assert.equal(chargeableDays('2026-03-05', '2026-03-03'), 0);
  });
});

describe('tieredCost', () => {
  it('prices 4 demurrage days in tier 1: 4 × $150 = $600', () => {
    const {total, breakdown} = tieredCost(4, DEMURRAGE_TIERS);
    assert.equal(total, 600);
    assert.deepEqual(breakdown, [
      {fromDay: 1, toDay: 4, rate: 150, days: 4, cost: 600},
      {fromDay: 5, toDay: null, rate: 200, days: 0, cost: 0},
    ]);
  });

  it('prices 5 detention days across both tiers: 4 × $125 + 1 × $200 = $700', () => {
    const {total, breakdown} = tieredCost(5, DETENTION_TIERS);
    assert.equal(total, 700);
    assert.deepEqual(
      breakdown.map((b) => [b.days, b.cost]),
      [
        [4, 500],
        [1, 200],
      ],
    );
  });

  it('0 days cost nothing', () => {
    const {total, breakdown} = tieredCost(0, DEMURRAGE_TIERS);
    assert.equal(total, 0);
    assert.ok(breakdown.every((b) => b.days === 0 && b.cost === 0));
  });

  it('handles three tiers and decimal rates exactly (in cents)', () => {
    const tiers: Tier[] = [
      {fromDay: 1, toDay: 3, rate: 0.1},
      {fromDay: 4, toDay: 7, rate: 99.99},
      {fromDay: 8, toDay: null, rate: 250.05},
    ];
    const {total, breakdown} = tieredCost(10, tiers);
    assert.deepEqual(
      breakdown.map((b) => b.days),
      [3, 4, 3],
    );
    assert.equal(total, 1150.41);
  });

  it('rejects broken tiers and bad day counts', () => {
    assert.throws(() => tieredCost(-1, DEMURRAGE_TIERS), RangeError);
    assert.throws(() => tieredCost(2.5, DEMURRAGE_TIERS), RangeError);
    assert.throws(() => tieredCost(3, [{fromDay: 2, toDay: null, rate: 100}]), RangeError);
    assert.throws(() => tieredCost(3, []), RangeError);
  });
});

describe('validateTiers', () => {
  it('accepts the example tiers', () => {
    assert.deepEqual(validateTiers(DEMURRAGE_TIERS, 'demurrage'), []);
    assert.deepEqual(validateTiers([{fromDay: 1, toDay: null, rate: 0}], 'detention'), []);
  });

  it('reports gaps, missing ends, a closed last tier and bad rates', () => {
    const messages = (tiers: Tier[]) => validateTiers(tiers, 'detention').map((i) => i.message);
    assert.deepEqual(
      messages([
        {fromDay: 1, toDay: 4, rate: 125},
        {fromDay: 6, toDay: null, rate: 200},
      ]),
      ['Detention tier 2 must start on day 5, the day after tier 1 ends.'],
    );
    assert.deepEqual(
      messages([
        {fromDay: 1, toDay: null, rate: 125},
        {fromDay: 5, toDay: null, rate: 200},
      ]),
      ['Detention tier 1 needs an end day: only the last tier can run without one.'],
    );
    assert.deepEqual(messages([{fromDay: 1, toDay: 4, rate: 125}]), [
      'The last detention tier must have no end day, so every chargeable day has a rate.',
    ]);
    assert.deepEqual(
      messages([
        {fromDay: 1, toDay: 4, rate: -1},
        {fromDay: 5, toDay: null, rate: 12.345},
      ]),
      [
        'Detention tier 1 rate must be an amount from 0 to 100,000, with at most 2 decimals.',
        'Detention tier 2 rate must be an amount from 0 to 100,000, with at most 2 decimals.',
      ],
    );
    assert.deepEqual(
      messages([
        {fromDay: 1, toDay: Number.NaN, rate: 125},
        {fromDay: Number.NaN, toDay: null, rate: 200},
      ]),
      ['Detention tier 1 must end on a whole day number from 1 to 365.'],
    );
    assert.deepEqual(messages([]), ['Add at least one detention rate tier.']);
  });
});

describe('calculate: the worked example', () => {
  it('validates cleanly', () => {
    assert.deepEqual(validate(workedExample()), []);
  });

  it('demurrage: LFD Thu 5 Mar, gate-out 9 Mar → 4 days × $150 = $600', () => {
    const {demurrage} = calculate(workedExample());
    assert.equal(demurrage.lastFreeDay, '2026-03-05');
    assert.equal(formatLong(demurrage.lastFreeDay), 'Thu 5 Mar 2026');
    assert.equal(demurrage.firstChargeableDay, '2026-03-06');
    assert.equal(demurrage.chargeableDays, 4);
    assert.equal(demurrage.cost, 600);
    assert.deepEqual(demurrage.breakdown, [
      {fromDay: 1, toDay: 4, rate: 150, days: 4, cost: 600},
      {fromDay: 5, toDay: null, rate: 200, days: 0, cost: 0},
    ]);
  });

  it('detention: return by Thu 12 Mar, returned 17 Mar → 5 days: 4 × $125 + 1 × $200 = $700', () => {
    const {detention} = calculate(workedExample());
    assert.equal(detention.returnBy, '2026-03-12');
    assert.equal(formatLong(detention.returnBy), 'Thu 12 Mar 2026');
    assert.equal(detention.chargeableDays, 5);
    assert.equal(detention.cost, 700);
    assert.deepEqual(detention.breakdown, [
      {fromDay: 1, toDay: 4, rate: 125, days: 4, cost: 500},
      {fromDay: 5, toDay: null, rate: 200, days: 1, cost: 200},
    ]);
  });

  it('total: $1,300 in USD', () => {
    const result = calculate(workedExample());
    assert.equal(result.total, 1300);
    assert.equal(result.currency, 'USD');
    assert.equal(formatMoney(result.total), '$1,300.00');
    assert.equal(formatMoney(result.demurrage.cost, result.currency), '$600.00');
  });

  it('picking up by 5 Mar and returning by 12 Mar costs $0', () => {
    const result = calculate({...workedExample(), gateOutDate: '2026-03-05', emptyReturnDate: '2026-03-08'});
    assert.equal(result.demurrage.chargeableDays, 0);
    assert.equal(result.demurrage.cost, 0);
    assert.equal(result.demurrage.firstChargeableDay, null);
    assert.equal(result.detention.returnBy, '2026-03-08');
    assert.equal(result.detention.chargeableDays, 0);
    assert.equal(result.total, 0);
  });

  it('stop before the LFD → 0 days, $0', () => {
    const result = calculate({...workedExample(), gateOutDate: '2026-03-03', emptyReturnDate: '2026-03-04'});
    assert.equal(result.demurrage.chargeableDays, 0);
    assert.equal(result.demurrage.cost, 0);
    assert.equal(result.detention.returnBy, '2026-03-06');
    assert.equal(result.detention.chargeableDays, 0);
    assert.equal(result.detention.cost, 0);
    assert.equal(result.total, 0);
  });

  it('working-day demurrage with a holiday, calendar detention', () => {
    const input: CalculatorInput = {
      ...workedExample(),
      dischargeDate: '2026-03-05',
      gateOutDate: '2026-03-13',
      emptyReturnDate: '2026-03-13',
      demurrage: {freeDays: 4, basis: 'working', tiers: DEMURRAGE_TIERS},
      holidays: ['2026-03-09'],
    };
    const result = calculate(input);
    assert.equal(result.demurrage.lastFreeDay, '2026-03-11');
    assert.equal(result.demurrage.chargeableDays, 2); // 12 and 13 Mar
    assert.equal(result.demurrage.cost, 300);
    assert.equal(result.detention.returnBy, '2026-03-16');
    assert.equal(result.total, 300);
  });

  it('zero free days on both phases', () => {
    const input = workedExample();
    input.demurrage.freeDays = 0;
    input.detention.freeDays = 0;
    const result = calculate(input);
    assert.equal(result.demurrage.lastFreeDay, '2026-03-01');
    assert.equal(result.demurrage.chargeableDays, 8); // 2 to 9 Mar
    assert.equal(result.demurrage.cost, 4 * 150 + 4 * 200);
    assert.equal(result.detention.returnBy, '2026-03-08');
    assert.equal(result.detention.chargeableDays, 9); // 9 to 17 Mar
    assert.equal(result.detention.cost, 4 * 125 + 5 * 200);
    assert.equal(result.total, 1400 + 1500);
  });

  it('throws instead of computing with invalid input', () => {
    assert.throws(() => calculate({...workedExample(), gateOutDate: ''}), /Enter the gate-out date\./);
  });
});

describe('validate: messages', () => {
  it('asks for missing dates', () => {
    const issues = validate({...workedExample(), dischargeDate: '', gateOutDate: '', emptyReturnDate: ''});
    assert.deepEqual(issues, [
      {field: 'dischargeDate', message: 'Enter the clock-start date.'},
      {field: 'gateOutDate', message: 'Enter the gate-out date.'},
      {field: 'emptyReturnDate', message: 'Enter the empty return date.'},
    ]);
  });

  it('reports dates out of order', () => {
    assert.deepEqual(validationMessages({...workedExample(), emptyReturnDate: '2026-03-08'}), [
      'The empty return date is before the gate-out date.',
    ]);
    assert.deepEqual(validate({...workedExample(), gateOutDate: '2026-03-01', emptyReturnDate: '2026-03-01'}), [
      {field: 'gateOutDate', message: 'The gate-out date is before the clock-start date.'},
    ]);
  });

  it('reports impossible dates', () => {
    assert.deepEqual(validationMessages({...workedExample(), dischargeDate: '2026-02-30'}), [
      'The clock-start date 2026-02-30 is not a valid date (use YYYY-MM-DD).',
    ]);
  });

  it('reports free days that are not whole numbers from 0 to 60', () => {
    for (const freeDays of [-1, 61, 2.5, Number.NaN]) {
      const input = workedExample();
      input.demurrage.freeDays = freeDays;
      input.detention.freeDays = freeDays;
      assert.deepEqual(validate(input), [
        {field: 'demurrage.freeDays', message: 'Demurrage free days must be a whole number from 0 to 60.'},
        {field: 'detention.freeDays', message: 'Detention free days must be a whole number from 0 to 60.'},
      ]);
    }
    const edge = workedExample();
    edge.demurrage.freeDays = 60;
    edge.detention.freeDays = 0;
    assert.deepEqual(validate(edge), []);
  });

  it('reports invalid holidays one by one', () => {
    assert.deepEqual(validate({...workedExample(), holidays: ['2026-13-01', '2026-03-09', 'next Monday']}), [
      {field: 'holidays', message: 'Holiday 2026-13-01 is not a valid date (use YYYY-MM-DD).'},
      {field: 'holidays', message: 'Holiday next Monday is not a valid date (use YYYY-MM-DD).'},
    ]);
  });

  it('reports tier problems with their fields', () => {
    const input = workedExample();
    input.detention.tiers[1].rate = Number.NaN;
    assert.deepEqual(validate(input), [
      {
        field: 'detention.tiers.1.rate',
        message: 'Detention tier 2 rate must be an amount from 0 to 100,000, with at most 2 decimals.',
      },
    ]);
  });

  it('reports an unknown basis and a bad currency', () => {
    const input = {...workedExample(), currency: 'usd'};
    (input.demurrage as {basis: string}).basis = 'weekdays';
    assert.deepEqual(validationMessages(input), [
      'Choose whether demurrage free days count calendar days or working days.',
      'Currency usd is not a 3-letter ISO 4217 code, such as USD.',
    ]);
  });
});

describe('form helpers', () => {
  it('parseNumber returns NaN for blank or non-numeric text', () => {
    assert.equal(parseNumber('150'), 150);
    assert.equal(parseNumber(' 12.5 '), 12.5);
    assert.ok(Number.isNaN(parseNumber('')));
    assert.ok(Number.isNaN(parseNumber('  ')));
    assert.ok(Number.isNaN(parseNumber('4 days')));
    assert.ok(Number.isNaN(parseNumber('1e3')));
  });

  it('parseHolidayList splits on lines, commas and spaces', () => {
    assert.deepEqual(parseHolidayList('2026-03-09\n2026-04-03, 2026-05-25;  \n'), [
      '2026-03-09',
      '2026-04-03',
      '2026-05-25',
    ]);
    assert.deepEqual(parseHolidayList('   '), []);
  });
});

describe('free time that starts the next day', () => {
  it('moves the last free day, the first chargeable day and the cost one day later', () => {
    assert.equal(freeTimeStart('2026-03-02'), '2026-03-02');
    assert.equal(freeTimeStart('2026-03-02', 'next-day'), '2026-03-03');
    const same = calculate(workedExample());
    const input = workedExample();
    input.demurrage.freeTimeStarts = 'next-day';
    input.detention.freeTimeStarts = 'next-day';
    const next = calculate(input);
    assert.equal(same.demurrage.lastFreeDay, '2026-03-05');
    assert.equal(next.demurrage.lastFreeDay, '2026-03-06');
    assert.equal(next.demurrage.freeTimeFrom, '2026-03-03');
    assert.equal(next.demurrage.firstChargeableDay, '2026-03-07');
    assert.equal(next.demurrage.chargeableDays, same.demurrage.chargeableDays - 1);
    assert.equal(next.detention.returnBy, '2026-03-13');
    // One chargeable day less in each phase: 3 × 150 instead of 4 × 150, and 4 × 125 + 0 × 200 instead of + 1 × 200.
    assert.equal(next.demurrage.cost, 450);
    assert.equal(next.detention.cost, 500);
    assert.equal(next.total, 950);
  });

  it('with zero free days, the trigger day itself is free and charges start the day after', () => {
    const input = workedExample();
    input.demurrage = {freeDays: 0, basis: 'calendar', tiers: flatRate(100), freeTimeStarts: 'next-day'};
    const result = calculate(input);
    assert.equal(result.demurrage.lastFreeDay, '2026-03-02');
    assert.equal(result.demurrage.firstChargeableDay, '2026-03-03');
    assert.equal(result.demurrage.chargeableDays, 7);
  });

  it('rejects an unknown rule with a clear message', () => {
    const input = workedExample();
    (input.demurrage as {freeTimeStarts?: string}).freeTimeStarts = 'monday';
    assert.deepEqual(validationMessages(input), [
      'Choose whether demurrage free time starts on the trigger day or on the next day.',
    ]);
  });
});

describe('rate tiers', () => {
  it('a flat rate is one open tier; any number of tiers add up in order', () => {
    assert.deepEqual(flatRate(95.5), [{fromDay: 1, toDay: null, rate: 95.5}]);
    assert.equal(tieredCost(6, flatRate(95.5)).total, 573);
    const three: Tier[] = [
      {fromDay: 1, toDay: 4, rate: 100},
      {fromDay: 5, toDay: 9, rate: 150},
      {fromDay: 10, toDay: null, rate: 250},
    ];
    const cost = tieredCost(11, three);
    assert.deepEqual(
      cost.breakdown.map((charge) => charge.days),
      [4, 5, 2],
    );
    assert.equal(cost.total, 4 * 100 + 5 * 150 + 2 * 250);
    assert.equal(nextDayRate(3, three), 100);
    assert.equal(nextDayRate(4, three), 150);
    assert.equal(nextDayRate(20, three), 250);
  });

  it('the tariff currency is kept, and an unknown code is refused', () => {
    const input = workedExample();
    input.currency = 'EUR';
    assert.equal(calculate(input).currency, 'EUR');
    assert.equal(formatMoney(1300, 'EUR'), '€1,300.00');
    input.currency = 'EURO';
    assert.deepEqual(validationMessages(input), ['Currency EURO is not a 3-letter ISO 4217 code, such as USD.']);
  });
});

describe('estimates to today', () => {
  it('a box still at the terminal: demurrage to date, the rate per day from today, no detention yet', () => {
    const input = {...workedExample(), gateOutDate: '', emptyReturnDate: '', asOf: '2026-03-08'};
    assert.deepEqual(validationMessages(input), []);
    const result = calculate(input);
    assert.equal(result.demurrage.status, 'open');
    assert.equal(result.demurrage.stop, '2026-03-08');
    assert.equal(result.demurrage.chargeableDays, 3); // Fri 6, Sat 7, Sun 8
    assert.equal(result.demurrage.cost, 450);
    assert.equal(result.demurrage.ratePerDayFromToday, 150); // day 4 is still in tier 1
    assert.equal(result.detention.status, 'not-started');
    assert.equal(result.detention.cost, 0);
    assert.equal(result.total, 450);
  });

  it('a box picked up but not returned: demurrage complete, detention to date', () => {
    const input = {...workedExample(), emptyReturnDate: '', asOf: '2026-03-16'};
    const result = calculate(input);
    assert.equal(result.demurrage.status, 'complete');
    assert.equal(result.demurrage.cost, 600);
    assert.equal(result.detention.status, 'open');
    assert.equal(result.detention.chargeableDays, 4); // Fri 13 to Mon 16
    assert.equal(result.detention.cost, 500);
    assert.equal(result.detention.ratePerDayFromToday, 200); // day 5 is tier 2
    assert.equal(result.total, 1100);
  });

  it('inside free time, charges to date are 0 and the rate is what the first chargeable day will cost', () => {
    const result = calculate({...workedExample(), gateOutDate: '', emptyReturnDate: '', asOf: '2026-03-03'});
    assert.equal(result.demurrage.cost, 0);
    assert.equal(result.demurrage.ratePerDayFromToday, 150);
  });

  it('refuses estimates that cannot be right, with messages', () => {
    assert.deepEqual(
      validationMessages({...workedExample(), gateOutDate: '', emptyReturnDate: '', asOf: '2026-03-01'}),
      ['The clock-start date is after today: an estimate to today needs a demurrage clock that has started.'],
    );
    assert.deepEqual(validationMessages({...workedExample(), gateOutDate: '', asOf: '2026-03-20'}), [
      'Enter the gate-out date before the empty return date.',
    ]);
    // Without today's date, an empty stop date is simply missing.
    assert.deepEqual(validationMessages({...workedExample(), emptyReturnDate: ''}), ['Enter the empty return date.']);
  });
});

describe('day by day', () => {
  it('lists every day from the trigger to the stop, free days at 0, then each rate with a running total', () => {
    const result = calculate(workedExample());
    const days = result.demurrage.days;
    assert.equal(days.length, 8); // Mon 2 to Mon 9 March
    assert.deepEqual(
      days.map((day) => [day.date, day.status, day.chargeableDay, day.rate, day.runningTotal]),
      [
        ['2026-03-02', 'free', null, 0, 0],
        ['2026-03-03', 'free', null, 0, 0],
        ['2026-03-04', 'free', null, 0, 0],
        ['2026-03-05', 'free', null, 0, 0],
        ['2026-03-06', 'charged', 1, 150, 150],
        ['2026-03-07', 'charged', 2, 150, 300],
        ['2026-03-08', 'charged', 3, 150, 450],
        ['2026-03-09', 'charged', 4, 150, 600],
      ],
    );
    assert.equal(days.at(-1)?.runningTotal, result.demurrage.cost);
    const detention = result.detention.days;
    assert.equal(detention.at(-1)?.runningTotal, result.detention.cost);
    assert.equal(detention.filter((day) => day.status === 'charged').length, result.detention.chargeableDays);
    assert.deepEqual(dayByDay({start: '2026-03-02', stop: '2026-03-02', lastFree: '2026-03-01'}, flatRate(10)), [
      {date: '2026-03-02', status: 'charged', chargeableDay: 1, rate: 10, runningTotal: 10},
    ]);
  });
});

describe('dates in the reader’s locale', () => {
  it('formats with the weekday in the given locale, read in UTC', () => {
    assert.equal(formatLocaleDate('2026-03-05', 'en-US'), 'Thu, Mar 5, 2026');
    assert.equal(formatLocaleDate('2026-03-05', 'en-GB'), 'Thu, 5 Mar 2026');
    assert.match(formatLocaleDate('2026-03-05', 'de-DE'), /^Do\., 5\. März 2026$/);
  });
});

describe('dates that cannot be one container’s', () => {
  it('a phase longer than two years is reported, not listed day by day', () => {
    // What a date input holds while the reader is still typing the year: 0002, then 0020, then 0202.
    assert.deepEqual(validationMessages({...workedExample(), dischargeDate: '0002-03-02'}), [
      'Demurrage would run 739,259 days, more than 730: check the dates.',
    ]);
    assert.deepEqual(validationMessages({...workedExample(), emptyReturnDate: '2030-03-17'}), [
      'Detention would run 1,470 days, more than 730: check the dates.',
    ]);
    assert.deepEqual(validationMessages({...workedExample(), emptyReturnDate: '2028-03-07'}), []); // exactly 730 days
  });
});
