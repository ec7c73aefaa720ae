// Finds built JavaScript chunks by what their code holds: the chunk of a route's own page content (its metadata names
// the permalink), so measurements can tell a page's content from the code every page of its kind loads.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The names of the build's JavaScript files whose code holds `text`. */
export function chunksHolding(buildDir, text) {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(text),
  );
}

/** @param {string} buildDir @param {string} permalink */
export function chunkForPermalink(buildDir, permalink) {
  // The page's own metadata has the permalink followed by "draft"; links to it from other pages do not.
  const match = chunksHolding(buildDir, `"permalink":"${permalink}","draft"`).find((file) => !file.startsWith('main.'));
  if (!match)
    throw new Error(`No chunk in ${path.join(buildDir, 'assets', 'js')} holds the page content of ${permalink}`);
  return match;
}
