// `npm run build` (and `build:analytics`): `docusaurus build` in two processes, with the arguments given
// (`node scripts/build.mjs --out-dir build-analytics`):
//   1. bundle: the client and server bundles (Rspack), then the process exits (DOCUSAURUS_EXIT_AFTER_BUNDLING);
//   2. render: a fresh process loads the site again, renders every page from the server bundle that step 1 left in
//      the output folder (DOCUSAURUS_SKIP_BUNDLING), and runs the plugins' postBuild (search index, Markdown twins).
// Why two (issue 42; bench/README.md, "Issue 42: the rendering in a process of its own"): Rspack keeps the native
// memory of its compilation until the process ends, whatever is garbage-collected, and static rendering and postBuild
// ran on top of it. At 50× the operations the build process held 3.4 GB from bundling on, and the build's peak was
// rendering's 5.1 GB. Loading the site a second time costs one to three seconds.
// Both switches are Docusaurus's own but internal (facebook/docusaurus#11156: "not considered a public API
// surface"). So: when the installed Docusaurus no longer reads one, this script says so and runs `docusaurus build` in
// one process (the site still builds, with more memory), and tests/unit/build-memory.test.ts fails until someone
// re-measures the scale and chooses.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
/** The file of @docusaurus/core that reads both switches. */
const BUILD_LOCALE = path.join(
  ROOT,
  'node_modules',
  '@docusaurus',
  'core',
  'lib',
  'commands',
  'build',
  'buildLocale.js',
);
export const SWITCHES = ['DOCUSAURUS_EXIT_AFTER_BUNDLING', 'DOCUSAURUS_SKIP_BUNDLING'];

/** The switches the installed Docusaurus no longer reads (none when the build can be split). */
export function missingSwitches(source = readFileSync(BUILD_LOCALE, 'utf8')) {
  return SWITCHES.filter((name) => !source.includes(`process.env.${name} === 'true'`));
}

/** The output folder of `docusaurus build` with these arguments (`--out-dir`, default `build`). */
export function outDirOf(args) {
  const flag = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (flag === -1) return path.resolve('build');
  return path.resolve(args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1]);
}

function run(step, env, args) {
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', ...args], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    console.error(
      `build: the ${step} step of \`docusaurus build\` failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(result.status || 1);
  }
}

function main(args) {
  const missing = missingSwitches();
  if (missing.length > 0) {
    console.warn(
      `build: @docusaurus/core no longer reads ${missing.join(' and ')}: building in one process, which needs more memory at scale (re-measure with \`npm run bench -- --only scale\`).`,
    );
    run('whole', {}, args);
    return;
  }
  run('bundle', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'}, args);
  const serverBundle = path.join(outDirOf(args), '__server', 'server.bundle.js');
  if (!existsSync(serverBundle)) {
    console.error(`build: the bundle step left no server bundle at ${serverBundle}, so no page can be rendered.`);
    process.exit(1);
  }
  run('render', {DOCUSAURUS_SKIP_BUNDLING: 'true'}, args);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
