// A schema of the OpenAPI document as one self-contained JSON Schema (draft-07) that any validator can compile alone:
// every `#/components/schemas/X` it reaches becomes `#/definitions/X`, and the words a validator never reads
// (descriptions, titles, examples, extensions) are left out. The Postman collection's tests check response bodies
// against it with the Postman sandbox's `jsonSchema` assertion (Ajv 6, draft-07).

/** Keywords that hold one schema. */
const SCHEMA = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
/** Keywords that hold a list of schemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf']);
/** Keywords that hold a map of names to schemas. */
const SCHEMA_MAP = new Set(['properties', 'patternProperties']);
/** Keywords with no effect on validation. */
const WORDS = new Set([
  'title',
  'description',
  'examples',
  'example',
  'deprecated',
  '$comment',
  'externalDocs',
  'contentMediaType',
  'contentSchema',
  'contentEncoding',
]);
/** Keywords whose value is data, never a schema. */
const DATA = new Set(['enum', 'const', 'default', 'required', 'type', 'format', 'pattern']);
const COMPONENT = /^#\/components\/schemas\/([^/]+)$/;

const mapValues = (object, f) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]));

/**
 * @param {any} spec the bundled OpenAPI document
 * @param {any} schema a schema of it, such as a response's `content['application/json'].schema`
 * @returns {any} the schema with `definitions` of every component it refers to, directly or not
 */
export function standaloneSchema(spec, schema) {
  const definitions = {};
  const visit = (node) => {
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const name = COMPONENT.exec(node.$ref)?.[1];
      if (!name || !spec.components?.schemas?.[name]) throw new Error(`standaloneSchema: cannot resolve ${node.$ref}`);
      if (!(name in definitions)) {
        definitions[name] = {};
        definitions[name] = visit(spec.components.schemas[name]);
      }
      return {$ref: `#/definitions/${name}`};
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (WORDS.has(key) || key.startsWith('x-')) continue;
      if (SCHEMA.has(key)) out[key] = typeof value === 'boolean' ? value : visit(value);
      else if (SCHEMA_LIST.has(key)) out[key] = value.map(visit);
      else if (SCHEMA_MAP.has(key)) out[key] = mapValues(value, visit);
      else if (DATA.has(key) || typeof value !== 'object') out[key] = value;
      else
        throw new Error(
          `standaloneSchema: the keyword ${key} is not handled; add it to scripts/lib/standalone-schema.mjs`,
        );
    }
    return out;
  };
  const root = visit(schema);
  return Object.keys(definitions).length > 0 ? {...root, definitions} : root;
}
