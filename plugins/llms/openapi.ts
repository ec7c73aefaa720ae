// The generated reference pages as Markdown, written from the OpenAPI document itself (the bundled
// static/openapi/berthline-tracking-api.json), not from the MDX the reference generator wrote: an operation's method
// and path, description, authentication, parameters, request body and responses with their fields (nested fields
// flattened to dotted paths), one curl request and one example response; a webhook event's page (its delivery
// headers, payload fields, answers, example delivery and the verification programs); a tag's operations; the API
// overview.
import {curlSample} from '../reference-pages/code-samples.mjs';
import {apiKeyScopes} from '../../src/data/roles';
import {statusLabel} from '../../src/components/ErrorCodeTable/groups';
import {code, receiverSection, table} from '../../src/lib/markdown';
import {tableMarkdown} from '../../src/components/DataTable/markdown';
import {webhookEventTable} from '../../src/components/WebhookEventTable/spec';
import {absoluteLinks, parseMarkdown, printMarkdown, printSections, type Site} from './remark';
import {kebab} from '../../scripts/lib/kebab.mjs';
import {specUrl} from '../../config/site-paths.mjs';
import {HTTP_METHODS} from '../../scripts/lib/api-facts.mjs';
import {deref as resolveRef, refName} from '../../scripts/lib/openapi-ref.mjs';
import {exampleDeliveries} from '../../scripts/webhooks/facts.mjs';
import {webhookDelivery, webhookReceivers} from '../../src/lib/api-facts/webhook-delivery';
import changelog from '../../src/generated/changelog.json';
import {releaseLine} from '../../scripts/changelog/release-line.mjs';
import {deprecationSentence, EXTENSION} from '../../scripts/lib/deprecations.mjs';

// The document is JSON the generator reads; it is walked as loosely typed data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Spec = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema, parameter or response object of the document
type Json = any;

/** How many levels of nested fields are spelled out (`containers[].last_milestone.location.terminal.name` is 5). */
const MAX_DEPTH = 6;

export interface Operation {
  slug: string;
  method: string;
  path: string;
  op: Json;
  pathItem: Json;
}

/**
 * Every operation of the document, in its order, then every webhook event (method `event`, path its type, as the
 * reference generator names them); the slug is the reference page's (kebab-cased operationId).
 */
export function operations(spec: Spec): Operation[] {
  const calls = Object.entries(spec.paths ?? {}).flatMap(([path, pathItem]: [string, Json]) =>
    HTTP_METHODS.filter((method) => pathItem[method]).map((method) => ({
      slug: kebab(pathItem[method].operationId),
      method,
      path,
      op: pathItem[method],
      pathItem,
    })),
  );
  const events = Object.entries(spec.webhooks ?? {}).map(([type, pathItem]: [string, Json]) => ({
    slug: kebab(pathItem.post.operationId),
    method: 'event',
    path: type,
    op: pathItem.post,
    pathItem,
  }));
  return [...calls, ...events];
}

/** Follows `$ref`s inside the document (scripts/lib/openapi-ref.mjs). */
const deref = (spec: Spec, value: Json): Json => resolveRef(spec, value);
/** How a list names an operation: `GET /shipments`, or `Event shipment.eta_changed`. */
const signature = ({method, path}: Pick<Operation, 'method' | 'path'>): string =>
  method === 'event' ? `Event ${code(path)}` : code(`${method.toUpperCase()} ${path}`);

const oneLine = (text: unknown): string => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');
const literal = (value: unknown): string => code(typeof value === 'string' ? value : JSON.stringify(value));

class SchemaWriter {
  constructor(private readonly spec: Spec) {}

  /** The schema behind a `$ref`; an `allOf` (an event: the envelope, then its own `type` and `data`) merged into one. */
  resolve(schema: Json): Json {
    const resolved = deref(this.spec, schema) ?? {};
    if (!Array.isArray(resolved.allOf)) return resolved;
    const {allOf, ...own} = resolved;
    return [...allOf.map((part: Json) => this.resolve(part)), own].reduce((merged: Json, part: Json) => {
      const properties = {...merged.properties};
      for (const [key, value] of Object.entries(part.properties ?? {})) {
        properties[key] = {...this.resolve(properties[key]), ...this.resolve(value)};
      }
      const required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
      return {...merged, ...part, properties, required};
    }, {});
  }

  /** The alternatives of a `oneOf`/`anyOf`, without the `null` one. */
  private alternatives(schema: Json): Json[] {
    return [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].filter((alt: Json) => this.resolve(alt).type !== 'null');
  }

