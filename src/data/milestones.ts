/**
 * Berthline's container milestones: the canonical codes, what they mean, their DCSA Track & Trace
 * equivalents and where they sit in a container's journey.
 *
 * This module is the one source of the milestone catalogue (`<MilestoneTable />`), of the example journey
 * (`<MilestoneTimeline />`) and of the tests that compare the codes with the API document's `MilestoneCode`
 * enum. Keep the order: it is the order of a container's journey.
 */

import {MAIN_SHIPMENT, SIZE_TYPE_LABELS, WORLD_CARRIERS, WORLD_PORTS, type WorldPort} from './world';

/** The part of a container's journey a milestone belongs to. */
export type JourneyPhase = 'origin' | 'ocean' | 'transshipment' | 'destination' | 'inland' | 'return' | 'customs';

/** The 22 milestone codes, in journey order. Equal to the API document's `MilestoneCode` enum. */
export const milestoneCodes = [
  'empty_released',
  'stuffed',
  'gate_in_origin',
  'loaded_origin',
  'vessel_departed_origin',
  'transshipment_arrived',
  'transshipment_discharged',
  'transshipment_loaded',
  'transshipment_departed',
  'vessel_arrived_destination',
  'vessel_berthed',
  'discharged_destination',
  'customs_hold',
  'customs_released',
  'available_for_pickup',
  'rail_loaded',
  'rail_departed',
  'rail_arrived',
  'rail_unloaded',
  'gate_out_destination',
  'delivered',
  'empty_returned',
] as const;

/** One of the 22 milestone codes. */
export type MilestoneCode = (typeof milestoneCodes)[number];

/** One entry of the milestone catalogue. */
export interface MilestoneInfo {
  /** The canonical code, as the API returns it in `milestones[].code`. */
  code: MilestoneCode;
  /** A short label for tables and timelines. */
  label: string;
  /** What happened to the container, in one or two sentences. */
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

/** The milestone catalogue, in journey order. */
export const milestones: readonly MilestoneInfo[] = [
  {
    code: 'empty_released',
    label: 'Empty released',
    description: 'The shipper’s trucker picks up the empty container at the depot.',
    dcsa: 'GTOT (or PICK), empty, at a depot (DEPO)',
    phase: 'origin',
    stopsOrStarts: 'Export detention starts (most tariffs)',
  },
  {
    code: 'stuffed',
    label: 'Stuffed',
    description: 'Cargo is loaded into the container. Few carriers publish this milestone.',
    dcsa: 'STUF',
    phase: 'origin',
  },
  {
    code: 'gate_in_origin',
    label: 'Gated in at origin',
    description: 'The full container enters the terminal at the port of loading.',
    dcsa: 'GTIN, laden, at a port terminal (POTE)',
    phase: 'origin',
    stopsOrStarts: 'Export detention stops; export demurrage starts if the box arrives early',
  },
  {
    code: 'loaded_origin',
    label: 'Loaded at origin',
    description: 'The container is loaded onto the first vessel at the port of loading.',
    dcsa: 'LOAD at the port of loading',
    phase: 'origin',
    stopsOrStarts: 'Export demurrage stops',
  },
  {
    code: 'vessel_departed_origin',
    label: 'Vessel departed origin',
    description: 'The vessel carrying the container leaves the port of loading.',
    dcsa: 'DEPA (transport event) at the port of loading',
    phase: 'ocean',
  },
  {
    code: 'transshipment_arrived',
    label: 'Arrived at transshipment port',
    description: 'The vessel reaches a port where the container changes ships.',
    dcsa: 'ARRI (transport event) at the transshipment port',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_discharged',
    label: 'Discharged at transshipment port',
    description: 'The container is lifted off the first vessel and waits in the transshipment terminal.',
    dcsa: 'DISC with isTransshipmentMove = true',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_loaded',
    label: 'Loaded at transshipment port',
    description: 'The container is loaded onto the connecting vessel.',
    dcsa: 'LOAD with isTransshipmentMove = true',
    phase: 'transshipment',
  },
  {
    code: 'transshipment_departed',
    label: 'Departed transshipment port',
    description: 'The connecting vessel leaves the transshipment port.',
    dcsa: 'DEPA (transport event) at the transshipment port',
    phase: 'transshipment',
  },
  {
    code: 'vessel_arrived_destination',
    label: 'Vessel arrived',
    description: 'The vessel reaches the port of discharge, at anchorage or within port limits.',
    dcsa: 'ARRI (transport event) at the port of discharge',
    phase: 'destination',
  },
  {
    code: 'vessel_berthed',
    label: 'Vessel berthed',
    description: 'The vessel is alongside at the discharge terminal.',
    dcsa: 'No Track & Trace code; berthing is a DCSA port call event',
    phase: 'destination',
  },
  {
    code: 'discharged_destination',
    label: 'Discharged',
    description: 'The container is lifted off the vessel at the port of discharge.',
    dcsa: 'DISC at the port of discharge',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage starts (most tariffs)',
  },
  {
    code: 'customs_hold',
    label: 'Customs hold',
    description: 'Customs selects the container for a scan or an inspection; it cannot leave until released.',
    dcsa: 'CUSS (scan) or CUSI (inspection), Track & Trace v3',
    phase: 'customs',
    stopsOrStarts: 'Does not stop demurrage (most tariffs)',
  },
  {
    code: 'customs_released',
    label: 'Customs released',
    description: 'Customs releases the container.',
    dcsa: 'CUSR, Track & Trace v3',
    phase: 'customs',
  },
  {
    code: 'available_for_pickup',
    label: 'Available for pickup',
    description: 'The terminal reports the container ready to collect, with no hold on it.',
    dcsa: 'AVPU, Track & Trace v3',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage starts (some tariffs)',
  },
  {
    code: 'rail_loaded',
    label: 'Loaded on rail',
    description: 'The container is loaded onto a train for an inland destination.',
    dcsa: 'LOAD, rail mode, at a rail ramp (RAMP)',
    phase: 'inland',
  },
  {
    code: 'rail_departed',
    label: 'Rail departed',
    description: 'The train carrying the container leaves.',
    dcsa: 'DEPA (transport event), rail mode',
    phase: 'inland',
  },
  {
    code: 'rail_arrived',
    label: 'Rail arrived',
    description: 'The train reaches the inland rail ramp.',
    dcsa: 'ARRI (transport event), rail mode',
    phase: 'inland',
  },
  {
    code: 'rail_unloaded',
    label: 'Unloaded from rail',
    description: 'The container is lifted off the train at the inland ramp.',
    dcsa: 'DISC, rail mode, at a rail ramp (RAMP)',
    phase: 'inland',
  },
  {
    code: 'gate_out_destination',
    label: 'Gated out',
    description: 'The full container leaves the port terminal or the inland ramp for delivery.',
    dcsa: 'GTOT, laden',
    phase: 'destination',
    stopsOrStarts: 'Import demurrage stops; import detention starts',
  },
  {
    code: 'delivered',
    label: 'Delivered',
    description: 'The container is dropped at the consignee. Usually reported by your trucker or TMS.',
    dcsa: 'DROP at a customer location (CLOC)',
    phase: 'inland',
  },
  {
    code: 'empty_returned',
    label: 'Empty returned',
    description: 'The empty container is handed back at a depot or terminal. Tracking of this container ends.',
    dcsa: 'GTIN (or DROP), empty, at a depot (DEPO)',
    phase: 'return',
    stopsOrStarts: 'Import detention stops',
  },
];

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
} as const;

