// The changes between two bundled documents, as the changelog and the breaking-change gate read them: api-smart-diff
// compares them with this API's rules (./rules.mjs), and each of its reports becomes one change record that says
// what changed (an operation, an event, a parameter, a field, an enum value, a requirement, a type or a limit),
// where (the operation or event, the request or a status's response), how it is classified (breaking or not) and
// its origin (./locate.mjs), which groups the reports of one change made in a shared schema.
import {apiCompare} from 'api-smart-diff';
import {HTTP_METHODS} from '../lib/api-facts.mjs';
import {kebab} from '../lib/kebab.mjs';
import {deref} from '../lib/openapi-ref.mjs';
import {fieldPath, shownFirst, toPointer, walk} from './locate.mjs';
import {compareRules, enumValueType, fieldType} from './rules.mjs';

/** Changes to these keys are to the words and examples only: grouped apart as documentation updates. */
const WORDS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'x-enumDescriptions']);
/** Keys of a schema whose change is a limit or format of a value. */
const LIMITS = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
  'uniqueItems',
  'pattern',
  'format',
  'default',
  'const',
  'nullable',
  'readOnly',
  'writeOnly',
  'additionalProperties',
]);

/** An operation or event of a document, by the library's path to it: its page and name. */
function targetOf(doc, path) {
  if (path[0] === 'webhooks') {
    const op = doc.webhooks?.[path[1]]?.post;
    return op && {kind: 'event', slug: kebab(op.operationId), name: path[1], method: 'event', path: path[1]};
  }
  const op = doc.paths?.[path[1]]?.[path[2]];
  return (
    op && {
      kind: 'operation',
      slug: kebab(op.operationId),
      name: op.summary ?? op.operationId,
      method: path[2],
      path: path[1],
    }
  );
}

/** The value a change is about: the added one, else the removed one. */
const valueOf = (diff) => (diff.action === 'remove' ? diff.before : diff.after);

/** The section of the changelog a change goes to. */
function sectionOf(subject, action) {
  if (subject === 'deprecated') return 'deprecated';
  if (subject === 'words') return 'docs';
  if (['required', 'type', 'limit', 'other'].includes(subject) || action === 'replace') return 'changed';
  return action === 'add' ? 'added' : 'removed';
}

/** Keywords whose value is a name and then a schema; keywords whose value is a schema or a list of schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const ONE_SCHEMA = new Set([
  'items',
  'not',
  'additionalProperties',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/**
 * The keyword of the innermost schema a path below `schema` reaches, walking schema keywords only: for
 * `properties/custom_fields/examples/0/po` it is `examples` (a value inside an example), where a field's name is never
 * taken for a keyword (`properties/examples/type` is the type of a field named `examples`).
 */
export function valueKeyword(sub) {
  let i = 0;
  while (i < sub.length) {
    const key = sub[i];
    if (NAMED_SCHEMAS.has(key) || SCHEMA_LISTS.has(key)) i += 2;
    else if (ONE_SCHEMA.has(key)) i += typeof sub[i + 1] === 'number' ? 2 : 1;
    else return String(key);
  }
  return undefined;
}

/** What a change of a schema (a parameter's, a body's, a response's) is about, from its path below `schema`. */
function schemaSubject(sub, diff) {
  const last = sub[sub.length - 1];
  const parent = sub[sub.length - 2];
  const keyword = valueKeyword(sub);
  if (keyword === 'x-deprecation') return 'ignore';
  // A change inside an example (or a description, or a vendor extension) is to the words, however deep it is.
  if (keyword && (WORDS.has(keyword) || keyword.startsWith('x-'))) return 'words';
  if (parent === 'properties') return 'field';
  if (parent === 'enum') return 'value';
  if (last === 'enum') return 'values';
  if (last === 'required' || parent === 'required') return 'required';
  if (last === 'deprecated') return diff.after === true ? 'deprecated' : 'restored';
  if (last === 'x-deprecation') return 'ignore';
  // `type` itself or an entry of a type list (`type: [string, null]`); a field named `type` is `properties/type/…`.
  if (last === 'type' || (parent === 'type' && /^\d+$/.test(String(last)))) return 'type';
  if (WORDS.has(last) || WORDS.has(parent) || String(last).startsWith('x-')) return 'words';
  if (LIMITS.has(last)) return 'limit';
  return 'other';
}

