/**
 * The rate bands of one phase as the form shows them: the day each band starts on, what its rate field is called,
 * what adding or removing a band does to the list, and which field keyboard focus moves to afterwards.
 */
import {MAX_TIER_DAY, parseNumber, type Phase} from '../../lib/demurrage';
import type {PhaseForm} from './form';

/** A typed band end as a day number, or `null` while it is not a whole day from 1 to {@link MAX_TIER_DAY}. */
export function wholeDay(text: string): number | null {
  const n = parseNumber(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TIER_DAY ? n : null;
}

/** The first chargeable day of each band: day 1, then the day after the band before it ends. */
export function tierStarts(tiers: PhaseForm['tiers']): number[] {
  const starts: number[] = [];
  let next = 1;
  for (const tier of tiers) {
    starts.push(next);
    next = (wholeDay(tier.upTo) ?? next - 1) + 1;
  }
  return starts;
}

/** The label of a band's rate field, such as "Rate for days 1–4" or "Rate from day 5 on". */
export function rateLabel(tiers: PhaseForm['tiers'], index: number): string {
  const from = tierStarts(tiers)[index] ?? 1;
  if (index === tiers.length - 1) return index === 0 ? 'Rate for every chargeable day' : `Rate from day ${from} on`;
  const end = wholeDay(tiers[index]?.upTo ?? '');
  if (end === null) return `Tier ${index + 1} rate`;
  return end === from ? `Rate for day ${from}` : `Rate for days ${from}–${end}`;
}

/** The control name of a band's end-day field (every band but the last has one). */
export const upToControl = (phase: Phase, index: number) => `${phase}-tier${index}-upTo`;
/** The control name of a band's rate field. */
export const rateControl = (phase: Phase, index: number) => `${phase}-tier${index}-rate`;

/** A band's first field: its end day, or its rate for the last band, which runs without an end. */
export function firstFieldOf(phase: Phase, index: number, count: number): string {
  return index === count - 1 ? rateControl(phase, index) : upToControl(phase, index);
}

/**
 * A band added after the last one: the old open band gets an end (four days long) and the new band inherits its
 * rate, ready to edit. Adding a band leaves "one rate for every day".
 */
export function withTierAdded(phase: PhaseForm): PhaseForm {
  const tiers = [...phase.tiers];
  const last = tiers[tiers.length - 1] ?? {upTo: '', rate: ''};
  const previousEnd = tiers.length > 1 ? (wholeDay(tiers[tiers.length - 2]?.upTo ?? '') ?? 0) : 0;
  tiers[tiers.length - 1] = {...last, upTo: String(previousEnd + 4)};
  return {...phase, flat: false, tiers: [...tiers, {upTo: '', rate: last.rate}]};
}

/** The bands without band `index`; the first band stays (it has no remove button). */
export function withTierRemoved(phase: PhaseForm, index: number): PhaseForm {
  if (index < 1) return phase;
  return {...phase, tiers: phase.tiers.filter((_, i) => i !== index)};
}

/** After adding a band to `count` bands: the new band's first field, its rate. */
export function focusAfterAdding(phase: Phase, count: number): string {
  return rateControl(phase, count);
}

/**
 * After removing band `index` of `count`: the first field of the band that takes its place, or of the band before
 * it when it was the last one (which is then the last band, with its rate as first field).
 */
export function focusAfterRemoving(phase: Phase, index: number, count: number): string {
  const left = count - 1;
  return firstFieldOf(phase, Math.min(index, left - 1), left);
}
