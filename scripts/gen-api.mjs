// Bundles the split OpenAPI document into the one file the site, the downloads and the mock server read, and
// derives the facts module (scripts/lib/api-facts.mjs) that pages, components, plugins and tests read through
// src/lib/api.ts.
// Runs before start, build and typecheck; its outputs are not committed.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, loadConfig} from '@redocly/openapi-core';
import {stringify} from 'yaml';
import {generateImportTemplate} from './gen-import-template.mjs';
import {generateMockBundle} from './gen-mock-bundle.mjs';
import {generateSampleImport} from './gen-sample-import.mjs';
import {generatePostmanCollection} from './gen-postman.mjs';
import {API_OVERVIEW_DOC_ID, SPEC_BASENAME, SPEC_DIR as SPEC_DIR_RELATIVE} from '../config/site-paths.mjs';
import {deriveFacts, writeFacts} from './lib/api-facts.mjs';
import {deriveWebhookFacts, WEBHOOK_FACTS_FILE} from './webhooks/facts.mjs';
import {writeChangelog} from './changelog/index.mjs';
import {MOCK_HOST, MOCK_PORT} from './mock/address.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_SOURCE = path.join(root, 'openapi', 'openapi.yaml');
export {SPEC_BASENAME};
export const SPEC_DIR = path.join(root, SPEC_DIR_RELATIVE);
export const FACTS_FILE = path.join(root, 'src', 'generated', 'api-facts.json');
/** What the reference pages are generated from: the document, plus the local mock server when API_MOCK_SERVER is set. */
export const SITE_SPEC_FILE = path.join(root, 'src', 'generated', 'openapi-site.yaml');

export {deriveFacts, writeFacts};

/** The document bundled into one, from its root file (openapi/openapi.yaml unless told). */
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
    description: 'Mock server (npm run mock), any sk_test_ key',
    variables: {
      port: {
        default: local[2] ?? String(MOCK_PORT),
        description: `The port your mock server listens on: ${MOCK_PORT} unless you started it with --port.`,
      },
    },
  };
  return {...spec, servers: [...spec.servers, mock]};
}

async function main() {
  const spec = await bundleSpec();
  await mkdir(SPEC_DIR, {recursive: true});
  await writeFile(path.join(SPEC_DIR, `${SPEC_BASENAME}.yaml`), stringify(spec, {lineWidth: 0}));
  await writeFile(path.join(SPEC_DIR, `${SPEC_BASENAME}.json`), `${JSON.stringify(spec, null, 2)}\n`);
  const facts = deriveFacts(spec);
  if (`reference/${facts.overviewSlug}` !== API_OVERVIEW_DOC_ID) {
    throw new Error(
      `the document's title "${spec.info.title}" names the overview page reference/${facts.overviewSlug}; config/site-paths.mjs says ${API_OVERVIEW_DOC_ID}: change it there`,
    );
  }
  await writeFacts(facts, path.dirname(FACTS_FILE));
  await writeFile(WEBHOOK_FACTS_FILE, `${JSON.stringify(await deriveWebhookFacts(spec), null, 2)}\n`);
  await writeFile(SITE_SPEC_FILE, stringify(withMockServer(spec, process.env.API_MOCK_SERVER), {lineWidth: 0}));
  const releases = await writeChangelog(spec);
  await generateImportTemplate();
  await generateSampleImport();
  await generateMockBundle();
  const collection = await generatePostmanCollection(path.join(SPEC_DIR, `${SPEC_BASENAME}.json`));
  console.log(
    `gen-api: bundled ${path.relative(root, SPEC_SOURCE)} into static/openapi/ with ${collection}, wrote src/generated/api-facts.json (and its parts in src/generated/api/), the changelog of ${releases} releases and, in static/downloads/, the import template, the sample import file and the mock server`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`gen-api: ${error.message}`);
    process.exit(1);
  });
}
