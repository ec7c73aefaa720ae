// The downloadable mock's webhook tools, run as a reader runs them: the one file from static/downloads/ (what the
// site serves), `trigger` against the Node.js example receiver and `listen` in front of the Python one, each receiver
// started with the secret the tool gives, so that only a delivery signed as Berthline signs it is accepted.
// Run: node --import tsx --test tests/api/mock-webhook-cli.test.ts
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {run} from './support/run';
import {startBackground, type Background} from '../e2e/support/journeys/processes';
import {ROOT} from './support/pages';

const MOCK = path.join(ROOT, 'static', 'downloads', 'berthline-mock.mjs');
const RECEIVERS = path.join(ROOT, 'examples', 'webhooks');
const running: Background[] = [];
after(async () => {
  await Promise.all(running.map((process) => process.stop()));
});

async function receiver(file: 'receiver.mjs' | 'receiver.py', secret: string, port: number): Promise<Background> {
  const command = file.endsWith('.py') ? 'python3' : process.execPath;
  const started = await startBackground(command, [path.join(RECEIVERS, file)], {
    cwd: RECEIVERS,
    env: {PATH: process.env.PATH, BERTHLINE_WEBHOOK_SECRET: secret, PORT: String(port)},
  });
  running.push(started);
  await started.waitFor(/Listening on/);
  return started;
}

test('trigger: one signed delivery of an event, with a new id, accepted by the example receiver', async () => {
  const secret = 'whsec_trigger_suite_secret';
  const port = await freePort();
  const node = await receiver('receiver.mjs', secret, port);
  const url = `http://127.0.0.1:${port}/webhooks`;
  const sent = await run(
    process.execPath,
    [MOCK, 'trigger', 'shipment.eta_changed', '--forward-to', url, '--secret', secret],
    {cwd: ROOT, env: {PATH: process.env.PATH}, timeoutMs: 20_000},
  );
  assert.equal(sent.code, 0, sent.stdout + sent.stderr);
  const id = /Sending shipment\.eta_changed (whevt_\w+)/.exec(sent.stdout)?.[1];
  assert.ok(id, sent.stdout);
  assert.notEqual(id, 'whevt_5Kd8Rw2Mq7Tx4N', 'a new id, not the example’s');
  assert.match(sent.stdout, /Berthline-Signature: t=\d+,v1=[0-9a-f]{64}/);
  assert.match(sent.stdout, /Answer: 2\d\d/);
  await node.waitFor(new RegExp(`Received shipment\\.eta_changed ${id}`));
  // With another secret the receiver refuses it, and trigger says Berthline would retry.
  const wrong = await run(
    process.execPath,
    [MOCK, 'trigger', 'shipment.eta_changed', '--forward-to', url, '--secret', 'whsec_not_the_receivers'],
    {cwd: ROOT, env: {PATH: process.env.PATH}, timeoutMs: 20_000},
  );
  assert.equal(wrong.code, 2, wrong.stdout + wrong.stderr);
  assert.match(wrong.stdout, /Answer: 4\d\d .*\nNot a 2xx answer: Berthline would retry/);
  // A mistyped event names the known ones.
  const typo = await run(process.execPath, [MOCK, 'trigger', 'shipment.eta_change', '--forward-to', url], {
    cwd: ROOT,
    env: {PATH: process.env.PATH},
    timeoutMs: 20_000,
  });
  assert.equal(typo.code, 1);
  assert.match(typo.stderr, /The event type "shipment\.eta_change" is not an event type .* shipment\.eta_changed/);
});

test('listen: the deliveries the mock makes for a key reach the local receiver, signed with the secret it prints', async () => {
  const mockPort = await freePort();
  const port = await freePort();
  const key = 'sk_test_suite_listen';
  const listening = await startBackground(
    process.execPath,
    [MOCK, 'listen', '--forward-to', `http://127.0.0.1:${port}/webhooks`, '--key', key, '--port', String(mockPort)],
    {cwd: ROOT, env: {PATH: process.env.PATH}},
  );
  running.push(listening);
  await listening.waitFor(/export BERTHLINE_WEBHOOK_SECRET="(whsec_[\w-]+)"/);
  const secret = /export BERTHLINE_WEBHOOK_SECRET="(whsec_[\w-]+)"/.exec(listening.output())![1]!;
  const python = await receiver('receiver.py', secret, port);
  const base = `http://127.0.0.1:${mockPort}/v1`;
  assert.match(listening.output(), new RegExp(`export BERTHLINE_API_BASE="${base}"`));
  const started = await fetch(`${base}/shipment-imports`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${key}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({items: [{container_number: 'MSCU6041739', carrier_scac: 'MSCU'}]}),
  });
  assert.equal(started.status, 202, await started.text());
  await python.waitFor(/Received shipment_import\.completed whevt_\w+/, 30_000);
  await listening.waitFor(/shipment_import\.completed whevt_\w+ → http:\/\/127\.0\.0\.1:\d+\/webhooks: 2\d\d/);
  // Another key's deliveries are not forwarded.
  const other = await fetch(`${base}/shipment-imports`, {
    method: 'POST',
    headers: {Authorization: 'Bearer sk_test_suite_other', 'Content-Type': 'application/json'},
    body: JSON.stringify({items: [{container_number: 'MSCU6041739', carrier_scac: 'MSCU'}]}),
  });
  assert.equal(other.status, 202);
  const otherId = ((await other.json()) as {id: string}).id;
  await new Promise((resolve) => setTimeout(resolve, 4000));
  assert.equal(python.output().match(/Received shipment_import\.completed/g)?.length, 1, otherId);
});

test('listen without a key says which key to give', async () => {
  const result = await run(process.execPath, [MOCK, 'listen', '--forward-to', 'http://127.0.0.1:1/'], {
    cwd: ROOT,
    env: {PATH: process.env.PATH},
    timeoutMs: 20_000,
  });
  assert.equal(result.code, 1);
  assert.match(result.stderr, /Give the test key your requests use with --key sk_test_…/);
});
