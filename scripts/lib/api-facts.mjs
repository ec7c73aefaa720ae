// Derives what the site knows about the API from the bundled OpenAPI document: the one facts module
// (src/generated/api-facts.json) that pages, components, data modules, plugins, scripts and tests read through
// src/lib/api.ts. Everything here is read from the document; nothing is typed twice.
import {createRequire} from 'node:module';
import {HTTP_METHODS} from './http-methods.mjs';
import {refName} from './openapi-ref.mjs';

export {HTTP_METHODS};

// The reference pages are named by docusaurus-plugin-openapi-docs with lodash's kebabCase of the operationId (or of
// the summary when there is none). Load the very module the plugin loads, so that a slug here is its slug.
const pluginRequire = createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'));
/** @type {(text: string) => string} */
export const pluginKebabCase = pluginRequire('lodash/kebabCase');

/** The reference page slug of an operation, exactly as the plugin computes it (lib/openapi/openapi.js). */
export function operationSlug(operation) {
  return pluginKebabCase(operation.operationId ?? operation.summary ?? '');
}

const escapePointer = (segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

function enumEntries(schema) {
  const descriptions = schema['x-enumDescriptions'] ?? {};
  return schema.enum.map((value) => ({value, description: descriptions[value] ?? ''}));
}

/**
 * Every enum of a schema and of the schemas nested in it (properties, array items, compositions), keyed by its
 * location: `Schema` for a schema's own enum, `Schema.property.nested` below it. `$ref`s are not followed: a
 * referenced schema is listed under its own name.
 */
function collectSchemaEnums(schema, location, pointer, out) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return;
  if (Array.isArray(schema.enum)) {
    out[location] = {location, pointer, description: schema.description ?? '', values: enumEntries(schema)};
    // The values a lifecycle ends in (x-finalValues), for the rule that a wait names every one of them.
    if (Array.isArray(schema['x-finalValues'])) out[location].final = schema['x-finalValues'];
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    collectSchemaEnums(property, `${location}.${name}`, `${pointer}/properties/${escapePointer(name)}`, out);
  }
  if (schema.items) collectSchemaEnums(schema.items, location, `${pointer}/items`, out);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    (schema[key] ?? []).forEach((part, i) => collectSchemaEnums(part, location, `${pointer}/${key}/${i}`, out));
  }
}

function collectEnums(spec) {
  const enums = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    collectSchemaEnums(schema, name, `/components/schemas/${escapePointer(name)}`, enums);
  }
  // Query and header parameters (sort orders, expand values) are enums a page may list too: `parameters.<Name>`.
  for (const [name, parameter] of Object.entries(spec.components?.parameters ?? {})) {
    const pointer = `/components/parameters/${escapePointer(name)}/schema`;
    collectSchemaEnums(parameter.schema, `parameters.${name}`, pointer, enums);
  }
  return enums;
}

