// Search at a larger API without a full scale build (which takes 4 to 7 minutes and 13 GB at 50× here): a temporary
// copy of build/ in which every API reference page appears `factor` times (the copies under
// /docs/api/reference/copy-N/…, titled "… (copy N)", as scripts/bench/scale.mjs's synthetic documents repeat every
// path), indexed again with the site's own Pagefind step. The index then holds as many reference pages as a 50×
// build; what a first query downloads is measured on it. Usage:
// `const copy = await replicateReference('build', 50); … copy.dir …; await copy.remove();`
import {spawnSync} from 'node:child_process';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BenchError} from './process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_INDEX = path.join(root, 'plugins', 'pagefind', 'build-index.mts');
const OVERVIEW = 'berthline-tracking-api.html';

/** Copies `buildDir`, repeats each reference page `factor` times, and indexes the copy. */
export async function replicateReference(buildDir, factor) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'berthline-search-scale-'));
  const remove = () => rm(dir, {recursive: true, force: true});
  try {
    for (const entry of await readdir(buildDir)) {
      if (entry === 'pagefind') continue;
      // Copied, not linked: the serve command does not follow symbolic links.
      await cp(path.join(buildDir, entry), path.join(dir, entry), {recursive: true});
    }
    const referenceDir = path.join(dir, 'api', 'reference');
    const pages = (await readdir(referenceDir)).filter((file) => file.endsWith('.html') && file !== OVERVIEW);
    for (let copy = 2; copy <= factor; copy++) {
      const copyDir = path.join(referenceDir, `copy-${copy}`);
      await mkdir(copyDir);
      for (const page of pages) {
        const html = await readFile(path.join(referenceDir, page), 'utf8');
        await writeFile(path.join(copyDir, page), html.replace(/(<h1[^>]*>)(.*?)(<\/h1>)/, `$1$2 (copy ${copy})$3`));
      }
    }
    const indexed = spawnSync(process.execPath, ['--import', 'tsx', BUILD_INDEX, dir], {cwd: root, encoding: 'utf8'});
    if (indexed.status !== 0) throw new BenchError(`Indexing the ${factor}× copy failed: ${indexed.stderr}`);
    return {dir, pages: pages.length * factor, remove};
  } catch (error) {
    await remove();
    throw error;
  }
}
