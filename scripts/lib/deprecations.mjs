// The document's deprecations: an operation, a parameter or a field marked `deprecated: true` carries the one vendor
// extension `x-deprecation` (CONTRIBUTING.md, "Deprecate an operation, a parameter or a field"):
//
//   deprecated: true
//   x-deprecation:
//     date: '2026-12-01'        # the day it is deprecated (the mock's `Deprecation` header)
//     sunset: '2027-12-01'      # the day it stops working, at least 12 months later (the `Sunset` header)
//     replacement: archive_state  # an operation: its operationId; a parameter: a parameter of the same operation;
//                                 # a field: a field of the same object
//     note: Send `archive_state` instead; `archived=true` is `archive_state=archived`.  # optional, Markdown
//
// The changelog, the reference pages, the mock's headers, the Postman collection and the breaking-change gate read
// deprecations through this module only.
import {HTTP_METHODS} from './http-methods.mjs';
import {deref} from './openapi-ref.mjs';
import {dayLabel} from './days.mjs';

export const EXTENSION = 'x-deprecation';
/** The policy: a deprecation is announced at least this many months before its sunset. */
export const NOTICE_MONTHS = 12;

const escape = (key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
/** A JSON pointer into the bundled document, from its keys. */
export const pointer = (...keys) => `#/${keys.map(escape).join('/')}`;

/** Every operation of a bundled document, its webhook events included (`method` is `event`, `path` its type). */
export function operationsOf(doc) {
  const calls = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      op: item[method],
      parameters: [...(item[method].parameters ?? []), ...(item.parameters ?? [])],
      at: ['paths', path, method],
    })),
  );
  const events = Object.entries(doc.webhooks ?? {}).map(([type, item]) => ({
    method: 'event',
    path: type,
    op: item.post,
    parameters: item.post.parameters ?? [],
    at: ['webhooks', type, 'post'],
  }));
  return [...calls, ...events];
}

/** Objects with `properties` anywhere under `node`, each with its keys from the document's root. */
function* objectSchemas(node, keys) {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node) && node.properties && typeof node.properties === 'object') yield {schema: node, keys};
  for (const [key, value] of Object.entries(node)) yield* objectSchemas(value, [...keys, key]);
}

/**
 * Every deprecation of a bundled document: `{kind, at, info, deprecated, operation?, parameter?, field?}`, where
 * `at` is the JSON pointer of the deprecated object and `info` its `x-deprecation` (undefined when only
 * `deprecated: true` is there, which checkDeprecations reports).
 */
export function deprecationsOf(doc) {
  const found = [];
  const marked = (node) => node?.deprecated === true || node?.[EXTENSION] !== undefined;
  for (const operation of operationsOf(doc)) {
    const {op, method, path} = operation;
    const named = {method, path, operationId: op.operationId};
    if (marked(op)) {
      found.push({kind: 'operation', at: pointer(...operation.at), operation: named, ...facts(op)});
    }
    operation.parameters.forEach((raw, index) => {
      const parameter = deref(doc, raw);
      if (!marked(parameter)) return;
      const at = raw.$ref ? raw.$ref : pointer(...operation.at, 'parameters', index);
      found.push({
        kind: 'parameter',
        at,
        operation: named,
        parameter: {in: parameter.in, name: parameter.name},
        ...facts(parameter),
      });
    });
  }
  for (const root of ['components', 'paths', 'webhooks']) {
    for (const {schema, keys} of objectSchemas(doc[root], [root])) {
      for (const [name, property] of Object.entries(schema.properties)) {
        if (!marked(property)) continue;
        const owner = keys[0] === 'components' && keys[1] === 'schemas' ? keys[2] : undefined;
        found.push({
          kind: 'field',
          at: pointer(...keys, 'properties', name),
          field: {name, owner, siblings: Object.keys(schema.properties)},
          ...facts(property),
        });
      }
    }
  }
  return found;
}

const facts = (node) => ({deprecated: node.deprecated === true, info: node[EXTENSION]});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value) => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** The day `months` after an ISO day (`2026-12-01` + 12 → `2027-12-01`). */
export function monthsAfter(day, months) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * What is wrong with the document's deprecations, one sentence each with the pointer; empty when nothing is.
 * `releases` (oldest first, `{date, version, doc}`) and `today` check that nothing is deprecated before what replaces
 * it ships: from the day of the first release that has the replacement, or, while no release has it, from a day
 * still to come (released by then).
 * @param {any} doc
 * @param {{releases?: Array<{date: string, version: string, doc: any}>, today?: string}} [options]
 * @returns {string[]}
 */
