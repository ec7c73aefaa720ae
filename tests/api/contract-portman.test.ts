// A third-party contract runner over the document and the mock server: Portman (@apideck/portman 1.33, which needs
// tslib declared beside it: its build requires tslib at run time but lists it only among its own dev dependencies)
// converts the bundled document into a Postman collection with its contract tests (documented success status, media
// type, JSON body, schema, required headers), and newman sends the document's examples, as written and in document
// order, to a fresh test key on the mock. Every request must get its documented answer; a stale example in a copy of
// the document must fail.
// Run: node --import tsx --test tests/api/contract-portman.test.ts
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {waitForImportsScript} from '../../scripts/gen-postman.mjs';
import {startMockServer, type MockServer} from './support/mock-server';
import {runCollection} from './support/newman';
import {ROOT} from './support/pages';
import {run, describeRun, makeWorkDir} from './support/run';
import {BUNDLE, type Json, type JsonObject} from './support/contract';

const PORTMAN = path.join(ROOT, 'node_modules', '.bin', 'portman');
const DOWNLOADS = path.join(ROOT, 'static', 'downloads');
/** The collection variable Portman sends as the bearer token. */
const TOKEN_VARIABLE = 'bearerToken';
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

const document = JSON.parse(readFileSync(path.join(ROOT, BUNDLE), 'utf8')) as JsonObject;
type Operation = JsonObject & {operationId: string};

/** The operations in document order: paths as the document lists them, each path's methods in its order. */
function operationsInOrder(spec: JsonObject): {method: string; path: string; operation: Operation}[] {
  return Object.entries(spec.paths as Record<string, JsonObject>).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({method, path: template, operation: operation as Operation})),
  );
}

/**
 * The document as Portman's converter (openapi-to-postmanv2 5.0) can read it: that converter reads a schema's
 * `example` and not OpenAPI 3.1's `examples` array, so each schema's first `examples` entry is copied into `example`.
 * Named examples (maps) of media types and parameters are left as they are.
 */
function forPortman(node: Json): Json {
  if (Array.isArray(node)) return node.map(forPortman);
  if (!node || typeof node !== 'object') return node;
  const copy: JsonObject = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, forPortman(value)]));
  if (Array.isArray(node.examples) && node.examples.length > 0 && !('example' in node)) copy.example = node.examples[0];
  return copy;
}

/** The file the upload's `file` part names as its example (one of the site's downloads). */
function uploadExample(spec: JsonObject): string {
  const upload = operationsInOrder(spec).find(({operation}) => operation.operationId === 'startShipmentImportViaFile');
  const media = (upload?.operation.requestBody as JsonObject).content as Record<string, JsonObject>;
  const file = ((media['multipart/form-data'].schema as JsonObject).properties as Record<string, JsonObject>).file;
  return String((file.examples as Json[])[0]);
}

/** The optional headers whose examples the converter leaves switched off. */
const OPTIONAL_HEADERS = ['If-Match', 'Idempotency-Key'];

/** The operationIds of the operations with a header parameter of this name. */
function declaring(spec: JsonObject, name: string): string[] {
  const parameters = (spec.components as JsonObject).parameters as Record<string, JsonObject>;
  const resolve = (parameter: JsonObject) =>
    typeof parameter.$ref === 'string' ? parameters[parameter.$ref.split('/').pop()!] : parameter;
  return operationsInOrder(spec)
    .filter(({operation}) =>
      ((operation.parameters ?? []) as JsonObject[]).some(
        (p) => resolve(p).in === 'header' && resolve(p).name === name,
      ),
    )
    .map(({operation}) => operation.operationId);
}

/**
 * What Portman adds to the conversion. Tests: its contract tests. Requests: the optional headers switched on with
 * their examples (the converter leaves them off), and what no document example can say: the upload's file (the
 * converter never sets a file part's source), the second update's If-Match (one example cannot be the ETag before
 * and after the first update of the same shipment: it comes from the read just before, as a client's would), and a
 * wait for the key's running import before the next starts (test keys run one at a time).
 */
function portmanConfig(spec: JsonObject): JsonObject {
  const enabled = {enabled: true};
  return {
    version: 1.0,
    tests: {
      contractTests: [
        {openApiOperation: '*::/*', statusSuccess: enabled},
        {openApiOperation: '*::/*', contentType: enabled},
        {openApiOperation: '*::/*', jsonBody: enabled},
        {openApiOperation: '*::/*', schemaValidation: enabled},
        {openApiOperation: '*::/*', headersPresent: enabled},
      ],
    },
    assignVariables: [
      {openApiOperationId: 'shipmentByReference', collectionVariables: [{responseHeaderProp: 'ETag', name: 'etag'}]},
    ],
    overwrites: [
      // Per operation that declares the header: Portman's `insert: false` would skip existing headers as well.
      ...OPTIONAL_HEADERS.map((name) => ({
        openApiOperationIds: declaring(spec, name),
        overwriteRequestHeaders: [{key: name, disable: false}],
      })),
      {openApiOperationId: 'patchShipmentByReference', overwriteRequestHeaders: [{key: 'If-Match', value: '{{etag}}'}]},
      {
        openApiOperationId: 'startShipmentImportViaFile',
        overwriteRequestBody: [{key: 'file', value: uploadExample(spec)}],
      },
    ],
    operationPreRequestScripts: [
      {
        openApiOperationIds: ['startShipmentImportViaJson', 'startShipmentImportViaFile'],
        scripts: [waitForImportsScript(spec, TOKEN_VARIABLE).join('\n')],
      },
    ],
    globals: {},
  };
}

