// Checks an answer of the mock against the operation's responses in the document: the status is documented, the
// media type is one the status declares, every header it declares is present and well formed (Retry-After,
// Idempotent-Replayed, Deprecation and Sunset only where they apply), and the body matches the schema (openapi-backend's Ajv validators).
import {deref} from './document.mjs';

const mediaType = (value) =>
  String(value ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

/** The mismatches between an answer `{status, headers, body}` and the document; empty when it agrees. */
export function mismatches(api, document, operation, answer) {
  const response = deref(document, operation.responses[String(answer.status)]);
  if (!response) return [`status ${answer.status} is not a documented response of ${operation.operationId}`];
  const problems = [];
  const type = mediaType(answer.headers['Content-Type']);
  if (!response.content?.[type]) problems.push(`media type ${type} is not documented for ${answer.status}`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = Object.entries(answer.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    const definition = deref(document, header);
    const optional =
      (['Idempotent-Replayed', 'Retry-After'].includes(name) && answer.status !== 429) ||
      // Sent only for a deprecated operation or parameter (scripts/lib/deprecations.mjs).
      ['Deprecation', 'Sunset'].includes(name);
    if (value === undefined) {
      if (!optional) problems.push(`header ${name} is missing`);
      continue;
    }
    const schema = deref(document, definition.schema);
    if (schema?.type === 'integer' && (!/^\d+$/.test(value) || Number(value) < (schema.minimum ?? 0)))
      problems.push(`header ${name}: ${value} is not an integer ≥ ${schema.minimum ?? 0}`);
    if (schema?.type === 'boolean' && !['true', 'false'].includes(value))
      problems.push(`header ${name}: ${value} is not a boolean`);
    if (schema?.pattern && !new RegExp(schema.pattern).test(value))
      problems.push(`header ${name}: ${value} does not match ${schema.pattern}`);
  }
  const result = api.validateResponse(answer.body, operation, answer.status);
  for (const error of result.errors ?? [])
    problems.push(
      `body${error.instancePath} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`,
    );
  return problems;
}
