/**
 * The calculator's form: what the reader types (text, so a half-typed number is kept as typed), the worked
 * example it starts with, how the form becomes the input of the D&D rules, and how it is written to and read
 * from the address, so that a result can be shared as a link.
 */
import {
  flatRate,
  parseHolidayList,
  parseNumber,
  type CalculatorInput,
  type DayBasis,
  type FreeTimeStart,
  type Phase,
  type Tier,
} from '../../lib/demurrage';

/** One rate band as typed: the last chargeable day it covers (ignored for the last band) and its daily rate. */
export interface TierForm {
  upTo: string;
  rate: string;
}

/** One phase's terms as typed. */
export interface PhaseForm {
  freeDays: string;
  basis: DayBasis;
  starts: FreeTimeStart;
  /** One rate for every chargeable day: the first band's rate; the other bands are kept for when it is cleared. */
  flat: boolean;
  tiers: TierForm[];
}

/** Where the container is: its dates are all known, or a phase is still running today. */
export type BoxStatus = 'returned' | 'out' | 'terminal';

export interface FormState {
  status: BoxStatus;
  dischargeDate: string;
  gateOutDate: string;
  emptyReturnDate: string;
  demurrage: PhaseForm;
  detention: PhaseForm;
  /** Free text, one YYYY-MM-DD date a line. */
  holidays: string;
  /** ISO 4217 code of the tariff, as typed. */
  currency: string;
}

/** The worked example of the tutorial: one 40' high cube imported at Los Angeles in March 2026. */
export const WORKED_EXAMPLE: FormState = {
  status: 'returned',
  dischargeDate: '2026-03-02',
  gateOutDate: '2026-03-09',
  emptyReturnDate: '2026-03-17',
  demurrage: {
    freeDays: '4',
    basis: 'calendar',
    starts: 'trigger-day',
    flat: false,
    tiers: [
      {upTo: '4', rate: '150'},
      {upTo: '', rate: '200'},
    ],
  },
  detention: {
    freeDays: '4',
    basis: 'calendar',
    starts: 'trigger-day',
    flat: false,
    tiers: [
      {upTo: '4', rate: '125'},
      {upTo: '', rate: '200'},
    ],
  },
  holidays: '',
  currency: 'USD',
};

/** The tiers of a phase as the rules read them: each band starts the day after the previous one ends. */
export function tiersOf(phase: PhaseForm): Tier[] {
  if (phase.flat) return flatRate(parseNumber(phase.tiers[0]?.rate ?? ''));
  let fromDay = 1;
  return phase.tiers.map((tier, index) => {
    const isLast = index === phase.tiers.length - 1;
    const toDay = isLast ? null : parseNumber(tier.upTo);
    const band: Tier = {fromDay, toDay, rate: parseNumber(tier.rate)};
    fromDay = toDay === null ? fromDay : toDay + 1;
    return band;
  });
}

/** The input of the rules. `today` (YYYY-MM-DD) is set once the page runs in the browser. */
export function toInput(form: FormState, today: string | null): CalculatorInput {
  const phase = (p: PhaseForm) => ({
    freeDays: parseNumber(p.freeDays),
    basis: p.basis,
    freeTimeStarts: p.starts,
    tiers: tiersOf(p),
  });
  const estimating = form.status !== 'returned';
  return {
    dischargeDate: form.dischargeDate.trim(),
    gateOutDate: form.status === 'terminal' ? '' : form.gateOutDate.trim(),
    emptyReturnDate: estimating ? '' : form.emptyReturnDate.trim(),
    ...(estimating ? {asOf: today ?? ''} : {}),
    demurrage: phase(form.demurrage),
    detention: phase(form.detention),
    holidays: parseHolidayList(form.holidays),
    currency: form.currency.trim().toUpperCase(),
  };
}

const PHASE_KEY: Record<Phase, string> = {demurrage: 'dem', detention: 'det'};
const STATUSES: readonly BoxStatus[] = ['returned', 'out', 'terminal'];

function phaseParams(params: URLSearchParams, phase: Phase, form: PhaseForm): void {
  const key = PHASE_KEY[phase];
  params.set(`${key}_free`, form.freeDays);
  params.set(`${key}_basis`, form.basis);
  params.set(`${key}_start`, form.starts);
  if (form.flat) params.set(`${key}_flat`, '1');
  params.set(
    `${key}_tiers`,
    form.tiers.map((tier, i) => (i === form.tiers.length - 1 ? tier.rate : `${tier.upTo}:${tier.rate}`)).join(','),
  );
}

/**
 * The form as a query string (without `?`), such as
 * `status=returned&discharge=2026-03-02&…&dem_tiers=4:150,200`; empty for the worked example, so the page's
 * own address stays clean until the reader changes something.
 */
export function toQuery(form: FormState): string {
  if (JSON.stringify(form) === JSON.stringify(WORKED_EXAMPLE)) return '';
  const params = new URLSearchParams();
  params.set('status', form.status);
  params.set('discharge', form.dischargeDate);
  params.set('gateout', form.gateOutDate);
  params.set('return', form.emptyReturnDate);
  params.set('currency', form.currency);
  if (form.holidays.trim() !== '') params.set('holidays', parseHolidayList(form.holidays).join(','));
  phaseParams(params, 'demurrage', form.demurrage);
  phaseParams(params, 'detention', form.detention);
  return params.toString();
}

function readPhase(params: URLSearchParams, phase: Phase): PhaseForm {
  const key = PHASE_KEY[phase];
  const fallback = WORKED_EXAMPLE[phase];
  const basis = params.get(`${key}_basis`);
  const start = params.get(`${key}_start`);
  const tiersText = params.get(`${key}_tiers`);
  const tiers =
    tiersText === null || tiersText === ''
      ? fallback.tiers
      : tiersText.split(',').map((item, i, all): TierForm => {
          if (i === all.length - 1) return {upTo: '', rate: item.includes(':') ? (item.split(':')[1] ?? '') : item};
          const [upTo = '', rate = ''] = item.split(':');
          return {upTo, rate};
        });
  return {
    freeDays: params.get(`${key}_free`) ?? fallback.freeDays,
    basis: basis === 'working' || basis === 'calendar' ? basis : fallback.basis,
    starts: start === 'next-day' || start === 'trigger-day' ? start : fallback.starts,
    flat: params.get(`${key}_flat`) === '1',
    tiers,
  };
}

/**
 * The form a shared address describes, or `null` when the address carries no calculator inputs. Missing or
 * unreadable values fall back to the worked example's; the rules then report anything still wrong.
 */
export function fromQuery(search: string): FormState | null {
  const params = new URLSearchParams(search);
  if (!params.has('discharge')) return null;
  const status = params.get('status');
  return {
    status: STATUSES.includes(status as BoxStatus) ? (status as BoxStatus) : 'returned',
    dischargeDate: params.get('discharge') ?? '',
    gateOutDate: params.get('gateout') ?? '',
    emptyReturnDate: params.get('return') ?? '',
    demurrage: readPhase(params, 'demurrage'),
    detention: readPhase(params, 'detention'),
    holidays: (params.get('holidays') ?? '').split(',').filter(Boolean).join('\n'),
    currency: params.get('currency') ?? WORKED_EXAMPLE.currency,
  };
}
