// Generates what the site derives from the OpenAPI document, writing only the files whose content changed and
// deleting only stale ones, so that it can run while `npm start` is open (the dev server reloads for what changed):
// - bundles the split document (openapi/) into static/openapi/<name>.{yaml,json}, the file readers download, the mock
//   serves and every generator reads, with the limit placeholders of its descriptions and examples (`{{file-rows}}`)
//   filled from x-limits (scripts/lib/placeholders.mjs);
// - derives the facts module (scripts/lib/api-facts.mjs) that pages, components, plugins and tests read through
//   src/lib/api.ts, the webhook facts, the site's copy of the document (with the local mock server when asked) and
//   the changelog (scripts/changelog/);
// - writes the import template (scripts/gen-import-template.mjs) and the Postman collection (scripts/gen-postman.mjs);
// - with --pages, the reference pages in api/reference/: the OpenAPI plugin's `gen-api-docs` command
//   (scripts/gen-api-docs.mjs) writes them into a staging folder (it writes only files that do not exist yet, so it
//   never sees the old ones), which is then synchronized.
//
//   node scripts/gen-api.mjs [--pages] [--mock-server http://127.0.0.1:4010]   (API_MOCK_SERVER works too)
//   node scripts/gen-api.mjs --pages-only   the reference pages from the site's copy as it is (the scale bench)
//
// Its outputs are not committed. Pure Node, so it runs the same on Linux, macOS and Windows.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, utimes} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, loadConfig} from '@redocly/openapi-core';
import {stringify} from 'yaml';
import {generateImportTemplate} from './gen-import-template.mjs';
import {MOCK_BUNDLE_NAME, generateMockBundle} from './gen-mock-bundle.mjs';
import {generateSampleImport} from './gen-sample-import.mjs';
import {generatePostmanCollection} from './gen-postman.mjs';
import {API_OVERVIEW_DOC_ID, SPEC_BASENAME, SPEC_DIR as SPEC_DIR_RELATIVE} from '../config/site-paths.mjs';
import {collectLimits, deriveFacts, writeFacts} from './lib/api-facts.mjs';
import {fillPlaceholders, unknownPlaceholders} from './lib/placeholders.mjs';
import {importTs} from './lib/ts-module.mjs';
import {syncFolder, writeIfChanged} from './lib/write-if-changed.mjs';
import {deriveWebhookFacts, WEBHOOK_FACTS_FILE} from './webhooks/facts.mjs';
import {buildChangelog, writeChangelog} from './changelog/index.mjs';
import {MOCK_HOST, MOCK_PORT} from './mock/address.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_SOURCE = path.join(root, 'openapi', 'openapi.yaml');
export {SPEC_BASENAME};
export const SPEC_DIR = path.join(root, SPEC_DIR_RELATIVE);
export const FACTS_FILE = path.join(root, 'src', 'generated', 'api-facts.json');
/** What the reference pages are generated from: the document, plus the local mock server when one is given. */
export const SITE_SPEC_FILE = path.join(root, 'src', 'generated', 'openapi-site.yaml');

export {deriveFacts, writeFacts};

/** The document bundled into one, from its root file (openapi/openapi.yaml unless told), as written: placeholders unfilled. */
export async function bundleSpec(source = SPEC_SOURCE) {
  const config = await loadConfig({configPath: path.join(root, 'redocly.yaml')}).catch(() => loadConfig({}));
  const {bundle: result, problems} = await bundle({ref: source, config});
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => `  ${p.location?.[0]?.source?.absoluteRef ?? source}: ${p.message}`);
    throw new Error(`The OpenAPI document could not be bundled:\n${lines.join('\n')}`);
  }
  return result.parsed;
}

/** The limits' figures by name (`file-rows` → "5,000"), formatted as the pages' <ApiFact> formats them. */
async function figureTexts(spec) {
  const {limitFigures} = await importTs(path.join(root, 'src', 'lib', 'api-facts', 'limit-figures.ts'));
  return Object.fromEntries(Object.entries(limitFigures(collectLimits(spec))).map(([name, {text}]) => [name, text]));
}

/**
 * The bundled document with its limit placeholders filled. An unknown placeholder stops generation with the file
 * and line of each, and the names there are.
 */
export async function filledSpec() {
  const spec = await bundleSpec();
  const texts = await figureTexts(spec);
  const unknown = await unknownPlaceholders(root, Object.keys(texts));
  if (unknown.length > 0) {
    const lines = unknown.map((u) => `${u.file}:${u.line}: {{${u.name}}} is no limit of the document`);
    throw new Error(
      `${lines.join('\n')}\nThe limits a description or example can quote: ${Object.keys(texts).join(', ')}.`,
    );
  }
  return fillPlaceholders(spec, texts).value;
}

