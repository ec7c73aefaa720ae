// The live preview of the API document under `npm start` (issue 45). Docusaurus watches the paths a plugin gives
// (`getPathsToWatch`) and loads that plugin's content again when one changes: this plugin's `loadContent` then runs
// what `prestart` ran, `node scripts/gen-api.mjs --pages` with the mock server the site's copy lists now, which
// writes only the generated files whose content changed (the bundle, the facts, the changelog, the reference pages).
// The docs instances and the bundler watch those files, so the open page updates without another command.
// A failure (a YAML slip, an unknown placeholder) is printed with its file and line, and the previous generated
// files stay: the preview keeps running. Only under `npm start`: a production build generates in `prebuild`.
import {spawn} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {unreferencedOpenApiFiles} from '../scripts/check/openapi-files';

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
  /** What gen-api printed: the files it changed, or each problem at its file and line. */
  output: string;
}

/** Runs `node scripts/gen-api.mjs --pages --keep-mock-server` in `siteDir`, as `prestart` does. */
export function regenerate(siteDir: string): Promise<Regeneration> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/gen-api.mjs', '--pages', '--keep-mock-server'], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => resolve({ok, seconds: (performance.now() - started) / 1000, output: output.trim()});
    child.once('error', (error) => {
      output += error.message;
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
}

export default function apiWatch(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV === 'production') return null;
  const sources = path.join(context.siteDir, WATCHED);
  // `prestart` generated from the sources as they are when the dev server starts.
  let generatedFrom = sourcesStamp(sources);
  let running: Promise<void> | undefined;

  const run = async (): Promise<void> => {
    // Saves that arrive while a run is going on are picked up by one more run once it ends.
    for (let stamp = sourcesStamp(sources); stamp !== generatedFrom; stamp = sourcesStamp(sources)) {
      generatedFrom = stamp;
      console.log('[api-watch] openapi/ changed: regenerating the reference, the facts and the changelog …');
      const result = await regenerate(context.siteDir);
      if (result.ok) {
        console.log(`[api-watch] ${result.output.split('\n').at(-1)} in ${result.seconds.toFixed(1)} s`);
        // A path file saved before its line under `paths:`: the document leaves it out until then.
        for (const finding of unreferencedOpenApiFiles(context.siteDir))
          console.warn(`[api-watch] ${finding.file}: ${finding.message}`);
      } else
        console.error(
          `[api-watch] the API files were not regenerated; the pages show the last good version. Fix this and save again:\n${result.output}`,
        );
    }
  };

  return {
    name: 'api-watch',
    getPathsToWatch: () => [path.join(sources, '**', '*.{yaml,yml,md}')],
    async loadContent() {
      while (running) await running;
      if (sourcesStamp(sources) === generatedFrom) return;
      running = run().finally(() => (running = undefined));
      await running;
    },
  };
}
