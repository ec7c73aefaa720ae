// An operation's curl request, made exactly like the first code sample on its reference page
// (scripts/gen-code-samples.mjs): the same sample request from the document, the same code generator and options.
import {promisify} from 'node:util';
import codegen from 'postman-code-generators';
import {sampleRequest} from '../../scripts/gen-code-samples.mjs';

const convert = promisify((language, variant, request, options, callback) =>
  codegen.convert(language, variant, request, options, callback),
);

/** @returns {Promise<string>} */
export function curlSample(spec, apiPath, method, operation) {
  const request = sampleRequest(spec, apiPath, method, operation);
  return convert('curl', 'cURL', request, {trimRequestBody: true, followRedirect: false});
}
