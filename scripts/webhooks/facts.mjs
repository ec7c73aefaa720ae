// The webhook facts the pages render, derived from the bundled OpenAPI document by scripts/gen-api.mjs into
// src/generated/webhooks.json: the delivery rules (x-webhook-delivery) and the receivers of examples/webhooks/, which
// the Webhooks guide and every event page show and tests/unit/webhooks-receivers.test.ts runs. The events themselves
// (type, operationId, page slug, summary, description, tags, payload schema) are in the facts module
// (scripts/lib/api-facts.mjs → src/generated/api-facts.json, read through src/lib/api.ts `api.events`): one list.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {deriveFacts} from '../lib/api-facts.mjs';
import {exampleDeliveries, exampleDelivery} from './delivery.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEBHOOK_FACTS_FILE = path.join(root, 'src', 'generated', 'webhooks.json');

/** The receivers shown on the pages, in tab order: [file under examples/webhooks/, label, Prism language]. */
export const RECEIVERS = [
  ['receiver.mjs', 'Node.js', 'javascript'],
  ['receiver.py', 'Python', 'python'],
];

export {exampleDeliveries, exampleDelivery};

export async function deriveWebhookFacts(spec) {
  const typeSchema = spec.components.schemas.WebhookEventType;
  const {events} = deriveFacts(spec);
  const unlisted = events.filter((event) => !typeSchema.enum.includes(event.type)).map((event) => event.type);
  if (unlisted.length > 0) throw new Error(`webhooks missing from WebhookEventType's enum: ${unlisted.join(', ')}`);
  const receivers = await Promise.all(
    RECEIVERS.map(async ([file, label, highlight]) => ({
      file: `examples/webhooks/${file}`,
      label,
      highlight,
      language: label.toLowerCase().replace(/\W/g, ''),
      code: (await readFile(path.join(root, 'examples', 'webhooks', file), 'utf8')).trimEnd(),
    })),
  );
  return {rules: spec['x-webhook-delivery'], receivers};
}
