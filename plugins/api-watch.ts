// The live preview of the API document under `npm start` (issue 45). A watcher of openapi/, started by this plugin in
// the dev server, runs on each save what `prestart` ran, gen-api's generation with the reference pages (in this
// process, `regenerate` below), which writes only the generated files whose content changed (the bundle, the facts,
// the changelog, the reference pages). The docs instances and the bundler watch those files, so the open page
// updates without another command.
// A failure (a YAML slip, an unknown placeholder) is printed with its file and line, in the terminal and in the
// browser's error overlay, and the previous generated files stay: the preview keeps running. Only under `npm start`: a production build generates in `prebuild`.
import {readdirSync, statSync, watch, type FSWatcher} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {unreferencedOpenApiFiles} from '../scripts/check/openapi-files';

/** The quiet time after a change before the dev server compiles (see configureWebpack below). */
export const WRITE_BURST_MS = 300;

/** What gen-api writes under static/ (ignored in .gitignore too): files to download, no page's module. */
const GENERATED_DOWNLOADS = /[\\/]static[\\/](openapi|downloads|api)[\\/]/;

/** The longest the changelog waits for the pages' compilation, and how long the bundler must stay idle after it. */
const COMPILE_WAIT_MS = 15_000;
const IDLE_MS = 1_000;

/** How long a save's file events take to settle before the regeneration starts. */
const SETTLE_MS = 50;

/** What the writer edits: the split document, its release notes and its examples. */
export const WATCHED = 'openapi';

/** A fingerprint of the files under `dir` (paths, sizes and modification times), to tell a real edit from a reload. */
export function sourcesStamp(dir: string): string {
  const files = readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return files
    .map((file) => {
      const {size, mtimeMs} = statSync(file);
      return `${path.relative(dir, file)} ${size} ${mtimeMs}`;
    })
    .join('\n');
}

export interface Regeneration {
  ok: boolean;
  seconds: number;
  /** What the generation changed, or the problem at its file and line. */
  output: string;
}

/** The part of scripts/gen-api.mjs the live preview runs. */
interface GenApi {
  generate(options: {pages: boolean; mockServer?: string; afterPages: () => Promise<void>}): Promise<string[]>;
  currentMockServer(): Promise<string | undefined>;
  describeChanges(changed: string[], options: {pages: boolean}): string;
}

const generators = new Map<string, Promise<GenApi>>();
/** scripts/gen-api.mjs of the site at `siteDir`, loaded once: its modules take a second to load. */
function loadGenerator(siteDir: string): Promise<GenApi> {
  let loaded = generators.get(siteDir);
  if (!loaded) {
    loaded = import(pathToFileURL(path.join(siteDir, 'scripts', 'gen-api.mjs')).href) as Promise<GenApi>;
    generators.set(siteDir, loaded);
  }
  return loaded;
}

/**
 * What `prestart` runs (`gen-api --pages`), in the dev server's own process: the generator's modules stay loaded from
 * one save to the next (a second a run), the reference pages first, then, once `afterPages()` resolves, the changelog
 * and the downloads, with the mock server the site's copy lists now (the one `npm start` was started with).
 */
export async function regenerate(siteDir: string, afterPages: () => Promise<void>): Promise<Regeneration> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const genApi = await loadGenerator(siteDir);
    const mockServer = await genApi.currentMockServer();
    const changed = await genApi.generate({pages: true, mockServer, afterPages});
    return {ok: true, seconds: seconds(), output: `gen-api: ${genApi.describeChanges(changed, {pages: true})}`};
  } catch (error) {
    // Files named relative to the site, as the writer opens them.
    const message = (error as Error).message.replaceAll(`${siteDir}${path.sep}`, '');
    return {ok: false, seconds: seconds(), output: `gen-api: ${message}`};
  }
}

