// Problem details (RFC 9457) as the document defines them: the status and title of each code come from ErrorCode's
// x-errorDetails, so an answer of the mock cannot drift from the error codes page.
export class Problem extends Error {
  /**
   * @param {string} code an ErrorCode of the document
   * @param {string} detail the explanation for people
   * @param {{errors?: object[], headers?: Record<string, string>, status?: number}} [extra]
   */
  constructor(code, detail, extra = {}) {
    super(detail);
    this.code = code;
    this.detail = detail;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
    this.status = extra.status;
  }
}

/** The answer for a problem: status, headers and the problem+json body. */
export function problemAnswer(details, problem, instance, requestId) {
  const known = details[problem.code];
  if (!known) throw new Error(`the document has no error code ${problem.code}`);
  const status = problem.status ?? known.status;
  const body = {
    type: `https://www.berthline.example/docs/api/error-codes#${problem.code}`,
    title: known.title,
    status,
    detail: problem.detail,
    instance,
    code: problem.code,
    request_id: requestId,
  };
  if (problem.errors) body.errors = problem.errors;
  return {status, headers: {'Content-Type': 'application/problem+json', ...problem.headers}, body};
}

/** Ajv errors of a request, as the document's FieldError objects (pointer into the body, or the parameter). */
export function fieldErrors(ajvErrors) {
  return ajvErrors.map((error) => {
    const [, where = '', ...rest] = error.instancePath.split('/');
    let pointer = rest.length > 0 ? `/${rest.join('/')}` : '';
    if (error.keyword === 'additionalProperties') pointer += `/${error.params.additionalProperty}`;
    if (error.keyword === 'required') pointer += `/${error.params.missingProperty}`;
    const code =
      error.keyword === 'additionalProperties'
        ? 'unknown_field'
        : error.keyword === 'required'
          ? 'required'
          : error.keyword === 'type'
            ? 'invalid_type'
            : error.keyword === 'maxLength'
              ? 'too_long'
              : error.keyword === 'maxItems'
                ? 'too_many_items'
                : 'invalid_value';
    const field = error.keyword === 'additionalProperties' ? `'${error.params.additionalProperty}'` : '';
    const message = `${field ? `${field}: ` : ''}${error.message ?? 'is invalid'}`;
    if (where === 'requestBody') return {pointer: pointer || '/', code, detail: `${pointer || 'The body'} ${message}.`};
    const [name] = rest;
    return {
      pointer: null,
      parameter: name ?? where,
      code,
      detail:
        `The ${where === 'query' ? 'query parameter' : where === 'header' ? 'header' : 'path parameter'} ${name ?? ''} ${error.message ?? 'is invalid'}.`.replace(
          /\s+/g,
          ' ',
        ),
    };
  });
}
