// A webhook delivery of the document's example of one event type, signed as production signs it (a fresh timestamp,
// one `v1` per secret: two during a secret roll), and posted: what `npm run webhooks:send` and the downloadable
// mock's `trigger` command send. Pure but for the POST, and free of the build's modules, so the mock bundles it.
import {deref} from '../lib/openapi-ref.mjs';
import {exampleBody, signatureHeader} from './signature.mjs';

/**
 * The example deliveries of one webhook, in the document's order: each one's summary, its headers as Berthline sends
 * them, and the exact body bytes.
 */
export function exampleDeliveries(spec, type) {
  const operation = spec.webhooks[type].post;
  const content = deref(spec, operation.requestBody).content['application/json'];
  const rules = spec['x-webhook-delivery'];
  return Object.values(content.examples).map((reference) => {
    const example = deref(spec, reference);
    return {
      summary: example.summary,
      body: exampleBody(example.value),
      value: example.value,
      headers: [
        ['Content-Type', 'application/json'],
        ['User-Agent', rules.user_agent],
        ['Berthline-Event-Id', example.value.id],
        ['Berthline-Signature', example['x-signature']],
      ],
    };
  });
}

/** The first example delivery of one webhook: what the mock's `trigger` and `npm run webhooks:send` send. */
export const exampleDelivery = (spec, type) => exampleDeliveries(spec, type)[0];

/**
 * The delivery to post: URL, headers and body, or an Error that says what is wrong with the input. `fresh: {id}`
 * gives the event a new id and the time of sending instead of the example's.
 * @param {any} spec
 * @param {{url?: string, event?: string, secrets: string[], now?: number, fresh?: {id: string}, usage?: string}} input
 */
export function buildDelivery(spec, {url, event, secrets, now = Math.floor(Date.now() / 1000), fresh, usage = ''}) {
  const rules = spec['x-webhook-delivery'];
  const known = Object.keys(spec.webhooks ?? {});
  if (!url) return new Error(`--url is missing.${usage ? `\n${usage}` : ''}`);
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
  const example = exampleDelivery(spec, event).value;
  // A fresh event: a new id, and the time of sending, as a delivery of a real change has.
  const value = fresh
    ? {...example, id: fresh.id, created_at: new Date(now * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')}
    : example;
  const body = exampleBody(value);
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

/** Posts a delivery: `{status, statusText, ok, text}`, or throws with what went wrong and what Berthline would do. */
export async function postDelivery(delivery) {
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
  const text = await response.text();
  return {status: response.status, statusText: response.statusText, ok: response.ok, text};
}
