// The example world (src/data/world.ts, src/data/world-journeys.ts) as the API's objects at the world's moment: the
// fields of shipments, containers and milestones that the world decides (identifiers, carrier, places, vessel,
// dates, statuses, timelines, your own fields). The mock's fresh state is built from them, and
// tests/content/world-renderings.test.ts compares every rendering of a world object (the document's examples, the
// pages' JSON) with them, field by field.
import {SIZE_TYPES, WORLD_AS_OF, WORLD_CARRIERS, WORLD_PORTS} from '../../src/data/world.ts';
import {PORT_TIMEZONES, classifierOf, journeyOfBox} from '../../src/data/world-journeys.ts';
import {stableId} from './ids.mjs';

/** What each milestone code makes of a container's status, and of its shipment's (the least advanced box decides). */
const STATUS_AFTER = {
  empty_released: ['empty_picked_up', 'at_origin'],
  stuffed: ['empty_picked_up', 'at_origin'],
  gate_in_origin: ['gated_in', 'at_origin'],
  loaded_origin: ['loaded', 'at_origin'],
  vessel_departed_origin: ['in_transit', 'in_transit'],
  transshipment_arrived: ['at_transshipment', 'in_transit'],
  transshipment_discharged: ['at_transshipment', 'in_transit'],
  transshipment_loaded: ['at_transshipment', 'in_transit'],
  transshipment_departed: ['in_transit', 'in_transit'],
  vessel_arrived_destination: ['arrived', 'arrived'],
  vessel_berthed: ['arrived', 'arrived'],
  discharged_destination: ['discharged', 'discharged'],
  available_for_pickup: ['available', 'discharged'],
  customs_hold: ['on_hold', 'discharged'],
  customs_released: ['available', 'discharged'],
  gate_out_destination: ['gated_out', 'delivered'],
  delivered: ['delivered', 'delivered'],
  empty_returned: ['empty_returned', 'completed'],
};
const SHIPMENT_ORDER = ['booked', 'at_origin', 'in_transit', 'arrived', 'discharged', 'delivered', 'completed'];
/** Codes that move the box on a vessel, and so name the vessel and its voyage. */
const VESSEL_MODE = new Set([
  'loaded_origin',
  'vessel_departed_origin',
  'transshipment_arrived',
  'transshipment_departed',
  'vessel_arrived_destination',
  'vessel_berthed',
  'discharged_destination',
]);
const TRUCK_MODE = new Set(['empty_released', 'gate_in_origin', 'gate_out_destination', 'delivered', 'empty_returned']);

/** What a carrier writes for each milestone, where no example shows its own words. */
function rawDescription(code, classifier, world) {
  const vessel = world.vessel ? `${world.vessel.name} ${world.vessel.voyage}` : 'vessel';
  const words = {
    empty_released: 'Empty container released to shipper',
    stuffed: 'Container stuffed',
    gate_in_origin: 'Full container received at terminal',
    loaded_origin: `Loaded on vessel ${vessel}`,
    vessel_departed_origin: 'Vessel departure',
    transshipment_arrived: 'Vessel arrival at transshipment port',
    transshipment_discharged: 'Discharged for transshipment',
    transshipment_loaded: 'Loaded on connecting vessel',
    transshipment_departed: 'Departure from transshipment port',
    vessel_arrived_destination: classifier === 'actual' ? 'Vessel arrival' : 'Estimated time of arrival',
    vessel_berthed: 'Vessel berthed',
    discharged_destination: 'Discharged from vessel',
    available_for_pickup: 'Available for pickup',
    gate_out_destination: 'Gate out full for delivery',
    delivered: 'Delivered to consignee',
    empty_returned: 'Empty container returned',
  };
  return words[code] ?? code.replace(/_/g, ' ');
}