/**
 * Development and test builds list the local mock server (npm run mock) beside the real servers, so that "Try it"
 * can send requests to it: at `mockUrl`'s host, under the API's path, with the port a server variable whose default
 * is `mockUrl`'s port (the mock's own default without one), which the reader can change in the explorer. Their
 * security policy allows that host on any port (plugins/security-headers). The downloadable document never lists it.
 */
export function withMockServer(spec, mockUrl) {
  if (!mockUrl) return spec;
  const local = /^http:\/\/(127\.0\.0\.1|localhost)(?::(\d+))?$/.exec(mockUrl);
  if (!local) {
    throw new Error(
      `API_MOCK_SERVER must be a local http URL such as http://${MOCK_HOST}:${MOCK_PORT}; got "${mockUrl}".`,
    );
  }
  // The mock server (scripts/mock/, npm run mock) serves the API under the same path as the real servers.
  const apiPath = new URL(spec.servers[0].url).pathname.replace(/\/$/, '');
  const mock = {
    url: `http://${local[1]}:{port}${apiPath}`,
    description: MOCK_SERVER_DESCRIPTION,
    variables: {
      port: {
        default: local[2] ?? String(MOCK_PORT),
        description: `The port your mock server listens on: ${MOCK_PORT} unless you started it with --port.`,
      },
    },
  };
  return {...spec, servers: [...spec.servers, mock]};
}

/**
 * The site's copy of the document, which the reference pages are generated from: the document with the mock server
 * (withMockServer), less what no reference page shows. `x-errorDetails` (each error code's status, cause and fix) is
 * shown by the error codes page from the API facts; the OpenAPI plugin copied it into the schema of every error
 * response of every operation, a quarter of the JSON the reference pages bundle and hydrate (issue 42).
 */
export function siteSpec(spec, mockUrl) {
  const schemas = Object.fromEntries(
    Object.entries(spec.components?.schemas ?? {}).map(([name, schema]) => {
      const {'x-errorDetails': _shownElsewhere, ...rest} = schema;
      return [name, rest];
    }),
  );
  return withMockServer({...spec, components: {...spec.components, schemas}}, mockUrl);
}

/** What "Try it" says of the mock server: the file readers download and run (src/data/mock-server.ts). */
const MOCK_SERVER_DESCRIPTION = `Mock server (node ${MOCK_BUNDLE_NAME}), any sk_test_ key`;

/**
 * The mock server the site's copy of the document lists now (the last generation's), as the URL it was given
 * (`http://127.0.0.1:4010`), or undefined: what `npm run check` keeps, so that checking while `npm start` runs leaves
 * "Try it" as the dev server generated it.
 */
export async function currentMockServer() {
  const {readFile} = await import('node:fs/promises');
  const {parse} = await import('yaml');
  const text = await readFile(SITE_SPEC_FILE, 'utf8').catch(() => '');
  const servers = text ? (parse(text)?.servers ?? []) : [];
  const mock = servers.find((server) => server.description === MOCK_SERVER_DESCRIPTION);
  if (!mock) return undefined;
  const origin = new URL(mock.url.replace('{port}', mock.variables?.port?.default ?? String(MOCK_PORT))).origin;
  return origin;
}

/**
 * The reference pages of the site's copy of the document, in a staging folder: docusaurus-plugin-openapi-docs's
 * `gen-api-docs` command (scripts/gen-api-docs.mjs, the plugin's command without the Docusaurus CLI) writes them there,
 * its working directory. `sync()` then makes api/reference/ hold exactly those files; `remove()` deletes the folder.
 */
export async function stageReferencePages() {
  const {REFERENCE_PAGES_DIR} = await importTs(path.join(root, 'config', 'openapi.ts'));
  const staging = await mkdtemp(path.join(os.tmpdir(), 'berthline-reference-'));
  const remove = () => rm(staging, {recursive: true, force: true});
  // Asynchronous, so that generate() compares the changelog and writes the downloads meanwhile.
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'gen-api-docs.mjs'), root], {cwd: staging});
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', (error) => resolve({status: null, signal: error.message, output: text}));
    child.once('close', (status, signal) => resolve({status, signal, output: text}));
  });
  const generated = path.join(staging, REFERENCE_PAGES_DIR);
  // The plugin reports a page it could not write and carries on: any failure leaves api/reference/ as it was.
  if (
    result.status !== 0 ||
    /\bFailed\b|\bError\b/.test(result.output) ||
    !existsSync(path.join(generated, 'sidebar.ts'))
  ) {
    await remove();
    throw new Error(`gen-api-docs failed (exit ${result.status ?? result.signal}):\n${result.output.trim()}`);
  }
  return {
    /** @returns {Promise<{written: string[], deleted: string[]}>} */
    sync: () => syncFolder(generated, path.join(root, REFERENCE_PAGES_DIR), {last: ['sidebar.ts']}),
    remove,
  };
}

/** The reference pages, generated and synchronized into api/reference/. */
export async function generateReferencePages() {
  const staged = await stageReferencePages();
  try {
    return await staged.sync();
  } finally {
    await staged.remove();
  }
}

