// The state a key starts with: the site's example world (src/data/world.ts) at its moment, as API objects. The world
// decides what it knows (./world-api.mjs: identifiers, carrier, places, vessel, dates, statuses, timelines, your own
// fields); where the document has an example of the object, the example gives the rest (terminals, seals, weights,
// freshness, risk flags); every other object is built from the same templates. tests/content/world-renderings.test.ts
// fails when an example disagrees with the world.
import {BOXES_WITHOUT_SHIPMENT, SHIPMENTS, WORLD_AS_OF} from '../../src/data/world.ts';
import {journeyOf} from '../../src/data/world-journeys.ts';
import {exampleValue} from './document.mjs';
import {stableId} from './ids.mjs';
import {applyDateFlags, riskFlagRules} from './risk-flags.mjs';
import {
  apiLocation,
  apiMilestones,
  apiPort,
  boxState,
  containerFacts,
  shipmentFacts,
  shipmentStatusOf,
  UNREPORTED_BOX,
} from './world-api.mjs';

/** The examples that show a shipment as it is at the world's moment (not after a request the reader sends). */
const SHIPMENT_EXAMPLES = ['ShipmentInTransit', 'ShipmentDischarged', 'ShipmentArchived', 'ShipmentPending'];
/** The examples that show imports that happened before the world's moment. */
const IMPORT_EXAMPLES = ['ImportCompleted', 'ImportCompletedWithErrors', 'ImportFailed', 'ImportDryRunCompleted'];
/** World shipments that a tutorial adds itself: the seed leaves them out, and the import that adds them gives them their world id. */
export const ADDED_BY_TUTORIAL = (world) => world.addedBy !== undefined;
/** The number no carrier knows: its tracking stays `not_found`, like a test card that is always declined. */
export const NOT_FOUND_CONTAINER = Object.keys(BOXES_WITHOUT_SHIPMENT).find((number) => number.startsWith('BRLU'));

const minutesBefore = (iso, minutes) =>
  new Date(Date.parse(iso) - minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Every object of a kind that the document's examples show (the first, most complete, wins). */
function collect(value, found) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    if (value.object === 'container' && 'last_free_day' in value && !found.containers.has(value.number)) {
      found.containers.set(value.number, structuredClone(value));
    }
    if (value.object === 'milestone') {
      const key = `${value.container_id} ${value.code} ${value.classifier}`;
      if (!found.milestones.has(key)) found.milestones.set(key, value);
    }
    if (value.locode && value.facility_type === 'port_terminal' && value.terminal && !found.ports.has(value.locode)) {
      found.ports.set(value.locode, value);
    }
    Object.values(value).forEach((item) => collect(item, found));
  }
}

/** The examples' knowledge, read once per document. */
export function examplesOf(document) {
  const found = {containers: new Map(), milestones: new Map(), ports: new Map()};
  for (const name of Object.keys(document.components.examples)) collect(exampleValue(document, name), found);
  const shipments = new Map(
    SHIPMENT_EXAMPLES.map((name) => exampleValue(document, name)).map((shipment) => [shipment.id, shipment]),
  );
  /** When each shipment an example shows was added: a fact no later moment changes. */
  const createdAt = new Map();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (value.object === 'shipment' && value.created_at && !createdAt.has(value.id))
        createdAt.set(value.id, value.created_at);
      Object.values(value).forEach(walk);
    }
  };
  for (const name of Object.keys(document.components.examples)) walk(exampleValue(document, name));
  return {
    found,
    createdAt,
    shipments,
    /** The shipment template: the example in transit. */
    shipmentTemplate: () => exampleValue(document, 'ShipmentInTransit'),
    /** The container template: the first box of the last-free-day example. */
    containerTemplate: () => structuredClone(found.containers.get('MAEU4418399')),
  };
}

/** A shipment's port: the terminal its journey names there, else the one the examples name, else the port alone. */
export function worldPort(examples, world, locode) {
  if (!locode) return null;
  const place = journeyOf(world.reference).find(
    (milestone) => milestone.place.locode === locode && milestone.place.terminal,
  )?.place;
  if (place) return apiLocation(place);
  return structuredClone(examples.found.ports.get(locode) ?? apiPort(locode));
}

/**
 * The container of a world box as of `asOf`: an example's object, or the template, with what the world decides.
 * `recordedAt` says when Berthline recorded each milestone (the examples' time where they show it).
 */