  private nullable(schema: Json): boolean {
    const types = Array.isArray(schema.type) ? schema.type : [];
    return (
      types.includes('null') ||
      [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some((alt: Json) => this.resolve(alt).type === 'null')
    );
  }

  /** `string (date-time)`, `array of object (Container)`, `integer | null`. */
  type(raw: Json): string {
    const schema = this.resolve(raw);
    const name = refName(this.spec, raw) ?? schema.title;
    const alternatives = this.alternatives(schema);
    let label: string;
    if (alternatives.length > 0) {
      label = alternatives.map((alt) => this.type(alt)).join(' | ');
    } else {
      const types: string[] = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
        (t: unknown) => typeof t === 'string' && t !== 'null',
      );
      if (types.length === 0) {
        if (schema.const !== undefined) types.push(typeof schema.const);
        else if (schema.enum) types.push(typeof schema.enum[0]);
        else if (schema.properties) types.push('object');
      }
      label =
        types
          .map((type) => {
            if (type === 'array') return `array of ${schema.items ? this.type(schema.items) : 'any'}`;
            if (type === 'object') {
              const values = schema.additionalProperties;
              if (!schema.properties && values && typeof values === 'object') return `map of ${this.type(values)}`;
              return name && !/\s/.test(name) ? `object (${name})` : 'object';
            }
            return schema.format ? `${type} (${schema.format})` : type;
          })
          .join(' | ') || 'any';
    }
    return this.nullable(schema) ? `${label} | null` : label;
  }

  /** A field's description (the schema's own unless given), with its allowed values, default and limits. */
  describe(raw: Json, description?: string, deprecation?: Json): string {
    const schema = this.resolve(raw);
    const facts: string[] = [oneLine(description ?? schema.description)];
    const values = this.enumValues(schema);
    if (values) facts.push(`One of: ${values.map(literal).join(', ')}.`);
    if (schema.const !== undefined && !facts[0].includes(literal(schema.const))) {
      facts.push(`Always ${literal(schema.const)}.`);
    }
    if (schema.default !== undefined) facts.push(`Default: ${literal(schema.default)}.`);
    if (schema.minimum !== undefined && schema.maximum !== undefined) {
      facts.push(`From ${schema.minimum} to ${schema.maximum}.`);
    } else if (schema.minimum !== undefined) facts.push(`At least ${schema.minimum}.`);
    else if (schema.maximum !== undefined) facts.push(`At most ${schema.maximum}.`);
    if (schema.maxLength !== undefined) facts.push(`At most ${schema.maxLength} characters.`);
    if (schema.maxItems !== undefined) facts.push(`At most ${schema.maxItems} items.`);
    if (schema.pattern) facts.push(`Pattern: ${code(schema.pattern)}.`);
    // A deprecation first: what to use instead matters more than the rest.
    const notice = deprecation ?? schema[EXTENSION];
    return [notice ? `**${deprecationSentence(notice)}**` : '', ...facts].filter(Boolean).join(' ');
  }

  /** The enum values of a schema, of its non-null alternative, or of its items. */
  private enumValues(schema: Json): unknown[] | undefined {
    if (Array.isArray(schema.enum)) return schema.enum;
    const [only] = this.alternatives(schema);
    if (only && this.alternatives(schema).length === 1) return this.enumValues(this.resolve(only));
    if (schema.items) return this.enumValues(this.resolve(schema.items));
    return undefined;
  }

  /**
   * The object whose fields a field has: itself, its array items, or its one non-null alternative; with the name of
   * the schema it refers to, if any.
   */
  private nested(raw: Json): {schema: Json; suffix: string; name?: string} | undefined {
    const schema = this.resolve(raw);
    const alternatives = this.alternatives(schema);
    if (schema.properties || alternatives.some((alt) => this.resolve(alt).properties)) {
      return {
        schema: raw,
        suffix: '',
        name: refName(this.spec, raw) ?? (alternatives.length === 1 ? refName(this.spec, alternatives[0]) : undefined),
      };
    }
    if (schema.items) {
      const items = this.nested(schema.items);
      return items && {...items, suffix: `[]${items.suffix}`};
    }
    return undefined;
  }

