// The Postman collection the built site publishes (build/openapi/…postman_collection.json), run as a reader would:
// newman, in order, against the mock server (npm run mock) with a test key at the reader's limits, the file import
// taken from the site's downloads, the Webhooks folder posting to the receiver the Webhooks guide shows
// (examples/webhooks/receiver.mjs) with a secret of the reader's own. Every request must pass every test it carries,
// and a broken request in a copy of the collection must fail.
// Needs a build: npm run build (npm test runs this after its builds). Run: npm run test:published
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SPEC_BASENAME} from '../../config/site-paths.mjs';
import {POSTMAN_FILE_SUFFIX, RESET_REQUEST_NAME} from '../../scripts/gen-postman.mjs';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {startMockServer, type MockServer} from '../api/support/mock-server';
import {runCollection, type CollectionRun} from '../api/support/newman';
import {ROOT} from '../api/support/pages';

const BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
const COLLECTION_FILE = path.join(BUILD, 'openapi', `${SPEC_BASENAME}${POSTMAN_FILE_SUFFIX}`);
const DOWNLOADS = path.join(BUILD, 'downloads');
const SECRET = 'whsec_published_collection_reader_secret';

interface Document {
  paths: Record<string, Record<string, unknown>>;
  webhooks: Record<string, unknown>;
}
/** The document the built site publishes beside the collection. */
const spec = JSON.parse(readFileSync(path.join(BUILD, 'openapi', `${SPEC_BASENAME}.json`), 'utf8')) as Document;

interface Collection {
  item: Array<{name: string; item?: Collection['item']; request?: {url: {path?: string[]}}}>;
}

function readCollection(): Collection {
  if (!existsSync(COLLECTION_FILE)) {
    throw new Error(`${path.relative(ROOT, COLLECTION_FILE)} is missing: build the site first (npm run build).`);
  }
  return JSON.parse(readFileSync(COLLECTION_FILE, 'utf8')) as Collection;
}

/** The names of the collection's requests, in the order a run sends them. */
function requestNames(items: Collection['item']): string[] {
  return items.flatMap((item) => (item.item ? requestNames(item.item) : [item.name]));
}

let mock: MockServer;
let receiver: {port: number; output: () => string; stop: () => void};

/** The guide's Node.js receiver, listening on a free port with the reader's secret. */
async function startReceiver(): Promise<typeof receiver> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'examples', 'webhooks', 'receiver.mjs')], {
    env: {...process.env, PORT: String(port), BERTHLINE_WEBHOOK_SECRET: SECRET},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the receiver did not start:\n${output}`)), 15_000);
    child.stdout.on('data', () => {
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`the receiver exited:\n${output}`)));
  });
  return {port, output: () => output, stop: () => child.kill()};
}

/** Runs a collection as the reader would: their key, the mock as base URL, their receiver and its secret. */
function runAsReader(collection: Collection, key: string, folder?: string): Promise<CollectionRun> {
  return runCollection({
    collection,
    folder,
    workingDir: DOWNLOADS,
    envVar: [
      {key: 'baseUrl', value: mock.base},
      {key: 'berthlineApiKey', value: key},
      {key: 'webhookUrl', value: `http://127.0.0.1:${receiver.port}/webhooks`},
      {key: 'webhookSecret', value: SECRET},
    ],
    timeoutRequest: 30_000,
  });
}

before(async () => {
  readCollection();
  [mock, receiver] = await Promise.all([startMockServer(4100), startReceiver()]);
});

after(async () => {
  receiver?.stop();
  await mock?.stop();
});

