// The request a reader would send first, rendered in the eleven code-sample languages when the reference pages are
// generated (./index.ts), so that the static HTML holds every sample and browsers never load the code generators
// (1.7 MB gzip) unless the reader opens "Try it". The Markdown twin's curl (plugins/llms) is the same first sample.
import codegen from 'postman-code-generators';
import sdk from 'postman-collection';
import {CODE_SAMPLE_LANGUAGES, CODE_SAMPLE_OPTIONS} from '../../config/code-samples.mjs';
import {IMPORT_TEMPLATE_BASENAME} from '../../config/site-paths.mjs';
import {SAMPLE_API_KEY} from '../../config/api-keys.mjs';
import {deref} from '../../scripts/lib/openapi-ref.mjs';
import {TEST_KEY_PREFIX, sandboxServer} from '../../src/lib/servers.mjs';

/**
 * The realistic request a reader would send first, entirely from the document: the sandbox (src/lib/servers.mjs,
 * which the sample key, a test key, is for), example path values, the required query parameters and those marked
 * `x-code-sample: true` (the list filters a reader tries first), header parameters marked the same way, and the
 * first example body. A detail the document does not give fails here, rather than a guess in every sample.
 */
export function sampleRequest(spec, apiPath, method, op) {
  const resolve = (node) => deref(spec, node);
  const where = `${method.toUpperCase()} ${apiPath}`;
  const exampleOf = (p) => {
    const value =
      p.example ??
      p.schema?.example ??
      p.schema?.examples?.[0] ??
      (p.examples ? resolve(Object.values(p.examples)[0])?.value : undefined);
    if (value === undefined) throw new Error(`${where}: parameter ${p.name} has no example for the code samples`);
    return value;
  };
  const firstExample = (media) =>
    media?.example ?? (media?.examples ? resolve(Object.values(media.examples)[0])?.value : undefined);
  const params = [...(spec.paths[apiPath].parameters ?? []), ...(op.parameters ?? [])].map(resolve);
  if (!SAMPLE_API_KEY.startsWith(TEST_KEY_PREFIX))
    throw new Error(`the sample key is no test key (${TEST_KEY_PREFIX}…)`);
  const server = sandboxServer(spec.servers);
  let url =
    server.url +
    apiPath.replace(/\{([^}]+)\}/g, (_, name) => {
      const p = params.find((x) => x.in === 'path' && x.name === name);
      if (!p) throw new Error(`${where}: no path parameter ${name}`);
      return encodeURIComponent(String(exampleOf(p)));
    });
  const search = params
    .filter((p) => p.in === 'query' && (p.required || p['x-code-sample']))
    .map((p) => [p.name, exampleOf(p)])
    // A list's commas stay commas (a query may hold them as they are): escaped as %2C, some generators escape the %
    // again (Node.js's sent status=arrived%252Cdischarged, which matches nothing).
    .map(([k, v]) => {
      const value = encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v)).replace(/%2C/g, ',');
      return `${encodeURIComponent(k)}=${value}`;
    });
  if (search.length > 0) url += `?${search.join('&')}`;
  const header = [{key: 'Authorization', value: `Bearer ${SAMPLE_API_KEY}`}];
  for (const p of params.filter((x) => x.in === 'header' && x['x-code-sample'])) {
    header.push({key: p.name, value: String(exampleOf(p))});
  }
  const content = resolve(op.requestBody)?.content ?? {};
  const [mediaType] = Object.keys(content);
  let body;
  if (mediaType === 'multipart/form-data') {
    // Each part of the schema: a binary one is the import template (static/downloads), a text one its example value.
    const example = firstExample(content[mediaType]) ?? {};
    const parts = Object.entries(resolve(content[mediaType].schema)?.properties ?? {});
    body = {
      mode: 'formdata',
      formdata: parts.flatMap(([key, schema]) => {
        if (schema.format === 'binary') return [{key, type: 'file', src: `${IMPORT_TEMPLATE_BASENAME}.xlsx`}];
        return example[key] === undefined ? [] : [{key, type: 'text', value: String(example[key])}];
      }),
    };
  } else if (mediaType) {
    header.push({key: 'Content-Type', value: mediaType});
    body = {mode: 'raw', raw: JSON.stringify(firstExample(content[mediaType]) ?? {}, null, 2)};
  }
  return new sdk.Request({url, method: method.toUpperCase(), header, body});
}

/**
 * postman-code-generators' `convert`, which takes a callback but calls it before returning for every language and
 * variant the site uses; the page generator's hooks are synchronous, so a generator that stops doing so fails here.
 */
export function convert(language, variant, request) {
  let result;
  codegen.convert(language, variant, request, CODE_SAMPLE_OPTIONS, (error, code) => {
    result = error ? {error} : {code};
  });
  if (!result) throw new Error(`postman-code-generators answered ${language}/${variant} asynchronously`);
  if (result.error) throw new Error(`${language}/${variant}: ${result.error.message ?? result.error}`);
  return result.code;
}

/** The operation's first request in every language of config/code-samples.mjs, in its order. */
export function codeSamples(spec, apiPath, method, op) {
  const request = sampleRequest(spec, apiPath, method, op);
  return CODE_SAMPLE_LANGUAGES.map(({language, postmanVariant, label, highlight}) => ({
    language,
    label,
    highlight,
    code: convert(language, postmanVariant, request),
  }));
}

/** The first sample, curl, as the Markdown twin shows it. */
export function curlSample(spec, apiPath, method, op) {
  return convert('curl', 'cURL', sampleRequest(spec, apiPath, method, op));
}
