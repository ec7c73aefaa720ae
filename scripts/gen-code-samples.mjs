// Finishes the generated operation pages (runs after `docusaurus gen-api-docs`, in npm run gen-api):
// - renders each operation's request in the eleven code-sample languages at build time (postman-code-generators run
//   here, in Node) into `<page>.Samples.json`, which the page exports as `codeSamples`, so the static HTML has them
//   and browsers never load the generators (1.7 MB gzip) unless the reader opens the explorer. Not in the front
//   matter: Docusaurus's MDX loader prints the front matter with stringify-object 3.3.0, which escapes new lines but
//   not backslashes, so a curl line ending in `\` reached the page as a literal `\n`;
// - exports the page's layout (src/theme/ApiItem/ApiOperation), so only operation pages load it (see ApiItem);
// - moves the operation the explorer works from out of the front matter, where the generator stores it deflated and
//   base64-encoded (36 KB that gzip cannot shrink, and a 75 ms inflate on a phone before the page could respond),
//   into `<page>.Operation.json`, imported by the page, without the response schemas and the document's `info`,
//   which the explorer never reads;
// - turns each webhook event's page (method `event`) into an event page: an "Event" badge instead of the method and
//   server URL, "Delivery" instead of "Request", the example delivery in the front matter (`event_delivery`), and the
//   event layout (src/theme/ApiItem/ApiEvent), which shows the verification programs instead of request samples;
// - gives the REST API overview its previous/next links and one version label (scripts/lib/overview-page.mjs);
// - gives each tag page the first sentence of its tag's description as meta description (the generator uses the
//   bare tag name);
// - stores each response of a page once, by its content (`shared/<hash>.json`), instead of every page's
//   `<page>.StatusCodes.json` holding its responses with their schemas expanded: the error responses (a Problem with
//   its examples, about 14 KB each) repeat on every operation, and were 1.9 MB of the 2.0 MB of JSON the bundler
//   parsed for our 11 operations. A response shared by many pages is one module of the bundler and one object of
//   the server bundle the static render loads (issue 22). Each page's chunk still carries its responses: one chunk
//   per shared response cost a reference page 30 to 60 KB gzip more (gzip no longer compresses the similar error
//   responses together), measured at 10×. The request parts (parameters and request body, an event's payload) are
//   shared the same way.
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {inflateSync} from 'node:zlib';
import {promisify} from 'node:util';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import codegen from 'postman-code-generators';
import sdk from 'postman-collection';
import {CODE_SAMPLE_LANGUAGES} from '../config/code-samples.mjs';
import {specFile} from '../config/site-paths.mjs';
import {HTTP_METHODS} from './lib/api-facts.mjs';
import {kebab} from './lib/kebab.mjs';
import {neighbors, overviewPage, pointBackAt} from './lib/overview-page.mjs';
import {require as tsxRequire} from 'tsx/cjs/api';

// The import template's file name is owned by a TypeScript data module; tsx loads it synchronously, so that callers
// under tsx in CommonJS (the unit tests) can import this file too.
const {TEMPLATE_BASENAME} = tsxRequire('../src/data/import-template.ts', import.meta.url);
import {exampleDelivery} from './webhooks/facts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = path.join(root, specFile('json'));
const REFERENCE_DIR = path.join(root, 'api', 'reference');

/** The sample key: plainly fake, in the documented bearer header. */
export const SAMPLE_API_KEY = 'sk_test_YOUR_KEY';

/** [language, postman variant, label, Prism highlight], in the specification's order (config/code-samples.mjs). */
export const LANGUAGES = CODE_SAMPLE_LANGUAGES.map(({language, postmanVariant, label, highlight}) => [
  language,
  postmanVariant,
  label,
  highlight,
]);

/**
 * The realistic request a reader would send first, entirely from the document: the server whose description names
 * the sample key's kind (`sk_test_`), example path values, the required query parameters and those marked
 * `x-code-sample: true` (the list filters a reader tries first), header parameters marked the same way, and the
 * first example body. A detail the document does not give fails here, rather than a guess in every sample.
 */