test('the published collection passes under newman against the mock server, every request in order', async () => {
  const collection = readCollection();
  const run = await runAsReader(collection, 'sk_test_51PublishedCollectionReader');
  assert.deepEqual(run.failures, [], 'no assertion, script or request failed');
  assert.deepEqual(mock.failures(), [], 'every answer of the mock agreed with the document');

  // Every request ran once, in the collection's order, and tested what it got.
  const sent = run.requests.map((request) => request.name);
  assert.deepEqual(sent, requestNames(collection.item));
  for (const request of run.requests) {
    assert.ok(request.passed.length > 0, `${request.name} carries a test`);
  }
  assert.equal(run.requests[0].name, RESET_REQUEST_NAME);

  // The API requests: the collection's key everywhere, a fresh Idempotency-Key on each write, no stale If-Match.
  const api = run.requests.filter((request) => request.url.startsWith(mock.base));
  const operations = Object.values(spec.paths).flatMap((item) =>
    Object.keys(item).filter((key) => key !== 'parameters'),
  );
  assert.equal(api.length, operations.length, 'one request per operation');
  for (const request of api) {
    assert.equal(request.headers.authorization, 'Bearer sk_test_51PublishedCollectionReader', request.name);
  }
  // Each update sends If-Match with the ETag of the answer before it, which returned the same shipment.
  for (const [index, request] of api.entries()) {
    if (request.method !== 'PATCH') continue;
    const before = api[index - 1];
    assert.equal(request.headers['if-match'], before.etag, `${request.name} sends the ETag ${before.name} returned`);
  }
  const keys = api.map((request) => request.headers['idempotency-key']).filter(Boolean);
  assert.equal(keys.length, 3, 'the three writes that start work send an Idempotency-Key');
  assert.equal(new Set(keys).size, keys.length, 'each its own');
  // "Retrieve a shipment import" reads the import the run started last, not the document's example.
  const upload = api.find((request) => request.url.endsWith('/shipment-imports/file'));
  const retrieved = api.find((request) => request.name === 'Retrieve a shipment import');
  const uploaded = JSON.parse(upload?.response ?? '{}') as {id?: string; file?: {name?: string}};
  assert.ok(uploaded.id && retrieved?.url.endsWith(`/shipment-imports/${uploaded.id}`), retrieved?.url);
  assert.ok(existsSync(path.join(DOWNLOADS, String(uploaded.file?.name))), 'the upload is a file of the downloads');

  // The Webhooks folder: one delivery per event, each with its own event id, accepted by the guide's receiver, which
  // verifies the signature with the reader's secret.
  const deliveries = run.requests.filter((request) => request.url.includes(`:${receiver.port}/`));
  assert.equal(deliveries.length, Object.keys(spec.webhooks).length);
  for (const delivery of deliveries) {
    const event = JSON.parse(delivery.body) as {id: string; type: string};
    assert.equal(delivery.headers['berthline-event-id'], event.id, `${delivery.name}: the header names its event`);
    assert.equal(delivery.status, 204, `${delivery.name}: accepted`);
    assert.ok(receiver.output().includes(`Received ${event.type} ${event.id}`), `${delivery.name} was verified`);
  }
  const ids = deliveries.map((delivery) => delivery.headers['berthline-event-id']);
  assert.equal(new Set(ids).size, ids.length, 'every delivery carries its own event id');
  console.log(
    `newman: ${run.requests.length} requests, ${run.assertions.passed} assertions passed, ${run.assertions.failed} failed, ` +
      `in ${((run.summary.run.timings.completed ?? 0) - (run.summary.run.timings.started ?? 0)) / 1000} s`,
  );
});

test('a broken request in a copy of the collection is caught', async () => {
  const broken = readCollection();
  const shipments = broken.item.find((item) => item.name === 'Shipments');
  const retrieve = shipments?.item?.find((item) => item.name === 'Retrieve a shipment');
  assert.ok(retrieve?.request?.url.path, 'the copy has the request to break');
  // A typo in the path, as an edit of the collection could make: the mock answers 404.
  retrieve.request.url.path = ['shipment', ':shipment_id'];
  const run = await runAsReader(broken, 'sk_test_51PublishedCollectionPlanted', 'Shipments');
  assert.ok(
    run.failures.some((failure) => failure.startsWith('Retrieve a shipment › Status is 200: ')),
    run.failures.join('\n'),
  );
});