  /**
   * Every field of an object schema, nested fields as dotted paths (`carrier.scac`, `containers[].number`). A schema
   * that has been spelled out once in the table (a Location, a Vessel) is referred to after that, not repeated.
   */
  fields(raw: Json, prefix = '', expanded = new Map<string, string>()): string[][] {
    const schema = this.resolve(raw);
    const variants: {schema: Json; label?: string}[] = schema.properties ? [{schema}] : [];
    const alternatives = this.alternatives(schema).map((alt) => this.resolve(alt));
    if (alternatives.length > 1) {
      variants.push(...alternatives.map((alt) => ({schema: alt, label: oneLine(alt.title) || undefined})));
    } else if (alternatives.length === 1) variants.push({schema: alternatives[0]});
    const rows: string[][] = [];
    for (const variant of variants) {
      const required = new Set<string>(variant.schema.required ?? []);
      for (const [field, property] of Object.entries(variant.schema.properties ?? {}) as [string, Json][]) {
        const path = prefix ? `${prefix}.${field}` : field;
        const row = [
          code(path),
          this.type(property),
          required.has(field) ? (variant.label ? `Yes, in “${variant.label}”` : 'Yes') : 'No',
          this.describe(property),
        ];
        rows.push(row);
        const nested = this.nested(property);
        if (!nested || path.split('.').length >= MAX_DEPTH) continue;
        const first = nested.name ? expanded.get(nested.name) : undefined;
        if (first) {
          row[3] = `${row[3]} Its fields are those of ${code(first)} above.`.trim();
          continue;
        }
        if (nested.name) expanded.set(nested.name, `${path}${nested.suffix}`);
        rows.push(...this.fields(nested.schema, `${path}${nested.suffix}`, expanded));
      }
    }
    return rows;
  }
}

/** The first example of a media type (`example`, or the first of `examples`), and its name. */
function firstExample(spec: Spec, media: Json): {value: unknown; summary?: string} | undefined {
  if (media?.example !== undefined) return {value: media.example};
  const [entry] = Object.values(media?.examples ?? {});
  if (!entry) return undefined;
  const example = deref(spec, entry);
  return {value: example.value, summary: example.summary};
}

function authentication(spec: Spec, operation: Operation): string {
  const requirements: Json[] = operation.op.security ?? spec.security ?? [];
  if (requirements.length === 0) return 'None: this operation needs no API key.\n';
  const schemes = requirements.flatMap((requirement) =>
    Object.keys(requirement).map((name) => {
      const scheme = deref(spec, spec.components?.securitySchemes?.[name]);
      const how =
        scheme?.type === 'http' && scheme.scheme === 'bearer'
          ? `Send the key in the ${code('Authorization')} header: ${code('Authorization: Bearer <your key>')}.`
          : `Security scheme ${code(name)} (${scheme?.type ?? 'unknown'}).`;
      return `${how} ${oneLine(scheme?.description)}`.trim();
    }),
  );
  // The scopes that may call the operation: the document's security, as src/data/roles.ts reads it.
  const scopes = apiKeyScopes
    .filter((scope) => scope.operations.includes(String(operation.op.operationId)))
    .map((scope) => code(scope.id));
  const scopeLine = scopes.length > 0 ? `\n\nAPI key scopes that may call it: ${scopes.join(' or ')}.` : '';
  return `${schemes.join('\n\n')}${scopeLine}\n`;
}

function parameters(spec: Spec, writer: SchemaWriter, operation: Operation): string {
  // An operation's parameter overrides the path's parameter of the same name and place.
  const byPlace = new Map<string, Json>();
  for (const raw of [...(operation.pathItem.parameters ?? []), ...(operation.op.parameters ?? [])]) {
    const parameter = deref(spec, raw);
    byPlace.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const all = [...byPlace.values()];
  if (all.length === 0) return 'None.\n';
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    all.map((p) => [
      code(p.name),
      p.in,
      writer.type(p.schema ?? {}),
      p.required ? 'Yes' : 'No',
      writer.describe(p.schema ?? {}, p.description, p[EXTENSION]),
    ]),
  );
}

function requestBody(spec: Spec, writer: SchemaWriter, operation: Operation): string {
  const body = deref(spec, operation.op.requestBody);
  if (!body) return 'None.\n';
  const [mediaType, ...others] = Object.keys(body.content ?? {});
  const media = body.content?.[mediaType];
  const lines = [
    `Content type: ${code(mediaType)}${others.length > 0 ? ` (also accepted: ${others.map(code).join(', ')})` : ''}. ${
      body.required ? 'Required.' : 'Optional.'
    }`,
    oneLine(body.description),
    oneLine(writer.resolve(media?.schema).description),
  ];
  const rows = writer.fields(media?.schema ?? {});
  return `${lines.filter(Boolean).join('\n\n')}\n\n${
    rows.length > 0
      ? table(['Field', 'Type', 'Required', 'Description'], rows)
      : `Type: ${writer.type(media?.schema)}.\n`
  }`;
}

