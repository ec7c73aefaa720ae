// What keeps the production build's memory within its budget (issue 42; the scale part of `npm run bench` measures
// it, bench/README.md says what each of these was worth). A cheap guard in `npm test` for each cause found, so that
// a change that brings one back fails here instead of in the next benchmark:
// - the reference pages' JSON modules have no per-key export information (Rspack's production default, which took
//   the 10× build's bundling from 2.4 to 3.1 GB);
// - Rspack's persistent cache is written by `docusaurus start` only (a production build held 0.3 to 1.1 GB more);
// - the postBuild steps' child processes run one at a time (side by side, their peaks added up on top of the build
//   process's);
// - the reference pages' JSON leaves out what no reference page shows (x-errorDetails was a quarter of it), and a
//   response that pages share is one module (plugins/reference-pages/shared-responses.mjs);
// - the pages are rendered in a process of their own, without the bundler's memory (scripts/build.mjs: at 50× the
//   bundling process keeps 3.4 GB of Rspack's native memory until it exits).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {Configuration} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import bundling from '../../plugins/bundling';
import {runTsxChild} from '../../plugins/child';
import {missingSwitches, outDirOf} from '../../scripts/build.mjs';
import {REFERENCE_PAGES_DIR} from '../../config/site-paths.mjs';

const root = path.resolve(__dirname, '..', '..');

/** What the bundling plugin adds to the client and the server configuration, as Docusaurus calls it. */
function bundlerConfig(isServer: boolean): Configuration {
  const plugin = bundling({siteDir: root} as LoadContext) as Plugin & {
    configureWebpack: (config: Configuration, isServer: boolean, utils: unknown) => Configuration;
  };
  // Docusaurus's client config sets the `common` group's minChunks (half the pages), which plugins/bundling reads.
  const base: Configuration = {optimization: {splitChunks: {cacheGroups: {common: {minChunks: 40}}}}};
  return plugin.configureWebpack(base, isServer, {currentBundler: {name: 'rspack', instance: rspack}});
}

for (const isServer of [false, true]) {
  test(`JSON modules get export information for their top-level keys only (${isServer ? 'server' : 'client'})`, () => {
    const json = (bundlerConfig(isServer).module?.parser as {json?: {exportsDepth?: number}} | undefined)?.json;
    assert.ok(json?.exportsDepth !== undefined, 'module.parser.json.exportsDepth is not set: Rspack tracks every key');
    assert.ok(json.exportsDepth <= 1, `module.parser.json.exportsDepth is ${json.exportsDepth}, at most 1`);
  });
}

test('a production build writes no Rspack persistent cache; the dev server keeps it', async () => {
  const saved = process.env.NODE_ENV;
  const config = async (env: string) => {
    process.env.NODE_ENV = env;
    // A fresh evaluation of the config module for each environment.
    const url = `${path.join(root, 'docusaurus.config.ts')}?env=${env}`;
    const loaded = (await import(url)) as {default: {future?: {faster?: {rspackPersistentCache?: boolean}}}};
    return loaded.default.future?.faster?.rspackPersistentCache;
  };
  try {
    assert.equal(await config('production'), false);
    assert.equal(await config('development'), true);
  } finally {
    process.env.NODE_ENV = saved;
  }
});

