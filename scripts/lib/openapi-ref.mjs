// Follows local `$ref`s (`#/components/…`) inside a bundled OpenAPI document: the one resolver that the Markdown
// generator (plugins/llms) and the tests share. A reference that loops, leaves the document or points at nothing
// throws with the reference, instead of yielding undefined.

/**
 * @param {Record<string, any>} spec the bundled document
 * @param {any} value a node of it, possibly a `{$ref}`
 */
export function deref(spec, value) {
  let current = value;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`cannot resolve ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => node?.[key], spec);
    if (current === undefined) throw new Error(`${ref} does not exist in the document`);
  }
  return current;
}
