// What the carriers, terminals and Northwind's team report about the world's boxes, as of the world's moment
// (WORLD_AS_OF in ./world.ts): each shipment's milestones, in journey order, and the places they happen at. A
// milestone at or before the moment is `actual`; after it, `estimated`, or `planned` where Northwind's team entered it.
// The timeline of the concept page (src/data/milestones.ts), the mock server's containers (scripts/mock/world-api.mjs)
// and the examples the content checks compare (tests/content/world-renderings.test.ts) all read these journeys.
import {WORLD_AS_OF} from './world';

/** Where a milestone happens: a port terminal, an empty depot or a customer's site. */
export interface WorldPlace {
  /** UN/LOCODE of the port or city. */
  locode: 'CNSHA' | 'CNNGB' | 'SGSIN' | 'NLRTM' | 'USLAX';
  /** How the timeline names the place: facility and city. */
  label: string;
  facility: 'port_terminal' | 'depot' | 'customer_location' | null;
  /** The terminal, for a port terminal: its name and, in the United States, its FIRMS code. */
  terminal?: {name: string; firms: string | null};
}

/** The IANA time zone of each port of the world. */
export const PORT_TIMEZONES: Readonly<Record<WorldPlace['locode'], string>> = {
  CNSHA: 'Asia/Shanghai',
  CNNGB: 'Asia/Shanghai',
  SGSIN: 'Asia/Singapore',
  NLRTM: 'Europe/Amsterdam',
  USLAX: 'America/Los_Angeles',
};

const terminal = (locode: WorldPlace['locode'], name: string, firms: string | null = null, label = name) =>
  ({locode, label, facility: 'port_terminal', terminal: {name, firms}}) as const satisfies WorldPlace;

/** The places of the world's journeys. */
export const PLACES = {
  shanghaiDepot: {locode: 'CNSHA', label: 'Empty depot, Shanghai', facility: 'depot'},
  singaporePort: {locode: 'SGSIN', label: 'Port of Singapore', facility: null},
  rotterdamPort: {locode: 'NLRTM', label: 'Port of Rotterdam', facility: null},
  losAngelesPort: {locode: 'USLAX', label: 'Port of Los Angeles', facility: null},
  shanghaiShipper: {locode: 'CNSHA', label: 'Shipper’s warehouse, Shanghai', facility: 'customer_location'},
  yangshan: terminal('CNSHA', 'Yangshan Deep-Water Port Phase IV', null, 'Yangshan terminal, Shanghai'),
  ningboDepot: {locode: 'CNNGB', label: 'Empty depot, Ningbo', facility: 'depot'},
  meishan: terminal('CNNGB', 'Meishan Island International Container Terminal', null, 'Meishan terminal, Ningbo'),
  pasirPanjang: terminal('SGSIN', 'Pasir Panjang Terminal', null, 'Pasir Panjang terminal, Singapore'),
  ectDelta: terminal('NLRTM', 'Hutchison Ports ECT Delta', null, 'ECT Delta terminal, Rotterdam'),
  brightsideDc: {locode: 'NLRTM', label: 'Brightside Home DC, Rotterdam', facility: 'customer_location'},
  rotterdamDepot: {locode: 'NLRTM', label: 'Empty depot, Rotterdam', facility: 'depot'},
  pier400: terminal('USLAX', 'APM Terminals Pier 400', 'W185', 'APM Terminals Pier 400, Los Angeles'),
  fenix: terminal('USLAX', 'Fenix Marine Services', 'Y257', 'Fenix Marine Services, Los Angeles'),
} as const satisfies Record<string, WorldPlace>;

/** Who reported a milestone (the document's MilestoneSource). */
export type WorldSource = 'carrier' | 'terminal' | 'ais' | 'user';

/** One milestone of a journey. `code` is one of the document's MilestoneCode values. */
export interface WorldMilestone {
  code: string;
  /** When it happened or is expected, ISO 8601 in UTC. */
  at: string;
  place: WorldPlace;
  /** The milestone names the shipment's vessel (loading, departure, arrival legs). */
  onVessel?: boolean;
  /** Entered by Northwind's team (a trucking appointment, a delivery): `planned` while it lies ahead. */
  plannedByUser?: boolean;
  source?: WorldSource;
  /** The last estimate of a milestone that has happened since: the API keeps it, superseded by the actual one. */
  estimatedAt?: string;
  /** The containers it concerns, when not every box of the shipment (a hold on one box). */
  boxes?: readonly string[];
}