function responses(spec: Spec, writer: SchemaWriter, operation: Operation): string {
  const written = new Map<string, string>();
  return Object.entries(operation.op.responses ?? {})
    .map(([status, raw]: [string, Json]) => {
      const response = deref(spec, raw);
      // Webhook answers are ranges (`2XX`) and `default`, not single statuses.
      const label = /^\d+$/.test(status)
        ? statusLabel(Number(status))
        : status === 'default'
          ? 'Any other answer'
          : status;
      const parts = [`### ${label}`, oneLine(response.description)];
      const headers = Object.keys(response.headers ?? {});
      if (headers.length > 0) parts.push(`Headers: ${headers.map(code).join(', ')}.`);
      const [mediaType] = Object.keys(response.content ?? {});
      if (mediaType) {
        const schema = response.content[mediaType].schema;
        const key = refName(spec, schema) ?? JSON.stringify(schema);
        const same = written.get(key);
        if (same) {
          parts.push(`Content type: ${code(mediaType)}, with the same fields as the ${same} response.`);
        } else {
          written.set(key, status);
          const rows = writer.fields(schema);
          parts.push(
            `Content type: ${code(mediaType)}.`,
            rows.length > 0
              ? table(['Field', 'Type', 'Required', 'Description'], rows)
              : `Type: ${writer.type(schema)}.`,
          );
        }
      } else {
        parts.push('No body.');
      }
      return parts.filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}

function exampleResponse(spec: Spec, operation: Operation): string {
  for (const [status, raw] of Object.entries(operation.op.responses ?? {}) as [string, Json][]) {
    const response = deref(spec, raw);
    for (const [mediaType, media] of Object.entries(response.content ?? {}) as [string, Json][]) {
      const example = firstExample(spec, media);
      if (example === undefined) continue;
      const label = `**${statusLabel(Number(status))}** (${code(mediaType)})${example.summary ? `: ${example.summary}` : ''}`;
      return `${label}\n\n\`\`\`json\n${JSON.stringify(example.value, null, 2)}\n\`\`\`\n`;
    }
  }
  return 'The document has no example response for this operation.\n';
}

/** Descriptions in the document are Markdown with site links: parse them, make links absolute, print. */
function finish(markdown: string, site: Site, permalink: string): string {
  return printMarkdown(absoluteLinks(parseMarkdown(markdown), site, {permalink}));
}

/** A webhook event's reference page, section by section: what Berthline sends, what to answer, how to verify it. */
function eventSections(spec: Spec, operation: Operation): string[] {
  const writer = new SchemaWriter(spec);
  const deliveries = exampleDeliveries(spec, operation.path);
  const {signature: rules} = webhookDelivery;
  const request = (delivery: (typeof deliveries)[number]) =>
    ['POST /webhooks/berthline HTTP/1.1', ...delivery.headers.map(([name, value]) => `${name}: ${value}`)].join('\n');
  const examples = deliveries.map(
    (delivery) =>
      `${deliveries.length > 1 ? `### ${delivery.summary}\n\n` : ''}\`\`\`http\n${request(delivery)}\n\n${delivery.body}\n\`\`\``,
  );
  const sections = [
    `# ${operation.path}`,
    `**Event.** Berthline sends ${code('POST')} to your endpoint with this event.`,
    operation.op.description ?? '',
    '## Delivery headers',
    parameters(spec, writer, operation),
    '## Payload',
    requestBody(spec, writer, operation),
    '## What to answer',
    responses(spec, writer, operation),
    deliveries.length > 1 ? '## Example deliveries' : '## Example delivery',
    ...examples,
    `Signed with the test secret ${code(rules.example_secret)} at a fixed timestamp outside the tolerance: check the HMAC alone, as [Webhooks](/docs/api/webhooks#check-the-example-signature-by-hand) shows.`,
    '## Verify the signature',
    webhookReceivers.map(receiverSection).join('\n\n'),
  ];
  return sections.filter(Boolean);
}

/**
 * An operation's reference page (or an event's) as its sections, each one or more whole Markdown blocks, in order:
 * joined with blank lines they are the page before its links are made absolute.
 */
export async function operationSections(spec: Spec, operation: Operation): Promise<string[]> {
  if (operation.method === 'event') return eventSections(spec, operation);
  const writer = new SchemaWriter(spec);
  const {op} = operation;
  const servers = (spec.servers ?? []).map(
    (server: Json) => `- ${code(server.url)}${server.description ? `: ${oneLine(server.description)}` : ''}`,
  );
  const sections = [
    `# ${op.summary ?? op.operationId}`,
    `${code(`${operation.method.toUpperCase()} ${operation.path}`)}`,
    servers.length > 0 ? `Base URLs:\n\n${servers.join('\n')}` : '',
    op.deprecated
      ? `**${op[EXTENSION] ? deprecationSentence(op[EXTENSION]) : 'Deprecated.'}** Do not use this operation in new code.`
      : '',
    op.description ?? '',
    '## Authentication',
    authentication(spec, operation),
    '## Parameters',
    parameters(spec, writer, operation),
    '## Request body',
    requestBody(spec, writer, operation),
    '## Responses',
    responses(spec, writer, operation),
    '## Example request',
    `\`\`\`bash\n${curlSample(spec, operation.path, operation.method, operation.op).trim()}\n\`\`\``,
    '## Example response',
    exampleResponse(spec, operation),
  ];
  return sections.filter(Boolean);
}

/**
 * An operation's reference page (or an event's). Its sections are printed one by one (./remark.ts,
 * printSections): the same Markdown as parsing and printing the whole page, without parsing every page's code
 * blocks and the tables it shares with other pages again (tests/unit/markdown.test.ts compares both).
 */
export async function operationToMarkdown(spec: Spec, operation: Operation, site: Site, permalink: string) {
  return printSections(await operationSections(spec, operation), site, {permalink});
}

/** A tag's page: its description and its operations. */
export function tagToMarkdown(spec: Spec, tagName: string, site: Site, permalink: string): string {
  const tag = (spec.tags ?? []).find((candidate: Json) => candidate.name === tagName) ?? {name: tagName};
  const list = operations(spec)
    .filter(({op}) => (op.tags ?? []).includes(tagName))
    .map(({slug, method, path, op}) => `- [${op.summary}](/docs/api/reference/${slug}): ${signature({method, path})}`);
  return finish(
    [`# ${tag.name}`, tag.description ?? '', '## Operations', list.join('\n')].filter(Boolean).join('\n\n'),
    site,
    permalink,
  );
}

/** The API overview: the document's introduction, servers, authentication and every operation by tag. */
export function overviewToMarkdown(spec: Spec, site: Site, permalink: string): string {
  const {info} = spec;
  const schemes = Object.entries(spec.components?.securitySchemes ?? {}).map(([name, raw]) => {
    const scheme = deref(spec, raw);
    const kind = scheme.type === 'http' ? `HTTP ${scheme.scheme} authentication` : scheme.type;
    return `- ${code(name)}: ${kind}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}. ${oneLine(scheme.description)}`;
  });
  const byTag = (spec.tags ?? []).map((tag: Json) => {
    const list = operations(spec)
      .filter(({op}) => (op.tags ?? []).includes(tag.name))
      .map(
        ({slug, method, path, op}) => `- [${op.summary}](/docs/api/reference/${slug}): ${signature({method, path})}`,
      );
    return `### [${tag.name}](/docs/api/reference/${kebab(tag.name)})\n\n${list.join('\n')}`;
  });
  const contact = info.contact
    ? `## Contact\n\n${[
        info.contact.name,
        info.contact.email ? `[${info.contact.email}](mailto:${info.contact.email})` : '',
        info.contact.url ?? '',
      ]
        .filter(Boolean)
        .join(': ')}`
    : '';
  return finish(
    [
      `# ${info.title}`,
      `Version ${info.version}.${info.summary ? ` ${info.summary}` : ''}`,
      releaseLine(info.version, changelog.latest, '[changelog](/docs/api/changelog)'),
      info.description ?? '',
      '## Servers',
      table(
        ['URL', 'Description'],
        (spec.servers ?? []).map((server: Json) => [code(server.url), oneLine(server.description)]),
      ),
      '## Security schemes',
      schemes.join('\n'),
      '## Operations',
      byTag.join('\n\n'),
      // The page's catalogue of events (plugins/reference-pages writes it into the overview), from the same spec.
      ...(Object.keys(spec.webhooks ?? {}).length > 0
        ? [
            '## Webhook events',
            'Berthline posts these events to your endpoints; [Webhooks](/docs/api/webhooks) shows how to receive and verify them.',
            tableMarkdown(webhookEventTable()),
          ]
        : []),
      '## Download the document',
      `- [YAML](pathname://${specUrl('yaml')})\n- [JSON](pathname://${specUrl('json')})`,
      contact,
    ]
      .filter(Boolean)
      .join('\n\n'),
    site,
    permalink,
  );
}
