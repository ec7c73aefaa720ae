// Proves that the facts module (src/lib/api.ts over src/generated/api-facts.json) owns what the site knows about the
// API, read from the bundled document itself: operations and their page slugs, every enum by its location (nested
// ones included), servers, limits, id prefixes, and that the data modules take their figures from it.
// Run after `node scripts/gen-api.mjs`: node --import tsx --test tests/unit/api-facts.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  api,
  enumAt,
  enumValues,
  idPrefix,
  liveKeyLimits,
  operation,
  operationHref,
  type HttpMethod,
} from '../../src/lib/api';
import {plans, testKeyLimits} from '../../src/data/plans';
import {HTTP_METHODS, deriveFacts, pluginKebabCase} from '../../scripts/lib/api-facts.mjs';
import {specFile} from '../../config/site-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const spec = JSON.parse(readFileSync(path.join(root, specFile('json')), 'utf8')) as Json;

/** Every `enum` in the document, by JSON pointer, found by walking it (not by the code under test). */
function enumPointers(value: unknown, pointer: string, out: Map<string, unknown[]>): Map<string, unknown[]> {
  if (!value || typeof value !== 'object') return out;
  if (!Array.isArray(value) && Array.isArray((value as Json).enum)) out.set(pointer, (value as Json).enum);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'examples' || key === 'example') continue;
    enumPointers(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
  return out;
}

test('operations: every operation of the document, with method, path, summary, tag and scopes', () => {
  const expected: string[] = [];
  for (const [apiPath, item] of Object.entries(spec.paths as Json)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Json)[method];
      if (!op) continue;
      expected.push(op.operationId);
      const fact = operation(op.operationId);
      assert.equal(fact.method, method as HttpMethod);
      assert.equal(fact.path, apiPath);
      assert.equal(fact.summary, op.summary);
      assert.equal(fact.tag, op.tags[0]);
      const security = (op.security ?? spec.security) as Json[];
      assert.deepEqual(fact.scopes, Object.values(security[0]).flat(), `${op.operationId} scopes`);
    }
  }
  assert.deepEqual(
    api.operations.map((op) => op.operationId),
    expected,
  );
  assert.ok(expected.length >= 11);
});

test('operations: each slug is the page docusaurus-plugin-openapi-docs generated for it', () => {
  // The plugin writes api/reference/<its slug>.api.mdx during gen-api; a slug computed differently has no page.
  const sidebar = readFileSync(path.join(root, 'api', 'reference', 'sidebar.ts'), 'utf8');
  for (const op of api.operations) {
    assert.ok(existsSync(path.join(root, 'api', 'reference', `${op.slug}.api.mdx`)), `${op.slug}.api.mdx`);
    assert.ok(sidebar.includes(`id: "reference/${op.slug}"`), `the generated sidebar lists reference/${op.slug}`);
    assert.equal(operationHref(op.operationId), `/docs/api/reference/${op.slug}`);
  }
  assert.ok(existsSync(path.join(root, 'api', 'reference', `${api.overviewSlug}.info.mdx`)), 'overview page');
  // Where a hand-rolled kebab case (listV2Items → list-v2-items) differs, the plugin's lodash splits the digits off.
  const [scratch] = deriveFacts({
    ...spec,
    paths: {'/x': {get: {operationId: 'listV2Items', summary: 'x', responses: {}}}},
  }).operations;
  assert.equal(scratch.slug, 'list-v-2-items');
});

test('operations: an unknown operationId fails with the known ones', () => {
  assert.throws(() => operation('listShipment'), /Unknown operationId "listShipment".*shipmentList/);
});

test('enums: every enum of the document is found by its location, nested ones included', () => {
  const inDocument = enumPointers(spec, '', new Map());
  const byPointer = new Map(Object.values(api.enums).map((fact) => [fact.pointer, fact]));
  for (const [pointer, values] of inDocument) {
    if (pointer.startsWith('/paths/')) continue; // inline parameters of an operation: none today, see below
    const fact = byPointer.get(pointer);
    assert.ok(fact, `the enum at ${pointer} has no location in the facts`);
    assert.deepEqual(
      fact.values.map((entry) => entry.value),
      values,
      pointer,
    );
  }
  assert.deepEqual(
    [...inDocument.keys()].filter((pointer) => pointer.startsWith('/paths/')),
    [],
    'an operation defines an enum inline: give it a component or extend collectEnums',
  );
  // The nested ones pages used to retype.
  assert.deepEqual(enumValues('Container.last_free_day_source'), ['user', 'terminal', 'rail', 'carrier', 'computed']);
  assert.ok(enumValues('ShipmentImportStatus').includes('cancelled'));
  assert.ok(enumAt('ShipmentImportOptions.on_duplicate').values.every((entry) => entry.description.length > 0));
  assert.throws(
    () => enumAt('Container.last_free_day'),
    /Unknown enum location "Container.last_free_day".*Container\.last_free_day_source/,
  );
});

test('servers: the document’s servers, in its order', () => {
  assert.deepEqual(
    api.servers.map((server) => server.url),
    (spec.servers as Json[]).map((server) => server.url),
  );
  assert.ok(api.servers.every((server) => server.description.length > 0));
});

test('limits: the document’s x-limits, and the schema limits read from the schemas', () => {
  assert.deepEqual(api.limits.fileImport, spec['x-limits'].fileImport);
  assert.deepEqual(api.limits.rateLimits, spec['x-limits'].rateLimits);
  assert.equal(api.limits.jsonImportItems, spec.components.schemas.ShipmentImportRequest.properties.items.maxItems);
  assert.equal(api.limits.pageSize.max, spec.components.parameters.Limit.schema.maximum);
  // The plans module reads its rate limits from the document instead of keeping a copy.
  for (const plan of plans) {
    const {generalByContract = false, ...fromDocument} = liveKeyLimits(plan.id);
    assert.deepEqual(plan.rateLimits, {...fromDocument, generalByContract}, plan.id);
  }
  assert.equal(testKeyLimits.generalPerMinute, spec['x-limits'].rateLimits.testKeys.generalPerMinute);
  assert.throws(() => liveKeyLimits('platinum'), /no plan "platinum"/);
});

test('id prefixes: from the id patterns of the schemas', () => {
  assert.equal(idPrefix('Shipment').prefix, 'shp_');
  assert.equal(idPrefix('ShipmentImport').prefix, 'imp_');
  assert.equal(idPrefix('Problem').field, 'request_id');
  for (const entry of api.idPrefixes) assert.match(entry.example, new RegExp(entry.pattern));
});

test('events: one per webhook of the document, with its page slug, summary and payload schema', () => {
  assert.deepEqual(
    api.events.map((event) => event.type),
    Object.keys(spec.webhooks ?? {}),
  );
  for (const event of api.events) assert.equal(event.slug, pluginKebabCase(event.operationId));
  const withWebhook = deriveFacts({
    ...spec,
    webhooks: {
      'shipment.updated': {
        post: {
          operationId: 'shipmentUpdatedEvent',
          summary: 'A shipment changed',
          tags: ['Webhooks'],
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Shipment'}}}},
        },
      },
    },
  });
  assert.deepEqual(withWebhook.events, [
    {
      type: 'shipment.updated',
      name: 'shipment.updated',
      operationId: 'shipmentUpdatedEvent',
      slug: 'shipment-updated-event',
      summary: 'A shipment changed',
      description: '',
      tags: ['Webhooks'],
      payloadSchema: 'Shipment',
    },
  ]);
});
