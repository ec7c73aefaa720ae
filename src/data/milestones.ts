/**
 * Berthline's container milestones: what the API document does not say about them. The codes and what each means
 * are the document's (`MilestoneCode` with its x-enumDescriptions, through src/lib/api.ts); this module adds a
 * short label, the DCSA Track & Trace equivalent, the journey phase and the clock each one starts or stops, and the
 * example journey. `<MilestoneTable />` and `<MilestoneTimeline />` render from it.
 */
import {enumAt} from '../lib/api-facts/enums';

import {MAIN_SHIPMENT, SIZE_TYPE_LABELS, WORLD_AS_OF, WORLD_CARRIERS, WORLD_PORTS, type WorldPort} from './world';
import {PORT_TIMEZONES, classifierOf, journeyOfBox} from './world-journeys';

/** The part of a container's journey a milestone belongs to. */
export type JourneyPhase = 'origin' | 'ocean' | 'transshipment' | 'destination' | 'inland' | 'return' | 'customs';

/** The milestone codes, in journey order: the document's `MilestoneCode` enum. */
export const milestoneCodes: readonly string[] = enumAt('MilestoneCode').values.map((entry) => String(entry.value));

/** One of the milestone codes of the document. */
export type MilestoneCode = string;

/** One entry of the milestone catalogue. */
export interface MilestoneInfo {
  /** The canonical code, as the API returns it in `milestones[].code`. */
  code: MilestoneCode;
  /** A short label for tables and timelines. */
  label: string;
  /** What happened to the container: the document's description of the code. */
  description: string;
  /** The nearest DCSA Track & Trace event (event type code, and facility type where it matters). */
  dcsa: string;
  /** Where the milestone sits in the journey. */
  phase: JourneyPhase;
  /** Which demurrage or detention clock this milestone usually starts or stops, if any. */
  stopsOrStarts?: string;
}

/** Headings for each journey phase, in journey order. */
export const journeyPhases: readonly {phase: JourneyPhase; label: string}[] = [
  {phase: 'origin', label: 'Origin'},
  {phase: 'ocean', label: 'Ocean'},
  {phase: 'transshipment', label: 'Transshipment'},
  {phase: 'destination', label: 'Port of discharge'},
  {phase: 'customs', label: 'Customs'},
  {phase: 'inland', label: 'Inland'},
  {phase: 'return', label: 'Empty return'},
];

