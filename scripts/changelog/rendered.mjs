// The row anchors each reference page shows in its HTML as first served, worked out from the document the way the
// theme renders it: every parameter; the fields of the request body's first media type; the fields and headers of
// the first status's response (the other statuses render when the reader picks their tab); of a `oneOf`, the first
// alternative. The changelog links a change to its row only when the row is there, and to its page otherwise. Each
// row keeps its `x-deprecation` (scripts/lib/deprecations.mjs) and the anchor of its replacement, for its notes.
import {kebab} from '../lib/kebab.mjs';
import {deref} from '../lib/openapi-ref.mjs';
import {EXTENSION, operationsOf} from '../lib/deprecations.mjs';
import {
  fieldAnchor,
  headerScope,
  parameterAnchor,
  requestScope,
  responseScope,
} from '../../src/lib/reference-anchors.mjs';

/** A schema with its `$ref` followed and its `allOf` members merged, as the theme merges them. */
function flatten(doc, raw) {
  const schema = deref(doc, raw) ?? {};
  if (!Array.isArray(schema.allOf)) return schema;
  const {allOf, ...own} = schema;
  return [...allOf.map((member) => flatten(doc, member)), own].reduce(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: {...merged.properties, ...part.properties},
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** The schema whose fields show under a field: the field's own object, its array's items, its first alternative. */
function inner(doc, raw) {
  const schema = flatten(doc, raw);
  if (schema.properties) return schema;
  if (schema.items) return inner(doc, schema.items);
  const [first] = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return first ? inner(doc, first) : undefined;
}

/**
 * A row: when deprecated, its `x-deprecation`, the anchor of what replaces it on the same page (an operation's: the
 * replacement's page slug), and what it is (`operation`, `query parameter`, `field`) and its name.
 */
const row = (deprecation, replacement, kind, name) => (deprecation ? {deprecation, replacement, kind, name} : {});

function addFields(doc, raw, scope, path, skip, rows, depth = 0) {
  const schema = raw && inner(doc, raw);
  if (!schema || depth > 8) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const flat = flatten(doc, property);
    if (flat[skip]) continue;
    const here = [...path, name];
    const deprecation = flat[EXTENSION];
    const replacement = deprecation && fieldAnchor(scope, [...path, deprecation.replacement]);
    rows.set(fieldAnchor(scope, here), row(deprecation, replacement, 'field', here.join('.')));
    addFields(doc, property, scope, here, skip, rows, depth + 1);
  }
}

const firstMedia = (content) => Object.values(content ?? {})[0];

/** The key of a page's own head (its operation or event) among its rows (src/theme/ReferenceNotes's PAGE_HEAD). */
export const PAGE_HEAD = 'operation';

/**
 * By page slug, the rows the page shows, by anchor (and PAGE_HEAD for the operation or event itself), each with its
 * `x-deprecation` and the anchor (or, for an operation, the page slug) of its replacement.
 */
export function renderedRows(doc) {
  const pages = new Map();
  const slugOf = new Map(operationsOf(doc).map(({op}) => [op.operationId, kebab(op.operationId)]));
  for (const {op, parameters, method, path} of operationsOf(doc)) {
    const deprecation = op[EXTENSION];
    const signature = `${method.toUpperCase()} ${path}`;
    const head = row(deprecation, deprecation && slugOf.get(deprecation.replacement), 'operation', signature);
    const rows = new Map([[PAGE_HEAD, head]]);
    for (const raw of parameters) {
      const parameter = deref(doc, raw);
      const own = parameter[EXTENSION];
      rows.set(
        parameterAnchor(parameter.in, parameter.name),
        row(own, own && parameterAnchor(parameter.in, own.replacement), `${parameter.in} parameter`, parameter.name),
      );
    }
    addFields(doc, firstMedia(deref(doc, op.requestBody)?.content)?.schema, requestScope(), [], 'readOnly', rows);
    const [status, rawResponse] = Object.entries(op.responses ?? {})[0] ?? [];
    if (status) {
      const response = deref(doc, rawResponse);
      const scope = responseScope(status);
      addFields(doc, firstMedia(response.content)?.schema, scope, [], 'writeOnly', rows);
      for (const name of Object.keys(response.headers ?? {})) rows.set(fieldAnchor(headerScope(scope), [name]), {});
    }
    pages.set(kebab(op.operationId), rows);
  }
  return pages;
}