/** Runs `body` with a fresh temporary folder, deleted afterwards. */
async function inTempDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'berthline-children-'));
  try {
    await body(dir);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

test("postBuild's child processes run one at a time", () =>
  inTempDir(async (dir) => {
    const log = path.join(dir, 'log');
    await writeFile(log, '');
    // Each child writes when it starts and ends, and takes a while in between.
    const script = path.join(dir, 'child.mts');
    await writeFile(
      script,
      [
        "import {appendFileSync} from 'node:fs';",
        `appendFileSync(${JSON.stringify(log)}, 'start ' + process.argv[2] + '\\n');`,
        'await new Promise((resolve) => setTimeout(resolve, 400));',
        `appendFileSync(${JSON.stringify(log)}, 'end ' + process.argv[2] + '\\n');`,
      ].join('\n'),
    );
    const results = await Promise.all(['a', 'b', 'c'].map((name) => runTsxChild(script, [name], {cwd: root})));
    assert.deepEqual(results, [undefined, undefined, undefined]);
    const lines = (await readFile(log, 'utf8')).trim().split('\n');
    assert.deepEqual(lines, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  }));

test('a failing child is reported and the next one still runs', () =>
  inTempDir(async (dir) => {
    const failing = path.join(dir, 'fail.mts');
    await writeFile(failing, 'process.exit(3);\n');
    const passing = path.join(dir, 'pass.mts');
    await writeFile(passing, 'export {};\n');
    const results = await Promise.all([runTsxChild(failing, [], {cwd: root}), runTsxChild(passing, [], {cwd: root})]);
    assert.deepEqual(results, ['exit 3', undefined]);
  }));

test("the reference pages' JSON carries no x-errorDetails (the error codes page shows them)", async () => {
  const dir = path.join(root, REFERENCE_PAGES_DIR);
  const files = (await readdir(dir, {recursive: true})).filter((file) => file.endsWith('.json'));
  assert.ok(files.length > 0, 'no reference page JSON: run npm run gen-api first');
  const carrying: string[] = [];
  for (const file of files) {
    if ((await readFile(path.join(dir, file), 'utf8')).includes('"x-errorDetails"')) carrying.push(file);
  }
  assert.deepEqual(carrying, []);
});

test('pages with the same response require one shared file for it', async () => {
  const dir = path.join(root, REFERENCE_PAGES_DIR);
  const pages = (await readdir(dir)).filter((file) => file.endsWith('.api.mdx'));
  // Every operation answers 401 with the same problem response.
  const required = new Set<string>();
  for (const page of pages) {
    const text = await readFile(path.join(dir, page), 'utf8');
    // Operation pages (event pages document what the reader's endpoint answers).
    if (!text.includes("from '@site/src/theme/ApiItem/ApiOperation'")) continue;
    const match = /"401": require\("\.\/(shared\/[0-9a-f]+\.json)"\)/.exec(
      await readFile(path.join(dir, page), 'utf8'),
    );
    assert.ok(match, `${page}: its 401 response is not required from a shared file`);
    required.add(match[1]!);
  }
  assert.ok(required.size === 1, `the operations' 401 responses are ${required.size} files`);
});

test('npm run build renders in a process of its own, after the bundling process has exited', async () => {
  const scripts = (
    JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
  ).scripts;
  assert.match(scripts.build!, /^node scripts\/build\.mjs$/);
  assert.match(scripts['build:analytics']!, /^node scripts\/build\.mjs --out-dir /);
  // The installed Docusaurus reads both switches; when an upgrade drops one, the build falls back to one process and
  // this fails until the scale is measured again.
  assert.deepEqual(missingSwitches(), [], 'scripts/build.mjs builds in one process: re-measure the scale bench');
  const planted = (
    await readFile(path.join(root, 'node_modules/@docusaurus/core/lib/commands/build/buildLocale.js'), 'utf8')
  ).replaceAll('DOCUSAURUS_SKIP_BUNDLING', 'DOCUSAURUS_SKIP_BUNDLING_RENAMED');
  assert.deepEqual(missingSwitches(planted), ['DOCUSAURUS_SKIP_BUNDLING']);
});

test("the build's rendering step finds the server bundle where Docusaurus's bundling step leaves it", async () => {
  const server = await readFile(path.join(root, 'node_modules/@docusaurus/core/lib/webpack/server.js'), 'utf8');
  assert.match(server, /const outputFilename = 'server\.bundle\.js'/);
  assert.match(server, /path_1\.default\.join\(props\.outDir, '__server'\)/);
  assert.equal(outDirOf(['--out-dir', 'build-analytics']), path.resolve('build-analytics'));
  assert.equal(outDirOf(['--out-dir=x']), path.resolve('x'));
  assert.equal(outDirOf([]), path.resolve('build'));
});
