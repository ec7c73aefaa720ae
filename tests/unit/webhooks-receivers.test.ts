// The webhook receivers that the Webhooks guide and every event page show (examples/webhooks/, included into the
// pages through src/generated/webhooks.json) are run here against the sender of `npm run webhooks:send`: each must
// accept a signed delivery of every event, accept either secret during a roll, reject the five bad deliveries, and
// refuse to start without a secret. A missing interpreter fails the test: .ci/run installs it.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {buildDelivery} from '../../scripts/webhooks/send.mjs';
import {exampleDelivery, RECEIVERS} from '../../scripts/webhooks/facts.mjs';
import {signatureHeader} from '../../scripts/webhooks/signature.mjs';

const ROOT = path.join(__dirname, '..', '..');
const SECRET = 'whsec_receiver_test_secret_1';
const OTHER = 'whsec_receiver_test_secret_2';
/** Ports of this worktree's range (tests/e2e/support/ports keeps 4251-4252 for the site). */
const PORTS: Record<string, number> = {'receiver.mjs': 4255, 'receiver.py': 4256};
const INTERPRETERS: Record<string, string> = {'receiver.mjs': process.execPath, 'receiver.py': 'python3'};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundled document is plain JSON
let spec: any;
before(async () => {
  spec = await bundleSpec();
});

function requireInterpreter(command: string): void {
  const probe = spawnSync(command, ['--version'], {encoding: 'utf8'});
  assert.equal(
    probe.status,
    0,
    `${command} is missing, so its receiver cannot be proven. Install it (apt-get install -y python3), as .ci/run does.`,
  );
}