/**
 * One change record from one report of the library, or none for what the changelog does not list (the document's
 * version, the tags, root extensions, the components, which are reported again where operations use them).
 */
function recordOf(diff, before, after) {
  const {path, action} = diff;
  const side = action === 'remove' ? before : after;
  const isValue = path[path.length - 2] === 'enum';
  const type = isValue ? enumValueType(path, action) : fieldType(path, action, diff.type);
  const base = {action, breaking: type === 'breaking', diff};
  if (path[0] === 'info' && (path[1] === 'description' || path[1] === 'summary')) {
    return {...base, subject: 'words', target: {kind: 'overview'}};
  }
  if (path[0] !== 'paths' && path[0] !== 'webhooks') return undefined;
  const isEvent = path[0] === 'webhooks';
  if (path.length === 1) return undefined; // the whole section: expanded by expandSections
  if (path.length === 2 && !isEvent) return undefined; // a whole path item: expanded by expandSections
  if (path.length === (isEvent ? 2 : 3)) {
    const target = targetOf(side, isEvent ? [path[0], path[1], 'post'] : path);
    return target && {...base, subject: isEvent ? 'event' : 'operation', target};
  }
  const target = targetOf(side, isEvent ? [path[0], path[1], 'post'] : path) ?? targetOf(before, path);
  if (!target) return undefined;
  const rest = path.slice(3);
  const record = {...base, target, origin: toPointer(walk(side, action === 'add' ? path.slice(0, -1) : path).origin)};
  const [part] = rest;
  if (part === 'deprecated') return {...record, subject: diff.after === true ? 'deprecated' : 'restored'};
  if (part === 'x-deprecation') return undefined;
  if (WORDS.has(part) || part === 'tags' || String(part).startsWith('x-')) return {...record, subject: 'words'};
  if (part === 'parameters') return parameterRecord(record, rest, diff, before, after);
  if (part === 'requestBody') return bodyRecord(record, rest, diff, 'request');
  if (part === 'responses') return responseRecord(record, rest, diff);
  return {...record, subject: 'other', detail: rest.join('.')};
}

function parameterRecord(record, rest, diff, before, after) {
  const operationPath = diff.path.slice(0, 3);
  const own = walk(diff.action === 'add' && rest.length === 2 ? after : before, [
    ...operationPath,
    'parameters',
    rest[1],
  ]);
  const raw = rest.length === 2 ? valueOf(diff) : own.node;
  const parameter = deref(diff.action === 'remove' || rest.length > 2 ? before : after, raw) ?? {};
  const named = {...record, parameter: {in: parameter.in, name: parameter.name, required: parameter.required === true}};
  if (rest.length === 2) return {...named, subject: 'parameter'};
  const key = rest[2];
  if (key === 'deprecated') return {...named, subject: diff.after === true ? 'deprecated' : 'restored'};
  if (key === 'required') return {...named, subject: 'required', requiredNow: diff.after === true};
  if (key === 'x-deprecation') return undefined;
  if (key !== 'schema') return {...named, subject: WORDS.has(key) ? 'words' : 'other', detail: rest.slice(2).join('.')};
  const sub = rest.slice(3);
  return {...named, ...schemaDetails(sub, diff)};
}

/** The fields of a change inside a schema: its subject, the field's path, the value or limit. */
function schemaDetails(sub, diff) {
  const subject = schemaSubject(sub, diff);
  const last = sub[sub.length - 1];
  const details = {subject, field: fieldPath(sub), shown: shownFirst(sub)};
  if (subject === 'field') return {...details, field: [...fieldPath(sub.slice(0, -2)), String(last)]};
  if (subject === 'value') return {...details, value: valueOf(diff)};
  if (subject === 'values') return {...details, subject: 'other', detail: 'enum'};
  if (subject === 'required') {
    const names = sub[sub.length - 2] === 'required' ? [valueOf(diff)] : [].concat(valueOf(diff) ?? []);
    return {...details, names, requiredNow: diff.action === 'add'};
  }
  if (subject === 'type' || subject === 'limit') {
    return {...details, key: subject === 'type' ? 'type' : last, from: diff.before, to: diff.after};
  }
  return {...details, detail: sub.join('.')};
}