function collectOperations(spec) {
  const operations = [];
  for (const [apiPath, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${apiPath} has no operationId`);
      const security = op.security ?? spec.security ?? [];
      const scopes = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))];
      operations.push({
        operationId: op.operationId,
        slug: operationSlug(op),
        method,
        path: apiPath,
        summary: op.summary ?? op.operationId,
        tag: op.tags?.[0] ?? '',
        tags: op.tags ?? [],
        scopes,
      });
    }
  }
  return operations;
}

/** The id prefixes, from the `pattern` (`^shp_…`) of every object's `id` and of `request_id`. */
function collectIdPrefixes(spec) {
  const prefixes = [];
  for (const [schemaName, schema] of Object.entries(spec.components?.schemas ?? {})) {
    for (const field of ['id', 'request_id']) {
      const pattern = schema.properties?.[field]?.pattern;
      const match = typeof pattern === 'string' ? /^\^([a-z]+_)/.exec(pattern) : null;
      if (!match || prefixes.some((entry) => entry.prefix === match[1])) continue;
      const example = schema.properties[field].examples?.[0] ?? '';
      prefixes.push({prefix: match[1], schema: schemaName, field, pattern, example});
    }
  }
  return prefixes;
}

/** The document's limits (`x-limits` at its root), checked for shape so that a typo fails generation. */
export function collectLimits(spec) {
  const limits = spec['x-limits'];
  if (!limits || typeof limits !== 'object') throw new Error('the document has no x-limits object at its root');
  const schemas = spec.components?.schemas ?? {};
  const pageSize = spec.components?.parameters?.Limit?.schema ?? {};
  return {
    ...limits,
    // Limits the schemas state themselves are read from them, not repeated in x-limits.
    jsonImportItems: schemas.ShipmentImportRequest?.properties?.items?.maxItems,
    pageSize: {min: pageSize.minimum, max: pageSize.maximum, default: pageSize.default},
  };
}

/** Fields a request may set only in some states of the object (`x-allowedWhen` on a schema property). */
function collectStateRules(spec) {
  return Object.entries(spec.components?.schemas ?? {}).flatMap(([schema, definition]) =>
    Object.entries(definition.properties ?? {})
      .filter(([, property]) => property['x-allowedWhen'])
      .map(([field, property]) => ({schema, field, allowedWhen: property['x-allowedWhen']})),
  );
}

/**
 * Webhook events, when the document has a `webhooks` section: the one list of them. Each event's type (`name` too,
 * the key under `webhooks`), operationId, reference page slug (the plugin's kebabCase, like an operation's), summary,
 * description (WebhookEventType's x-enumDescriptions), tags and payload schema name.
 */
function collectEvents(spec) {
  const typeSchema = spec.components?.schemas?.WebhookEventType;
  const descriptions = typeSchema?.['x-enumDescriptions'] ?? {};
  return Object.entries(spec.webhooks ?? {}).flatMap(([type, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method];
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      return {
        type,
        name: type,
        operationId: op.operationId ?? '',
        slug: operationSlug(op),
        summary: op.summary ?? type,
        description: descriptions[type] ?? '',
        tags: op.tags ?? [],
        payloadSchema: refName(spec, schema) ?? schema?.title ?? '',
      };
    }),
  );
}

export function deriveFacts(spec) {
  const schemas = spec.components?.schemas ?? {};
  const enums = collectEnums(spec);
  const errorSchema = schemas.ErrorCode ?? {enum: []};
  const details = errorSchema['x-errorDetails'] ?? {};
  const errorCodes = enumEntries(errorSchema)
    .map(({value, description}) => ({code: value, description, ...details[value]}))
    .sort((a, b) => (a.status ?? 0) - (b.status ?? 0));
  const item = schemas.ShipmentImportItem ?? {properties: {}};
  const required = new Set(item.required ?? []);
  const importColumns = Object.entries(item.properties ?? {}).map(([name, prop]) => ({
    name,
    description: prop.description ?? '',
    example: prop.examples?.[0] ?? null,
    aliases: prop['x-aliases'] ?? [],
    // A sentence where the rule is conditional (x-required), otherwise whether the schema requires it.
    required: prop['x-required'] ?? required.has(name),
  }));
  return {
    title: spec.info.title,
    version: spec.info.version,
    // The overview page's slug, as the plugin derives it from the title.
    overviewSlug: pluginKebabCase(spec.info.title),
    servers: (spec.servers ?? []).map(({url, description}) => ({url, description: description ?? ''})),
    operations: collectOperations(spec),
    tags: (spec.tags ?? []).map((tag) => ({name: tag.name, slug: pluginKebabCase(tag.name)})),
    errorCodes,
    enums,
    importColumns,
    limits: collectLimits(spec),
    idPrefixes: collectIdPrefixes(spec),
    events: collectEvents(spec),
    stateRules: collectStateRules(spec),
  };
}

/**
 * The parts of the facts module, one small JSON file each under src/generated/api/ (`operations.json`, …), so that
 * a page's bundle carries only the parts it renders: the docs home does not pay for every operation. `meta` holds
 * the document's title, version and overview slug. src/lib/api-facts/ reads one part per module.
 */
export const FACT_PARTS = {
  meta: (facts) => ({title: facts.title, version: facts.version, overviewSlug: facts.overviewSlug}),
  servers: (facts) => facts.servers,
  operations: (facts) => facts.operations,
  tags: (facts) => facts.tags,
  errorCodes: (facts) => facts.errorCodes,
  enums: (facts) => facts.enums,
  importColumns: (facts) => facts.importColumns,
  limits: (facts) => facts.limits,
  idPrefixes: (facts) => facts.idPrefixes,
  events: (facts) => facts.events,
  stateRules: (facts) => facts.stateRules,
};

/**
 * Writes the facts: the whole module for scripts and tests (`api-facts.json`, read by Node, never bundled) and one
 * file per part under `api/` for the site's bundles. `generatedDir` is src/generated. A file whose content is
 * unchanged is not written (a running dev server then has nothing to reload). Returns the files written.
 */
export async function writeFacts(facts, generatedDir) {
  const path = await import('node:path');
  const {writeIfChanged} = await import('./write-if-changed.mjs');
  const files = [
    [path.join(generatedDir, 'api-facts.json'), `${JSON.stringify(facts, null, 2)}\n`],
    ...Object.entries(FACT_PARTS).map(([part, select]) => [
      path.join(generatedDir, 'api', `${part}.json`),
      `${JSON.stringify(select(facts))}\n`,
    ]),
  ];
  const written = [];
  for (const [file, content] of files) if (await writeIfChanged(file, content)) written.push(file);
  return written;
}