/**
 * Everything above. Returns the files it wrote or deleted, relative to the root. With `afterPages` (the live preview
 * under `npm start`), the facts and the reference pages are written as soon as the pages are generated, and the
 * changelog's comparison and the downloads wait for `afterPages()` when they changed (the dev server compiling them).
 * @param {{pages?: boolean, mockServer?: string, afterPages?: () => Promise<void>}} [options]
 */
export async function generate({pages = false, mockServer, afterPages} = {}) {
  const spec = await filledSpec();
  const facts = deriveFacts(spec);
  if (`reference/${facts.overviewSlug}` !== API_OVERVIEW_DOC_ID) {
    throw new Error(
      `the document's title "${spec.info.title}" names the overview page reference/${facts.overviewSlug}; config/site-paths.mjs says ${API_OVERVIEW_DOC_ID}: change it there`,
    );
  }
  const changed = [];
  const write = async (file, content) => {
    if (await writeIfChanged(file, content)) changed.push(path.relative(root, file).split(path.sep).join('/'));
  };
  // First what the reference pages' generator and the downloads read and no page imports: the bundle and the site's
  // copy of the document.
  await write(path.join(SPEC_DIR, `${SPEC_BASENAME}.yaml`), stringify(spec, {lineWidth: 0}));
  const bundleJson = path.join(SPEC_DIR, `${SPEC_BASENAME}.json`);
  await write(bundleJson, `${JSON.stringify(spec, null, 2)}\n`);
  // The bundle is as new as this run even when its bytes did not change: the API tests take a source newer than the
  // bundle for one it does not hold yet (tests/api/support/contract.ts), and a checkout touches sources unchanged.
  await utimes(bundleJson, new Date(), new Date());
  await write(SITE_SPEC_FILE, stringify(siteSpec(spec, mockServer), {lineWidth: 0}));
  // The pages' generator (a child process) runs beside the changelog's comparison of the working document with the
  // latest release, a second or two each, and beside the downloads.
  const staging = pages ? stageReferencePages() : undefined;
  staging?.catch(() => undefined); // awaited below; a failure is reported there
  const downloads = async () => {
    const template = await generateImportTemplate();
    changed.push(...template.written.map((file) => path.relative(root, file)));
    // The sample import file and the one-file mock are downloads no check reads: written every time, not listed.
    await generateSampleImport();
    await generateMockBundle();
    const collection = await generatePostmanCollection(bundleJson);
    if (collection.written) changed.push(path.relative(root, collection.file));
  };
  const webhookFacts = await deriveWebhookFacts(spec);
  const writeChangelogFiles = async (built) =>
    changed.push(...(await writeChangelog(spec, built)).written.map((file) => path.relative(root, file)));
  // Then what the pages import, in one burst that a running `npm start` compiles once (plugins/api-watch.ts).
  const writePageSources = async (changelog) => {
    const staged = await staging;
    try {
      changed.push(...(await writeFacts(facts, path.dirname(FACTS_FILE))).map((file) => path.relative(root, file)));
      await write(WEBHOOK_FACTS_FILE, `${JSON.stringify(webhookFacts, null, 2)}\n`);
      if (changelog) await writeChangelogFiles(changelog);
      if (staged) {
        const {written, deleted} = await staged.sync();
        changed.push(...[...written, ...deleted].map((file) => `api/reference/${file}`));
      }
    } finally {
      await staged?.remove();
    }
  };
  if (afterPages) {
    // The live preview: the facts and the pages as soon as the pages are generated, then the changelog (the
    // comparison with the latest release, a second or two of this process) once they are compiled, then the downloads.
    const before = changed.length;
    await writePageSources();
    if (changed.length > before) await afterPages();
    await writeChangelogFiles(await buildChangelog(spec));
    await downloads();
  } else {
    const changelog = await buildChangelog(spec);
    await downloads();
    await writePageSources(changelog);
  }
  return changed.map((file) => file.split(path.sep).join('/'));
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  if (process.argv.includes('--pages-only')) {
    const {written, deleted} = await generateReferencePages();
    console.log(`gen-api: reference pages: ${written.length} written, ${deleted.length} deleted`);
    return;
  }
  const pages = process.argv.includes('--pages');
  const changed = await generate({pages, mockServer: option('--mock-server') ?? process.env.API_MOCK_SERVER});
  console.log(`gen-api: ${describeChanges(changed, {pages})}`);
}

/** What a generation changed, as gen-api and the live preview (plugins/api-watch.ts) print it. */
export function describeChanges(changed, {pages}) {
  return (
    `${changed.length === 0 ? 'every file was up to date' : `${changed.length} file(s) changed`} ` +
    `(the bundle in static/openapi/ with the Postman collection, the facts and the changelog in src/generated/, the ` +
    `import template, the sample import file and the mock server in static/downloads/${pages ? ', the reference pages in api/reference/' : ''})`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`gen-api: ${error.message}`);
    process.exit(1);
  });
}
