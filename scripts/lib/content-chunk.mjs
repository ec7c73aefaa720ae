// Finds built JavaScript chunks by what their code holds: the chunk of a route's own page content (its metadata names
// the permalink), so measurements can tell a page's content from the code every page of its kind loads, and the
// chunk that routes an address (the API area's routes are a chunk of their own, a route group).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The names of the build's JavaScript files (chunks are named by id) whose code holds `text`. */
export function chunksHolding(buildDir, text) {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(text),
  );
}

/** The chunks whose code holds the route of `routePath`, as the bundler writes it: `{path:"/docs/…",component:…}`. */
export function chunksRouting(buildDir, routePath) {
  return chunksHolding(buildDir, `path:"${routePath}",component:`);
}

/** @param {string} buildDir @param {string} permalink */
export function chunkForPermalink(buildDir, permalink) {
  // The page's own metadata has the permalink followed by "draft"; links to it from other pages do not.
  const match = chunksHolding(buildDir, `"permalink":"${permalink}","draft"`).find((file) => !file.startsWith('main.'));
  if (!match)
    throw new Error(`No chunk in ${path.join(buildDir, 'assets', 'js')} holds the page content of ${permalink}`);
  return match;
}