function bodyRecord(record, rest, diff, scope) {
  const withScope = {...record, scope};
  if (rest.length === 1) return {...withScope, subject: 'body'};
  if (rest[1] === 'required') return {...withScope, subject: 'other', detail: 'requestBody.required'};
  if (rest[1] !== 'content') return {...withScope, subject: WORDS.has(rest[1]) ? 'words' : 'other', detail: rest[1]};
  return mediaRecord(withScope, rest.slice(2), diff);
}

/** A change in a `content` map: a media type added or removed, or a change in one media type's schema. */
function mediaRecord(record, rest, diff) {
  const [mediaType, key] = rest;
  if (rest.length === 1) return {...record, subject: 'media', mediaType};
  if (key !== 'schema') return {...record, subject: 'words'};
  return {...record, mediaType, ...schemaDetails(rest.slice(2), diff)};
}

function responseRecord(record, rest, diff) {
  const status = String(rest[1]);
  const withStatus = {...record, scope: `response-${status}`, status};
  if (rest.length === 2) return {...withStatus, subject: 'response'};
  const key = rest[2];
  if (key === 'headers') {
    const header = rest[3];
    if (rest.length === 4) return {...withStatus, subject: 'header', header};
    return {...withStatus, header, subject: WORDS.has(rest[4]) ? 'words' : 'other', detail: `headers.${header}`};
  }
  if (key === 'content') return mediaRecord(withStatus, rest.slice(3), diff);
  return {...withStatus, subject: WORDS.has(key) ? 'words' : 'other', detail: rest.slice(2).join('.')};
}

/**
 * The library reports a path item, or the whole `webhooks` section, added or removed as one change: one change per
 * operation and per event instead, as a reader counts them.
 */
function expandSections(diff) {
  const {path, action} = diff;
  const value = valueOf(diff);
  const pick = (key) => (action === 'remove' ? {before: value[key]} : {after: value[key]});
  if (path[0] === 'webhooks' && path.length === 1) {
    return Object.keys(value ?? {}).map((type) => ({...diff, path: ['webhooks', type], ...pick(type)}));
  }
  if (path[0] === 'paths' && path.length === 2) {
    return HTTP_METHODS.filter((method) => value?.[method]).map((method) => ({
      ...diff,
      path: [...path, method],
      ...pick(method),
    }));
  }
  return [diff];
}

/**
 * Every change from `before` to `after` (two bundled documents), each:
 * `{action, breaking, subject, target, origin?, parameter?, scope?, status?, field?, value?, …, section, diff}`.
 */
export function compareDocuments(before, after) {
  const {diffs} = apiCompare(structuredClone(before), structuredClone(after), {rules: compareRules()});
  const records = diffs
    .flatMap(expandSections)
    .map((diff) => recordOf(diff, before, after))
    .filter((record) => record && !['ignore', 'restored'].includes(record.subject));
  // A field removed leaves the `required` list of its object too: that is the same change.
  const removed = new Set(
    records.filter((r) => r.subject === 'field' && r.action === 'remove').map((r) => r.diff.path.join('/')),
  );
  const alsoRemoved = (record) =>
    record.subject === 'required' &&
    !record.requiredNow &&
    record.names.every((name) => {
      const object = record.diff.path.slice(0, record.diff.path.lastIndexOf('required'));
      return removed.has([...object, 'properties', name].join('/'));
    });
  // A field added and made required in one release is one change: "Added the required … field".
  const objectOf = (record, key) => record.diff.path.slice(0, record.diff.path.lastIndexOf(key)).join('/');
  const added = new Map(
    records
      .filter((r) => r.subject === 'field' && r.action === 'add')
      .map((r) => [`${objectOf(r, 'properties')}/${r.field.at(-1)}`, r]),
  );
  const addedRequired = (record) =>
    record.subject === 'required' &&
    record.requiredNow &&
    record.names.every((name) => added.has(`${objectOf(record, 'required')}/${name}`));
  for (const record of records.filter(addedRequired)) {
    for (const name of record.names) {
      const field = added.get(`${objectOf(record, 'required')}/${name}`);
      field.requiredField = true;
      field.breaking ||= record.breaking; // a required request field added breaks clients that do not send it
    }
  }
  return records
    .filter((record) => !alsoRemoved(record) && !addedRequired(record))
    .map((record) => ({...record, section: sectionOf(record.subject, record.action)}));
}
