// The one `$ref` resolver of project code, for the bundled OpenAPI document (static/openapi/, every reference local:
// `#/components/…`), built on @redocly/openapi-core's `isRef` and `unescapePointerFragment`. The Markdown generator
// (plugins/llms), the code samples (plugins/reference-pages), the mock server, the webhook facts, the API facts and
// the tests use it. The split source files in openapi/ are read by Redocly alone (`redocly lint`, `bundle`, and the
// rules of scripts/validate-examples.mjs, which follow references with the walker's own `resolve`).
//
// A reference that loops, leaves the document or points at nothing throws with the reference, instead of yielding
// undefined.
import {isRef, unescapePointerFragment} from '@redocly/openapi-core';

/**
 * Follows `value` through local `$ref`s to the node they name.
 *
 * @param {Record<string, any>} spec the bundled document
 * @param {any} value a node of it, possibly a `{$ref}`
 * @param {string} [pointer] where `value` itself is written, if the caller knows
 * @returns {{node: any, pointer: string | undefined}} the target, and the pointer where it lives: the last
 *   reference followed (`#/components/schemas/Shipment`), or `pointer` when `value` is not a reference
 */
export function resolveRef(spec, value, pointer) {
  let node = value;
  let where = pointer;
  const seen = new Set();
  while (isRef(node)) {
    const ref = node.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`cannot resolve ${ref}`);
    seen.add(ref);
    node = ref
      .slice(2)
      .split('/')
      .map(unescapePointerFragment)
      .reduce((parent, key) => (parent !== null && typeof parent === 'object' ? parent[key] : undefined), spec);
    if (node === undefined) throw new Error(`${ref} does not exist in the document`);
    where = ref;
  }
  return {node, pointer: where};
}

/**
 * The node that `value` names, through local `$ref`s; `value` itself when it is not a reference.
 *
 * @param {Record<string, any>} spec the bundled document
 * @param {any} value a node of it, possibly a `{$ref}`
 */
export function deref(spec, value) {
  return resolveRef(spec, value).node;
}

/**
 * The name a reference gives its target: the last token of the pointer where it lives (`Shipment` for
 * `#/components/schemas/Shipment`), or undefined when `value` is not a reference.
 *
 * @param {Record<string, any>} spec the bundled document
 * @param {any} value a node of it, possibly a `{$ref}`
 * @returns {string | undefined}
 */
export function refName(spec, value) {
  const {pointer} = resolveRef(spec, value);
  return pointer === undefined ? undefined : unescapePointerFragment(pointer.slice(pointer.lastIndexOf('/') + 1));
}