/** What this module adds to each code, in journey order; the description comes from the document. */
const catalogue: readonly Omit<MilestoneInfo, 'description'>[] = [
  {
    code: 'empty_released',
    label: 'Empty released',
    dcsa: 'GTOT (or PICK), empty, at a depot (DEPO)',
    phase: 'origin',
    stopsOrStarts: 'Export detention starts, where the tariff counts it from the empty pickup',
  },
  {
    code: 'stuffed',
    label: 'Stuffed',
    dcsa: 'STUF',
    phase: 'origin',
  },
  {
    code: 'gate_in_origin',
    label: 'Gated in at origin',
    dcsa: 'GTIN, laden, at a port terminal (POTE)',
    phase: 'origin',
    stopsOrStarts: 'Export detention stops; export demurrage starts if the box arrives early',
  },
  {
    code: 'loaded_origin',
    label: 'Loaded at origin',
    dcsa: 'LOAD at the port of loading',
    phase: 'origin',
    stopsOrStarts: 'Export demurrage stops',
  },
  {
    code: 'vessel_departed_origin',
    label: 'Vessel departed origin',
    dcsa: 'DEPA (transport event) at the port of loading',
    phase: 'ocean',
  },
  {
    code: 'transshipment_arrived',
    label: 'Arrived at transshipment port',
    dcsa: 'ARRI (transport event) at the transshipment port',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_discharged',
    label: 'Discharged at transshipment port',
    dcsa: 'DISC with isTransshipmentMove = true',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_loaded',
    label: 'Loaded at transshipment port',
    dcsa: 'LOAD with isTransshipmentMove = true',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_departed',
    label: 'Departed transshipment port',
    dcsa: 'DEPA (transport event) at the transshipment port',
    phase: 'transshipment',
  },
  {
    code: 'vessel_arrived_destination',
    label: 'Vessel arrived',
    dcsa: 'ARRI (transport event) at the port of discharge',
    phase: 'destination',
  },
  {
    code: 'vessel_berthed',
    label: 'Vessel berthed',
    dcsa: 'No Track & Trace code; berthing is a DCSA port call event',
    phase: 'destination',
  },
  {
    code: 'discharged_destination',
    label: 'Discharged',
    dcsa: 'DISC at the port of discharge',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage starts, when the free time starts with discharge',
  },
  {
    code: 'customs_hold',
    label: 'Customs hold',
    dcsa: 'CUSS (scan) or CUSI (inspection), Track & Trace v3',
    phase: 'customs',
    stopsOrStarts: 'Does not stop demurrage, unless the tariff says so',
  },
  {
    code: 'customs_released',
    label: 'Customs released',
    dcsa: 'CUSR, Track & Trace v3',
    phase: 'customs',
  },
  {
    code: 'available_for_pickup',
    label: 'Available for pickup',
    dcsa: 'AVPU, Track & Trace v3',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage starts, when the free time starts with availability',
  },
  {
    code: 'rail_loaded',
    label: 'Loaded on rail',
    dcsa: 'LOAD, rail mode, at a rail ramp (RAMP)',
    phase: 'inland',
  },
  {
    code: 'rail_departed',
    label: 'Rail departed',
    dcsa: 'DEPA (transport event), rail mode',
    phase: 'inland',
  },
  {
    code: 'rail_arrived',
    label: 'Rail arrived',
    dcsa: 'ARRI (transport event), rail mode',
    phase: 'inland',
  },
  {
    code: 'rail_unloaded',
    label: 'Unloaded from rail',
    dcsa: 'DISC, rail mode, at a rail ramp (RAMP)',
    phase: 'inland',
  },
  {
    code: 'gate_out_destination',
    label: 'Gated out',
    dcsa: 'GTOT, laden',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage stops; import detention starts',
  },
  {
    code: 'delivered',
    label: 'Delivered',
    dcsa: 'DROP at a customer location (CLOC)',
    phase: 'inland',
  },
  {
    code: 'empty_returned',
    label: 'Empty returned',
    dcsa: 'GTIN (or DROP), empty, at a depot (DEPO)',
    phase: 'return',
    stopsOrStarts: 'Import detention stops',
  },
];

/** The milestone catalogue, in journey order, with each code's description from the document. */
export const milestones: readonly MilestoneInfo[] = catalogue.map((entry) => ({
  ...entry,
  description: enumAt('MilestoneCode').values.find((value) => value.value === entry.code)?.description ?? '',
}));

// The catalogue and the document's enum must list the same codes in the same order: a code added to the document
// needs its label, phase and DCSA equivalent here, and a code removed there must go here too.
if (catalogue.map((entry) => entry.code).join() !== milestoneCodes.join()) {
  throw new Error(
    `src/data/milestones.ts lists ${catalogue.map((entry) => entry.code).join(', ')}; the document's MilestoneCode enum has ${milestoneCodes.join(', ')}.`,
  );
}

/** Finds a milestone's catalogue entry by its code. */
export function milestoneByCode(code: string): MilestoneInfo | undefined {
  return milestones.find((milestone) => milestone.code === code);
}

/** Planned, estimated or actual: the same three values as DCSA's PLN, EST and ACT. */
export type Classifier = 'actual' | 'estimated' | 'planned';

/** Display words for each classifier. */
export const classifierLabels: Readonly<Record<Classifier, string>> = {
  actual: 'Actual',
  estimated: 'Estimated',
  planned: 'Planned',
};

/** One milestone of the example journey. */
export interface JourneyStep {
  code: MilestoneCode;
  classifier: Classifier;
  /** When it happened or is expected, ISO 8601 in UTC. */
  at: string;
  /** IANA time zone of the place, used to show local time. */
  timezone: string;
  /** Facility and city, as a reader would say it. */
  place: string;
  /** UN/LOCODE of the place. */
  locode: string;
  /** The vessel, on the milestones that name one: the world's vessel of the shipment, never a copy. */
  vessel?: {name: string; imo: string; mmsi: string; voyage: string};
}

