// Finds the built JavaScript chunk that holds a route's own page content (its metadata names the permalink), so
// measurements can tell a page's content from the code every page of its kind loads.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** @param {string} buildDir @param {string} permalink */
export function chunkForPermalink(buildDir, permalink) {
  const dir = path.join(buildDir, 'assets', 'js');
  // The page's own metadata has the permalink followed by "draft"; links to it from other pages do not.
  const needle = `"permalink":"${permalink}","draft"`;
  const match = readdirSync(dir).find(
    (file) =>
      file.endsWith('.js') && !file.startsWith('main.') && readFileSync(path.join(dir, file), 'utf8').includes(needle),
  );
  if (!match) throw new Error(`No chunk in ${dir} holds the page content of ${permalink}`);
  return match;
}