/**
 * One container's journey, Shanghai to Rotterdam with a transshipment at Singapore, as Berthline shows it on
 * 20 April 2026: actual milestones up to the departure from Singapore, estimates and plans after it.
 */
export const exampleJourney: readonly JourneyStep[] = [
  {
    code: 'empty_released',
    classifier: 'actual',
    at: '2026-03-09T01:30:00Z',
    timezone: 'Asia/Shanghai',
    place: 'Empty depot, Shanghai',
    locode: 'CNSHA',
  },
  {
    code: 'stuffed',
    classifier: 'actual',
    at: '2026-03-10T06:00:00Z',
    timezone: 'Asia/Shanghai',
    place: 'Shipper’s warehouse, Shanghai',
    locode: 'CNSHA',
  },
  {
    code: 'gate_in_origin',
    classifier: 'actual',
    at: '2026-03-11T03:15:00Z',
    timezone: 'Asia/Shanghai',
    place: 'Yangshan terminal, Shanghai',
    locode: 'CNSHA',
  },
  {
    code: 'loaded_origin',
    classifier: 'actual',
    at: '2026-03-14T20:40:00Z',
    timezone: 'Asia/Shanghai',
    place: 'Yangshan terminal, Shanghai',
    locode: 'CNSHA',
  },
  {
    code: 'vessel_departed_origin',
    classifier: 'actual',
    at: '2026-03-15T09:00:00Z',
    timezone: 'Asia/Shanghai',
    place: 'Port of Shanghai',
    locode: 'CNSHA',
  },
  {
    code: 'transshipment_arrived',
    classifier: 'actual',
    at: '2026-03-21T22:30:00Z',
    timezone: 'Asia/Singapore',
    place: 'Port of Singapore',
    locode: 'SGSIN',
  },
  {
    code: 'transshipment_discharged',
    classifier: 'actual',
    at: '2026-03-22T04:10:00Z',
    timezone: 'Asia/Singapore',
    place: 'Pasir Panjang terminal, Singapore',
    locode: 'SGSIN',
  },
  {
    code: 'transshipment_loaded',
    classifier: 'actual',
    at: '2026-03-27T13:20:00Z',
    timezone: 'Asia/Singapore',
    place: 'Pasir Panjang terminal, Singapore',
    locode: 'SGSIN',
  },
  {
    code: 'transshipment_departed',
    classifier: 'actual',
    at: '2026-03-28T02:00:00Z',
    timezone: 'Asia/Singapore',
    place: 'Port of Singapore',
    locode: 'SGSIN',
  },
  {
    code: 'vessel_arrived_destination',
    classifier: 'estimated',
    at: '2026-04-22T04:00:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Port of Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'vessel_berthed',
    classifier: 'estimated',
    at: '2026-04-22T11:00:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Maasvlakte terminal, Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'discharged_destination',
    classifier: 'estimated',
    at: '2026-04-23T07:30:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Maasvlakte terminal, Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'available_for_pickup',
    classifier: 'estimated',
    at: '2026-04-24T08:00:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Maasvlakte terminal, Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'gate_out_destination',
    classifier: 'planned',
    at: '2026-04-28T07:00:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Maasvlakte terminal, Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'delivered',
    classifier: 'planned',
    at: '2026-04-28T11:30:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Consignee warehouse, Rotterdam',
    locode: 'NLRTM',
  },
  {
    code: 'empty_returned',
    classifier: 'planned',
    at: '2026-05-04T12:00:00Z',
    timezone: 'Europe/Amsterdam',
    place: 'Empty depot, Rotterdam',
    locode: 'NLRTM',
  },
];

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