/** The nearest DCSA event of each code (event type, event type code, facility type), where no example shows it. */
const DCSA = {
  empty_released: ['EQUIPMENT', 'GTOT', 'DEPO'],
  gate_in_origin: ['EQUIPMENT', 'GTIN', 'POTE'],
  loaded_origin: ['EQUIPMENT', 'LOAD', 'POTE'],
  vessel_departed_origin: ['TRANSPORT', 'DEPA', 'POTE'],
  transshipment_arrived: ['TRANSPORT', 'ARRI', 'POTE'],
  transshipment_discharged: ['EQUIPMENT', 'DISC', 'POTE'],
  transshipment_loaded: ['EQUIPMENT', 'LOAD', 'POTE'],
  transshipment_departed: ['TRANSPORT', 'DEPA', 'POTE'],
  vessel_arrived_destination: ['TRANSPORT', 'ARRI', 'POTE'],
  discharged_destination: ['EQUIPMENT', 'DISC', 'POTE'],
  available_for_pickup: ['EQUIPMENT', 'AVPU', 'POTE'],
  gate_out_destination: ['EQUIPMENT', 'GTOT', 'POTE'],
  empty_returned: ['EQUIPMENT', 'GTIN', 'DEPO'],
};
const dcsaOf = (code) =>
  DCSA[code] ? {event_type: DCSA[code][0], event_type_code: DCSA[code][1], facility_type_code: DCSA[code][2]} : null;

/** The API's Location of a world place. */
export function apiLocation(place) {
  return {
    locode: place.locode,
    name: WORLD_PORTS[place.locode],
    country_code: place.locode.slice(0, 2),
    timezone: PORT_TIMEZONES[place.locode],
    facility_type: place.facility,
    terminal: place.terminal ? {name: place.terminal.name, smdg_code: null, firms_code: place.terminal.firms} : null,
  };
}

/** The port of a world port code, as a shipment's port of loading or discharge shows it. */
export function apiPort(locode, terminalPlace) {
  return apiLocation(terminalPlace ?? {locode, facility: 'port_terminal'});
}

const apiVessel = (world) =>
  world.vessel ? {name: world.vessel.name, imo: world.vessel.imo, mmsi: world.vessel.mmsi} : null;

/**
 * The milestones of one box as of `asOf`, in journey order, as the API shows them; `recordedAt(milestone,
 * classifier)` says when Berthline recorded each one. Where the document's examples show a milestone, the seed keeps
 * their id and the carrier's own words (./seed.mjs).
 */
export function apiMilestones(world, number, containerId, {asOf = WORLD_AS_OF, recordedAt}) {
  const versions = journeyOfBox(world.reference, number).flatMap((milestone) => {
    const classifier = classifierOf(milestone, asOf);
    if (classifier !== 'actual' || !milestone.estimatedAt) return [{milestone, classifier}];
    // The last estimate stays, and the actual milestone supersedes it.
    return [
      {milestone: {...milestone, at: milestone.estimatedAt, source: 'carrier'}, classifier: 'estimated'},
      {milestone, classifier, supersedesEstimate: true},
    ];
  });
  return versions.map(({milestone, classifier, supersedesEstimate}) => {
    const onVessel = milestone.onVessel && world.vessel;
    const mode = VESSEL_MODE.has(milestone.code) ? 'vessel' : TRUCK_MODE.has(milestone.code) ? 'truck' : null;
    return {
      id: stableId('evt', `${containerId} ${milestone.code} ${classifier}`),
      object: 'milestone',
      container_id: containerId,
      code: milestone.code,
      classifier,
      occurred_at: milestone.at,
      timezone: PORT_TIMEZONES[milestone.place.locode],
      location: apiLocation(milestone.place),
      mode,
      vessel: onVessel ? apiVessel(world) : null,
      voyage_number: onVessel ? world.vessel.voyage : null,
      is_empty: ['empty_released', 'empty_returned'].includes(milestone.code),
      is_transshipment: milestone.code.startsWith('transshipment_'),
      source: milestone.source ?? 'carrier',
      raw_description: rawDescription(milestone.code, classifier, world),
      dcsa: dcsaOf(milestone.code),
      supersedes: supersedesEstimate ? stableId('evt', `${containerId} ${milestone.code} estimated`) : null,
      recorded_at: recordedAt(milestone, classifier),
    };
  });
}

