// The state a key starts with: the site's example world (src/data/world.ts) as API objects. Where the document has
// an example of a shipment, a container or an import, that example is the object (the examples are the most
// detailed copy of the world); every other shipment and container of the world is built from the same templates.
import {BOXES_WITHOUT_SHIPMENT, SHIPMENTS, SIZE_TYPES, WORLD_CARRIERS, WORLD_PORTS} from '../../src/data/world.ts';
import {exampleValue} from './document.mjs';
import {stableId} from './ids.mjs';

/** The examples that show a shipment as it is now (not after a patch the reader has not sent yet). */
const SHIPMENT_EXAMPLES = ['ShipmentInTransit', 'ShipmentDischarged', 'ShipmentArchived', 'ShipmentPending'];
/** The examples that show imports that happened before the reader arrived. */
const IMPORT_EXAMPLES = ['ImportCompleted', 'ImportCompletedWithErrors', 'ImportFailed', 'ImportDryRunCompleted'];
/**
 * World shipments that a tutorial adds itself (the supplier's list of "Track a list of containers"): the seed leaves
 * them out, and the import that adds them gives them their world id, so the page's later requests find them.
 */
export const ADDED_BY_TUTORIAL = (world) => world.tags.includes('supplier-list');
/** The number no carrier knows: its tracking stays `not_found`, like a test card that is always declined. */
export const NOT_FOUND_CONTAINER = Object.keys(BOXES_WITHOUT_SHIPMENT).find((number) => number.startsWith('BRLU'));

const TIMEZONES = {CN: 'Asia/Shanghai', SG: 'Asia/Singapore', NL: 'Europe/Amsterdam', US: 'America/Los_Angeles'};

/** Every object of a kind that the document's examples show, by id (the first, most complete, wins). */
function collect(value, found) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    if (value.object === 'container' && 'last_free_day' in value && !found.containers.has(value.number)) {
      found.containers.set(value.number, structuredClone(value));
    }
    if (value.object === 'milestone' && value.location) found.locations.set(value.location.locode, value.location);
    if (value.locode && value.facility_type && !found.locations.has(value.locode)) {
      found.locations.set(value.locode, value);
    }
    Object.values(value).forEach((item) => collect(item, found));
  }
}

function location(found, locode) {
  const known = found.locations.get(locode);
  if (known) return structuredClone(known);
  const country = locode.slice(0, 2);
  return {
    locode,
    name: WORLD_PORTS[locode],
    country_code: country,
    timezone: TIMEZONES[country],
    facility_type: 'port_terminal',
    terminal: null,
  };
}

const at = (date, time) => (date ? `${date}T${time}Z` : null);

/** A world shipment that no example shows, built from the in-transit example. */
function buildShipment(document, found, world, index) {
  const shipment = exampleValue(document, 'ShipmentInTransit');
  const scac = world.firstAddedAs ?? world.carrier;
  const notFound = world.firstAddedAs !== undefined;
  const known = !notFound && world.containers.length > 0 && world.pol !== undefined;
  const sailing = known && world.departed !== undefined;
  Object.assign(shipment, {
    id: world.id,
    reference: world.reference,
    bill_of_lading_number: world.billOfLading ?? null,
    booking_number: world.booking ?? null,
    carrier: {scac, name: WORLD_CARRIERS[scac].name},
    container_numbers: world.containers.map((container) => container.number),
    status: sailing ? 'in_transit' : known ? 'booked' : null,
    tracking_status: notFound
      ? 'not_found'
      : known
        ? 'active'
        : world.containers.length > 0
          ? 'awaiting_carrier_data'
          : 'pending',
    tracking_stopped_reason: null,
    port_of_loading: world.pol ? location(found, world.pol) : null,
    port_of_discharge: world.pod ? location(found, world.pod) : null,
    transshipment_ports: (world.transshipment ?? []).map((locode) => location(found, locode)),
    etd: at(world.departed, '14:00:00'),
    atd: sailing ? at(world.departed, '22:40:00') : null,
    eta: at(world.arrives, '06:00:00'),
    ata: null,
    original_eta: at(world.arrives, '06:00:00'),
    vessel: world.vessel ? {name: world.vessel.name, imo: world.vessel.imo, mmsi: null} : null,
    voyage_number: world.vessel?.voyage ?? null,
    tags: [...world.tags],
    custom_fields: {...(world.customFields ?? {})},
    customer: world.customer ? {...world.customer} : null,
    notes: null,
    risk_flags: [],
    source: 'api',
    import_id: null,
    created_at: `2026-04-${String(10 + (index % 10)).padStart(2, '0')}T09:00:00Z`,
    updated_at: `2026-04-${String(10 + (index % 10)).padStart(2, '0')}T09:00:00Z`,
  });
  if (world.story.startsWith('An older finished shipment')) {
    Object.assign(shipment, {
      status: 'completed',
      tracking_status: 'stopped',
      tracking_stopped_reason: 'all_containers_returned',
      archived: true,
      archived_at: '2026-03-31T03:00:00Z',
    });
  }
  return shipment;
}

