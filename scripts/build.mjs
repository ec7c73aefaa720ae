// `npm run build` (and `build:analytics`): `docusaurus build` in two processes, with the arguments given
// (`node scripts/build.mjs --out-dir build-analytics`).
//   1. bundle: the client and server bundles (rspack), then the process exits (DOCUSAURUS_EXIT_AFTER_BUNDLING);
//   2. render: a fresh process loads the site again, renders every page from the server bundle that step 1 left
//      (DOCUSAURUS_SKIP_BUNDLING), and runs the plugins' postBuild (search index, Markdown versions, headers).
// Why two: the bundler's memory stays with the process after bundling. At 10× the operations the build process
// held about 2.5 GB of native memory from then on (its V8 heap was 212 MB), and static rendering and postBuild ran on
// top of it: the build's peak was rendering's 3.5 GB. Split, the peak is the bundle step's own (1.6 GB at 10×),
// rendering 1.2 GB, postBuild 0.75 GB (issue 22; bench/README.md, "Scale"). Upstream reports the same retention
// (web-infra-dev/rspack#14734). Loading the site a second time costs one to four seconds.
// The bundle step also runs without rspack's persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): a cold build does
// not read it, and writing it cost 430 MB of the bundle step's peak at 10×. `npm start` keeps its cache.
// The three switches are Docusaurus's own; an upgrade that drops one fails here, not silently.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const CORE_LIB = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'lib');
/** Each switch this build sets, and the file of @docusaurus/core that reads it. */
const SWITCHES = {
  DOCUSAURUS_EXIT_AFTER_BUNDLING: 'commands/build/buildLocale.js',
  DOCUSAURUS_SKIP_BUNDLING: 'commands/build/buildLocale.js',
  DOCUSAURUS_NO_PERSISTENT_CACHE: 'webpack/base.js',
};

/** Fails when the installed Docusaurus no longer reads a switch this build relies on. */
export function checkSwitches() {
  const missing = Object.entries(SWITCHES)
    .filter(([name, file]) => !readFileSync(path.join(CORE_LIB, file), 'utf8').includes(`process.env.${name}`))
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `@docusaurus/core no longer reads ${missing.join(' and ')}; scripts/build.mjs cannot split the build. Run \`docusaurus build\` in one process instead and re-measure its memory (issue 22).`,
    );
  }
}

/** The server bundle's folder that step 1 leaves in the output folder (`--out-dir`, default `build`). */
function serverDir(args) {
  const flag = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  const outDir = flag === -1 ? 'build' : args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1];
  return path.resolve(outDir, '__server');
}

function run(step, env, args) {
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', ...args], {
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    console.error(
      `build: step "${step}" of \`docusaurus build\` failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(result.status || 1);
  }
}

/** The two steps, with the arguments of `docusaurus build`. */
function main(args) {
  checkSwitches();
  run('bundle', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}, args);
  if (!existsSync(serverDir(args))) {
    console.error(`build: the bundle step left no server bundle in ${serverDir(args)}; cannot render the pages.`);
    process.exit(1);
  }
  // The server bundle is one file (plugins/bundling: `output.asyncChunks: false`); split into a chunk per page it
  // weighed 1.3 GB at 50× the operations, and bundling it took 4.9 GB.
  const extra = readdirSync(serverDir(args), {recursive: true}).filter((file) => file !== 'server.bundle.js');
  if (extra.length > 0) {
    console.error(
      `build: the server bundle was split (${extra.length} more files in ${serverDir(args)}, e.g. ${extra[0]}); plugins/bundling's \`output.asyncChunks: false\` no longer applies (issue 22).`,
    );
    process.exit(1);
  }
  run('render', {DOCUSAURUS_SKIP_BUNDLING: 'true'}, args);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
