// Where a change of api-smart-diff is in a bundled document. The library reports each change by its path through
// the document with every `$ref` resolved and `allOf` members merged, so one field added to the Shipment schema is
// reported once for every operation whose answer holds a shipment. Walking that path again, through the `$ref`s,
// gives the change's origin: the pointer of the object that really changed (`#/components/schemas/Shipment/
// properties/risk_flag_details`), which groups those reports into one change and names the split source file.

const isObject = (value) => value !== null && typeof value === 'object';
const unescape = (part) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The keys of a local `$ref` (`#/components/schemas/Shipment` → components, schemas, Shipment). */
export const refKeys = (ref) => ref.slice(2).split('/').map(unescape);

const at = (doc, keys) => keys.reduce((node, key) => (isObject(node) ? node[key] : undefined), doc);

/**
 * Walks `doc` along `path`, following `$ref`s, `allOf` members and an operation's path-level parameters (which the
 * library appends to the operation's own). Returns the node reached, its origin (the keys from the document's root
 * of the object that holds it, after the last `$ref`), the component schemas entered on the way (with the index of
 * the path segment after which each was entered) and whether the whole path was found.
 */
export function walk(doc, path) {
  let node = doc;
  let origin = [];
  const schemas = [];
  const enter = (index) => {
    while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      origin = refKeys(node.$ref);
      if (origin[0] === 'components' && origin[1] === 'schemas') schemas.push({name: origin[2], after: index});
      node = at(doc, origin);
    }
  };
  for (let index = 0; index < path.length; index += 1) {
    enter(index);
    const key = path[index];
    // The library wraps a `$ref` that has siblings (a description) in `allOf: [{$ref}]`: already followed.
    if (key === 'allOf' && isObject(node) && !node.allOf && Number(path[index + 1]) === 0) {
      index += 1;
      continue;
    }
    const step = stepInto(doc, node, origin, key, path, index);
    if (!step) return {node: undefined, origin, schemas, found: false, depth: index};
    ({node, origin} = step);
  }
  enter(path.length);
  return {node, origin, schemas, found: true, depth: path.length};
}

function stepInto(doc, node, origin, key, path, index) {
  if (!isObject(node)) return undefined;
  // An operation's parameters, as the library lists them: its own, then its path item's.
  if (key === 'parameters' && index === 3 && path[0] === 'paths') {
    const own = node.parameters ?? [];
    const shared = at(doc, [...origin.slice(0, -1), 'parameters']) ?? [];
    return {node: {merged: [own, shared]}, origin: [...origin, 'parameters']};
  }
  if (Array.isArray(node.merged)) {
    const [own, shared] = node.merged;
    const i = Number(key);
    if (i < own.length) return {node: own[i], origin: [...origin, i]};
    return {node: shared[i - own.length], origin: [...origin.slice(0, -2), 'parameters', i - own.length]};
  }
  if (key in node) return {node: node[key], origin: [...origin, key]};
  // A merged allOf: the key is in one of the members.
  for (let i = 0; i < (node.allOf ?? []).length; i += 1) {
    const member = walk(doc, [...origin, 'allOf', i]);
    if (isObject(member.node) && key in member.node) return {node: member.node[key], origin: [...member.origin, key]};
  }
  return undefined;
}

/** A JSON pointer from keys. */
export const toPointer = (keys) =>
  `#/${keys.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** The names of the fields along a schema path (the keys after each `properties`): `data`, `risk_flag_details`. */
export function fieldPath(schemaPath) {
  const names = [];
  for (let i = 0; i < schemaPath.length - 1; i += 1) {
    if (schemaPath[i] === 'properties') names.push(String(schemaPath[i + 1]));
  }
  return names;
}

/**
 * Whether a row on the schema path is in the reference page's HTML as it is first shown: only the first of a
 * `oneOf`/`anyOf`'s alternatives renders until the reader picks another.
 */
export function shownFirst(schemaPath) {
  return !schemaPath.some((key, i) => (key === 'oneOf' || key === 'anyOf') && Number(schemaPath[i + 1]) > 0);
}
