// openapi-backend over the bundled document: the one request and response validator of the project, used by the
// mock server (./server.mjs) and by the tests that compare the pages' requests and answers with the document
// (tests/api/support/contract.ts).
//
// openapi-backend validates JSON bodies only under the media type `application/json`; the document's answers are
// also `application/problem+json` and its PATCH bodies `application/merge-patch+json`. The validator therefore reads
// a copy of the document in which each of those media types is listed under `application/json` as well, so that
// every body the document describes is validated by its schema.
import addFormats from 'ajv-formats';
import {OpenAPIBackend} from 'openapi-backend';

/** JSON media types whose bodies openapi-backend would otherwise not validate. */
const JSON_LIKE = ['application/problem+json', 'application/merge-patch+json'];

function withJsonAliases(content) {
  if (!content || content['application/json']) return content;
  const like = JSON_LIKE.find((type) => content[type]);
  return like ? {...content, 'application/json': content[like]} : content;
}

/** The document as the validator reads it: JSON-like media types also under `application/json`. */
export function validationView(document) {
  const view = structuredClone(document);
  const fix = (holder) => {
    if (holder && typeof holder === 'object' && 'content' in holder) holder.content = withJsonAliases(holder.content);
  };
  for (const item of Object.values(view.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      fix(operation.requestBody);
      Object.values(operation.responses).forEach(fix);
    }
  }
  Object.values(view.components?.responses ?? {}).forEach(fix);
  Object.values(view.components?.requestBodies ?? {}).forEach(fix);
  return view;
}

/**
 * openapi-backend checks the document against the OpenAPI 3.0 schema, which rejects 3.1 documents such as ours
 * (`webhooks`, type lists, `examples`). `npm run lint:openapi` (Redocly) validates the document as 3.1 instead.
 */
class Backend extends OpenAPIBackend {
  validateDefinition() {
    return this.document;
  }
}

/**
 * A started openapi-backend for the document, with its operations registered (`handlers`: operationId → handler).
 * `quick` compiles each validator when its operation is first used (the mock starts in 1 s instead of 7 s).
 */
export async function createBackend(document, {handlers = {}, quick = true} = {}) {
  const api = new Backend({
    definition: validationView(document),
    validate: true,
    strict: true,
    quick,
    ajvOpts: {strict: false, logger: false},
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      return ajv;
    },
  });
  api.register({notFound: () => 'notFound', methodNotAllowed: () => 'methodNotAllowed', ...handlers});
  await api.init();
  return api;
}
