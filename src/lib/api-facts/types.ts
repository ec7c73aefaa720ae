// The types of the facts module's parts (scripts/lib/api-facts.mjs writes them to src/generated/api/).
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
