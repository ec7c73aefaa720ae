// Writes the Markdown version of every page (`<page>.md`, the docs home as `index.md`), llms.txt and llms-full.txt
// into a build. Run by the llms plugin (./index.ts) after `docusaurus build`, with the manifest on stdin:
//   node --import tsx plugins/llms/generate.ts < manifest.json
// Hand-written pages are converted from their built HTML (./html.ts); generated reference pages are written from the
// OpenAPI document (./openapi.ts). Any page that cannot be converted fails the build with its file and the reason.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {markdownPath} from '../../src/lib/markdown-url';
import {llmsFullTxt, llmsTxt, sections} from './llms-txt';
import type {Manifest, ManifestDoc} from './manifest';
import {kebab} from '../../scripts/lib/kebab.mjs';
import {operationToMarkdown, operations, overviewToMarkdown, tagToMarkdown, type Spec} from './openapi';
import {htmlToMarkdown} from './html';
import type {Site} from './remark';
import {specFile} from '../../config/site-paths.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
/** The bundled document (scripts/gen-api.mjs), the one readers download: without the local mock server. */
const SPEC_FILE = path.join(ROOT, specFile('json'));
const REFERENCE = /^api\/reference\/(.+)\.(api|tag|info)\.mdx$/;

/** A page's file in the build, relative to the base URL: `/docs/api` is `api.html`, the docs home `index.html`. */
const builtFile = (manifest: Manifest, permalink: string, extension: 'html' | 'md'): string =>
  path.join(manifest.outDir, markdownPath(permalink).slice(manifest.baseUrl.length).replace(/md$/, extension));

async function docToMarkdown(doc: ManifestDoc, manifest: Manifest, site: Site, spec: Spec): Promise<string> {
  const reference = REFERENCE.exec(doc.source);
  if (!reference) {
    const html = await readFile(builtFile(manifest, doc.permalink, 'html'), 'utf8');
    try {
      return htmlToMarkdown({...doc, html, url: site.url + doc.permalink, siteUrl: site.url});
    } catch (error) {
      throw new Error(`${doc.source} (${doc.permalink}): ${(error as Error).message}`, {cause: error});
    }
  }
  const [, name, kind] = reference;
  if (kind === 'info') return overviewToMarkdown(spec, site, doc.permalink);
  if (kind === 'tag') {
    const tag = (spec.tags ?? []).find((candidate: {name: string}) => kebab(candidate.name) === name);
    if (!tag) throw new Error(`${doc.source}: no tag of the OpenAPI document is called "${name}"`);
    return tagToMarkdown(spec, tag.name, site, doc.permalink);
  }
  const operation = operations(spec).find((candidate) => candidate.slug === name);
  if (!operation) throw new Error(`${doc.source}: no operation of the OpenAPI document has the id "${name}"`);
  return operationToMarkdown(spec, operation, site, doc.permalink);
}

export async function generate(manifest: Manifest): Promise<{pages: number; problems: string[]}> {
  const docs = manifest.areas.flatMap((area) => area.docs);
  const site: Site = {url: manifest.siteUrl, baseUrl: manifest.baseUrl};
  const spec: Spec = JSON.parse(await readFile(SPEC_FILE, 'utf8'));
  const problems: string[] = [];
  const markdown = new Map<ManifestDoc, string>();

  for (const doc of docs) {
    try {
      const text = await docToMarkdown(doc, manifest, site, spec);
      const file = builtFile(manifest, doc.permalink, 'md');
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, text);
      markdown.set(doc, text);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const routes = new Set(manifest.routes);
  for (const doc of docs) {
    if (!routes.has(doc.permalink)) problems.push(`${doc.source}: its route ${doc.permalink} is not in the build`);
  }
  if (problems.length === 0) {
    const groups = sections(manifest);
    await writeFile(path.join(manifest.outDir, 'llms.txt'), llmsTxt(manifest, groups));
    await writeFile(path.join(manifest.outDir, 'llms-full.txt'), llmsFullTxt(manifest, groups, markdown));
  }
  return {pages: markdown.size, problems};
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (require.main === module) {
  const started = Date.now();
  readStdin()
    .then((input) => generate(JSON.parse(input) as Manifest))
    .then(({pages, problems}) => {
      if (problems.length > 0) {
        console.error(`[llms] ${problems.length} page(s) have no Markdown version:\n${problems.join('\n')}`);
        process.exit(1);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[llms] wrote ${pages} Markdown pages, llms.txt and llms-full.txt in ${seconds} s`);
    })
    .catch((error: Error) => {
      console.error(`[llms] ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
