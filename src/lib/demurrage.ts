/**
 * Demurrage and detention (D&D): free time, last free day, chargeable days and tiered cost.
 *
 * Pure functions with no React and no DOM, so the calculator, the tests and any build script share one
 * set of rules.
 *
 * Dates are calendar dates written `YYYY-MM-DD`. All arithmetic runs in UTC on date-only values, so a
 * result never depends on the time zone of the machine that computes it.
 *
 * The rules:
 * - The trigger day (discharge or availability for demurrage, full gate-out for detention) counts as day 1 of free
 *   time, unless the phase's `freeTimeStarts` is `next-day`.
 * - Calendar basis: last free day = trigger + free days − 1.
 * - Working basis: only Monday to Friday count, minus the listed holidays. Counting starts on the trigger
 *   day when it is a working day, otherwise on the next working day.
 * - Zero free days: the last free day is the day before the trigger, so the trigger day is chargeable.
 * - Chargeable days: calendar days after the last free day, up to and including the stop day
 *   (full gate-out for demurrage, empty return for detention); 0 when the stop day is on or before the
 *   last free day. Weekends and holidays are charged: the basis only affects free time.
 * - Cost: chargeable days are split across rate tiers (day numbers count chargeable days, from 1).
 * - Free time may start on the trigger day (the default) or on the next day (`freeTimeStarts: 'next-day'`),
 *   which moves the last free day and every charge one day later.
 * - Estimate: with `asOf` (today), a phase whose stop date is left empty runs to `asOf`: charges to date, and
 *   what each further day costs. Detention has not started while the gate-out date is empty.
 */

/** How free days are counted. */
export type DayBasis = 'calendar' | 'working';

/** The two D&D phases of an import container. */
export type Phase = 'demurrage' | 'detention';

/**
 * Whether free time starts counting on the trigger day itself or on the day after it: the values of the API's
 * `FirstFreeDay` (`trigger_day`, `next_day`) as the calculator's address writes them (tests/unit/product-rules.test.ts).
 */
export const FREE_TIME_STARTS = ['trigger-day', 'next-day'] as const;
export type FreeTimeStart = (typeof FREE_TIME_STARTS)[number];

/** Where a phase stands: stopped on its stop date, still running on `asOf`, or not started yet. */
export type PhaseStatus = 'complete' | 'open' | 'not-started';

/** One rate band. Day numbers count chargeable days, starting at 1; `toDay: null` means "and every day after". */
export interface Tier {
  fromDay: number;
  toDay: number | null;
  /** Charge per chargeable day in the currency of the calculation. */
  rate: number;
}

/** What one tier contributes to a cost. */
export interface TierCharge {
  fromDay: number;
  toDay: number | null;
  rate: number;
  /** Chargeable days that fall in this tier (0 when none do). */
  days: number;
  /** `days × rate`, rounded to cents. */
  cost: number;
}

/** The result of {@link tieredCost}. */
export interface TieredCost {
  /** Sum of the tier costs, rounded to cents. */
  total: number;
  /** One entry per tier, in tier order, including tiers with 0 days. */
  breakdown: TierCharge[];
}

/** Options for {@link lastFreeDay}. */
export interface LastFreeDayOptions {
  /** The trigger date, `YYYY-MM-DD`; it counts as day 1. */
  start: string;
  /** Whole number of free days, 0 or more. */
  freeDays: number;
  basis: DayBasis;
  /** Public holidays, `YYYY-MM-DD`; used only with the working basis. */
  holidays?: readonly string[];
}

/** Free time and rates of one phase. */
export interface PhaseTerms {
  freeDays: number;
  basis: DayBasis;
  tiers: Tier[];
  /** `trigger-day` (default): the trigger day is day 1 of free time; `next-day`: the day after it is. */
  freeTimeStarts?: FreeTimeStart;
}