/** The container the example journey follows: the first box of the world's main shipment (src/data/world.ts). */
const [journeyBox] = MAIN_SHIPMENT.containers;
const journeyPorts = [MAIN_SHIPMENT.pol, ...(MAIN_SHIPMENT.transshipment ?? []), MAIN_SHIPMENT.pod].filter(
  (port): port is WorldPort => port !== undefined,
);

export const exampleContainer = {
  number: journeyBox.number,
  carrierName: WORLD_CARRIERS[MAIN_SHIPMENT.carrier].name,
  carrierScac: MAIN_SHIPMENT.carrier,
  isoSizeType: journeyBox.sizeType,
  sizeTypeLabel: SIZE_TYPE_LABELS[journeyBox.sizeType],
  reference: MAIN_SHIPMENT.reference,
  route: journeyPorts.map((locode) => ({locode, name: WORLD_PORTS[locode]})),
  vessel: MAIN_SHIPMENT.vessel,
} as const;

/** The day the example journey is shown as of: the world's moment (src/data/world.ts). */
export const journeyShownOn = WORLD_AS_OF.slice(0, 10);

/**
 * One container's journey, Shanghai to Rotterdam with a transshipment at Singapore, as Berthline shows it at the
 * world's moment: the main shipment's journey in src/data/world-journeys.ts, for its first box. Actual milestones up
 * to the discharge at Singapore, estimates and plans after it.
 */
export const exampleJourney: readonly JourneyStep[] = journeyOfBox(MAIN_SHIPMENT.reference, journeyBox.number).map(
  (milestone) => ({
    code: milestone.code,
    classifier: classifierOf(milestone),
    at: milestone.at,
    timezone: PORT_TIMEZONES[milestone.place.locode],
    place: milestone.place.label,
    locode: milestone.place.locode,
    ...(milestone.onVessel && MAIN_SHIPMENT.vessel ? {vessel: MAIN_SHIPMENT.vessel} : {}),
  }),
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The wall-clock parts of an instant in a time zone, and that zone's offset from UTC in minutes. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
  offsetMinutes: number;
}

/**
 * Converts an ISO 8601 instant to wall-clock time in an IANA time zone. Uses only numeric parts of
 * `Intl.DateTimeFormat`, so the result is the same on the server and in every browser.
 */
export function toLocalTime(iso: string, timeZone: string): LocalTime {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO 8601 date-time: ${iso}`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value ?? Number.NaN);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  const hour = part('hour') % 24;
  const minute = part('minute');
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const instant = Math.floor(date.getTime() / 60_000) * 60_000;
  const offsetMinutes = Math.round((wallClockAsUtc - instant) / 60_000);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {year, month, day, hour, minute, weekday, offsetMinutes};
}

/**
 * Formats an instant as local time in a time zone, e.g. `Mon, Mar 9, 2026, 09:30 (UTC+08:00)`.
 * Deterministic: the same string on the server and in the browser.
 */
export function formatLocalTime(iso: string, timeZone: string): string {
  const t = toLocalTime(iso, timeZone);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const sign = t.offsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(t.offsetMinutes);
  const offset = `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${WEEKDAYS[t.weekday]}, ${MONTHS[t.month - 1]} ${t.day}, ${t.year}, ${pad(t.hour)}:${pad(t.minute)} (${offset})`;
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day for running text: `2026-04-22` → "22 April 2026"; a date-time gives its day in `timeZone`. */
export function formatLongDate(isoDate: string, timeZone = 'UTC'): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T12:00:00Z` : isoDate;
  const t = toLocalTime(iso, /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? 'UTC' : timeZone);
  return `${t.day} ${LONG_MONTHS[t.month - 1]} ${t.year}`;
}

/** The first and the last actual milestone of the example journey, for the page that explains it. */
export const journeyActuals = (() => {
  const actual = exampleJourney.filter((step) => step.classifier === 'actual');
  const [first] = actual;
  const last = actual.at(-1);
  if (!first || !last) throw new Error('The example journey needs at least one actual milestone.');
  return {first, last};
})();