type Step = [code: string, at: string, place: WorldPlace, options?: Omit<WorldMilestone, 'code' | 'at' | 'place'>];
const steps = (...list: Step[]): WorldMilestone[] =>
  list.map(([code, at, place, options]) => ({code, at, place, ...options}));
const vessel = {onVessel: true} as const;

/** MSC ELODIE's voyage FA614W from Shanghai, with the transshipment at Singapore: NW-2026-0412 and NW-2026-0431. */
const elodieFromShanghai = steps(
  ['loaded_origin', '2026-04-14T18:20:00Z', PLACES.yangshan, vessel],
  ['vessel_departed_origin', '2026-04-14T22:40:00Z', PLACES.yangshan, vessel],
  ['transshipment_arrived', '2026-04-20T22:30:00Z', PLACES.singaporePort, vessel],
  ['transshipment_discharged', '2026-04-21T04:10:00Z', PLACES.pasirPanjang],
  ['transshipment_loaded', '2026-04-26T13:20:00Z', PLACES.pasirPanjang],
  ['transshipment_departed', '2026-04-27T02:00:00Z', PLACES.singaporePort],
  ['vessel_arrived_destination', '2026-05-19T06:00:00Z', PLACES.rotterdamPort],
  ['vessel_berthed', '2026-05-19T11:00:00Z', PLACES.ectDelta],
  ['discharged_destination', '2026-05-20T07:30:00Z', PLACES.ectDelta],
  ['available_for_pickup', '2026-05-21T08:00:00Z', PLACES.ectDelta, {source: 'terminal'}],
);

/** MAERSK HALDEN's voyage 616E from Ningbo to Los Angeles: NW-2026-0415 and NW-2026-0430. */
const haldenFromNingbo = steps(
  ['loaded_origin', '2026-03-31T18:05:00Z', PLACES.meishan, vessel],
  ['vessel_departed_origin', '2026-04-01T03:10:00Z', PLACES.meishan, vessel],
  [
    'vessel_arrived_destination',
    '2026-04-18T11:25:00Z',
    PLACES.losAngelesPort,
    {...vessel, source: 'ais', estimatedAt: '2026-04-18T13:00:00Z'},
  ],
  ['vessel_berthed', '2026-04-19T01:30:00Z', PLACES.pier400, {...vessel, source: 'terminal'}],
  ['discharged_destination', '2026-04-19T16:40:00Z', PLACES.pier400, {...vessel, source: 'terminal'}],
);

/**
 * The journeys of the shipments whose carrier has answered, by reference. A shipment's boxes travel together, so one
 * journey serves each of its containers.
 */
