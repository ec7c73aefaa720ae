// Webhook deliveries of real state changes: each key can register one endpoint (POST /_mock/webhooks, or
// MOCK_WEBHOOK_URL and MOCK_WEBHOOK_SECRET for every key), and each change is posted to it, signed with the code
// that signs the document's examples (scripts/webhooks/signature.mjs) and checked against the event's schema.
import {escapePointerFragment} from '@redocly/openapi-core';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {resolveRef} from '../lib/openapi-ref.mjs';
import {exampleBody, signatureHeader} from '../webhooks/signature.mjs';
import {isoNow, newId} from './ids.mjs';

export class WebhookSender {
  constructor(document, log) {
    this.document = document;
    this.log = log;
    this.rules = document['x-webhook-delivery'];
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
    /** Deliveries in flight, so tests and shutdown can wait for them. */
    this.inFlight = new Set();
  }

  /** A registration from a request body: `{url, secret?}`; the secret defaults to the document's test secret. */
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
      return new Error(`secret must start with ${prefix}.`);
    }
    return {url: url.href, secret};
  }

  /**
   * Builds the event, checks it against the document and posts it to the key's endpoint, if any. `data` holds the
   * object and `previous_attributes`, or, when `previousAttributes` is null, the event's own fields from `extra`.
   */
  send(state, type, object, previousAttributes, extra = {}) {
    const data = previousAttributes === null ? {object, ...extra} : {object, previous_attributes: previousAttributes};
    const event = {id: newId('whevt'), object: 'event', type, created_at: isoNow(), data};
    const validate = this.validators.get(type);
    if (!validate) throw new Error(`the document has no webhook ${type}`);
    if (!validate(event)) {
      throw new Error(
        `the ${type} event the mock built disagrees with the document: ${JSON.stringify(validate.errors.slice(0, 5))}`,
      );
    }
    if (!state.webhook) return event;
    const body = exampleBody(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const delivery = fetch(state.webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': this.rules.user_agent,
        'Berthline-Event-Id': event.id,
        'Berthline-Signature': signatureHeader(state.webhook.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(this.rules.timeout_seconds * 1000),
    })
      .then((response) => this.log(`webhook ${type} ${event.id} → ${state.webhook?.url}: ${response.status}`))
      .catch((error) => this.log(`webhook ${type} ${event.id} → ${state.webhook?.url}: failed (${error.message})`))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return event;
  }
}
