// The generated operation pages: scripts/gen-code-samples.mjs moves the operation out of the front matter (where the
// OpenAPI generator stores it deflated and base64-encoded) into a JSON file beside the page, keeping what the API
// explorer reads and reducing each response to its media types.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {deflateSync} from 'node:zlib';
import {parse} from 'yaml';
import {
  breakAfterDots,
  extractOperation,
  firstSentence,
  replaceOnce,
  sampleRequest,
} from '../../scripts/gen-code-samples.mjs';

const REFERENCE = path.join(import.meta.dirname, '..', '..', 'api', 'reference');

const operation = {
  operationId: 'listShipments',
  method: 'get',
  path: '/shipments',
  parameters: [{name: 'limit', in: 'query', schema: {type: 'integer'}}],
  servers: [{url: 'https://sandbox.api.berthline.example/v1'}],
  postman: {url: {path: ['shipments']}},
  responses: {
    '200': {description: 'A page', content: {'application/json': {schema: {type: 'object', properties: {}}}}},
    '401': {description: 'No key', content: {'application/problem+json': {schema: {type: 'object'}}}},
    '204': {description: 'Nothing'},
  },
};
const page = (api: string) =>
  `---\nid: shipment-list\ntitle: "List shipments"\napi: ${api}\nsidebar_label: "List"\n---\n\nBody\n`;

test('the operation leaves the front matter, which keeps `api: true` for the theme layout', () => {
  const encoded = deflateSync(Buffer.from(JSON.stringify(operation))).toString('base64');
  const {source, operation: extracted} = extractOperation(page(encoded));
  assert.equal(source, page('true'));
  assert.deepEqual(extracted.parameters, operation.parameters);
  assert.deepEqual(extracted.postman, operation.postman);
  assert.deepEqual(extracted.responses, {
    '200': {content: {'application/json': {}}},
    '401': {content: {'application/problem+json': {}}},
    '204': {content: {}},
  });
});

test("a page without the generator's api line is an error that names the page", () => {
  assert.throws(() => extractOperation(page('').replace(/^api: $/m, ''), 'api/reference/x.api.mdx'), /x\.api\.mdx/);
});

test('every generated operation page imports its operation file, which exists (run npm run gen-api first)', () => {
  const pages = readdirSync(REFERENCE).filter((file) => file.endsWith('.api.mdx'));
  assert.ok(pages.length > 0, 'api/reference has no operation pages: run npm run gen-api');
  for (const file of pages) {
    const source = readFileSync(path.join(REFERENCE, file), 'utf8');
    if (/^event_type: /m.test(source)) continue; // a webhook event's page: see the next test
    assert.match(source, /^api: true$/m, `${file}: front matter still carries the encoded operation`);
    const imported = /from '\.\/([\w-]+\.Operation\.json)'/.exec(source)?.[1];
    assert.ok(imported, `${file} does not export its operation`);
    assert.ok(existsSync(path.join(REFERENCE, imported)), `${file} imports ${imported}, which is missing`);
    const samples = /codeSamples\} from '\.\/([\w-]+\.Samples\.json)'/.exec(source)?.[1];
    assert.ok(samples, `${file} does not export its code samples`);
    const list = JSON.parse(readFileSync(path.join(REFERENCE, samples), 'utf8')) as {language: string}[];
    assert.ok(
      list.some((sample) => sample.language === 'curl'),
      `${samples} has no curl sample`,
    );
  }
});

test("no generated page's front matter holds a backslash, which the MDX loader would not escape", () => {
  // Docusaurus prints the front matter into the page module with stringify-object 3.3.0, which escapes new lines but
  // not backslashes: a curl sample's line continuation `\` + new line reached the page as a literal `\n`.
  for (const file of readdirSync(REFERENCE).filter((name) => name.endsWith('.mdx'))) {
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(REFERENCE, file), 'utf8'))?.[1] ?? '';
    assert.doesNotMatch(JSON.stringify(parse(frontMatter)), /\\\\/, `${file}: a backslash in the front matter`);
  }
});

test('an edit of a generated page that matches nothing fails and names the page', () => {
  assert.equal(replaceOnce('---\nid: x\n---\n', /^---\n/, '---\na: 1\n', 'x.api.mdx'), '---\na: 1\nid: x\n---\n');
  assert.throws(
    () => replaceOnce('no front matter', /^---\n/, '', 'x.api.mdx'),
    /x\.api\.mdx: \/\^---\\n\/ matches nothing; did docusaurus gen-api-docs change the page format\?/,
  );
});

