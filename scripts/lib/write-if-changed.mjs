// Writing generated files so that a running `npm start` sees only real changes: a file is written only when its
// bytes differ, and a folder is synchronized from a staging copy (changed files written, stale ones deleted,
// identical ones left alone). The dev server then reloads for what changed, instead of compiling a folder that
// disappeared under it. A file is replaced whole (written beside it, then renamed over it), so a watcher that reads
// it while it is being written sees the old bytes or the new ones, never an empty or cut file.
import {mkdir, readFile, readdir, rename, rm, rmdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `content` to `file` unless the file already holds exactly those bytes.
 * @param {string} file
 * @param {string | Uint8Array} content
 * @returns {Promise<boolean>} whether the file was written
 */
export async function writeIfChanged(file, content) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const current = await readFile(file).catch(() => undefined);
  if (current && current.equals(bytes)) return false;
  await mkdir(path.dirname(file), {recursive: true});
  // A name no watcher of the site reads (no page, module or style extension), in the same folder for the rename.
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, file);
  return true;
}

/** Every file under `dir`, as paths relative to it with forward slashes (none when `dir` is missing). */
async function filesUnder(dir) {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Makes `target` hold exactly the files of `source`: writes the ones that are new or differ, deletes the ones
 * `source` lacks (and folders left empty), and leaves the rest untouched. The files named in `last` (an index such as
 * a sidebar that names the others) are written after the others and before the deletions, so that a watcher never
 * reads an index that names a file not there yet or one already gone.
 * @param {string} source
 * @param {string} target
 * @param {{last?: string[]}} [options]
 * @returns {Promise<{written: string[], deleted: string[]}>} paths relative to the folders
 */
export async function syncFolder(source, target, {last = []} = {}) {
  const rank = (file) => (last.includes(file) ? 1 : 0);
  const wanted = (await filesUnder(source)).sort((a, b) => rank(a) - rank(b));
  const written = [];
  for (const file of wanted) {
    if (await writeIfChanged(path.join(target, file), await readFile(path.join(source, file)))) written.push(file);
  }
  const keep = new Set(wanted);
  const deleted = (await filesUnder(target)).filter((file) => !keep.has(file));
  for (const file of deleted) await rm(path.join(target, file));
  const folders = new Set(deleted.map((file) => path.posix.dirname(file)).filter((dir) => dir !== '.'));
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
    await rmdir(path.join(target, dir)).catch(() => undefined); // still holds files: kept
  }
  return {written, deleted};
}
