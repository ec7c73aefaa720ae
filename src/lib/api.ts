/**
 * The one access layer over what the site knows about the Berthline Tracking API: typed reads of
 * src/generated/api-facts.json, which `gen-api` derives from the OpenAPI document (scripts/lib/api-facts.mjs).
 * Components, pages, data modules, plugins and tests import this module instead of the JSON or a copy of a fact.
 * Every lookup by name throws with the names it knows, so a typo fails the build instead of rendering nothing.
 */
import facts from '../generated/api-facts.json';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export interface OperationFact {
  operationId: string;
  /** The reference page's slug, as docusaurus-plugin-openapi-docs computes it: /docs/api/reference/<slug>. */
  slug: string;
  method: HttpMethod;
  path: string;
  /** The operation's summary: its name in the reference, and the words guides use for it. */
  summary: string;
  /** The first tag (the reference sidebar's group). */
  tag: string;
  tags: string[];
  /** The API key scopes its security requirement asks for (`read` or `read_write`). */
  scopes: string[];
}

export interface EnumValueFact {
  value: string | number | null;
  description: string;
}

export interface EnumFact {
  /** `Schema`, `Schema.property.nested` or `parameters.Name`. */
  location: string;
  /** JSON pointer into the bundled document. */
  pointer: string;
  description: string;
  values: EnumValueFact[];
  /** The values a lifecycle ends in (`x-finalValues`), when the document says. */
  final?: string[];
}

export interface ServerFact {
  url: string;
  description: string;
}

export interface KeyRateLimits {
  generalPerMinute: number;
  /** True when the general limit is a floor that the contract can raise (Enterprise). */
  generalByContract?: boolean;
  burstPerSecond: number;
  importStartsPerMinute: number;
  concurrentImports: number;
}

export interface LimitFacts {
  fileImport: {maxBytes: number; maxRows: number};
  rateLimits: {
    windowSeconds: number;
    burstWindowSeconds: number;
    testKeys: KeyRateLimits;
    liveKeys: Record<string, KeyRateLimits>;
  };
  cursorExpiryHours: number;
  idempotencyKeyHours: number;
  jsonImportItems: number;
  pageSize: {min: number; max: number; default: number};
}

export interface IdPrefixFact {
  prefix: string;
  schema: string;
  field: string;
  pattern: string;
  example: string;
}

/** A webhook event of the document's `webhooks` section (scripts/lib/api-facts.mjs), with its reference page. */
export interface EventFact {
  /** The event type, such as `shipment.eta_changed`: the key under `webhooks`. */
  type: string;
  /** The same as `type`. */
  name: string;
  operationId: string;
  /** The reference page slug, as the plugin names it (kebab-cased operationId). */
  slug: string;
  summary: string;
  /** WebhookEventType's x-enumDescriptions sentence. */
  description: string;
  tags: string[];
  payloadSchema: string;
}

export interface ErrorCodeFact {
  code: string;
  description: string;
  status?: number;
  title?: string;
  cause?: string;
  fix?: string;
}

export interface ImportColumnFact {
  name: string;
  description: string;
  example: unknown;
  aliases: string[];
  /** `true`/`false`, or a sentence for a conditional rule such as "One of the three identifiers". */
  required: boolean | string;
}

/** A field a request may set only while the object is in some states (`x-allowedWhen`). */
export interface StateRuleFact {
  schema: string;
  field: string;
  /** State field → the values in which the field may be set. */
  allowedWhen: Record<string, string[]>;
}

export interface ApiFacts {
  title: string;
  version: string;
  overviewSlug: string;
  servers: ServerFact[];
  operations: OperationFact[];
  tags: {name: string; slug: string}[];
  errorCodes: ErrorCodeFact[];
  enums: Record<string, EnumFact>;
  importColumns: ImportColumnFact[];
  limits: LimitFacts;
  idPrefixes: IdPrefixFact[];
  events: EventFact[];
  stateRules: StateRuleFact[];
}

export const api = facts as unknown as ApiFacts;

/** The base path of every generated reference page. */
export const REFERENCE_BASE = '/docs/api/reference';