/** Everything {@link calculate} needs. */
export interface CalculatorInput {
  /** Day the demurrage clock starts: the discharge or the availability date, as the tariff says. */
  dischargeDate: string;
  /** Full gate-out: stops demurrage and starts detention. Empty with `asOf`: still at the terminal. */
  gateOutDate: string;
  /** Empty return: stops detention. Empty with `asOf`: not returned yet. */
  emptyReturnDate: string;
  /** Today, `YYYY-MM-DD`: estimate a phase whose stop date is empty up to and including this day. */
  asOf?: string;
  demurrage: PhaseTerms;
  detention: PhaseTerms;
  /** Public holidays, `YYYY-MM-DD`, skipped when a phase counts working days. */
  holidays?: string[];
  /** ISO 4217 code; `USD` when left out. */
  currency?: string;
}

/** Fields shared by the result of both phases. */
export interface PhaseResultBase {
  /** Trigger date (discharge or full gate-out); empty when the phase has not started. */
  start: string;
  /** Stop date (full gate-out or empty return), or `asOf` while the phase is open; empty when not started. */
  stop: string;
  status: PhaseStatus;
  freeDays: number;
  basis: DayBasis;
  freeTimeStarts: FreeTimeStart;
  /** First day of free time: `start`, or the day after it with `next-day`. */
  freeTimeFrom: string;
  /** First day that costs money (the day after the last free day), or `null` when nothing is chargeable. */
  firstChargeableDay: string | null;
  chargeableDays: number;
  cost: number;
  breakdown: TierCharge[];
  /** Every calendar day from `start` to `stop` with its rate and running total. */
  days: DayCharge[];
  /**
   * While the phase is open: what each further day costs from tomorrow (the next chargeable day's rate, or
   * tier 1's rate once free time ends); 0 when the phase is complete or not started.
   */
  ratePerDayFromToday: number;
}

/** Demurrage result: the container must leave the terminal by `lastFreeDay`. */
export interface DemurrageResult extends PhaseResultBase {
  lastFreeDay: string;
}

/** Detention result: the empty container must be back by `returnBy`. */
export interface DetentionResult extends PhaseResultBase {
  returnBy: string;
}

/** The result of {@link calculate}. */
export interface CalculationResult {
  demurrage: DemurrageResult;
  detention: DetentionResult;
  /** Demurrage cost + detention cost, rounded to cents. */
  total: number;
  currency: string;
}

/** Which input a validation message is about. Tier fields read `demurrage.tiers.0.rate` and so on. */
export type FieldKey =
  | 'dischargeDate'
  | 'gateOutDate'
  | 'emptyReturnDate'
  | 'holidays'
  | 'currency'
  | 'asOf'
  | `${Phase}.freeDays`
  | `${Phase}.basis`
  | `${Phase}.freeTimeStarts`
  | `${Phase}.tiers`
  | `${Phase}.tiers.${number}.fromDay`
  | `${Phase}.tiers.${number}.toDay`
  | `${Phase}.tiers.${number}.rate`;

/** One problem with the input, in words a reader can act on. */
export interface ValidationIssue {
  field: FieldKey;
  message: string;
}

/** Most free days a phase accepts. */
export const MAX_FREE_DAYS = 60;
/** Highest day number a tier may end on. */
export const MAX_TIER_DAY = 365;
/**
 * Longest a phase may run, in calendar days. A longer one is a typing slip (a year typed as 0002 while the
 * reader is still typing it) and would list hundreds of thousands of days, so it is reported instead.
 */
export const MAX_PHASE_DAYS = 730;
/** Highest daily rate accepted. */
export const MAX_RATE = 100_000;
/** The currency when the input names none. */
export const DEFAULT_CURRENCY = 'USD';

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const PHASE_LABEL: Record<Phase, string> = {demurrage: 'Demurrage', detention: 'Detention'};

// ---------------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------------

/**
 * Parses a `YYYY-MM-DD` calendar date to a `Date` at 00:00 UTC.
 * Returns `null` for anything else, including surrounding spaces and impossible dates such as
 * `2026-02-30` or `2026-13-01`.
 */
