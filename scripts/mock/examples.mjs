// The answer of an operation that has no stateful handler yet (scripts/mock/handlers/): its documented success
// response with its first example, as openapi-backend's mockResponseForOperation picks it, and the examples of the
// headers that response declares. A new operation of the document is answered this way from the start;
// `npm run check` warns which operations are answered so. The server adds Request-Id and the RateLimit-* headers to
// every answer itself, from the request and the key's buckets.
import {deref} from './document.mjs';

const SET_BY_SERVER = /^(?:Request-Id|RateLimit-.*)$/i;

/** The example of a header definition: `example`, or the first of `examples`. */
function headerExample(definition) {
  if (definition.example !== undefined) return definition.example;
  const examples = definition.examples ?? definition.schema?.examples;
  const first = Array.isArray(examples) ? examples[0] : Object.values(examples ?? {})[0]?.value;
  return first ?? definition.schema?.example;
}

/**
 * @param {import('openapi-backend').OpenAPIBackend} api the router, which holds the dereferenced operation
 * @param {Record<string, any>} document the bundled document
 * @param {{operationId: string, responses: Record<string, any>}} operation
 */
export function exampleAnswer(api, document, operation) {
  const {status, mock} = api.mockResponseForOperation(operation.operationId);
  const response = deref(document, operation.responses[String(status)]) ?? {};
  const mediaType = Object.keys(response.content ?? {})[0] ?? 'application/json';
  const headers = {'Content-Type': mediaType};
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (SET_BY_SERVER.test(name)) continue;
    const example = headerExample(deref(document, header));
    if (example !== undefined) headers[name] = String(example);
  }
  return {status, headers, body: mock};
}