function startReceiver(file: string, env: Record<string, string>): ChildProcess {
  return spawn(INTERPRETERS[file], [path.join(ROOT, 'examples', 'webhooks', file)], {
    env: {PATH: process.env.PATH ?? '', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the receiver prints its "Listening" line; rejects when it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the receiver exited with ${code} before listening:\n${output}`)));
  });
}

/** Exit code and output of a receiver started with `env`, which must stop by itself. */
function runToExit(file: string, env: Record<string, string>): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = startReceiver(file, env);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({code, output}));
  });
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(url, {method: 'POST', headers, body});
  await response.arrayBuffer();
  return response.status;
}

for (const [file] of RECEIVERS) {
  describe(`examples/webhooks/${file}`, () => {
    const url = `http://127.0.0.1:${PORTS[file]}/webhooks`;
    let receiver: ChildProcess | undefined;
    /** A delivery of `event` as the sender builds it, signed with `secrets` at `now`. */
    const delivery = (event: string, secrets: string[], now?: number) => {
      const built = buildDelivery(spec, {url, event, secrets, now});
      if (built instanceof Error) throw built;
      return built;
    };

    before(async () => {
      requireInterpreter(INTERPRETERS[file]);
      receiver = startReceiver(file, {BERTHLINE_WEBHOOK_SECRET: SECRET, PORT: String(PORTS[file])});
      await listening(receiver);
    });
    after(() => {
      receiver?.kill();
    });

    test('its tolerance is the document’s', () => {
      const source = readFileSync(path.join(ROOT, 'examples', 'webhooks', file), 'utf8');
      const tolerance = /TOLERANCE_SECONDS = (\d+)/.exec(source)?.[1];
      assert.equal(Number(tolerance), spec['x-webhook-delivery'].signature.tolerance_seconds);
    });

    test('accepts the delivery that npm run webhooks:send posts', () => {
      const sent = spawnSync(
        process.execPath,
        ['scripts/webhooks/send.mjs', '--url', url, '--event', 'shipment.eta_changed', '--secret', SECRET],
        {cwd: ROOT, encoding: 'utf8'},
      );
      assert.equal(sent.status, 0, sent.stdout + sent.stderr);
      assert.match(sent.stdout, /: 204 No Content/);
    });

    test('accepts a signed delivery of every event type', async () => {
      for (const event of Object.keys(spec.webhooks)) {
        const {headers, body} = delivery(event, [SECRET]);
        assert.equal(await post(url, headers, body), 204, event);
      }
    });

    test('during a secret roll it accepts the delivery with either secret', async () => {
      for (const secrets of [
        [OTHER, SECRET],
        [SECRET, OTHER],
      ]) {
        const {headers, body} = delivery('shipment.status_changed', secrets);
        assert.equal(headers['Berthline-Signature'].split('v1=').length, 3);
        assert.equal(await post(url, headers, body), 204, secrets.join(' then '));
      }
    });

    test('rejects a tampered body, a wrong secret, an old timestamp and a missing header', async () => {
      const good = delivery('shipment.risk_flag_raised', [SECRET]);
      const tolerance = spec['x-webhook-delivery'].signature.tolerance_seconds;
      const old = delivery('shipment.risk_flag_raised', [SECRET], Math.floor(Date.now() / 1000) - tolerance - 30);
      const {['Berthline-Signature']: _signature, ...unsigned} = good.headers;
      const example = exampleDelivery(spec, 'shipment.risk_flag_raised');
      const bad: [string, Record<string, string>, string][] = [
        ['tampered body', good.headers, good.body.replace('"warning"', '"info"')],
        ['wrong secret', delivery('shipment.risk_flag_raised', [OTHER]).headers, good.body],
        ['timestamp outside the tolerance', old.headers, old.body],
        ['the document’s example, signed at a fixed time long ago', Object.fromEntries(example.headers), example.body],
        ['missing Berthline-Signature header', unsigned, good.body],
      ];
      assert.notEqual(bad[0][2], good.body, 'the tampered body differs');
      for (const [name, headers, body] of bad) assert.equal(await post(url, headers, body), 400, name);
    });

    test('refuses to start without a secret, or with nothing after whsec_', async () => {
      for (const env of [{}, {BERTHLINE_WEBHOOK_SECRET: ''}, {BERTHLINE_WEBHOOK_SECRET: 'whsec_'}] as Record<
        string,
        string
      >[]) {
        const {code, output} = await runToExit(file, {...env, PORT: String(PORTS[file] + 2)});
        assert.notEqual(code, 0);
        assert.match(output, /BERTHLINE_WEBHOOK_SECRET/);
      }
    });
  });
}

describe('webhooks:send', () => {
  test('says what is wrong with bad input', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{event: 'shipment.eta_changed', secrets: []}, /--url is missing/],
      [{url: 'localhost:3000', event: 'shipment.eta_changed', secrets: []}, /must use http or https/],
      [{url: 'not a url', event: 'shipment.eta_changed', secrets: []}, /is not a URL/],
      [{url: 'http://127.0.0.1:1/', secrets: []}, /--event is missing/],
      [
        {url: 'http://127.0.0.1:1/', event: 'shipment.created', secrets: []},
        /not an event type.*shipment\.eta_changed/,
      ],
      [{url: 'http://127.0.0.1:1/', event: 'shipment.eta_changed', secrets: ['sk_test_x']}, /not a signing secret/],
    ];
    for (const [input, message] of cases) {
      const result = buildDelivery(spec, input as Parameters<typeof buildDelivery>[1]);
      assert.ok(result instanceof Error, JSON.stringify(input));
      assert.match(result.message, message);
    }
  });

  test('posts the exact body of the document’s example, signed now with the given secret', () => {
    const now = 1_800_000_000;
    const built = buildDelivery(spec, {url: 'http://127.0.0.1:1/', event: 'shipment.archived', secrets: [SECRET], now});
    assert.ok(!(built instanceof Error));
    const example = exampleDelivery(spec, 'shipment.archived');
    assert.equal(built.body, example.body);
    assert.equal(built.headers['Berthline-Signature'], signatureHeader(SECRET, now, example.body));
    assert.equal(built.headers['Berthline-Event-Id'], example.value.id);
  });
});

test('the guide’s hand check uses the document’s test secret and the eta_changed example’s signature', () => {
  const guide = readFileSync(path.join(ROOT, 'api', 'webhooks.mdx'), 'utf8');
  const [, signature] = exampleDelivery(spec, 'shipment.eta_changed').headers.find(
    ([name]) => name === 'Berthline-Signature',
  )!;
  const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
  const secret = spec['x-webhook-delivery'].signature.example_secret;
  assert.deepEqual([...new Set(guide.match(/whsec_[a-z_0-9]+/g))], [secret]);
  assert.ok(guide.includes(`"${timestamp}.$(cat body.json)"`), 'the openssl command signs the example’s timestamp');
  assert.ok(guide.includes(`t=${timestamp},v1=${v1.slice(0, 8)}…`), 'the header shown is the example’s');
});
