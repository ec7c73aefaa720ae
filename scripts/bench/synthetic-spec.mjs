// Makes a synthetic OpenAPI document with `factor` times the operations of ours, for the scale builds of
// `npm run bench`: copy 0 is the document as it is (so every link into the reference still resolves), and copies
// 1 … factor-1 repeat every path under a prefix, with suffixed operationIds and tags. `/shipments` becomes
// `/copy-ab/shipments`, `listShipments` becomes `listShipmentsCopyAb`, the tag `Shipments` becomes
// `Shipments copy ab`, so each copy is its own group in the sidebar. Webhook events (the other part of the document
// that grows, each with its own reference page) are copied the same way: `shipment.eta_changed` becomes
// `shipment.eta_changed.copy_ab`. Components are shared, as they would be.
// Usage: `const big = scaleSpec(bundledSpec, 10)`.

import {HTTP_METHODS} from '../lib/api-facts.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The suffix of copy `n`: letters only, because the plugin names pages with lodash's kebabCase (which splits
 * digits off: `s07` → `s-07`).
 */
export function copyCode(n) {
  return LETTERS[Math.floor(n / LETTERS.length)] + LETTERS[n % LETTERS.length];
}

const METHODS = HTTP_METHODS;

export function countOperations(spec) {
  return Object.values(spec.paths ?? {}).reduce(
    (sum, item) => sum + METHODS.filter((method) => item[method]).length,
    0,
  );
}

function copyPathItem(item, code) {
  const copy = structuredClone(item);
  const Code = code[0].toUpperCase() + code.slice(1);
  for (const method of METHODS) {
    const op = copy[method];
    if (!op) continue;
    if (op.operationId) op.operationId += `Copy${Code}`;
    if (op.tags) op.tags = op.tags.map((tag) => `${tag} copy ${code}`);
  }
  return copy;
}

/** How many webhook events (operations under `webhooks`) the document has. */
export function countEvents(spec) {
  return Object.values(spec.webhooks ?? {}).reduce(
    (sum, item) => sum + METHODS.filter((method) => item[method]).length,
    0,
  );
}

/** A copy of `spec` with `factor` (≥ 1) times its paths, webhook events, operations and tags. */
export function scaleSpec(spec, factor) {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`scale factor must be a whole number ≥ 1, got ${factor}`);
  const paths = {...spec.paths};
  const webhooks = spec.webhooks ? {...spec.webhooks} : undefined;
  const tags = [...(spec.tags ?? [])];
  for (let n = 1; n < factor; n++) {
    const code = copyCode(n);
    for (const [apiPath, item] of Object.entries(spec.paths))
      paths[`/copy-${code}${apiPath}`] = copyPathItem(item, code);
    for (const [type, item] of Object.entries(spec.webhooks ?? {}))
      webhooks[`${type}.copy_${code}`] = copyPathItem(item, code);
    for (const tag of spec.tags ?? []) tags.push({...tag, name: `${tag.name} copy ${code}`});
  }
  if (!webhooks) return {...spec, tags, paths};
  // The event types are an enum of the document (WebhookEventType), which lists every event: the copies join it.
  const components = structuredClone(spec.components);
  const eventType = components.schemas?.WebhookEventType;
  if (eventType?.enum) {
    const descriptions = eventType['x-enumDescriptions'] ?? {};
    for (const type of Object.keys(webhooks)) {
      if (eventType.enum.includes(type)) continue;
      eventType.enum.push(type);
      const original = type.replace(/\.copy_[a-z]+$/, '');
      if (descriptions[original]) descriptions[type] = descriptions[original];
    }
  }
  return {...spec, components, tags, paths, webhooks};
}