export function parseDate(s: string): Date | null {
  const match = DATE_PATTERN.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year as written.
  d.setUTCFullYear(year);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d;
}

/** True when `s` is a real calendar date written `YYYY-MM-DD`. */
export function isValidDate(s: string): boolean {
  return parseDate(s) !== null;
}

/** Formats the UTC calendar date of `d` as `YYYY-MM-DD`. */
export function formatDate(d: Date): string {
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** Long form of a date, e.g. `Thu 5 Mar 2026`. Accepts a `Date` (read in UTC) or a `YYYY-MM-DD` string. */
export function formatLong(date: Date | string): string {
  const d = typeof date === 'string' ? requireDate(date, 'date') : date;
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Adds (or, when negative, subtracts) whole calendar days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = requireDate(date, 'date');
  return formatDate(new Date(d.getTime() + days * MS_PER_DAY));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireDate(to, 'to').getTime() - requireDate(from, 'from').getTime()) / MS_PER_DAY);
}

/** Day of the week of a `YYYY-MM-DD` date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return requireDate(date, 'date').getUTCDay();
}

/** True for Monday to Friday dates that are not in `holidays`. */
export function isWorkingDay(date: string, holidays: readonly string[] = []): boolean {
  const dow = dayOfWeek(date);
  if (dow === 0 || dow === 6) return false;
  return !holidays.includes(date);
}

/**
 * Splits free text (one date per line, or separated by commas, semicolons or spaces) into entries.
 * The entries are not checked; pass them to {@link validate}, which reports each invalid one.
 */
export function parseHolidayList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function requireDate(s: string, name: string): Date {
  const d = parseDate(s);
  if (!d) throw new RangeError(`Invalid ${name} "${s}": use a real calendar date written YYYY-MM-DD.`);
  return d;
}

