// Lists the hand-written pages (MDX and Markdown) under the given folders; generated reference pages excluded.
import {readdir} from 'node:fs/promises';
import path from 'node:path';

const GENERATED = path.join('api', 'reference');

export async function listPages(roots) {
  const files = [];
  for (const root of roots) {
    for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      if (file.startsWith(GENERATED + path.sep)) continue;
      files.push(file);
    }
  }
  return files.sort();
}