/** Where a box stands as of `asOf`: its status, its last actual milestone, its arrival. */
export function boxState(world, number, asOf = WORLD_AS_OF) {
  const journey = journeyOfBox(world.reference, number);
  const actual = journey.filter((milestone) => classifierOf(milestone, asOf) === 'actual');
  const last = actual.at(-1);
  const arrival = journey.find((milestone) => milestone.code === 'vessel_arrived_destination');
  const departure = actual.find((milestone) => milestone.code === 'vessel_departed_origin');
  return {
    containerStatus: last ? STATUS_AFTER[last.code][0] : 'awaiting_departure',
    shipmentStatus: last ? STATUS_AFTER[last.code][1] : 'booked',
    last,
    eta: arrival?.estimatedAt ?? arrival?.at ?? null,
    ata: arrival && classifierOf(arrival, asOf) === 'actual' ? arrival.at : null,
    atd: departure?.at ?? null,
  };
}

/** The least advanced box decides the shipment's status. */
export function shipmentStatusOf(world, asOf = WORLD_AS_OF) {
  if (world.containers.length === 0) return 'booked';
  const statuses = world.containers.map((box) => boxState(world, box.number, asOf).shipmentStatus);
  return statuses.reduce((least, status) =>
    SHIPMENT_ORDER.indexOf(status) < SHIPMENT_ORDER.indexOf(least) ? status : least,
  );
}

/** The fields of a shipment that the world decides, as the API writes them. */
export function shipmentFacts(world, {scac = world.carrier} = {}) {
  const first = world.containers[0] ? boxState(world, world.containers[0].number) : undefined;
  return {
    id: world.id,
    object: 'shipment',
    reference: world.reference,
    bill_of_lading_number: world.billOfLading ?? null,
    booking_number: world.booking ?? null,
    carrier: {scac, name: WORLD_CARRIERS[scac].name},
    container_numbers: world.containers.map((box) => box.number),
    transshipment_ports: (world.transshipment ?? []).map((locode) => locode),
    vessel: apiVessel(world),
    voyage_number: world.vessel?.voyage ?? null,
    eta: first?.eta ?? null,
    ata: first?.ata ?? null,
    atd: first?.atd ?? null,
    tags: [...world.tags],
    custom_fields: {...(world.customFields ?? {})},
    customer: world.customer ? {...world.customer} : null,
    notes: world.notes ?? null,
  };
}

/** The fields of a container that the world decides. */
export function containerFacts(world, box) {
  const state = boxState(world, box.number);
  const sizeAndType = SIZE_TYPES[box.sizeType];
  return {
    number: box.number,
    shipment_id: world.id,
    iso_size_type: box.sizeType,
    size: sizeAndType.size,
    type: sizeAndType.type,
    vessel: apiVessel(world),
    voyage_number: world.vessel?.voyage ?? null,
    status: state.containerStatus,
    // Where the box is: the place of its last actual milestone, or nowhere in particular while it is at sea.
    current_location:
      state.last && !['in_transit'].includes(state.containerStatus) ? apiLocation(state.last.place) : null,
    eta: state.eta,
    ata: state.ata,
  };
}

/** What a container shows that no carrier or terminal has reported yet: nothing, as `null` or empty lists. */
export const UNREPORTED_BOX = Object.freeze({
  seal_number: null,
  gross_weight_kg: null,
  pod_terminal: null,
  available_for_pickup: null,
  holds: [],
  fees: [],
  last_free_day: null,
  last_free_day_source: null,
  demurrage: null,
  detention: null,
  empty_return_location: null,
  gated_out_at: null,
  empty_returned_at: null,
});