function requireFreeDays(freeDays: number): void {
  if (!Number.isInteger(freeDays) || freeDays < 0) {
    throw new RangeError(`Invalid free days ${freeDays}: use a whole number, 0 or more.`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Free time and charges
// ---------------------------------------------------------------------------------------------------------

/**
 * The last day without charges. The trigger day counts as day 1.
 *
 * - `calendar`: `start + freeDays − 1`.
 * - `working`: counts only Monday to Friday dates not listed in `holidays`, starting with the trigger day
 *   when it is a working day, otherwise with the next working day.
 * - `freeDays: 0`: the day before `start`, whatever the basis, so the trigger day is already chargeable.
 *
 * @throws RangeError when `start` is not a valid `YYYY-MM-DD` date or `freeDays` is not a whole number ≥ 0.
 */
export function lastFreeDay({start, freeDays, basis, holidays = []}: LastFreeDayOptions): string {
  requireDate(start, 'start date');
  requireFreeDays(freeDays);
  if (freeDays === 0) return addDays(start, -1);
  if (basis === 'calendar') return addDays(start, freeDays - 1);

  const holidaySet = new Set(holidays);
  let day = start;
  let counted = 0;
  // Terminates: the holiday list is finite, so working days keep coming.
  for (;;) {
    const dow = dayOfWeek(day);
    if (dow !== 0 && dow !== 6 && !holidaySet.has(day)) {
      counted += 1;
      if (counted === freeDays) return day;
    }
    day = addDays(day, 1);
  }
}

/**
 * Calendar days after `lastFree`, up to and including `stop`; 0 when `stop` is on or before `lastFree`.
 * @throws RangeError when either date is not a valid `YYYY-MM-DD` date.
 */
export function chargeableDays(lastFree: string, stop: string): number {
  return Math.max(0, daysBetween(lastFree, stop));
}

/**
 * Problems with a tier list, as messages naming the phase (for example "Demurrage tier 2 must start on
 * day 5, the day after tier 1 ends."). An empty list means the tiers are usable: they start on day 1,
 * follow each other without gaps, only the last one is open-ended, and every rate is an amount from 0 to
 * {@link MAX_RATE} with at most 2 decimals.
 */
export function validateTiers(tiers: readonly Tier[], phase: Phase = 'demurrage'): ValidationIssue[] {
  const label = PHASE_LABEL[phase];
  const issues: ValidationIssue[] = [];
  if (tiers.length === 0) {
    issues.push({field: `${phase}.tiers`, message: `Add at least one ${phase} rate tier.`});
    return issues;
  }
  tiers.forEach((tier, i) => {
    const n = i + 1;
    const isLast = i === tiers.length - 1;
    const prev = i > 0 ? tiers[i - 1] : undefined;

    // Start day: 1 for the first tier, the day after the previous tier for the others.
    if (i === 0) {
      if (tier.fromDay !== 1) {
        issues.push({field: `${phase}.tiers.${i}.fromDay`, message: `${label} tier 1 must start on day 1.`});
      }
    } else if (prev && isWholeDay(prev.toDay) && tier.fromDay !== prev.toDay + 1) {
      issues.push({
        field: `${phase}.tiers.${i}.fromDay`,
        message: `${label} tier ${n} must start on day ${prev.toDay + 1}, the day after tier ${i} ends.`,
      });
    }

    // End day: open-ended for the last tier only; otherwise a whole day from the start day to MAX_TIER_DAY.
    if (tier.toDay === null) {
      if (!isLast) {
        issues.push({
          field: `${phase}.tiers.${i}.toDay`,
          message: `${label} tier ${n} needs an end day: only the last tier can run without one.`,
        });
      }
    } else if (isLast) {
      issues.push({
        field: `${phase}.tiers.${i}.toDay`,
        message: `The last ${phase} tier must have no end day, so every chargeable day has a rate.`,
      });
    } else {
      const min = isWholeDay(tier.fromDay) && tier.fromDay >= 1 ? tier.fromDay : 1;
      if (!isWholeDay(tier.toDay) || tier.toDay < min || tier.toDay > MAX_TIER_DAY) {
        issues.push({
          field: `${phase}.tiers.${i}.toDay`,
          message: `${label} tier ${n} must end on a whole day number from ${min} to ${MAX_TIER_DAY}.`,
        });
      }
    }

    if (!isValidRate(tier.rate)) {
      issues.push({
        field: `${phase}.tiers.${i}.rate`,
        message: `${label} tier ${n} rate must be an amount from 0 to ${MAX_RATE.toLocaleString('en-US')}, with at most 2 decimals.`,
      });
    }
  });
  return issues;
}

/**
 * Splits `days` chargeable days across `tiers` and prices them.
 * Day numbers count chargeable days: with tiers 1–4 at 150 and 5+ at 200, 5 days cost 4 × 150 + 1 × 200.
 * Amounts are computed in cents, so decimal rates add up exactly.
 *
 * @throws RangeError when `days` is not a whole number ≥ 0 or the tiers fail {@link validateTiers}.
 */
export function tieredCost(days: number, tiers: readonly Tier[]): TieredCost {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Invalid chargeable days ${days}: use a whole number, 0 or more.`);
  }
  const problems = validateTiers(tiers);
  if (problems.length > 0) {
    throw new RangeError(`Invalid tiers: ${problems.map((p) => p.message).join(' ')}`);
  }
  let totalCents = 0;
  const breakdown = tiers.map((tier): TierCharge => {
    const end = tier.toDay === null ? days : Math.min(days, tier.toDay);
    const inTier = Math.max(0, end - tier.fromDay + 1);
    const cents = toCents(tier.rate) * inTier;
    totalCents += cents;
    return {fromDay: tier.fromDay, toDay: tier.toDay, rate: tier.rate, days: inTier, cost: cents / 100};
  });
  return {total: totalCents / 100, breakdown};
}

// ---------------------------------------------------------------------------------------------------------
// Validation and the whole calculation
// ---------------------------------------------------------------------------------------------------------

/**
 * Every problem with `input`, in form order, each tied to its field. An empty list means
 * {@link calculate} can run. Numbers that could not be read (for example `NaN` from an empty field)
 * are reported, never computed with.
 */
export function validate(input: CalculatorInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];

  const estimating = input.asOf !== undefined;
  const asOf = estimating ? checkDate(issues, 'asOf', input.asOf ?? '', "today's date") : null;
  const discharge = checkDate(issues, 'dischargeDate', input.dischargeDate, 'clock-start date');
  const stillAtTerminal = estimating && input.gateOutDate.trim() === '';
  const notReturned = estimating && input.emptyReturnDate.trim() === '';
  const gateOut = stillAtTerminal ? null : checkDate(issues, 'gateOutDate', input.gateOutDate, 'gate-out date');
  const emptyReturn = notReturned
    ? null
    : checkDate(issues, 'emptyReturnDate', input.emptyReturnDate, 'empty return date');

  if (stillAtTerminal && !notReturned) {
    issues.push({field: 'emptyReturnDate', message: 'Enter the gate-out date before the empty return date.'});
  }
  if (asOf && discharge && stillAtTerminal && asOf < discharge) {
    issues.push({
      field: 'dischargeDate',
      message: 'The clock-start date is after today: an estimate to today needs a demurrage clock that has started.',
    });
  }
  const tooLong = (from: string | null, to: string | null, phase: Phase, field: FieldKey) => {
    if (!from || !to || to < from) return;
    const days = daysBetween(from, to) + 1;
    if (days > MAX_PHASE_DAYS) {
      issues.push({
        field,
        message: `${PHASE_LABEL[phase]} would run ${days.toLocaleString('en-US')} days, more than ${MAX_PHASE_DAYS}: check the dates.`,
      });
    }
  };
  tooLong(discharge, gateOut ?? (stillAtTerminal ? asOf : null), 'demurrage', 'dischargeDate');
  tooLong(gateOut, emptyReturn ?? (notReturned ? asOf : null), 'detention', 'emptyReturnDate');
  if (asOf && gateOut && notReturned && asOf < gateOut) {
    issues.push({
      field: 'gateOutDate',
      message: 'The gate-out date is after today: an estimate to today needs a container that has left.',
    });
  }

  if (discharge && gateOut && gateOut < discharge) {
    issues.push({field: 'gateOutDate', message: 'The gate-out date is before the clock-start date.'});
  }
  if (gateOut && emptyReturn && emptyReturn < gateOut) {
    issues.push({field: 'emptyReturnDate', message: 'The empty return date is before the gate-out date.'});
  }

  for (const phase of ['demurrage', 'detention'] as const) {
    const terms = input[phase];
    if (!Number.isInteger(terms.freeDays) || terms.freeDays < 0 || terms.freeDays > MAX_FREE_DAYS) {
      issues.push({
        field: `${phase}.freeDays`,
        message: `${PHASE_LABEL[phase]} free days must be a whole number from 0 to ${MAX_FREE_DAYS}.`,
      });
    }
    if (
      terms.freeTimeStarts !== undefined &&
      terms.freeTimeStarts !== 'trigger-day' &&
      terms.freeTimeStarts !== 'next-day'
    ) {
      issues.push({
        field: `${phase}.freeTimeStarts`,
        message: `Choose whether ${phase} free time starts on the trigger day or on the next day.`,
      });
    }
    if (terms.basis !== 'calendar' && terms.basis !== 'working') {
      issues.push({
        field: `${phase}.basis`,
        message: `Choose whether ${phase} free days count calendar days or working days.`,
      });
    }
    issues.push(...validateTiers(terms.tiers, phase));
  }

  for (const holiday of input.holidays ?? []) {
    if (!isValidDate(holiday)) {
      issues.push({field: 'holidays', message: `Holiday ${holiday} is not a valid date (use YYYY-MM-DD).`});
    }
  }

  if (input.currency !== undefined && !isValidCurrency(input.currency)) {
    issues.push({
      field: 'currency',
      message: `Currency ${input.currency} is not a 3-letter ISO 4217 code, such as USD.`,
    });
  }

  return issues;
}

/** The messages of {@link validate}, without the fields. */
export function validationMessages(input: CalculatorInput): string[] {
  return validate(input).map((issue) => issue.message);
}

/**
 * Demurrage (from `dischargeDate` to the full gate-out) and detention (from the gate-out to the empty
 * return), each with its own free days, basis and tiers, and the total. Call it only when
 * {@link validate} returns an empty list.
 *
 * @throws RangeError when the input is invalid; the message lists what {@link validate} found.
 */
export function calculate(input: CalculatorInput): CalculationResult {
  const issues = validate(input);
  if (issues.length > 0) {
    throw new RangeError(`Invalid calculator input: ${issues.map((i) => i.message).join(' ')}`);
  }
  const holidays = input.holidays ?? [];
  const asOf = input.asOf;
  const gateOut = input.gateOutDate.trim();
  const emptyReturn = input.emptyReturnDate.trim();

  const dem =
    gateOut === '' && asOf
      ? phaseResult(input.dischargeDate, asOf, input.demurrage, holidays, 'open')
      : phaseResult(input.dischargeDate, gateOut, input.demurrage, holidays, 'complete');
  const det =
    gateOut === ''
      ? notStarted(input.detention)
      : emptyReturn === '' && asOf
        ? phaseResult(gateOut, asOf, input.detention, holidays, 'open')
        : phaseResult(gateOut, emptyReturn, input.detention, holidays, 'complete');
  const {lastFree: demLastFree, ...demurrage} = dem;
  const {lastFree: returnBy, ...detention} = det;

  return {
    demurrage: {...demurrage, lastFreeDay: demLastFree},
    detention: {...detention, returnBy},
    total: (toCents(dem.cost) + toCents(det.cost)) / 100,
    currency: input.currency ?? DEFAULT_CURRENCY,
  };
}

/**
 * Formats an amount as money, e.g. `$1,300.00` for 1300 in USD, with `Intl.NumberFormat('en-US')`
 * so the server-rendered and the browser-rendered text match.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-US', {style: 'currency', currency}).format(amount);
}

/**
 * Reads a number typed into a form field. Returns `NaN` for an empty or non-numeric entry (where
 * `Number('')` would give 0), so {@link validate} reports it instead of computing with it.
 */
export function parseNumber(text: string): number {
  const t = text.trim();
  if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN;
  return Number(t);
}

function phaseResult(
  start: string,
  stop: string,
  terms: PhaseTerms,
  holidays: readonly string[],
  status: 'complete' | 'open',
): PhaseResultBase & {lastFree: string} {
  const rule = terms.freeTimeStarts ?? 'trigger-day';
  const freeTimeFrom = freeTimeStart(start, rule);
  const lastFree = lastFreeDay({start: freeTimeFrom, freeDays: terms.freeDays, basis: terms.basis, holidays});
  const days = chargeableDays(lastFree, stop);
  const {total, breakdown} = tieredCost(days, terms.tiers);
  const base = {start, stop, lastFree};
  return {
    start,
    stop,
    status,
    freeDays: terms.freeDays,
    basis: terms.basis,
    freeTimeStarts: rule,
    freeTimeFrom,
    lastFree,
    firstChargeableDay: days > 0 ? addDays(lastFree, 1) : null,
    chargeableDays: days,
    cost: total,
    breakdown,
    days: dayByDay(base, terms.tiers),
    ratePerDayFromToday: status === 'open' ? nextDayRate(days, terms.tiers) : 0,
  };
}

/** Detention before the gate-out: nothing counted yet, nothing due. */
function notStarted(terms: PhaseTerms): PhaseResultBase & {lastFree: string} {
  return {
    start: '',
    stop: '',
    status: 'not-started',
    freeDays: terms.freeDays,
    basis: terms.basis,
    freeTimeStarts: terms.freeTimeStarts ?? 'trigger-day',
    freeTimeFrom: '',
    lastFree: '',
    firstChargeableDay: null,
    chargeableDays: 0,
    cost: 0,
    breakdown: terms.tiers.map((tier) => ({...tier, days: 0, cost: 0})),
    days: [],
    ratePerDayFromToday: 0,
  };
}

function checkDate(issues: ValidationIssue[], field: FieldKey, value: string, name: string): string | null {
  if (value.trim() === '') {
    issues.push({field, message: `Enter the ${name}.`});
    return null;
  }
  if (!isValidDate(value)) {
    issues.push({field, message: `The ${name} ${value.trim()} is not a valid date (use YYYY-MM-DD).`});
    return null;
  }
  // YYYY-MM-DD strings of valid dates compare correctly as text.
  return value;
}

function isWholeDay(n: number | null): n is number {
  return n !== null && Number.isInteger(n);
}

function isValidRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6;
}

function isValidCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', {style: 'currency', currency: code});
    return true;
  } catch {
    return false;
  }
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

// ---------------------------------------------------------------------------------------------------------
// Tariff variants: when free time starts, flat rates, estimates to today, day by day
// ---------------------------------------------------------------------------------------------------------

/**
 * A single rate for every chargeable day: the tier list of a tariff without tiers, so a reader never types the
 * same rate twice.
 */
export function flatRate(rate: number): Tier[] {
  return [{fromDay: 1, toDay: null, rate}];
}

/**
 * The day free time starts counting: the trigger day itself (`trigger-day`, the worked example), or the day
 * after it (`next-day`), as tariffs that say "free time commences the day after discharge" do. The second
 * rule moves the last free day, and every charge after it, one day later: the usual reason two invoices for
 * the same box differ by a day.
 */
export function freeTimeStart(trigger: string, rule: FreeTimeStart = 'trigger-day'): string {
  return rule === 'next-day' ? addDays(trigger, 1) : trigger;
}

/**
 * What one more chargeable day costs after `days` chargeable days: the rate of the tier that day number
 * falls in.
 */
export function nextDayRate(days: number, tiers: readonly Tier[]): number {
  const day = days + 1;
  const tier = tiers.find((t) => t.fromDay <= day && (t.toDay === null || day <= t.toDay));
  return tier?.rate ?? 0;
}

/** One calendar day of a phase, as the day-by-day breakdown lists it. */
export interface DayCharge {
  date: string;
  /** `free` up to the last free day; `charged` after it. */
  status: 'free' | 'charged';
  /** For a charged day: its number among the chargeable days (1, 2, …); `null` for a free day. */
  chargeableDay: number | null;
  /** The rate due that day (0 on a free day). */
  rate: number;
  /** Running total of the phase up to and including that day. */
  runningTotal: number;
}

/**
 * Every calendar day of a phase, from its trigger day to its stop day, with the rate due and the running
 * total. Free days cost 0; chargeable days cost their tier's rate.
 */
export function dayByDay(result: {start: string; stop: string; lastFree: string}, tiers: readonly Tier[]): DayCharge[] {
  const days: DayCharge[] = [];
  let runningCents = 0;
  const total = daysBetween(result.start, result.stop);
  for (let i = 0; i <= total; i += 1) {
    const date = addDays(result.start, i);
    if (date <= result.lastFree) {
      days.push({date, status: 'free', chargeableDay: null, rate: 0, runningTotal: runningCents / 100});
      continue;
    }
    const n = daysBetween(result.lastFree, date);
    const rate = nextDayRate(n - 1, tiers);
    runningCents += toCents(rate);
    days.push({date, status: 'charged', chargeableDay: n, rate, runningTotal: runningCents / 100});
  }
  return days;
}

/**
 * A date in the reader's locale with the weekday, e.g. `Thu, Mar 5, 2026` in `en-US` or `Do., 5. März 2026` in
 * `de-DE`. Read in UTC, like every date here. The calculator uses it only after hydration, so the static HTML
 * (written with {@link formatLong}) and the first render in the browser agree.
 */
export function formatLocaleDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(requireDate(date, 'date'));
}
