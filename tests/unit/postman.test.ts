// The Postman collection is converted from the document: one request for every operation, the sandbox as base URL,
// the API key as a variable with no value, and only required query parameters switched on.
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {HTTP_METHODS} from '../../scripts/lib/api-facts.mjs';
import {exampleDelivery} from '../../scripts/webhooks/facts.mjs';
import {toPostmanCollection} from '../../scripts/gen-postman.mjs';

interface PostmanRequest {
  method: string;
  header?: {key: string; value: string}[];
  url: {host: string[]; path: string[]; query?: {key: string; disabled: boolean}[]};
}
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
}

function requests(items: PostmanItem[]): PostmanRequest[] {
  return items.flatMap((item) => (item.item ? requests(item.item) : [item.request!]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document and the collection are plain JSON
let spec: any, collection: any, all: PostmanRequest[];
before(async () => {
  spec = await bundleSpec();
  collection = await toPostmanCollection(spec);
  all = requests(collection.item.filter((folder: PostmanItem) => folder.name !== 'Webhooks'));
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
    collection.item.map((folder: PostmanItem) => folder.name),
    spec.tags.map((tag: {name: string}) => tag.name),
  );
});

test('every webhook event is a request of the Webhooks folder that posts its example delivery to {{webhookUrl}}', () => {
  const folder = collection.item.find((item: PostmanItem) => item.name === 'Webhooks');
  const events = folder.item.map((item: PostmanItem & {name: string}) => item.name);
  assert.deepEqual(events, Object.keys(spec.webhooks));
  for (const item of folder.item) {
    assert.equal(item.request.url.host.join(''), '{{webhookUrl}}', item.name);
    assert.deepEqual(JSON.parse(item.request.body.raw), exampleDelivery(spec, item.name).value, item.name);
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
