// npm run webhooks:send -- --url URL --event TYPE [--secret whsec_…] [--secret whsec_…]
// Posts the OpenAPI document's example delivery of one event type to a receiver, signed as production signs it
// (a fresh timestamp, one `v1` per secret: two during a secret roll), and prints the status it answered.
// Without --secret it signs with the document's test secret. The body is the same bytes the event's page shows.
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {bundleSpec} from '../gen-api.mjs';
import {exampleDelivery} from './facts.mjs';
import {signatureHeader} from './signature.mjs';

const USAGE =
  'Usage: npm run webhooks:send -- --url http://localhost:3000/webhooks --event shipment.eta_changed [--secret whsec_…]';

/** The delivery to post: URL, headers and body, or an Error that says what is wrong with the input. */
export function buildDelivery(spec, {url, event, secrets, now = Math.floor(Date.now() / 1000)}) {
  const rules = spec['x-webhook-delivery'];
  const known = Object.keys(spec.webhooks ?? {});
  if (!url) return new Error(`--url is missing.\n${USAGE}`);
  let target;
  try {
    target = new URL(url);
  } catch {
    return new Error(`--url "${url}" is not a URL. Give a full address such as http://localhost:3000/webhooks.`);
  }
  if (!['http:', 'https:'].includes(target.protocol))
    return new Error(`--url must use http or https, not ${target.protocol}`);
  if (!event) return new Error(`--event is missing. Event types: ${known.join(', ')}.`);
  if (!spec.webhooks?.[event]?.post)
    return new Error(`--event "${event}" is not an event type of the document. Known: ${known.join(', ')}.`);
  const list = secrets.length > 0 ? secrets : [rules.signature.example_secret];
  const bad = list.find((secret) => !secret.startsWith(rules.signature.secret_prefix) || secret.length <= 6);
  if (bad !== undefined)
    return new Error(`--secret "${bad}" is not a signing secret: it starts with ${rules.signature.secret_prefix}.`);
  const {body, value} = exampleDelivery(spec, event);
  return {
    url: target.href,
    body,
    timeoutSeconds: rules.timeout_seconds,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': rules.user_agent,
      'Berthline-Event-Id': value.id,
      'Berthline-Signature': signatureHeader(list, now, body),
    },
  };
}

async function main() {
  let values;
  try {
    ({values} = parseArgs({
      options: {url: {type: 'string'}, event: {type: 'string'}, secret: {type: 'string', multiple: true}},
    }));
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
  const spec = await bundleSpec();
  const delivery = buildDelivery(spec, {url: values.url, event: values.event, secrets: values.secret ?? []});
  if (delivery instanceof Error) throw delivery;
  let response;
  try {
    response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(delivery.timeoutSeconds * 1000),
    });
  } catch (error) {
    const reason =
      error.name === 'TimeoutError'
        ? `no answer within ${delivery.timeoutSeconds} s`
        : (error.cause?.message ?? error.message);
    throw new Error(`POST ${delivery.url} failed: ${reason}. Berthline would retry this delivery.`);
  }
  const ok = response.status >= 200 && response.status < 300;
  console.log(
    `POST ${delivery.url} ${values.event} ${delivery.headers['Berthline-Event-Id']}: ${response.status} ${response.statusText}`,
  );
  console.log(ok ? 'Received: Berthline would not retry.' : 'Not a 2xx answer: Berthline would retry this delivery.');
  process.exitCode = ok ? 0 : 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`webhooks:send: ${error.message}`);
    process.exit(1);
  });
}