export function checkDeprecations(doc, {releases = [], today = new Date().toISOString().slice(0, 10)} = {}) {
  const operationIds = new Set(operationsOf(doc).map(({op}) => op.operationId));
  const problems = [];
  for (const entry of deprecationsOf(doc)) {
    const {at, info} = entry;
    if (!entry.deprecated) {
      problems.push(`${at}: has ${EXTENSION} but not deprecated: true`);
      continue;
    }
    if (!info) {
      problems.push(`${at}: deprecated: true needs ${EXTENSION} with its date, sunset and replacement`);
      continue;
    }
    if (!validDay(info.date)) problems.push(`${at}: ${EXTENSION}.date must be a day (YYYY-MM-DD), not ${info.date}`);
    if (!validDay(info.sunset)) {
      problems.push(`${at}: ${EXTENSION}.sunset must be a day (YYYY-MM-DD), not ${info.sunset}`);
    } else if (validDay(info.date) && info.sunset < monthsAfter(info.date, NOTICE_MONTHS)) {
      problems.push(
        `${at}: the sunset ${info.sunset} is less than ${NOTICE_MONTHS} months after ${info.date}; the policy gives ${NOTICE_MONTHS} months' notice`,
      );
    }
    if (typeof info.replacement !== 'string' || info.replacement === '') {
      problems.push(`${at}: ${EXTENSION}.replacement must name what to use instead`);
    } else if (!replacementExists(doc, entry, operationIds)) {
      problems.push(`${at}: the replacement ${info.replacement} is not a ${replacementKind(entry)} of the document`);
    } else if (validDay(info.date)) {
      const problem = earlierThanReplacement(entry, releases, today);
      if (problem) problems.push(`${at}: ${problem}`);
    }
  }
  // A shared parameter is met once per operation: each problem once.
  return [...new Set(problems)];
}

/** Why a deprecation starts before its replacement is released, or undefined when it does not. */
function earlierThanReplacement(entry, releases, today) {
  const {date, replacement} = entry.info;
  const first = releases.find((release) => {
    const ids = new Set(operationsOf(release.doc).map(({op}) => op.operationId));
    return replacementExists(release.doc, entry, ids);
  });
  if (first) {
    return date < first.date
      ? `deprecated from ${date}, before its replacement ${replacement} was released (${first.version}, ${first.date}): deprecate it from ${first.date} or later`
      : undefined;
  }
  return date <= today
    ? `deprecated from ${date}, but its replacement ${replacement} is in no release yet: release it first (CONTRIBUTING.md, "Release the document"), or deprecate from the day it will ship`
    : undefined;
}

const replacementKind = ({kind}) =>
  ({operation: 'operationId', parameter: 'parameter of the same operation', field: 'field of the same object'})[kind];

function replacementExists(doc, entry, operationIds) {
  const {replacement} = entry.info;
  if (entry.kind === 'operation') return operationIds.has(replacement);
  if (entry.kind === 'field') return entry.field.siblings.includes(replacement);
  const operation = operationsOf(doc).find(({op}) => op.operationId === entry.operation.operationId);
  return (operation?.parameters ?? []).some((raw) => {
    const parameter = deref(doc, raw);
    return parameter.name === replacement && parameter.in === entry.parameter.in;
  });
}

/** `Deprecation` (RFC 9745: `@` and the Unix time of the day) and `Sunset` (RFC 8594: an HTTP date) of a day. */
export function deprecationHeaders(info) {
  return {
    Deprecation: `@${Date.parse(`${info.date}T00:00:00Z`) / 1000}`,
    Sunset: new Date(`${info.sunset}T00:00:00Z`).toUTCString(),
  };
}

/**
 * The deprecations a request meets among `entries` (deprecationsOf the document): its operation's, and those of the
 * query parameters it sends (`sent`: the names of its query parameters).
 */
export function deprecationsOfRequest(entries, operationId, sent) {
  return entries.filter(
    (entry) =>
      entry.info &&
      entry.operation?.operationId === operationId &&
      (entry.kind === 'operation' || (entry.parameter.in === 'query' && sent.has(entry.parameter.name))),
  );
}

/** The headers of an answer to a request that meets deprecations: the earliest date and the earliest sunset. */
export function answerHeaders(entries) {
  if (entries.length === 0) return {};
  const earliest = (key) => entries.map(({info}) => info[key]).sort()[0];
  return deprecationHeaders({date: earliest('date'), sunset: earliest('sunset')});
}

/** A deprecation in one or two sentences of Markdown, for the reference's Markdown version. */
export function deprecationSentence(info) {
  const base = `Deprecated since ${dayLabel(info.date)}; it stops working on ${dayLabel(info.sunset)}. Use \`${info.replacement}\` instead.`;
  return info.note ? `${base} ${info.note}` : base;
}