/** A container of a world shipment that no example shows, built from the last-free-day example's first box. */
export function buildContainer(found, template, shipment, number, sizeType, id) {
  const container = structuredClone(template);
  const sizeAndType = SIZE_TYPES[sizeType] ?? {size: '40', type: 'high_cube'};
  Object.assign(container, {
    id: id ?? stableId('ctr', number),
    number,
    shipment_id: shipment.id,
    iso_size_type: sizeType ?? '45G1',
    size: sizeAndType.size,
    type: sizeAndType.type,
    seal_number: null,
    gross_weight_kg: null,
    status: shipment.status === 'in_transit' ? 'in_transit' : 'awaiting_departure',
    current_location: shipment.port_of_loading,
    vessel: shipment.vessel,
    voyage_number: shipment.voyage_number,
    pod_terminal: null,
    available_for_pickup: null,
    holds: [],
    fees: [],
    last_free_day: null,
    last_free_day_source: null,
    empty_return_location: null,
    last_milestone: null,
    eta: shipment.eta,
    ata: null,
    gated_out_at: null,
    empty_returned_at: null,
    created_at: shipment.created_at,
    updated_at: shipment.updated_at,
  });
  container.demurrage = {...container.demurrage, clock_starts_at: null, last_free_day: null};
  container.detention = {...container.detention, clock_starts_at: null, return_by: null};
  return container;
}

/** A fresh copy of the world for one key: shipments and containers by id, and the earlier imports. */
export function seedState(document) {
  const found = {containers: new Map(), locations: new Map()};
  for (const name of Object.keys(document.components.examples)) collect(exampleValue(document, name), found);
  const template = found.containers.get('MAEU4418399');
  const examples = new Map(
    SHIPMENT_EXAMPLES.map((name) => exampleValue(document, name)).map((shipment) => [shipment.id, shipment]),
  );
  const shipments = new Map();
  const containers = new Map();
  SHIPMENTS.forEach((world, index) => {
    if (ADDED_BY_TUTORIAL(world)) return;
    const shipment = examples.get(world.id) ?? buildShipment(document, found, world, index);
    delete shipment.containers;
    shipments.set(shipment.id, shipment);
    for (const box of world.containers) {
      const container =
        found.containers.get(box.number) ?? buildContainer(found, template, shipment, box.number, box.sizeType, box.id);
      delete container.milestones;
      delete container.shipment;
      containers.set(container.id, container);
    }
  });
  const imports = new Map(IMPORT_EXAMPLES.map((name) => exampleValue(document, name)).map((item) => [item.id, item]));
  for (const item of imports.values()) delete item.shipments;
  return {
    shipments,
    containers,
    imports,
    milestones: collectMilestones(document),
    found,
    template,
    locations: (locode) => location(found, locode),
  };
}

/** The milestone timelines the examples show, by container id, for `expand[]=milestones`. */
function collectMilestones(document) {
  const timelines = new Map();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (value.object === 'container' && Array.isArray(value.milestones) && !timelines.has(value.id)) {
        timelines.set(value.id, structuredClone(value.milestones));
      }
      Object.values(value).forEach(walk);
    }
  };
  for (const name of Object.keys(document.components.examples)) walk(exampleValue(document, name));
  return timelines;
}
