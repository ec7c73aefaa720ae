// The Postman collection is converted from the document: one request for every operation, the sandbox as base URL,
// the API key as a variable with no value, and only required query parameters switched on. That it runs is proven by
// newman on the published file (tests/published/postman-collection.test.ts); these tests check its parts one by one.
import {before, test} from 'node:test';
import {existsSync} from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {HTTP_METHODS} from '../../scripts/lib/api-facts.mjs';
import {exampleDelivery} from '../../scripts/webhooks/facts.mjs';
import {createRequire} from 'node:module';
import {deprecationNote, RESET_REQUEST_NAME, toPostmanCollection} from '../../scripts/gen-postman.mjs';
import {hmacHex, parseSignatureHeader} from '../../scripts/webhooks/signature.mjs';

interface PostmanRequest {
  method: string;
  auth?: unknown;
  header?: {key: string; value: string; disabled?: boolean}[];
  url: {host: string[]; path: string[]; query?: {key: string; disabled: boolean}[]};
}
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  event?: {listen: string; script: {exec: string[]}}[];
}

const DOWNLOADS = path.resolve(import.meta.dirname, '..', '..', 'static', 'downloads');

function items(list: PostmanItem[]): PostmanItem[] {
  return list.flatMap((item) => (item.item ? items(item.item) : [item]));
}
const requests = (list: PostmanItem[]): PostmanRequest[] => items(list).map((item) => item.request!);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document and the collection are plain JSON
let spec: any, collection: any, all: PostmanRequest[];
before(async () => {
  spec = await bundleSpec();
  collection = await toPostmanCollection(spec);
  all = requests(collection.item.filter((entry: PostmanItem) => entry.item && entry.name !== 'Webhooks'));
});

