// What keeps a large API's build bounded (issue 22), checked without a scale build: the generated reference pages
// share each response, parameter list and request body once, by content, so what a page adds to the bundles does not grow with the number of
// operations that return the same errors; and the operation JSON leaves out the document's `info`. The scale bench
// (`npm run bench -- --only scale`) measures the effect; these fail fast when generation goes back to copies.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {SITE_SPEC_PATH} from '../../config/openapi';
import {SHARED_DIR, shareRequestParts, shareResponses} from '../../scripts/gen-code-samples.mjs';

const REFERENCE = path.join(import.meta.dirname, '..', '..', 'api', 'reference');

const page = (name: string) => `<StatusCodes\n  {...require("./${name}.StatusCodes.json")}\n>\n</StatusCodes>\n`;
const problem = {description: 'Not found', content: {'application/problem+json': {schema: {type: 'object'}}}};

/** Runs shareResponses on pages that return these responses; the files it wrote, by name. */
async function share(pages: Record<string, Record<string, unknown>>) {
  const files = new Map<string, string>();
  const sources: string[] = [];
  for (const [name, responses] of Object.entries(pages)) {
    const {source} = await shareResponses(
      page(name),
      name,
      async () => ({responses}),
      async (file: string, json: string) => void files.set(file, json),
    );
    sources.push(source);
  }
  return {files, sources};
}

test('a response that many pages return is stored once, whatever the number of pages', async () => {
  const few = await share({a: {'200': {description: 'A'}, '404': problem}, b: {'404': problem}});
  const many = await share(
    Object.fromEntries(Array.from({length: 50}, (_, n) => [`op${n}`, {'200': {description: 'A'}, '404': problem}])),
  );
  assert.equal(few.files.size, 2);
  assert.equal(many.files.size, 2, 'fifty pages with the same two responses store two files');
  const required = /require\("\.\/shared\/([0-9a-f]{16})\.json"\)/g;
  for (const source of many.sources) {
    assert.doesNotMatch(source, /StatusCodes\.json/);
    assert.deepEqual(
      [...source.matchAll(required)].map((match) => `${match[1]}.json`).sort(),
      [...many.files.keys()].sort(),
    );
  }
});

test('an event payload or parameter list that many pages have is stored once, whatever the number of pages', async () => {
  const payload = {title: 'Body', body: {content: {'application/json': {schema: {type: 'object'}}}}};
  const params = {parameters: [{name: 'limit', in: 'query'}]};
  const files = new Map<string, string>();
  const sources: string[] = [];
  for (let n = 0; n < 50; n++) {
    const source = `<ParamsDetails\n  {...require("./e${n}.ParamsDetails.json")}\n>\n</ParamsDetails>\n<RequestSchema\n  {...require("./e${n}.RequestSchema.json")}\n>\n</RequestSchema>\n`;
    const result = await shareRequestParts(
      source,
      async (name: string) => (name.endsWith('.ParamsDetails.json') ? params : payload),
      async (file: string, json: string) => void files.set(file, json),
    );
    assert.deepEqual(result.replaced, [`e${n}.ParamsDetails.json`, `e${n}.RequestSchema.json`]);
    sources.push(result.source);
  }
  assert.equal(files.size, 2, 'fifty pages with the same payload and parameters store two files');
  for (const source of sources) {
    assert.doesNotMatch(source, /ParamsDetails\.json|RequestSchema\.json/);
    assert.equal([...source.matchAll(/\{\.\.\.require\("\.\/shared\/[0-9a-f]{16}\.json"\)\}/g)].length, 2);
  }
});

test('a page whose StatusCodes props hold more than responses fails loudly', async () => {
  await assert.rejects(
    shareResponses(
      page('x'),
      'x.api.mdx',
      async () => ({responses: {}, label: 'new prop'}),
      async () => undefined,
    ),
    /x\.api\.mdx: x\.StatusCodes\.json has props besides responses/,
  );
});

test('the generated reference keeps no per-page copy of its responses, and no operation carries the info', () => {
  const files = readdirSync(REFERENCE);
  assert.ok(
    files.some((file) => file.endsWith('.api.mdx')),
    'api/reference has no pages: run npm run gen-api',
  );
  assert.deepEqual(
    files.filter((file) => /\.(StatusCodes|ParamsDetails|RequestSchema)\.json$/.test(file)),
    [],
  );
  const shared = new Set(readdirSync(path.join(REFERENCE, SHARED_DIR)));
  const used = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.api.mdx'))) {
    const source = readFileSync(path.join(REFERENCE, file), 'utf8');
    for (const match of source.matchAll(/require\("\.\/shared\/([^"]+)"\)/g)) {
      assert.ok(shared.has(match[1]), `${file} requires a shared file that is missing: ${match[1]}`);
      used.add(match[1]);
    }
  }
  assert.ok(used.size > 0 && used.size === shared.size, `${shared.size} shared files, ${used.size} used`);
  for (const file of files.filter((name) => name.endsWith('.Operation.json'))) {
    const operation = JSON.parse(readFileSync(path.join(REFERENCE, file), 'utf8'));
    assert.equal(operation.info, undefined, `${file} carries the document's info`);
  }
});

test('npm run build renders in a process of its own, with switches the installed Docusaurus still reads', async () => {
  const {scripts} = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
  assert.match(scripts.build, /^node scripts\/build\.mjs$/, 'the build no longer goes through scripts/build.mjs');
  assert.match(scripts['build:analytics'], /^node scripts\/build\.mjs --out-dir build-analytics$/);
  const {checkSwitches} = await import('../../scripts/build.mjs');
  assert.doesNotThrow(checkSwitches);
});

test('the reference generator keeps each shared schema once (patches/docusaurus-plugin-openapi-docs+5.2.0.patch)', async () => {
  // Upstream copies every schema into each place that refers to it (a JSON round trip of the dereferenced
  // document): at 100× the operations the copies alone outgrew a 2 GB heap, the default of a 7 GB CI runner.
  const {loadAndResolveSpec} =
    (await import('docusaurus-plugin-openapi-docs/lib/openapi/utils/loadAndResolveSpec')) as {
      loadAndResolveSpec: (file: string) => Promise<OpenApiDocument>;
    };
  const spec = await loadAndResolveSpec(path.join(import.meta.dirname, '..', '..', SITE_SPEC_PATH));
  const problem = spec.components.schemas.Problem;
  const uses = Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => Object.values(operation.responses ?? {}))
    .flatMap((response) => Object.values(response.content ?? {}))
    .filter((media) => media.schema === problem);
  assert.ok(uses.length >= 10, `the error responses refer to the one Problem schema (found ${uses.length})`);
});

interface OpenApiDocument {
  components: {schemas: Record<string, unknown>};
  paths: Record<string, Record<string, {responses?: Record<string, {content?: Record<string, {schema?: unknown}>}>}>>;
}
