// Webhook deliveries of real state changes. Each key registers up to the document's number of endpoints
// (POST /_mock/webhooks; MOCK_WEBHOOK_URL and MOCK_WEBHOOK_SECRET register one for every key), and each change is
// posted to every endpoint, signed with the code that signs the document's examples (scripts/webhooks/signature.mjs)
// and checked against the event's schema. A delivery that does not get a 2xx answer in time is tried again on the
// document's retry schedule (x-webhook-delivery.retry_schedule_seconds, counted from the first attempt), with the
// same event id and body and a fresh signature; `retryScale` shortens the schedule (0.001 turns a minute into 60 ms).
import {escapePointerFragment} from '@redocly/openapi-core';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {resolveRef} from '../lib/openapi-ref.mjs';
import {exampleBody, signatureHeader} from '../webhooks/signature.mjs';

/** How many deliveries each endpoint keeps for GET /_mock/webhooks. */
const KEPT_DELIVERIES = 50;

export class WebhookSender {
  constructor(document, log, {retryScale = 1} = {}) {
    this.document = document;
    this.log = log;
    this.rules = document['x-webhook-delivery'];
    this.retryScale = retryScale;
    const ajv = new Ajv({strict: false, allErrors: true});
    addFormats(ajv);
    ajv.addSchema({...document, $id: 'doc'}, 'doc');
    this.validators = new Map();
    for (const [type, webhook] of Object.entries(document.webhooks)) {
      // Ajv compiles the event's schema where it lives in the document, so the `$ref`s inside it resolve there too.
      const body = resolveRef(
        document,
        webhook.post.requestBody,
        `#/webhooks/${escapePointerFragment(type)}/post/requestBody`,
      );
      const media = `${body.pointer}/content/application~1json`;
      const schema = resolveRef(document, body.node.content['application/json'].schema, `${media}/schema`);
      this.validators.set(type, ajv.compile({$ref: `doc${schema.pointer}`}));
    }
    /** Attempts in flight, so tests and shutdown can wait for them. */
    this.inFlight = new Set();
  }

  /** An endpoint from a request body `{url, secret?}`, or an Error that says what is wrong. */
  registration(body) {
    const prefix = this.rules.signature.secret_prefix;
    let url;
    try {
      url = new URL(String(body?.url ?? ''));
    } catch {
      return new Error('Send {"url": "http://127.0.0.1:3000/webhooks"}: url must be a full http or https address.');
    }
    if (!['http:', 'https:'].includes(url.protocol))
      return new Error(`url must use http or https, not ${url.protocol}`);
    const secret = body.secret ?? this.rules.signature.example_secret;
    if (typeof secret !== 'string' || !secret.startsWith(prefix) || secret.length <= prefix.length) {
      return new Error(`secret must start with ${prefix} and go on after it.`);
    }
    return {url: url.href, secret};
  }

  /** The most endpoints one key may register: the document's limit per workspace. */
  get maxEndpoints() {
    return this.rules.endpoints.max_per_workspace;
  }

  /**
   * Builds the event, checks it against the document and posts it to each of the key's endpoints. `data` holds the
   * object and `previous_attributes`, or, when `previousAttributes` is null, the event's own fields from `extra`.
   */
  send(state, type, object, previousAttributes, extra = {}) {
    const data = previousAttributes === null ? {object, ...extra} : {object, previous_attributes: previousAttributes};
    const event = {id: state.nextId('whevt'), object: 'event', type, created_at: state.iso(), data};
    const validate = this.validators.get(type);
    if (!validate) throw new Error(`the document has no webhook ${type}`);
    if (!validate(event)) {
      throw new Error(
        `the ${type} event the mock built disagrees with the document: ${JSON.stringify(validate.errors.slice(0, 5))}`,
      );
    }
    for (const endpoint of state.webhooks) {
      const delivery = {event_id: event.id, type, status: 'pending', attempts: [], next_attempt_at: state.iso()};
      endpoint.deliveries.unshift(delivery);
      endpoint.deliveries.length = Math.min(endpoint.deliveries.length, KEPT_DELIVERIES);
      this.attempt(state, endpoint, delivery, exampleBody(event), state.now());
    }
    return event;
  }

  /** One attempt of a delivery; a failure schedules the next one, until the schedule ends. */
  attempt(state, endpoint, delivery, body, firstAttemptAt) {
    const number = delivery.attempts.length + 1;
    const timestamp = Math.floor(Date.now() / 1000);
    const attempt = fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': this.rules.user_agent,
        'Berthline-Event-Id': delivery.event_id,
        'Berthline-Signature': signatureHeader(endpoint.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(this.rules.timeout_seconds * 1000),
    })
      .then(async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        return {ok: response.ok, answer: String(response.status)};
      })
      .catch((error) => ({ok: false, answer: `no answer (${error.cause?.code ?? error.message})`}))
      .then(({ok, answer}) => {
        delivery.attempts.push({attempt: number, at: state.iso(), answer});
        const schedule = this.rules.retry_schedule_seconds;
        if (ok || number > schedule.length) {
          delivery.status = ok ? 'delivered' : 'failed';
          delivery.next_attempt_at = null;
          this.log(`webhook ${delivery.type} ${delivery.event_id} → ${endpoint.url}: ${answer}, ${delivery.status}`);
          return;
        }
        delivery.status = 'retrying';
        const due = firstAttemptAt + schedule[number - 1] * 1000 * this.retryScale;
        delivery.next_attempt_at = new Date(due).toISOString().replace(/\.\d{3}Z$/, 'Z');
        const wait = Math.max(0, due - state.now());
        this.log(
          `webhook ${delivery.type} ${delivery.event_id} → ${endpoint.url}: ${answer}; attempt ${number + 1} of ${schedule.length + 1} at ${delivery.next_attempt_at}`,
        );
        state.later(wait, () => {
          if (state.webhooks.includes(endpoint)) this.attempt(state, endpoint, delivery, body, firstAttemptAt);
        });
      })
      .finally(() => this.inFlight.delete(attempt));
    this.inFlight.add(attempt);
  }
}
