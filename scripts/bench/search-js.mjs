// The JavaScript that search adds to a page that never searches: the navbar field (src/theme/SearchBar) and the
// highlighting client module, bundled as the site ships them (minified, gzip) without React and Docusaurus's own
// modules, which every page loads anyway. Pagefind's script, its WebAssembly and mark.js load only when a reader
// searches or opens a result, so they are not part of it. Usage: `const kb = await searchJsKB();`
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
// esbuild comes with tsx (a dev dependency): the bundler the bench uses to minify these two entry points alone.
import {build} from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SEARCH_ENTRY_POINTS = ['src/theme/SearchBar/index.tsx', 'src/clientModules/search-highlight.ts'];

export async function searchJsKB() {
  let bytes = 0;
  for (const entry of SEARCH_ENTRY_POINTS) {
    const result = await build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      target: 'es2020',
      // Loaded by every page already, or only once a reader searches (dynamic imports stay separate chunks).
      external: ['react', 'react/*', 'react-dom', '@docusaurus/*', 'mark.js/*'],
      alias: {'@site': root},
      // CSS modules become their class-name map, as in the site's bundle; the styles themselves are CSS, not JS.
      loader: {'.css': 'local-css'},
      outdir: path.join(root, '.bench', 'search-js'),
      logLevel: 'silent',
    });
    const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
    bytes += gzipSync(js.contents).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}
