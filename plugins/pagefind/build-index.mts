// Writes the Pagefind index of a built site: `node --import tsx plugins/pagefind/build-index.mts <outDir>`, run by
// ./index.ts after every `docusaurus build`. A child process, and an ES module, because Pagefind's Node API is ESM only, which the
// config loader cannot require. Each page goes through ./page.ts first; the index lands in <outDir>/pagefind/.
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {INDEX_OPTIONS, indexablePage, pageUrl} from './page';
import {rechunk} from './rechunk';

/**
 * Gzip'd bytes at which ./rechunk.ts closes an index chunk (Pagefind's own are about 21 KB here). Measured at 500 to
 * 3,000 (bench/README.md, "Search"): at 1,000 the chunks and metadata of "last free day" are 11.7 KB instead of
 * 65 KB at 1×, and 24 KB at 50× reference pages (Pagefind's own: 15.5 KB), where the metadata's page list
 * outweighs the chunks; smaller chunks make the metadata larger without making a query cheaper.
 */
const CHUNK_BYTES = 1000;

/** Pages sent to Pagefind before waiting for the first of them to be indexed. */
const PAGES_IN_FLIGHT = 4;

/** Pages with nothing to find: the search results, the not-found page and the bad-address page. */
const NOT_INDEXED = new Set(['search.html', '404.html', 'invalid-address.html']);

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), {withFileTypes: true})) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory() && relative !== 'assets' && relative !== 'pagefind')
      files.push(...(await htmlFiles(dir, relative)));
    else if (entry.isFile() && entry.name.endsWith('.html') && !NOT_INDEXED.has(relative)) files.push(relative);
  }
  return files;
}

async function main(outDir: string): Promise<void> {
  const started = Date.now();
  const {index, errors} = await pagefind.createIndex(INDEX_OPTIONS);
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Pages are prepared here while Pagefind's process indexes the ones before: a few in flight, not one at a time.
    const inFlight = new Set<Promise<void>>();
    let pages = 0;
    for (const file of await htmlFiles(outDir)) {
      const url = pageUrl(file);
      const content = indexablePage(await readFile(path.join(outDir, file), 'utf8'), url);
      if (!content) continue;
      const added = index.addHTMLFile({url, content}).then(({errors: failed}) => {
        if (failed.length > 0) throw new Error(`Pagefind could not index ${file}: ${failed.join('; ')}`);
      });
      const settled = () => inFlight.delete(added);
      added.then(settled, settled);
      inFlight.add(added);
      if (inFlight.size >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
      pages++;
    }
    await Promise.all(inFlight);
    if (pages === 0) throw new Error(`No page with an <article> in ${outDir}: nothing to index.`);
    // Written here from an in-memory copy, not by Pagefind's writeFiles: on a loaded machine that call has returned
    // with pagefind-entry.json still empty, and search then fails to load.
    const {files: written, errors: failed} = await index.getFiles();
    if (failed.length > 0 || written.length === 0)
      throw new Error(`Pagefind could not build its index: ${failed.join('; ') || 'no files'}`);
    const {files, report} = rechunk(written, {chunkBytes: CHUNK_BYTES});
    const target = path.join(outDir, 'pagefind');
    await rm(target, {recursive: true, force: true});
    for (const file of files) {
      await mkdir(path.dirname(path.join(target, file.path)), {recursive: true});
      await writeFile(path.join(target, file.path), file.content);
    }
    console.log(
      `[pagefind] indexed ${pages} pages (${report.words} words in ${report.chunksAfter} chunks, Pagefind's ${report.chunksBefore} re-cut) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await pagefind.close();
  }
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: node --import tsx plugins/pagefind/build-index.mts <outDir>');
  process.exit(2);
}
main(path.resolve(outDir)).catch((error: unknown) => {
  console.error(`[pagefind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
