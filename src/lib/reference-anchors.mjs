// The one owner of the anchors of reference pages' rows: a parameter's row and a schema field's row. The theme
// (src/theme/ParamsItem, src/theme/SchemaItem) gives each row this id, and the API changelog
// (scripts/changelog/) links each change to it, so a link and its target cannot drift apart. Plain JavaScript, so
// the .mjs generators import it as it is. Whoever redesigns the reference page keeps these ids on the rows.

/** A name as an id part: lowercase letters, digits and `_`; anything else becomes one `-` (`eta[gte]` → `eta-gte`). */
export function anchorPart(name) {
  return String(name)
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A parameter's row: `param-query-archived`, `param-header-idempotency-key`. */
export function parameterAnchor(location, name) {
  return `param-${anchorPart(location)}-${anchorPart(name)}`;
}

/** Where a schema's fields are shown: the request body (an event's payload too), or the response of a status. */
export function requestScope() {
  return 'request';
}

/** The response of a status (`200`, or a webhook answer's `2XX`). */
export function responseScope(status) {
  return `response-${anchorPart(status)}`;
}

/** The headers of a response (`response-200-header`), whose rows are named like fields. */
export function headerScope(scope) {
  return `${scope}-header`;
}

/**
 * A field's row: its scope, then the names from the body's root to the field, array items adding no name (the
 * reference page shows `data[].risk_flag_details` under `data`): `response-200-data-risk_flag_details`.
 */
export function fieldAnchor(scope, path) {
  return [scope, ...path.map(anchorPart)].join('-');
}
