// How gen-api writes what a running `npm start` reads (scripts/lib/write-if-changed.mjs): a file is replaced whole,
// never truncated in place where a watcher could read it empty (the API sidebar once failed to load that way), and a
// folder's index is written after the files it names and before the stale ones are deleted.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {syncFolder, writeIfChanged} from '../../scripts/lib/write-if-changed.mjs';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'write-if-changed-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

test('a changed file is replaced by another file, not rewritten in place, and nothing is left beside it', async () => {
  const dir = await folder({'sidebar.ts': 'export default [];\n'});
  try {
    const file = path.join(dir, 'sidebar.ts');
    const before = (await stat(file)).ino;
    assert.equal(await writeIfChanged(file, 'export default [];\n'), false, 'the same bytes are not written');
    assert.equal((await stat(file)).ino, before);
    assert.equal(await writeIfChanged(file, 'export default ["new"];\n'), true);
    assert.notEqual((await stat(file)).ino, before, 'a reader that opened the old file reads it whole');
    assert.equal(await readFile(file, 'utf8'), 'export default ["new"];\n');
    assert.deepEqual(await readdir(dir), ['sidebar.ts']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a folder is synchronized with the index written last, after the pages it names, before deletions', async () => {
  // The index sorts first by name, so only `last` puts it after the pages.
  const source = await folder({'a-sidebar.ts': 'new index', 'new-page.mdx': 'new', 'same.mdx': 'same'});
  const target = await folder({'a-sidebar.ts': 'old index', 'same.mdx': 'same', 'stale.mdx': 'gone'});
  try {
    const {written, deleted} = await syncFolder(source, target, {last: ['a-sidebar.ts']});
    assert.deepEqual(written, ['new-page.mdx', 'a-sidebar.ts']);
    assert.deepEqual(deleted, ['stale.mdx']);
    assert.deepEqual((await readdir(target)).sort(), ['a-sidebar.ts', 'new-page.mdx', 'same.mdx']);
  } finally {
    await Promise.all([source, target].map((dir) => rm(dir, {recursive: true, force: true})));
  }
});