export function sampleRequest(spec, apiPath, method, op) {
  const resolve = (obj) =>
    obj?.$ref
      ? obj.$ref
          .split('/')
          .slice(1)
          .reduce((o, k) => o?.[k], spec)
      : obj;
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
  const keyKind = /^sk_[a-z]+_/.exec(SAMPLE_API_KEY)?.[0] ?? SAMPLE_API_KEY;
  const server = spec.servers.find((s) => s.description?.includes(keyKind));
  if (!server) throw new Error(`no server's description names the sample key's kind (${keyKind}…)`);
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
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`);
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
        if (schema.format === 'binary') return [{key, type: 'file', src: `${TEMPLATE_BASENAME}.xlsx`}];
        return example[key] === undefined ? [] : [{key, type: 'text', value: String(example[key])}];
      }),
    };
  } else if (mediaType) {
    header.push({key: 'Content-Type', value: mediaType});
    body = {mode: 'raw', raw: JSON.stringify(firstExample(content[mediaType]) ?? {}, null, 2)};
  }
  return new sdk.Request({url, method: method.toUpperCase(), header, body});
}

/** `source.replace(pattern, replacement)` that fails when the pattern matches nothing: the generator changed format. */
export function replaceOnce(source, pattern, replacement, what) {
  if (!pattern.test(source)) {
    throw new Error(`${what}: ${pattern} matches nothing; did docusaurus gen-api-docs change the page format?`);
  }
  return source.replace(pattern, replacement);
}

/** The first sentence of a description as plain text, for a meta description (at most 160 characters). */
export function firstSentence(text) {
  const sentence =
    text
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=\.)\s/)[0] ?? '';
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

const convert = promisify((language, variant, request, options, callback) =>
  codegen.convert(language, variant, request, options, callback),
);

export async function codeSamplesFor(spec) {
  const samples = {};
  for (const [apiPath, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const request = sampleRequest(spec, apiPath, method, op);
      samples[kebab(op.operationId)] = await Promise.all(
        LANGUAGES.map(async ([language, variant, label, highlight]) => ({
          language,
          label,
          highlight,
          code: await convert(language, variant, request, {trimRequestBody: true, followRedirect: false}),
        })),
      );
    }
  }
  return samples;
}

/**
 * Takes the generator's `api:` front-matter line (the operation, deflated and base64-encoded) out of a page: the
 * line becomes `api: true`, which the theme's layout reads as "operation page", and the operation is returned with
 * each response reduced to its media types (the explorer's Accept options; the schemas are in the page already).
 */
export function extractOperation(source, file = 'page') {
  const line = /^api: (\S+)$/m.exec(source);
  if (!line) throw new Error(`${file}: no "api:" line in the front matter; did docusaurus gen-api-docs change format?`);
  const operation = JSON.parse(inflateSync(Buffer.from(line[1], 'base64')).toString('utf8'));
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([code, response]) => [
      code,
      {content: Object.fromEntries(Object.keys(response.content ?? {}).map((type) => [type, {}]))},
    ]),
  );
  // The document's `info` (8 KB: its whole description) came with every operation; the explorer never reads it,
  // and the overview page shows it once (issue 22).
  const {info: _info, ...rest} = operation;
  return {source: source.replace(line[0], 'api: true'), operation: {...rest, responses}};
}

/** A JSON string literal as a JSX fragment that may break after each dot: `<>{"a."}<wbr />{"b"}</>`. */
export function breakAfterDots(literal) {
  const parts = JSON.parse(literal).split(/(?<=\.)/);
  return `<>${parts.map((part) => `{${JSON.stringify(part)}}`).join('<wbr />')}</>`;
}

/** An event page's MDX, from the generator's webhook page (see the header comment). */
export function eventPage(source, type, delivery, description, file = 'page') {
  const endpoint = /<MethodEndpoint\s+method=\{"event"\}[\s\S]*?<\/MethodEndpoint>/;
  if (!endpoint.test(source) || !/^api: \S+$/m.test(source)) {
    throw new Error(`${file}: not a webhook page of docusaurus gen-api-docs; did its format change?`);
  }
  const {headers, body} = delivery;
  const frontMatter = `event_type: ${JSON.stringify(type)}\nevent_delivery: ${JSON.stringify({headers, body})}\n`;
  // Each edit is loud (replaceOnce): a generator that changed format fails here with the page's name.
  const edits = [
    [/^api: \S+\n/m, ''],
    [/^description: .*$/m, `description: ${JSON.stringify(firstSentence(description))}`],
    [/^---\n/, `---\n${frontMatter}`],
    [/^import MethodEndpoint from .*$/m, `import EventBadge from '@site/src/components/EventBadge';`],
    [endpoint, `<EventBadge type={${JSON.stringify(type)}} />`],
    // The title may break after each dot ("shipment_import.<wbr>completed"), not at any letter, on a phone.
    [
      /(<Heading\s+as=\{"h1"\}[^>]*?children=\{)("(?:[^"\\]|\\.)*")\}/,
      (_, head, title) => `${head}${breakAfterDots(title)}}`,
    ],
    [/<Translate id="theme\.openapi\.request\.title">Request<\/Translate>/, 'Delivery'],
    [/\n---\n/, `\n---\n\nexport {default as OperationLayout} from '@site/src/theme/ApiItem/ApiEvent';\n`],
  ];
  return edits.reduce((page, [pattern, replacement]) => replaceOnce(page, pattern, replacement, file), source);
}

/** The overview's pagination and single version label (scripts/lib/overview-page.mjs). */
async function finishOverview(spec) {
  const slug = kebab(spec.info.title);
  const file = path.join(REFERENCE_DIR, `${slug}.info.mdx`);
  const sidebars = tsxRequire('../sidebarsApi.ts', import.meta.url).default;
  const {prev, next, label} = neighbors(sidebars.apiSidebar, `/docs/api/reference/${slug}`);
  const source = await readFile(file, 'utf8');
  await writeFile(file, overviewPage(source, {version: spec.info.version, prev, next, label}, file));
  // The page after it links back to it (a doc id `reference/x` is the generated file `x.<kind>.mdx`).
  const nextName = (await readdir(REFERENCE_DIR)).find(
    (name) =>
      next.startsWith('reference/') && name.startsWith(`${next.slice('reference/'.length)}.`) && name.endsWith('.mdx'),
  );
  if (!nextName) throw new Error(`No generated page for ${next}, the page after the overview`);
  const nextFile = path.join(REFERENCE_DIR, nextName);
  await writeFile(nextFile, pointBackAt(await readFile(nextFile, 'utf8'), `reference/${slug}`, nextFile));
}

/** The folder of the parts that pages share by content, under api/reference/: `shared/<hash>.json`. */
export const SHARED_DIR = 'shared';

/** Stores `json` under its content's name with `write(name, json)`; returns the `require` that loads it. */
async function sharedRequire(json, write) {
  const name = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  await write(name, json);
  return `require("./${SHARED_DIR}/${name}")`;
}

/**
 * The page's StatusCodes props (`{...require("./<page>.StatusCodes.json")}`) as one `require` per response of a
 * shared, content-addressed file; returns the page's new source. `write(name, json)` stores a shared file.
 */
export async function shareResponses(source, file, readJson, write) {
  const pattern = /\{\.\.\.require\("\.\/([^"]+\.StatusCodes\.json)"\)\}/;
  const match = pattern.exec(source);
  if (!match) return {source, replaced: []};
  const {responses, ...rest} = await readJson(match[1]);
  if (Object.keys(rest).length > 0) {
    throw new Error(`${file}: ${match[1]} has props besides responses (${Object.keys(rest)}); share them too`);
  }
  const entries = [];
  for (const [status, response] of Object.entries(responses ?? {})) {
    entries.push(`${JSON.stringify(status)}: ${await sharedRequire(JSON.stringify(response), write)}`);
  }
  const props = `responses={{${entries.join(', ')}}}`;
  return {source: replaceOnce(source, pattern, props, file), replaced: [match[1]]};
}

/**
 * The page's request parts (`{...require("./<page>.ParamsDetails.json")}` and `.RequestSchema.json`) as shared,
 * content-addressed files: an event's payload (the whole shipment, 114 KB) or an operation's parameters are the
 * same on every copy of a page that has them, and the bundler then parses each once.
 */
export async function shareRequestParts(source, readJson, write) {
  const pattern = /\{\.\.\.require\("\.\/([^"]+\.(?:ParamsDetails|RequestSchema)\.json)"\)\}/g;
  const replaced = [];
  let result = source;
  for (const match of source.matchAll(pattern)) {
    const shared = await sharedRequire(JSON.stringify(await readJson(match[1])), write);
    result = result.replace(match[0], () => `{...${shared}}`);
    replaced.push(match[1]);
  }
  return {source: result, replaced};
}

/** Shares every generated page's responses and request parts, and deletes the per-page files they replaced. */
async function shareAllParts() {
  const dir = path.join(REFERENCE_DIR, SHARED_DIR);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  const written = new Set();
  const readJson = async (json) => JSON.parse(await readFile(path.join(REFERENCE_DIR, json), 'utf8'));
  const write = async (name, json) => {
    if (written.has(name)) return;
    written.add(name);
    await writeFile(path.join(dir, name), json);
  };
  let pages = 0;
  for (const name of (await readdir(REFERENCE_DIR)).filter((entry) => entry.endsWith('.api.mdx'))) {
    const file = path.join(REFERENCE_DIR, name);
    const responses = await shareResponses(await readFile(file, 'utf8'), file, readJson, write);
    const request = await shareRequestParts(responses.source, readJson, write);
    const replaced = [...responses.replaced, ...request.replaced];
    if (replaced.length === 0) continue;
    await writeFile(file, request.source);
    for (const part of replaced) await rm(path.join(REFERENCE_DIR, part));
    pages += 1;
  }
  return {pages, parts: written.size};
}

async function main() {
  const spec = JSON.parse(await readFile(SPEC, 'utf8'));
  const samples = await codeSamplesFor(spec);
  // docusaurus gen-api-docs only logs a page it could not write, and exits 0: check that every page is there.
  const missing = Object.keys(samples)
    .map((slug) => path.join(REFERENCE_DIR, `${slug}.api.mdx`))
    .filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`docusaurus gen-api-docs wrote no page for: ${missing.join(', ')}`);
  for (const [slug, list] of Object.entries(samples)) {
    const file = path.join(REFERENCE_DIR, `${slug}.api.mdx`);
    const source = await readFile(file, 'utf8');
    const {source: withoutApi, operation} = extractOperation(source, file);
    await writeFile(path.join(REFERENCE_DIR, `${slug}.Operation.json`), JSON.stringify(operation));
    await writeFile(path.join(REFERENCE_DIR, `${slug}.Samples.json`), JSON.stringify(list));
    const exports = [
      `export {default as OperationLayout} from '@site/src/theme/ApiItem/ApiOperation';`,
      `export {default as operation} from './${slug}.Operation.json';`,
      `export {default as codeSamples} from './${slug}.Samples.json';`,
    ];
    await writeFile(file, replaceOnce(withoutApi, /\n---\n/, `\n---\n\n${exports.join('\n')}\n`, file));
  }
  for (const [type, item] of Object.entries(spec.webhooks ?? {})) {
    const file = path.join(REFERENCE_DIR, `${kebab(item.post.operationId)}.api.mdx`);
    const page = eventPage(
      await readFile(file, 'utf8'),
      type,
      exampleDelivery(spec, type),
      item.post.description,
      file,
    );
    await writeFile(file, page);
  }
  // The overview lists the events too: the catalogue renders from the facts module (`api.events`).
  if (Object.keys(spec.webhooks ?? {}).length > 0) {
    const file = path.join(REFERENCE_DIR, `${kebab(spec.info.title)}.info.mdx`);
    const source = await readFile(file, 'utf8');
    const catalogue = `\n## Webhook events\n\nBerthline posts these events to your endpoints; [Webhooks](/docs/api/webhooks) shows how to receive and verify them.\n\n<WebhookEventTable />\n`;
    const withImport = replaceOnce(
      source,
      /\n---\n/,
      `\n---\n\nimport WebhookEventTable from '@site/src/components/WebhookEventTable';\n`,
      file,
    );
    await writeFile(file, `${withImport.trimEnd()}\n${catalogue}`);
  }
  for (const tag of spec.tags ?? []) {
    const file = path.join(REFERENCE_DIR, `${kebab(tag.name).replace(/\s+/g, '-')}.tag.mdx`);
    const sentence = firstSentence(tag.description ?? '');
    if (!sentence) continue;
    const source = await readFile(file, 'utf8');
    await writeFile(file, replaceOnce(source, /^description: .*$/m, `description: ${JSON.stringify(sentence)}`, file));
  }
  await finishOverview(spec);
  const shared = await shareAllParts();
  const events = Object.keys(spec.webhooks ?? {}).length;
  console.log(
    `gen-code-samples: ${Object.keys(samples).length} operations × ${LANGUAGES.length} languages; ${events} event pages; ${shared.parts} distinct shared parts (responses, parameters, request bodies) for ${shared.pages} pages`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`gen-code-samples: ${error.message}`);
    process.exit(1);
  });
}
