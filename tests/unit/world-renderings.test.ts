// One story at one moment: every rendering of a world object (the document's examples, webhook deliveries included,
// and the pages' JSON blocks) agrees, field by field, with the world at WORLD_AS_OF as the mock server starts from
// it (tests/content/world-renderings.ts). The tutorials' answers are compared with the running mock by the journeys
// (tests/e2e/journeys.spec.ts); the concept page's timeline is derived from the world's journeys.
// Run: node --import tsx --test tests/unit/world-renderings.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  addedLater,
  bundledDocument,
  disagreements,
  exampleRenderings,
  pageRenderings,
  worldObjects,
  type Rendering,
} from '../content/world-renderings';
import {CUSTOM_FIELDS, WORLD_AS_OF} from '../../src/data/world';

const document = bundledDocument();
const world = worldObjects(document);
const later = addedLater();
const renderings = [...exampleRenderings(document), ...pageRenderings()].filter(
  (rendering) => !later.has(String(rendering.value.id)),
);
const truthOf = (rendering: Rendering) => world.get(String(rendering.value.id));

test('the checks see the renderings: examples, webhook deliveries and pages', () => {
  const where = renderings.map((rendering) => rendering.where);
  assert.ok(where.some((place) => place.startsWith('examples/ShipmentInTransit')));
  assert.ok(
    renderings.some((rendering) => rendering.differs === 'event'),
    'no webhook delivery',
  );
  assert.ok(
    where.some((place) => place.startsWith('docs/')),
    'no page',
  );
  assert.ok(renderings.filter((rendering) => rendering.kind === 'milestone').length > 5, 'few milestones');
});

test('every rendering of a world object agrees with the world at its moment', () => {
  const problems = renderings.flatMap((rendering) => disagreements(rendering, truthOf(rendering)));
  assert.deepEqual(problems, []);
});

test('what the data freshness and custom fields pages state holds in every rendering and in the world', () => {
  const problems: string[] = [];
  const all = [
    ...renderings,
    ...[...world.values()].map((value) => ({where: `the world: ${String(value.id)}`, value, differs: [] as const})),
  ];
  for (const {where, value, differs} of all) {
    const freshness = value.freshness as {next_check_at: string | null; last_checked_at: string | null} | undefined;
    if (
      (value.archived === true || value.tracking_status === 'stopped') &&
      freshness &&
      freshness.next_check_at !== null
    ) {
      problems.push(`${where}: archived or stopped, but checked again at ${freshness.next_check_at}`);
    }
    for (const key of Object.keys((value.custom_fields as object | undefined) ?? {})) {
      if (!(key in CUSTOM_FIELDS)) problems.push(`${where}: custom field ${key} is not one of the workspace's`);
    }
    if (differs !== 'event' && freshness?.last_checked_at && freshness.last_checked_at > WORLD_AS_OF) {
      problems.push(`${where}: checked at ${freshness.last_checked_at}, after the world's moment`);
    }
  }
  assert.deepEqual(problems, []);
});

/** A copy of the first rendering found at `where`, changed by `plant`. */
function planted(where: string, plant: (value: Record<string, unknown>) => void, differs?: Rendering['differs']) {
  const original = renderings.find((rendering) => rendering.where.startsWith(where));
  assert.ok(original, `no rendering at ${where}`);
  const value = structuredClone(original.value);
  plant(value);
  return {rendering: {...original, value, differs: differs ?? original.differs}, truth: truthOf(original)};
}

test('a planted contradiction of each kind fails', () => {
  const kinds: Array<[string, string, (value: Record<string, unknown>) => void]> = [
    ['status', 'examples/ShipmentInTransit', (value) => (value.status = 'arrived')],
    ['ETA', 'examples/ShipmentInTransit', (value) => (value.eta = '2026-05-12T06:00:00Z')],
    ['ATA', 'examples/ShipmentDischarged', (value) => (value.ata = null)],
    [
      'place',
      'examples/ShipmentInTransit',
      (value) => ((value.port_of_discharge as {locode: string}).locode = 'DEHAM'),
    ],
    ['date', 'examples/ShipmentInTransit', (value) => (value.atd = '2026-04-15T22:40:00Z')],
    [
      'party',
      'examples/ShipmentInTransit',
      (value) => ((value.customer as {name: string}).name = 'Harbor Lane Outfitters'),
    ],
    ['identifier', 'examples/ShipmentInTransit', (value) => (value.bill_of_lading_number = 'MEDUS7412094')],
    [
      'milestone',
      'examples/ShipmentWithContainers: value.containers[0]',
      (value) => ((value.last_milestone as {occurred_at: string}).occurred_at = '2026-04-22T05:40:00Z'),
    ],
    ['your fields', 'examples/ShipmentInTransit', (value) => (value.custom_fields = {po_number: 'PO-88213'})],
  ];
  for (const [kind, where, plant] of kinds) {
    const {rendering, truth} = planted(where, plant);
    assert.ok(disagreements(rendering, truth).length > 0, `a changed ${kind} passes`);
  }
  // A webhook delivery may show a status of its own time, never another shipment's identity.
  const event = renderings.find((rendering) => rendering.differs === 'event' && rendering.kind === 'shipment');
  assert.ok(event);
  const laterStatus = {...event, value: {...event.value, status: 'delivered'}};
  assert.deepEqual(disagreements(laterStatus, truthOf(event)), []);
  const otherReference = {...event, value: {...event.value, reference: 'NW-2026-0499'}};
  assert.ok(disagreements(otherReference, truthOf(event)).length > 0, 'a delivery with another reference passes');
  // A page's JSON that names an object the world does not have.
  const invented = {...event, value: {...event.value, id: 'shp_NotOfTheWorld1'}, differs: [] as const};
  assert.match(disagreements(invented, undefined).join('\n'), /no object of the world/);
});