test('every operation of the document is a request of the collection, in a folder named after its tag', () => {
  const fromSpec = Object.entries(spec.paths).flatMap(([pathTemplate, pathItem]) =>
    Object.keys(pathItem as object)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${pathTemplate}`),
  );
  const fromCollection = all.map((r) => `${r.method} /${r.url.path.join('/').replace(/:([a-z_]+)/g, '{$1}')}`);
  assert.deepEqual(fromCollection.sort(), fromSpec.sort());
  assert.deepEqual(
    collection.item.filter((entry: PostmanItem) => entry.item).map((folder: PostmanItem) => folder.name),
    spec.tags.map((tag: {name: string}) => tag.name),
  );
  assert.equal(collection.item[0].name, RESET_REQUEST_NAME, 'the first request resets the mock for the key');
});

test('every operation uses the collection key, sends no optional header it cannot know, and tests its answer', () => {
  for (const item of items(collection.item.filter((entry: PostmanItem) => entry.item && entry.name !== 'Webhooks'))) {
    const request = item.request!;
    assert.equal(request.auth, undefined, `${item.name} inherits {{berthlineApiKey}}, not a token of its own`);
    const header = (name: string) => request.header?.find((h) => h.key === name);
    if (header('If-Match')) assert.equal(header('If-Match')?.disabled, true, `${item.name}: If-Match off until known`);
    if (header('Idempotency-Key')) assert.equal(header('Idempotency-Key')?.value, '{{$guid}}', item.name);
    for (const part of (request as {body?: {formdata?: {type: string; src?: string}[]}}).body?.formdata ?? []) {
      if (part.type !== 'file') continue;
      // The upload's file is one the site offers for download (the file part's example in the document).
      assert.ok(part.src && existsSync(path.join(DOWNLOADS, part.src)), `${item.name} uploads ${part.src}`);
    }
    const tests = item.event?.find((event) => event.listen === 'test')?.script.exec.join('\n') ?? '';
    assert.match(tests, /pm\.response\.to\.have\.status\(2\d\d\)/, `${item.name} tests its status`);
    assert.match(tests, /pm\.response\.to\.have\.jsonSchema\(schema\)/, `${item.name} tests its body`);
  }
});

test('every webhook event is a request of the Webhooks folder that posts its example delivery to {{webhookUrl}}', () => {
  const folder = collection.item.find((item: PostmanItem) => item.name === 'Webhooks');
  const events = folder.item.map((item: PostmanItem & {name: string}) => item.name);
  assert.deepEqual(events, Object.keys(spec.webhooks));
  for (const item of folder.item) {
    assert.equal(item.request.url.host.join(''), '{{webhookUrl}}', item.name);
    assert.equal(
      item.request.body.raw,
      exampleDelivery(spec, item.name).body,
      `${item.name}: the bytes its page shows`,
    );
    const eventId = item.request.header.find((h: {key: string}) => h.key === 'Berthline-Event-Id').value;
    assert.equal(eventId, JSON.parse(item.request.body.raw).id, `${item.name}: the header names its own event`);
  }
  assert.ok(collection.variable.some((v: {key: string}) => v.key === 'webhookUrl'));
});

test('the collection points at the sandbox and holds no API key', () => {
  const variables = Object.fromEntries(collection.variable.map((v: {key: string; value: string}) => [v.key, v.value]));
  assert.equal(variables.baseUrl, 'https://sandbox.api.berthline.example/v1');
  assert.equal(variables.berthlineApiKey, '');
  assert.deepEqual(collection.auth.bearer[0].value, '{{berthlineApiKey}}');
  assert.ok(all.every((r) => r.url.host.join('') === '{{baseUrl}}'));
  const headers = all.flatMap((r) => r.header ?? []).map((h) => `${h.key}: ${h.value}`);
  assert.deepEqual(
    headers.filter((h) => /^authorization:/i.test(h)),
    [],
    'requests inherit the bearer token instead of carrying one',
  );
});

test('optional filters are in the request, switched off', () => {
  const list = all.find((r) => r.method === 'GET' && r.url.path.join('/') === 'shipments')!;
  const status = list.url.query!.find((q) => q.key === 'status')!;
  assert.equal(status.disabled, true);
  assert.ok(list.url.query!.length > 20);
});

/**
 * Runs the Webhooks folder's pre-request script as Postman's sandbox would for one request: `pm` with the
 * collection's variables and the request, `require('crypto-js')`. Returns the Berthline-Signature it set.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request of the collection, plain JSON
function runSignScript(folder: {event: {listen: string; script: {exec: string[]}}[]}, item: any, secret?: string) {
  const script = folder.event.find((e) => e.listen === 'prerequest')!.script.exec.join('\n');
  const headers = item.request.header.map((h: {key: string; value: string}) => ({...h}));
  const pm = {
    variables: {get: (key: string) => (key === 'webhookSecret' ? secret : undefined)},
    request: {
      body: {raw: item.request.body.raw},
      headers: {
        upsert: ({key, value}: {key: string; value: string}) => {
          const found = headers.find((h: {key: string}) => h.key.toLowerCase() === key.toLowerCase());
          if (found) found.value = value;
          else headers.push({key, value});
        },
      },
    },
  };
  const requireInSandbox = createRequire(import.meta.url);
  // Postman's sandbox declares CryptoJS in the script's scope: a script that declares it again throws before it signs.
  new Function('pm', 'require', 'CryptoJS', script)(pm, requireInSandbox, requireInSandbox('crypto-js'));
  return headers.find((h: {key: string}) => h.key === 'Berthline-Signature')?.value as string;
}

test('the Webhooks folder signs each delivery when it is sent, with {{webhookSecret}}, as Berthline does', () => {
  const folder = collection.item.find((item: PostmanItem) => item.name === 'Webhooks');
  const secret = collection.variable.find((v: {key: string}) => v.key === 'webhookSecret').value;
  assert.equal(secret, spec['x-webhook-delivery'].signature.example_secret);
  const tolerance = spec['x-webhook-delivery'].signature.tolerance_seconds;
  for (const item of folder.item) {
    // No signature is stored in the collection: the example's fixed-time one would be rejected as too old.
    const stored = item.request.header.find((h: {key: string}) => h.key === 'Berthline-Signature');
    assert.equal(stored.value, '', item.name);
    assert.ok(!item.request.body.raw.includes('{{'), `${item.name}: Postman would change the body after signing`);
    for (const key of [secret, 'whsec_another_endpoint_secret']) {
      const header = runSignScript(folder, item, key);
      const parsed = parseSignatureHeader(header);
      assert.ok(parsed, `${item.name}: ${header}`);
      assert.ok(Math.abs(Date.now() / 1000 - parsed.timestamp) <= tolerance, `${item.name}: signed now`);
      assert.deepEqual(parsed.signatures, [hmacHex(key, parsed.timestamp, item.request.body.raw)], item.name);
    }
  }
  assert.throws(() => runSignScript(folder, folder.item[0], ''), /Set the webhookSecret variable/);
  assert.throws(() => runSignScript(folder, folder.item[0], 'not-a-secret'), /Set the webhookSecret variable/);
});

test('a deprecated query parameter is marked: its note says since when, its sunset and what to use, switched off', () => {
  const lists = all.filter((request) => ['shipments', 'containers'].includes(request.url.path.join('/')));
  assert.equal(lists.length, 2);
  for (const request of lists) {
    const archived = (request.url.query ?? []).find((parameter) => parameter.key === 'archived') as
      {disabled: boolean; description?: string} | undefined;
    assert.ok(archived, `${request.url.path.join('/')} keeps the deprecated parameter`);
    assert.equal(archived.disabled, true);
    assert.equal(archived.description, deprecationNote(spec.components.parameters.Archived['x-deprecation']));
    assert.match(archived.description!, /^Deprecated since 2026-12-01; it stops working on 2027-12-01.*archive_state/);
  }
});

test('a deprecated operation’s request is marked in its name and description', async () => {
  const planted = structuredClone(spec);
  const operation = planted.paths['/shipments/{shipment_id}'].get;
  operation.deprecated = true;
  operation['x-deprecation'] = {date: '2027-02-01', sunset: '2028-02-01', replacement: 'shipmentList'};
  const converted = (await toPostmanCollection(planted)) as {item: PostmanItem[]};
  const marked = items(converted.item);
  const request = marked.find((item) => item.name.startsWith(operation.summary));
  assert.equal(request?.name, `${operation.summary} (deprecated)`);
  assert.match(String((request?.request as {description?: string}).description), /^\*\*Deprecated since 2027-02-01;/);
  assert.ok(
    marked.filter((item) => item.name.endsWith('(deprecated)')).length === 1,
    'only the deprecated operation is marked',
  );
});