/** Converts a document with Portman's command, in a folder of its own (Portman writes ./tmp/ where it runs). */
async function convert(spec: JsonObject, dir: string, baseUrl: string): Promise<JsonObject> {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(forPortman(spec)));
  writeFileSync(path.join(dir, 'portman-config.json'), JSON.stringify(portmanConfig(spec)));
  const args = ['-l', 'openapi.json', '-c', 'portman-config.json', '-o', 'collection.json', '-b', baseUrl];
  const result = await run(PORTMAN, args, {cwd: dir, env: process.env, timeoutMs: 120_000});
  assert.equal(result.code, 0, describeRun('portman', result, 120_000));
  return JSON.parse(readFileSync(path.join(dir, 'collection.json'), 'utf8')) as JsonObject;
}

/** A copy of the document whose If-Match example is an ETag the example shipment never had (the original finding). */
function withStaleIfMatch(spec: JsonObject): JsonObject {
  const copy = structuredClone(spec);
  ((copy.components as JsonObject).parameters as Record<string, JsonObject>).IfMatch.example = '"a8f3c2e91b7d"';
  return copy;
}

let mock: MockServer;
let work: ReturnType<typeof makeWorkDir>;
let collections: {contract: JsonObject; planted: JsonObject};

before(async () => {
  work = makeWorkDir('portman');
  mock = await startMockServer(4100);
  const [contract, planted] = await Promise.all([
    convert(document, path.join(work.dir, 'contract'), mock.base),
    convert(withStaleIfMatch(document), path.join(work.dir, 'planted'), mock.base),
  ]);
  collections = {contract, planted};
});

after(async () => {
  await mock?.stop();
  work?.remove();
});

/**
 * newman's pause between requests: test keys may send a few requests a second (the document's burst limit), and
 * newman alone sends them faster.
 */
const testKeys = ((document['x-limits'] as JsonObject).rateLimits as JsonObject).testKeys as JsonObject;
const DELAY_MS = Math.ceil(1000 / Number(testKeys.burstPerSecond)) + 50;

const freshKey = (name: string) => `sk_test_51Portman${name}${Date.now().toString(36)}`;

test("the document's examples, sent in document order to a fresh key, get their documented answers", async () => {
  const result = await runCollection({
    collection: collections.contract,
    workingDir: DOWNLOADS,
    envVar: [{key: TOKEN_VARIABLE, value: freshKey('Contract')}],
    delayRequest: DELAY_MS,
    timeoutRequest: 30_000,
  });
  assert.deepEqual(result.failures, [], 'every contract test passed');
  assert.deepEqual(mock.failures(), [], 'every answer of the mock agreed with the document');
  const expected = operationsInOrder(document).map(({method, path: template}) => `${method.toUpperCase()} ${template}`);
  const sent = result.requests.map((request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname.slice(new URL(mock.base).pathname.length)}`;
  });
  assert.equal(sent.length, expected.length, 'one request per operation');
  for (const [index, operation] of expected.entries()) {
    const pattern = new RegExp(`^${operation.replace(/\{[^}]+\}/g, '[^/]+').replace(/[?]/g, '\\?')}$`);
    assert.match(sent[index], pattern, `request ${index + 1} is ${operation}, in document order`);
  }
  for (const request of result.requests) {
    assert.ok(
      request.passed.some((name) => / - Schema is valid$/.test(name)),
      `${request.name}: its body is validated`,
    );
    assert.ok(
      request.passed.some((name) => / - Status code is 2xx$/.test(name)),
      `${request.name}: its status is tested`,
    );
  }
  const patch = result.requests.find((request) => request.method === 'PATCH' && !request.url.includes('by-reference'));
  const ifMatch = (document.components as JsonObject).parameters as Record<string, JsonObject>;
  assert.equal(patch?.headers['if-match'], ifMatch.IfMatch.example, 'the first update sends If-Match as written');
  const keys = result.requests.map((request) => request.headers['idempotency-key']).filter(Boolean);
  assert.equal(keys.length, 3, 'the three operations that start work send their Idempotency-Key examples');
  assert.equal(new Set(keys).size, 3, 'each its own');
  console.log(`Portman: ${result.requests.length} requests, ${result.assertions.passed} contract tests passed`);
});

test('the If-Match example is the ETag a fresh key reads for the example shipment', async () => {
  const parameters = (document.components as JsonObject).parameters as Record<string, JsonObject>;
  const id = String(parameters.ShipmentId.example);
  const response = await fetch(`${mock.base}/shipments/${id}`, {
    headers: {Authorization: `Bearer ${freshKey('Etag')}`},
  });
  assert.equal(response.status, 200);
  const etag = response.headers.get('etag');
  assert.equal(
    parameters.IfMatch.example,
    etag,
    `set the example of openapi/components/parameters/IfMatch.yaml (and headers/ETag.yaml) to '${etag}'`,
  );
  const headers = (document.components as JsonObject).headers as Record<string, JsonObject>;
  assert.equal(headers.ETag.example, etag, `set the example of openapi/components/headers/ETag.yaml to '${etag}'`);
});

test('a stale example in a copy of the document is caught', async () => {
  const result = await runCollection({
    collection: collections.planted,
    workingDir: DOWNLOADS,
    envVar: [{key: TOKEN_VARIABLE, value: freshKey('Planted')}],
    folder: 'Shipments',
    delayRequest: DELAY_MS,
    timeoutRequest: 30_000,
  });
  assert.ok(
    result.failures.some((failure) => /^Update a shipment › .*Status code is 2xx/.test(failure)),
    result.failures.join('\n'),
  );
});