const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The operation with this operationId; throws with the known ids when there is none. */
export function operation(operationId: string): OperationFact {
  const found = api.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) {
    const known = api.operations.map((candidate) => candidate.operationId).join(', ');
    throw new Error(`Unknown operationId "${operationId}". The OpenAPI document defines: ${known}.`);
  }
  return found;
}

/** Whether the document has an operation with this operationId. */
export const isOperationId = (operationId: string): boolean =>
  api.operations.some((candidate) => candidate.operationId === operationId);

/** The address of an operation's reference page. */
export const operationHref = (operationId: string): string => `${REFERENCE_BASE}/${operation(operationId).slug}`;

/** The reference page of a webhook event. */
export const eventHref = (event: EventFact): string => `${REFERENCE_BASE}/${event.slug}`;

/** The enum at a location (`ShipmentStatus`, `Container.last_free_day_source`, `parameters.ShipmentSort`). */
export function enumAt(location: string): EnumFact {
  if (!has(api.enums, location)) {
    const known = Object.keys(api.enums).sort().join(', ');
    throw new Error(`Unknown enum location "${location}". The OpenAPI document has enums at: ${known}.`);
  }
  return api.enums[location];
}

/** The values of the enum at a location, in the document's order. */
export const enumValues = (location: string): (string | number | null)[] =>
  enumAt(location).values.map((entry) => entry.value);

/** The rate limits of live keys on a plan; throws for a plan the document does not list. */
export function liveKeyLimits(planId: string): KeyRateLimits {
  const {liveKeys} = api.limits.rateLimits;
  if (!has(liveKeys, planId)) {
    throw new Error(
      `The document's x-limits.rateLimits.liveKeys has no plan "${planId}" (${Object.keys(liveKeys).join(', ')}).`,
    );
  }
  return liveKeys[planId];
}

/** The id prefix of a schema's objects (`Shipment` → `shp_`). */
export function idPrefix(schema: string): IdPrefixFact {
  const found = api.idPrefixes.find((entry) => entry.schema === schema);
  if (!found) {
    const known = api.idPrefixes.map((entry) => `${entry.schema} (${entry.prefix})`).join(', ');
    throw new Error(`No id prefix for schema "${schema}". The document's id patterns give: ${known}.`);
  }
  return found;
}

/** 10485760 → "10 MB" (binary megabytes, as the API counts them). */
export const formatBytes = (bytes: number): string => `${(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/** 5000 → "5,000". */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/**
 * The figures pages quote, by name, as `<ApiFact name="…" />` renders them: each is formatted from its owner in the
 * document, so a changed limit changes every page. `code` figures are shown as code (id prefixes).
 */
export const figures: Readonly<Record<string, () => {text: string; code?: boolean}>> = {
  'file-size': () => ({text: formatBytes(api.limits.fileImport.maxBytes)}),
  'file-rows': () => ({text: formatCount(api.limits.fileImport.maxRows)}),
  'json-items': () => ({text: formatCount(api.limits.jsonImportItems)}),
  'page-size-max': () => ({text: formatCount(api.limits.pageSize.max)}),
  'rate-window': () => ({text: `${api.limits.rateLimits.windowSeconds} seconds`}),
  'test-key-requests': () => ({text: formatCount(api.limits.rateLimits.testKeys.generalPerMinute)}),
  'cursor-expiry': () => ({text: `${api.limits.cursorExpiryHours} hours`}),
  'idempotency-window': () => ({text: `${api.limits.idempotencyKeyHours} hours`}),
  // `server:Production`, `server:Sandbox`: the first word of each server's description.
  ...Object.fromEntries(
    api.servers.map((server) => [
      `server:${server.description.split(/\s/)[0]}`,
      () => ({text: server.url, code: true}),
    ]),
  ),
  ...Object.fromEntries(
    api.idPrefixes.map((entry) => [`id-prefix:${entry.schema}`, () => ({text: entry.prefix, code: true})]),
  ),
};

/** A named figure (see `figures`); throws with the known names. */
export function figure(name: string): {text: string; code?: boolean} {
  if (!has(figures, name)) {
    throw new Error(`Unknown API figure "${name}". Known figures: ${Object.keys(figures).join(', ')}.`);
  }
  return figures[name]();
}