test('a code sample takes its request details from the document, and fails when the document lacks one', () => {
  const spec = {
    servers: [
      {url: 'https://api.example/v1', description: 'Production (live keys, sk_live_…)'},
      {url: 'https://sandbox.example/v1', description: 'Sandbox (test keys, sk_test_…)'},
    ],
    paths: {
      '/things/{id}': {
        get: {
          parameters: [
            {name: 'id', in: 'path', required: true, example: 'thg_1'},
            {name: 'limit', in: 'query', 'x-code-sample': true, example: 10},
            {name: 'sort', in: 'query', example: 'name'},
            {name: 'Idempotency-Key', in: 'header', 'x-code-sample': true, example: 'key-1'},
          ],
        },
      },
    },
  };
  const request = sampleRequest(spec, '/things/{id}', 'get', spec.paths['/things/{id}'].get);
  assert.equal(request.url.toString(), 'https://sandbox.example/v1/things/thg_1?limit=10');
  assert.equal(request.headers.get('Idempotency-Key'), 'key-1');
  const withoutExample = {name: 'limit', in: 'query', 'x-code-sample': true};
  assert.throws(
    () =>
      sampleRequest(spec, '/things/{id}', 'get', {
        parameters: [{...spec.paths['/things/{id}'].get.parameters[0]}, withoutExample],
      }),
    /GET \/things\/\{id\}: parameter limit has no example/,
  );
  assert.throws(
    () => sampleRequest({...spec, servers: [spec.servers[0]]}, '/things/{id}', 'get', spec.paths['/things/{id}'].get),
    /no server's description names the sample key's kind \(sk_test_…\)/,
  );
});

test('every webhook event page is an event page: no encoded operation, the event layout and its example delivery', () => {
  const pages = readdirSync(REFERENCE).filter(
    (file) => file.endsWith('.mdx') && /^event_type: /m.test(readFileSync(path.join(REFERENCE, file), 'utf8')),
  );
  assert.ok(pages.length > 0, 'api/reference has no event pages: run npm run gen-api');
  for (const file of pages) {
    const source = readFileSync(path.join(REFERENCE, file), 'utf8');
    assert.doesNotMatch(source, /^api: /m, `${file}: front matter still carries the encoded operation`);
    assert.match(
      source,
      /OperationLayout\} from '@site\/src\/theme\/ApiItem\/ApiEvent'/,
      `${file}: not the event layout`,
    );
    assert.match(source, /^event_delivery: \{"headers":/m, `${file}: no example delivery`);
    assert.doesNotMatch(
      source,
      /MethodEndpoint|code_samples/,
      `${file}: shows a method, server URL or request samples`,
    );
  }
});

test('a meta description is the first sentence as plain text: no Markdown link or code span', () => {
  assert.equal(
    firstSentence('Read the result instead of polling [the import](/docs/api/x). Then `2xx`.'),
    'Read the result instead of polling the import.',
  );
  assert.equal(firstSentence('Answer `2xx` within 10 seconds.\nMore.'), 'Answer 2xx within 10 seconds.');
});

test('a title breaks after each dot, and any text stays a string', () => {
  assert.equal(breakAfterDots('"shipment.eta_changed"'), '<>{"shipment."}<wbr />{"eta_changed"}</>');
  assert.equal(breakAfterDots('"a {b} <c>"'), '<>{"a {b} <c>"}</>');
});

test("an event page's title breaks after its dots, and its meta description has no Markdown", () => {
  const pages = readdirSync(REFERENCE).filter((name) => name.endsWith('-event.api.mdx'));
  assert.ok(pages.length > 0, 'api/reference has no event pages: run npm run gen-api');
  for (const file of pages) {
    const source = readFileSync(path.join(REFERENCE, file), 'utf8');
    const type = source.match(/^event_type: "(.+)"$/m)![1];
    assert.ok(source.includes(`children={${breakAfterDots(JSON.stringify(type))}}`), `${file}: title without <wbr>`);
    assert.doesNotMatch(source.match(/^description: .*$/m)![0], /\]\(|`/, `${file}: Markdown in the description`);
  }
});
