// The changelog's words for the change records of ./changes.mjs: one item per change as a reader counts it (the
// reports of one field added to a shared schema, or of one parameter added to several operations, are one item),
// each a sentence of inline Markdown that says what changed and links it to its row on the reference page
// (src/lib/reference-anchors.mjs), or to the page when the row is not shown there, or to nothing when the page is
// gone. Changes to descriptions and examples only are one line apart.
import {fieldAnchor, headerScope, parameterAnchor} from '../../src/lib/reference-anchors.mjs';
import {walk} from './locate.mjs';
import {receivedByClient} from './rules.mjs';
import {PAGE_HEAD} from './rendered.mjs';

const REFERENCE = '/docs/api/reference';
const code = (text) => `\`${text}\``;

/** `a`, `a and b`, `a, b and c`. */
export function joinAnd(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The link to a row of a page that the current reference shows, else to the page, else none. */
export function linkTo(rows, slug, anchor) {
  const page = rows.get(slug);
  if (!page) return undefined;
  return anchor && page.has(anchor) ? `${REFERENCE}/${slug}#${anchor}` : `${REFERENCE}/${slug}`;
}

const linked = (text, href) => (href ? `[${text}](${href})` : text);

/** The row a record is about on its page: the page's head for an operation or event, else its row's anchor. */
export function rowAnchorOf(record) {
  if (record.subject === 'operation' || record.subject === 'event') return PAGE_HEAD;
  if (!record.parameter && !record.scope) return PAGE_HEAD;
  const anchor = anchorOf(record);
  return anchor === 'request' || anchor === 'responses' ? undefined : anchor;
}

/** The anchor of the row a record is about, on its page. */
function anchorOf(record) {
  if (record.parameter && ['parameter', 'deprecated', 'required', 'value', 'type', 'limit'].includes(record.subject)) {
    return parameterAnchor(record.parameter.in, record.parameter.name);
  }
  if (record.header) return fieldAnchor(headerScope(record.scope), [record.header]);
  if (record.subject === 'response' || record.subject === 'media')
    return record.scope === 'request' ? 'request' : 'responses';
  if (!record.scope || !record.field) return undefined;
  const field = record.subject === 'required' ? [...record.field, record.names[0]] : record.field;
  return field.length > 0 && record.shown !== false ? fieldAnchor(record.scope, field) : undefined;
}

/** The object a field belongs to and the field's name in it: `Shipment` and `risk_flag_details`. */
function ownerOf(record, before, after) {
  const {path, action} = record.diff;
  const side = action === 'remove' ? before : after;
  const cut = path.lastIndexOf(record.subject === 'required' ? 'required' : 'properties');
  if (cut < 0) return {};
  // The object that holds the field (or the list of required fields), reached through its `$ref`s.
  const object = walk(side, path.slice(0, cut)).origin;
  const keys = record.subject === 'required' ? object : [...object, 'properties', path[cut + 1]];
  const names = keys.filter((key, i) => keys[i - 1] === 'properties');
  const owner = keys[0] === 'components' && keys[1] === 'schemas' ? keys[2] : undefined;
  return {owner, name: names.join('.')};
}

/** Where a field is, in words: `the Shipment object`, `the request body of Start …`, `the 200 response of …`. */
function fieldPlace(record, owner, target) {
  if (owner) return `the ${owner} object`;
  if (record.scope === 'request')
    return `the ${target.kind === 'event' ? 'payload' : 'request body'} of ${target.text}`;
  return `the ${record.status} response of ${target.text}`;
}

/** Each target of a group once, in the document's order, with its link and its name in running text. */
function targetsOf(records, rows) {
  const seen = new Map();
  for (const record of records) {
    const {target} = record;
    if (seen.has(target.slug)) continue;
    const href = linkTo(rows, target.slug, anchorOf(record));
    const name = target.kind === 'event' ? code(target.name) : target.name;
    const text = linked(name, href);
    seen.set(target.slug, {...target, href, text, anchorText: target.kind === 'event' ? `the ${text} event` : text});
  }
  return [...seen.values()];
}

/** The key of the records that are one change to a reader. */
export function groupKey(record) {
  const {subject, section, target} = record;
  if (subject === 'operation' || subject === 'event' || subject === 'other') {
    return [subject, section, target.slug, record.detail].join('|');
  }
  if (subject === 'words') return `words|${target.slug ?? target.kind}`;
  const detail = [record.value, record.key, record.requiredNow, record.names?.join(',')].map(String).join('|');
  if (record.parameter)
    return ['parameter', subject, section, record.parameter.in, record.parameter.name, detail].join('|');
  if (['response', 'header', 'media', 'body'].includes(subject)) {
    return [subject, section, record.scope, record.header ?? record.mediaType ?? ''].join('|');
  }
  // A field of a shared schema is one change wherever it shows; an inline one is its operation's.
  const shared = record.origin?.startsWith('#/components/');
  const where = shared ? [record.origin, record.field?.at(-1)] : [target.slug, record.scope, record.field?.join('.')];
  return ['field', subject, section, ...where, detail].join('|');
}

const verbs = {added: 'Added', removed: 'Removed'};

/** A deprecation's sentence: what to use instead, and the day it stops working. */
function deprecationSentence(info, replacement) {
  if (!info) return '';
  return ` It stops working on ${info.sunsetLabel}.${replacement ? ` Use ${replacement} instead.` : ''}`;
}

/**
 * The item of one group of records (all with the same groupKey): `{markdown, breaking}`. `context` holds the two
 * documents compared, the current reference's rows (./rendered.mjs) and `deprecationOf(record)`, which gives a
 * deprecated record's `x-deprecation` with its labels and its replacement as linked Markdown.
 */
export function describeGroup(records, {before, after, rows, deprecationOf}) {
  const [first] = records;
  const targets = targetsOf(records, rows);
  const list = joinAnd(targets.map((target) => target.anchorText));
  const verb = verbs[first.section] ?? 'Changed';
  const from = first.section === 'removed' ? 'from' : 'to';
  const breaking = records.some((record) => record.breaking);
  const text = (() => {
    const {subject} = first;
    const [target] = targets;
    if (subject === 'operation') {
      const signature = code(`${target.method.toUpperCase()} ${target.path}`);
      return first.section === 'deprecated'
        ? `Deprecated ${target.text} (${signature}).`
        : `${verb} ${target.text} (${signature}).`;
    }
    if (subject === 'event') return `${verb} the ${target.text} webhook event.`;
    if (first.parameter) return parameterSentence(first, list, verb, from);
    if (subject === 'response') return `${verb} the ${code(first.status)} response ${from} ${list}.`;
    if (subject === 'header') {
      const [only] = targets;
      const header = linked(code(first.header), only.href);
      return `${verb} the ${header} response header ${from} the ${code(first.status)} response of ${list}.`;
    }
    if (subject === 'media' || subject === 'body') {
      const what = first.scope === 'request' ? 'request body' : `${code(first.status)} response`;
      return `${verb} the ${first.mediaType ? `${code(first.mediaType)} ` : ''}${what} ${from} ${list}.`;
    }
    return fieldSentence(records, targets, {before, after, verb, from});
  })();
  const deprecation = first.section === 'deprecated' ? deprecationOf(first) : undefined;
  const impact = first.section === 'removed' ? ` ${removalImpact(records, breaking)}` : '';
  return {markdown: `${text}${deprecationSentence(deprecation, deprecation?.replacementMarkdown)}${impact}`, breaking};
}

/** True when a group's records are all in what Berthline sends (a response, an event's payload), not what it takes. */
const onlyReceived = (records) => records.every((record) => receivedByClient(record.diff.path));

/**
 * Whether a removal can break a client and why, in one sentence (the renderers mark a breaking item "Breaking:"):
 * a value or field removed from what Berthline sends breaks only clients that read the field; one removed from what
 * it takes breaks clients that send it.
 */
function removalImpact(records, breaking) {
  const [{subject, target}] = records;
  if (subject === 'operation') return 'Calls to it fail.';
  if (subject === 'event') return 'Endpoints stop receiving it.';
  if (onlyReceived(records)) {
    return breaking
      ? 'Clients that read it no longer find it.'
      : 'Not breaking: Berthline stops sending it, and a client that handles it keeps working.';
  }
  const who = target.kind === 'event' ? 'endpoints that expect it' : 'clients that send it';
  return breaking ? `Requests from ${who} are rejected.` : 'Not breaking: a request that still sends it is accepted.';
}

function parameterSentence(record, list, verb, from) {
  const {parameter, subject} = record;
  const name = `the ${code(parameter.name)} ${parameter.in} parameter`;
  if (subject === 'parameter') {
    const kind = record.section === 'added' ? (parameter.required ? 'required ' : 'optional ') : '';
    return `${verb} the ${kind}${code(parameter.name)} ${parameter.in} parameter ${from} ${list}.`;
  }
  if (subject === 'deprecated') return `Deprecated ${name} of ${list}.`;
  if (subject === 'required')
    return `${capital(name)} of ${list} is ${record.requiredNow ? 'now' : 'no longer'} required.`;
  if (subject === 'value') return `${verb} the value ${code(record.value)} ${from} ${name} of ${list}.`;
  if (subject === 'type' || subject === 'limit') {
    return `Changed ${record.key === 'type' ? 'the type' : code(record.key)} of ${name} of ${list} from ${show(record.from)} to ${show(record.to)}.`;
  }
  return `Changed ${name} of ${list}.`;
}

function fieldSentence(records, targets, {before, after, verb, from}) {
  const [first] = records;
  // The row to link the field's name to: an operation's before an event's, the shortest path among them.
  const best = [...records]
    .sort(
      (a, b) =>
        Number(a.target.kind === 'event') - Number(b.target.kind === 'event') ||
        (a.field?.length ?? 0) - (b.field?.length ?? 0),
    )
    .map((record) => targets.find((target) => target.slug === record.target.slug && target.href?.includes('#')))
    .find(Boolean);
  const {owner, name} = ownerOf(first, before, after);
  const fieldName = name || first.field?.join('.') || '';
  const place = fieldPlace(first, owner, targets[0]);
  const field = linked(code(fieldName), best?.href);
  const also = owner ? '' : targets.length > 1 ? ` (also ${joinAnd(targets.slice(1).map((t) => t.text))})` : '';
  switch (first.subject) {
    case 'field': {
      if (first.section !== 'added') return `${verb} the ${field} field ${from} ${place}${also}.`;
      // Said once, where it is added: required in a request is required to send; in an answer, always there.
      const received = onlyReceived(records);
      const kind = received ? '' : first.requiredField ? 'required ' : 'optional ';
      const always = received && first.requiredField ? ', always present' : '';
      return `${verb} the ${kind}${field} field ${from} ${place}${also}${always}.`;
    }
    case 'deprecated':
      return `Deprecated the ${field} field of ${place}${also}.`;
    case 'value':
      return `${verb} the value ${code(first.value)} ${from} the ${field} field of ${place}${also}.`;
    case 'required':
      return `${first.names.map(code).join(', ')} of ${place} ${first.requiredNow ? 'is now' : 'is no longer'} required${also}.`;
    case 'type':
    case 'limit':
      return `Changed ${first.key === 'type' ? 'the type' : code(first.key)} of the ${field} field of ${place} from ${show(first.from)} to ${show(first.to)}${also}.`;
    default:
      return `Changed the ${field} field of ${place}${also}.`;
  }
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const show = (value) =>
  value === undefined ? 'none' : code(typeof value === 'string' ? value : JSON.stringify(value));
