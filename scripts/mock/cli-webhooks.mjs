// The mock's developer tools for webhooks, as Stripe's CLI has them (handbook/mock.md, "Webhooks from the command
// line"):
//   node berthline-mock.mjs trigger <event> --forward-to <url> [--secret whsec_…]
//     posts one signed delivery of the event (the document's example, with a new id and the time of sending) to a
//     local receiver, and prints what it sent and the answer;
//   node berthline-mock.mjs listen --forward-to <url> [--key sk_test_…] [--mock <url>] [--port 4010] [--secret whsec_…]
//     starts the mock (or attaches to a running one with --mock), registers an endpoint for the key there, and
//     forwards every delivery the mock makes for that key to the local URL, printing each one and the signing secret.
// The deliveries are built and signed by scripts/webhooks/delivery.mjs, as `npm run webhooks:send` builds them; the
// endpoint is registered through the mock's own POST /_mock/webhooks.
import {randomBytes} from 'node:crypto';
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {buildDelivery, postDelivery} from '../webhooks/delivery.mjs';
import {MOCK_HOST, MOCK_PORT} from './address.mjs';
import {loadDocument} from './document.mjs';
import {newId} from './ids.mjs';
import {startMock} from './server.mjs';

export const TRIGGER_USAGE =
  'Usage: node berthline-mock.mjs trigger <event type> --forward-to http://localhost:3000/webhooks [--secret whsec_…]';
export const LISTEN_USAGE =
  'Usage: node berthline-mock.mjs listen --forward-to http://localhost:3000/webhooks [--key sk_test_…] [--mock http://127.0.0.1:4010/v1] [--port 4010] [--secret whsec_…]';

const parse = (args, options, usage) => {
  try {
    return parseArgs({args, options, allowPositionals: true});
  } catch (error) {
    throw new Error(`${error.message}\n${usage}`);
  }
};

/** `trigger`: one signed delivery to a local receiver. Resolves to the exit code: 0 for a 2xx answer, 2 otherwise. */
export async function trigger(args, print = console.log) {
  const {values, positionals} = parse(
    args,
    {'forward-to': {type: 'string'}, secret: {type: 'string', multiple: true}},
    TRIGGER_USAGE,
  );
  const document = loadDocument();
  const [event] = positionals;
  const delivery = buildDelivery(document, {
    url: values['forward-to'],
    event,
    secrets: values.secret ?? [],
    fresh: {id: newId('whevt')},
    usage: TRIGGER_USAGE,
  });
  if (delivery instanceof Error) {
    const message = delivery.message
      .replace(/--url/g, '--forward-to')
      .replace(/^--event is missing\./, 'Name the event type to send.')
      .replace(/^--event "/, 'The event type "');
    throw new Error(message);
  }
  const secret = values.secret?.[0] ?? document['x-webhook-delivery'].signature.example_secret;
  print(`Sending ${event} ${delivery.headers['Berthline-Event-Id']} to ${delivery.url}, signed with ${secret}`);
  for (const [name, value] of Object.entries(delivery.headers)) print(`  ${name}: ${value}`);
  print(`  ${delivery.body.length} bytes: the example of ${event} with a new id and created_at`);
  const answer = await postDelivery(delivery);
  print(`Answer: ${answer.status} ${answer.statusText}${answer.text ? `: ${answer.text.trim().slice(0, 200)}` : ''}`);
  print(answer.ok ? 'Received: Berthline would not retry.' : 'Not a 2xx answer: Berthline would retry this delivery.');
  return answer.ok ? 0 : 2;
}

const KEY = /^sk_test_[A-Za-z0-9_]{4,}$/;

/** Reads a request's body. */
const bodyOf = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The headers of a delivery that the receiver needs, as the mock sent them. */
const FORWARDED = ['content-type', 'user-agent', 'berthline-event-id', 'berthline-signature'];

/**
 * `listen`: forwards the key's deliveries to a local receiver until stopped. Resolves to `{stop, secret, base}` once
 * it is ready (the command line keeps it running until Ctrl+C).
 */
export async function listen(args, print = console.log) {
  const {values} = parse(
    args,
    {
      'forward-to': {type: 'string'},
      key: {type: 'string'},
      mock: {type: 'string'},
      port: {type: 'string'},
      secret: {type: 'string'},
    },
    LISTEN_USAGE,
  );
  let target;
  try {
    target = new URL(values['forward-to'] ?? '');
  } catch {
    throw new Error(`--forward-to is missing or not a URL: give your receiver's address.\n${LISTEN_USAGE}`);
  }
  const key = values.key ?? process.env.BERTHLINE_API_KEY;
  if (!key || !KEY.test(key)) {
    throw new Error(
      `Give the test key your requests use with --key sk_test_… (or in BERTHLINE_API_KEY): deliveries are per key.\n${LISTEN_USAGE}`,
    );
  }
  const secret = values.secret ?? `whsec_${randomBytes(18).toString('base64url')}`;
  let mock;
  let base = values.mock?.replace(/\/$/, '');
  if (!base) {
    mock = await startMock({port: values.port ? Number(values.port) : MOCK_PORT, host: MOCK_HOST, log: () => {}});
    base = mock.base;
    print(`Berthline mock server listening on ${base}`);
    print(`  export BERTHLINE_API_BASE="${base}"`);
  }
  const origin = new URL(base).origin;
  const proxy = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const headers = Object.fromEntries(
      FORWARDED.filter((name) => request.headers[name]).map((name) => [name, request.headers[name]]),
    );
    let type = '';
    try {
      type = JSON.parse(body.toString('utf8')).type;
    } catch {
      // Not JSON: forwarded as it came.
    }
    const at = new Date().toISOString().slice(11, 19);
    try {
      const answer = await fetch(target, {method: 'POST', headers, body, signal: AbortSignal.timeout(10_000)});
      await answer.arrayBuffer();
      print(`${at}  ${type} ${headers['berthline-event-id'] ?? ''} → ${target.href}: ${answer.status}`);
      response.writeHead(answer.status).end();
    } catch (error) {
      print(
        `${at}  ${type} ${headers['berthline-event-id'] ?? ''} → ${target.href}: no answer (${error.cause?.code ?? error.message})`,
      );
      response.writeHead(502).end();
    }
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${proxy.address().port}/`;
  const registered = await fetch(`${origin}/_mock/webhooks`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${key}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({url: proxyUrl, secret}),
  }).catch((error) => {
    throw new Error(
      `The mock server at ${base} does not answer (${error.cause?.code ?? error.message}): start it, or leave out --mock.`,
    );
  });
  const endpoint = await registered.json();
  if (!registered.ok) {
    proxy.close();
    await mock?.close();
    throw new Error(`The mock server refused the endpoint: ${endpoint.detail ?? registered.status}`);
  }
  print(`Ready: the deliveries of ${key} go to ${target.href}.`);
  print(`Your receiver's signing secret is ${secret}`);
  print(`  export BERTHLINE_WEBHOOK_SECRET="${secret}"`);
  const stop = async () => {
    await fetch(`${origin}/_mock/webhooks/${endpoint.id}`, {
      method: 'DELETE',
      headers: {Authorization: `Bearer ${key}`},
    }).catch(() => undefined);
    await new Promise((resolve) => proxy.close(resolve));
    await mock?.close();
  };
  return {stop, secret, base};
}