export function worldContainer(examples, world, box, {asOf = WORLD_AS_OF, recordedAt, createdAt, id: given} = {}) {
  const shown = examples.found.containers.get(box.number);
  const container = shown ? structuredClone(shown) : examples.containerTemplate();
  const id = given ?? shown?.id ?? box.id ?? stableId('ctr', box.number);
  const state = boxState(world, box.number, asOf);
  const built = apiMilestones(world, box.number, id, {
    asOf,
    recordedAt:
      recordedAt ??
      ((milestone, classifier) =>
        classifier === 'actual' ? minutesBefore(milestone.at, -20) : minutesBefore(asOf, 60)),
  });
  // Where an example shows the milestone, its id and what the carrier wrote stay.
  const ids = new Map();
  const milestones = built.map((milestone) => {
    const example = examples.found.milestones.get(`${id} ${milestone.code} ${milestone.classifier}`);
    const merged = example
      ? {
          ...milestone,
          id: example.id,
          recorded_at: example.recorded_at,
          raw_description: example.raw_description,
          dcsa: example.dcsa,
        }
      : milestone;
    ids.set(milestone.id, merged.id);
    return merged;
  });
  for (const milestone of milestones) {
    if (milestone.supersedes) milestone.supersedes = ids.get(milestone.supersedes) ?? milestone.supersedes;
  }
  Object.assign(container, containerFacts(world, box), {id});
  if (!shown) {
    Object.assign(container, structuredClone(UNREPORTED_BOX), {
      created_at: createdAt ?? minutesBefore(asOf, 24 * 60),
    });
    container.updated_at = state.last
      ? milestones.filter((milestone) => milestone.classifier === 'actual').at(-1).recorded_at
      : container.created_at;
  }
  container.last_milestone = milestones.filter((milestone) => milestone.classifier === 'actual').at(-1) ?? null;
  container.freshness = freshnessOf(world, container.freshness, asOf);
  delete container.milestones;
  delete container.shipment;
  return {container, milestones};
}

/** When Berthline last checked and checks next: never again once tracking stopped. */
function freshnessOf(world, shown, asOf) {
  if (shown) return structuredClone(shown);
  const checked = minutesBefore(asOf, 25);
  return {
    last_checked_at: checked,
    last_changed_at: checked,
    next_check_at: minutesBefore(checked, -240),
    is_stale: false,
  };
}

/** A world shipment as the API shows it at the world's moment. */
function worldShipment(examples, world, index) {
  const shown = examples.shipments.get(world.id);
  const shipment = shown ? structuredClone(shown) : examples.shipmentTemplate();
  const scac = world.firstAddedAs ?? world.carrier;
  const facts = shipmentFacts(world, {scac});
  const journey = journeyOf(world.reference).length > 0;
  Object.assign(shipment, facts, {
    transshipment_ports: facts.transshipment_ports.map((locode) => apiLocation({locode, facility: null})),
  });
  if (!shown) {
    const notFound = world.firstAddedAs !== undefined;
    const known = !notFound && (journey || world.pol !== undefined);
    // When it was added: what an example of a later moment shows (an answer to a PATCH), else a day of April.
    const created =
      examples.createdAt.get(world.id) ?? `2026-04-${String(10 + (index % 10)).padStart(2, '0')}T09:00:00Z`;
    Object.assign(shipment, {
      status: known ? shipmentStatusOf(world) : null,
      tracking_status: notFound
        ? 'not_found'
        : known
          ? 'active'
          : world.containers.length > 0
            ? 'awaiting_carrier_data'
            : 'pending',
      tracking_stopped_reason: null,
      port_of_loading: known ? worldPort(examples, world, world.pol) : null,
      port_of_discharge: known ? worldPort(examples, world, world.pod) : null,
      etd: null,
      original_eta: facts.eta,
      risk_flags: [],
      risk_flag_details: [],
      source: 'api',
      import_id: null,
      created_at: created,
      updated_at: created,
    });
    shipment.freshness = known
      ? freshnessOf(world, undefined, WORLD_AS_OF)
      : {last_checked_at: null, last_changed_at: null, next_check_at: minutesBefore(WORLD_AS_OF, -10), is_stale: false};
    if (world.story.startsWith('An older finished shipment')) {
      Object.assign(shipment, {
        status: 'completed',
        tracking_status: 'stopped',
        tracking_stopped_reason: 'all_containers_returned',
        archived: true,
        archived_at: '2026-03-31T03:00:00Z',
      });
      shipment.freshness = {...shipment.freshness, next_check_at: null};
    }
  } else if (journey) {
    shipment.status = shipmentStatusOf(world);
  }
  if (!world.containers.length && !shown) shipment.container_numbers = [];
  delete shipment.containers;
  return shipment;
}

/** A fresh copy of the world for one key: shipments and containers by id, and the earlier imports. */
export function seedState(document) {
  const examples = examplesOf(document);
  const shipments = new Map();
  const containers = new Map();
  const milestones = new Map();
  SHIPMENTS.forEach((world, index) => {
    if (ADDED_BY_TUTORIAL(world)) return;
    const shipment = worldShipment(examples, world, index);
    shipments.set(shipment.id, shipment);
    for (const box of world.containers) {
      const built = worldContainer(examples, world, box, {createdAt: shipment.created_at});
      containers.set(built.container.id, built.container);
      milestones.set(built.container.id, built.milestones);
    }
  });
  // The flags that follow from the dates, at the world's moment (./risk-flags.mjs).
  const rules = riskFlagRules(document);
  const boxesOf = Map.groupBy(containers.values(), (container) => container.shipment_id);
  for (const shipment of shipments.values()) {
    const boxes = boxesOf.get(shipment.id) ?? [];
    applyDateFlags(shipment, boxes, {moment: Date.parse(WORLD_AS_OF), detectedAt: WORLD_AS_OF, rules});
  }
  const imports = new Map(IMPORT_EXAMPLES.map((name) => exampleValue(document, name)).map((item) => [item.id, item]));
  for (const item of imports.values()) delete item.shipments;
  return {shipments, containers, milestones, imports, examples};
}