export const JOURNEYS: Readonly<Record<string, readonly WorldMilestone[]>> = {
  'NW-2026-0412': [
    ...steps(
      ['empty_released', '2026-04-09T01:30:00Z', PLACES.shanghaiDepot],
      ['stuffed', '2026-04-10T06:00:00Z', PLACES.shanghaiShipper],
      ['gate_in_origin', '2026-04-11T03:15:00Z', PLACES.yangshan],
    ),
    ...elodieFromShanghai,
    ...steps(
      ['gate_out_destination', '2026-05-26T07:00:00Z', PLACES.ectDelta, {plannedByUser: true, source: 'user'}],
      ['delivered', '2026-05-26T11:30:00Z', PLACES.brightsideDc, {plannedByUser: true, source: 'user'}],
      ['empty_returned', '2026-05-29T12:00:00Z', PLACES.rotterdamDepot, {plannedByUser: true, source: 'user'}],
    ),
  ],
  'NW-2026-0431': [
    ...steps(
      ['empty_released', '2026-04-09T01:30:00Z', PLACES.shanghaiDepot],
      ['gate_in_origin', '2026-04-11T07:15:00Z', PLACES.yangshan],
    ),
    ...elodieFromShanghai,
  ],
  'NW-2026-0432': steps(
    ['empty_released', '2026-04-17T02:10:00Z', PLACES.shanghaiDepot],
    ['gate_in_origin', '2026-04-20T05:45:00Z', PLACES.yangshan],
    ['loaded_origin', '2026-04-24T09:00:00Z', PLACES.yangshan],
    ['vessel_departed_origin', '2026-04-24T16:00:00Z', PLACES.yangshan],
  ),
  'NW-2026-0433': steps(
    ['empty_released', '2026-04-13T03:00:00Z', PLACES.shanghaiDepot],
    ['gate_in_origin', '2026-04-15T08:20:00Z', PLACES.yangshan],
    ['loaded_origin', '2026-04-18T11:40:00Z', PLACES.yangshan, vessel],
    ['vessel_departed_origin', '2026-04-18T19:05:00Z', PLACES.yangshan, vessel],
    ['vessel_arrived_destination', '2026-05-06T14:00:00Z', PLACES.losAngelesPort, vessel],
  ),
  'NW-2026-0415': [
    ...steps(
      ['empty_released', '2026-03-26T02:15:00Z', PLACES.ningboDepot],
      ['gate_in_origin', '2026-03-29T06:40:00Z', PLACES.meishan],
    ),
    ...haldenFromNingbo,
    ...steps(
      ['available_for_pickup', '2026-04-20T15:00:00Z', PLACES.pier400, {source: 'terminal', boxes: ['MAEU4418399']}],
      ['customs_hold', '2026-04-20T18:12:00Z', PLACES.pier400, {source: 'terminal', boxes: ['MSKU9070323']}],
    ),
  ],
  // Picked up full the day after it became available: with four free days of detention, its empty is due back on 24 April.
  'NW-2026-0430': [
    ...steps(
      ['empty_released', '2026-03-27T01:40:00Z', PLACES.ningboDepot],
      ['gate_in_origin', '2026-03-30T04:25:00Z', PLACES.meishan],
    ),
    ...haldenFromNingbo,
    ...steps(
      ['available_for_pickup', '2026-04-20T15:00:00Z', PLACES.pier400, {source: 'terminal'}],
      ['gate_out_destination', '2026-04-21T17:40:00Z', PLACES.pier400, {source: 'terminal'}],
    ),
  ],
  'NW-2026-0398': steps(
    ['vessel_departed_origin', '2026-02-13T05:20:00Z', PLACES.yangshan, vessel],
    [
      'vessel_arrived_destination',
      '2026-03-01T14:10:00Z',
      PLACES.losAngelesPort,
      {...vessel, source: 'ais', estimatedAt: '2026-03-01T15:00:00Z'},
    ],
    ['discharged_destination', '2026-03-02T09:40:00Z', PLACES.fenix, {...vessel, source: 'terminal'}],
    ['available_for_pickup', '2026-03-02T17:20:00Z', PLACES.fenix, {source: 'terminal'}],
    ['gate_out_destination', '2026-03-09T19:05:00Z', PLACES.fenix, {source: 'terminal'}],
    ['empty_returned', '2026-03-17T21:40:00Z', PLACES.fenix, {source: 'terminal'}],
  ),
};

export type WorldClassifier = 'actual' | 'estimated' | 'planned';

/** A journey's milestone as of the world's moment: actual once it happened, an estimate or a plan after it. */
export const classifierOf = (milestone: WorldMilestone, asOf = WORLD_AS_OF): WorldClassifier =>
  milestone.at <= asOf ? 'actual' : milestone.plannedByUser ? 'planned' : 'estimated';

/** The journey of a shipment, or an empty list when its carrier has not answered. */
export const journeyOf = (reference: string): readonly WorldMilestone[] => JOURNEYS[reference] ?? [];

/** The milestones of one container: its shipment's journey, without the milestones of its other boxes. */
export const journeyOfBox = (reference: string, number: string): readonly WorldMilestone[] =>
  journeyOf(reference).filter((milestone) => !milestone.boxes || milestone.boxes.includes(number));