export default function apiWatch(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV === 'production') return null;
  const sources = path.join(context.siteDir, WATCHED);
  // `prestart` generated from the sources as they are when the dev server starts.
  let generatedFrom = sourcesStamp(sources);
  let running: Promise<void> | undefined;
  // A failed regeneration is shown where the writer looks, in the browser: the dev server's error overlay shows the
  // errors of a compilation, so each compilation carries it until a save regenerates again (the bundlers are the
  // dev server's, given to the plugin below; invalidating one compiles again without a file changed).
  let failure: string | undefined;
  const bundlers = new Set<Compiler>();
  // The changelog's comparison runs in this process: it waits until the bundler has compiled the pages just written
  // and stayed idle for a moment (the docs areas reload for a new page and compile once more), so that it does not
  // hold up the compilations the writer is waiting for.
  let waiting: (() => void)[] = [];
  let idle: NodeJS.Timeout | undefined;
  const compiling = () => clearTimeout(idle);
  const compiled = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      const resolved = waiting;
      waiting = [];
      resolved.forEach((resolve) => resolve());
    }, IDLE_MS);
  };
  const pagesCompiled = () =>
    bundlers.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, COMPILE_WAIT_MS).unref();
        });
  const showFailure = (message: string | undefined) => {
    if (message === failure) return;
    failure = message;
    for (const bundler of bundlers) bundler.watching?.invalidate();
  };

  const run = async (): Promise<void> => {
    // Saves that arrive while a run is going on are picked up by one more run once it ends.
    for (let stamp = sourcesStamp(sources); stamp !== generatedFrom; stamp = sourcesStamp(sources)) {
      generatedFrom = stamp;
      console.log('[api-watch] openapi/ changed: regenerating the reference, the facts and the changelog …');
      const result = await regenerate(context.siteDir, pagesCompiled);
      if (result.ok) {
        showFailure(undefined);
        console.log(`[api-watch] ${result.output.split('\n').at(-1)} in ${result.seconds.toFixed(1)} s`);
        // A path file saved before its line under `paths:`: the document leaves it out until then.
        for (const finding of unreferencedOpenApiFiles(context.siteDir))
          console.warn(`[api-watch] ${finding.file}: ${finding.message}`);
      } else {
        const message = `[api-watch] the API files were not regenerated; the pages show the last good version. Fix this and save again:\n${result.output}`;
        console.error(message);
        showFailure(message);
      }
    }
  };

  let watcher: FSWatcher | undefined;
  let settle: NodeJS.Timeout | undefined;
  const changed = () => {
    // An editor's save can be several events: one run once they have settled.
    clearTimeout(settle);
    settle = setTimeout(() => {
      running ??= run()
        .catch((error: Error) => console.error(`[api-watch] ${error.message}`)) // openapi/ itself gone, for one
        .finally(() => (running = undefined));
    }, SETTLE_MS);
  };

  return {
    name: 'api-watch',
    // A watcher of its own, not `getPathsToWatch`: Docusaurus would reload the whole site for each save, compiling
    // once more before anything changed, and a reload that ended after the docs areas' (which reload for the pages
    // written) would put back the routes it started from. Started by the dev server's first loading of the content;
    // it does not keep a process alive that would otherwise exit.
    loadContent() {
      if (!watcher) {
        watcher = watch(sources, {recursive: true}, (_event, file) => {
          if (file && /\.(ya?ml|md)$/.test(file)) changed();
        }).unref();
        // The generator is loaded while the writer reads, so that the first save does not wait for it.
        loadGenerator(context.siteDir).catch(() => undefined); // a failure is reported by the first regeneration
      }
      return Promise.resolve();
    },
    // A regeneration writes what the pages import in one burst of files a few milliseconds apart: the bundler waits
    // for 300 ms without a change before it compiles, so that the burst is one compilation, not one per file. The
    // downloads it writes under static/ (the bundle, the collection, the mock, the feeds) are served as files and
    // imported by no page: they start no compilation.
    configureWebpack: () => ({
      watchOptions: {aggregateTimeout: WRITE_BURST_MS, ignored: GENERATED_DOWNLOADS},
      plugins: [
        {
          apply(bundler: Compiler) {
            bundlers.add(bundler);
            bundler.hooks.invalid.tap('api-watch', compiling);
            bundler.hooks.done.tap('api-watch', compiled);
            bundler.hooks.thisCompilation.tap('api-watch', (compilation) => {
              if (failure) compilation.errors.push(new bundler.webpack.WebpackError(failure));
            });
          },
        },
      ],
    }),
  };
}
