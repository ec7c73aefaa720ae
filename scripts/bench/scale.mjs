// The scale part of `npm run bench`: builds the site from synthetic OpenAPI documents with 1×, 10×, 50× … our
// operations (scripts/bench/synthetic-spec.mjs) and measures each build. Every scale builds cold in a temporary
// copy of the project in the system's temp folder (the working tree's files as they are now, with node_modules
// linked, not copied, and a one-commit git repository so last-update dates work as here), which is deleted
// afterwards: the working tree is never modified. Usage: `const rows = await benchScales(root, [1, 10], opts)`.
import {execFileSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {stringify} from 'yaml';
import {deriveFacts, siteSpec, writeFacts} from '../gen-api.mjs';
import {outputStats} from './build.mjs';
import {firstLoadJs} from './first-load-js.mjs';
import {formatPhases, phases} from './phases.mjs';
import {runMeasured} from './process.mjs';
import {serveBuild} from './server.mjs';
import {measureStart} from './start.mjs';
import {countEvents, countOperations, scaleSpec} from './synthetic-spec.mjs';
import {specFile} from '../../config/site-paths.mjs';

const round1 = (n) => Math.round(n * 10) / 10;

const copies = new Set();
/** Deletes the temporary copies still there (on Ctrl-C or an error). */
export function removeCopies() {
  for (const dir of copies) rmSync(dir, {recursive: true, force: true});
}

/** Copies the working tree's files (tracked and new, not ignored) to a temp folder; links node_modules' entries. */
export async function copyProject(root) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'berthline-bench-'));
  copies.add(dir);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root});
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree, not yet committed
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await copyFile(path.join(root, file), path.join(dir, file));
  }
  // A real node_modules folder whose entries link to ours, without .cache: the copy's build caches stay its own.
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry !== '.cache')
      await symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  const git = (...args) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'Benchmark snapshot');
  return dir;
}

/** Replaces the bundled document in the copy by one with `factor` times the operations; returns the count. */
async function writeSyntheticSpec(dir, factor) {
  const jsonFile = path.join(dir, specFile('json'));
  const spec = scaleSpec(JSON.parse(await readFile(jsonFile, 'utf8')), factor);
  const yaml = stringify(spec, {lineWidth: 0});
  await writeFile(jsonFile, `${JSON.stringify(spec, null, 2)}\n`);
  await writeFile(jsonFile.replace(/\.json$/, '.yaml'), yaml);
  await writeFile(path.join(dir, 'src', 'generated', 'openapi-site.yaml'), stringify(siteSpec(spec), {lineWidth: 0}));
  // The API home lists every operation from these facts, as it would for a larger API.
  await writeFacts(deriveFacts(spec), path.join(dir, 'src', 'generated'));
  return {operations: countOperations(spec), events: countEvents(spec)};
}

/**
 * Node's default heap limit on a hosted CI runner with 7 GB of memory (GitHub's ubuntu-latest until 2024). V8 sizes
 * the old generation from the physical memory: memory / 4 × 2 on 64-bit builds without pointer compression (as
 * Node's are), so 7 GB → 3.5 GB, but capped at 2 GB below 15 GB of memory (4 GB above: this machine's limit is
 * 4,144 MB, `v8.getHeapStatistics().heap_size_limit`). A 7 GB runner therefore runs the build with
 * `--max-old-space-size=2048`, and the capped 100× build uses that.
 */
export const RUNNER_HEAP_MB = 2048;

/** The issue's targets (issue 22): seconds and MB of peak RSS of the whole tree, by scale. */
export const TARGETS = {
  1: {seconds: 30, peakRssMB: 1.2 * 1024},
  10: {seconds: 60, peakRssMB: 2 * 1024},
  50: {seconds: 150, peakRssMB: 4 * 1024},
  100: {peakRssMB: 7 * 1024},
};

/** From this scale up, the bench also times `npm start`'s first page, which should come within START_SECONDS. */
export const START_FACTOR = 50;
export const START_SECONDS = 60;

/** "pass" or "miss" of a row against its target (build time counts generation and build, as the table does). */
export function verdict(row) {
  const target = TARGETS[row.factor];
  if (!target) return undefined;
  if (row.timedOut) return 'miss';
  const misses = [];
  if (target.seconds && row.totalSeconds > target.seconds) misses.push(`${row.totalSeconds} s > ${target.seconds} s`);
  if (row.peakRssMB > target.peakRssMB) misses.push(`${row.peakRssMB} MB > ${target.peakRssMB} MB`);
  return misses.length === 0 ? 'pass' : `miss (${misses.join(', ')})`;
}

/**
 * Generates and builds one scale in a fresh copy; a build that exceeds `timeoutMs` is stopped and reported. With
 * `heapMB`, every Node process of the build runs with `--max-old-space-size=heapMB` (NODE_OPTIONS), as on a runner.
 */
async function benchScale(root, factor, {logDir, timeoutMs, heapMB}) {
  const dir = await copyProject(root);
  const log = path.join(logDir, `scale-${factor}x${heapMB ? `-heap${heapMB}` : ''}.log`);
  await rm(log, {force: true});
  const env = {
    ...process.env,
    PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}`,
    // Docusaurus's perf log names each phase as it ends: the breakdown (scripts/bench/phases.mjs) reads it.
    DOCUSAURUS_PERF_LOGGER: 'true',
    ...(heapMB ? {NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMB}`.trim()} : {}),
  };
  const started = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - started));
  try {
    const bundle = await runMeasured(process.execPath, ['scripts/gen-api.mjs'], {cwd: dir, env, log});
    const {operations, events} = await writeSyntheticSpec(dir, factor);
    console.log(`bench: ${factor}×: ${operations} operations and ${events} events, generating the reference pages …`);
    // The Postman collection of the synthetic document, as gen-api writes it for the real one.
    const postmanScript = `import('./scripts/gen-postman.mjs').then((m) => m.generatePostmanCollection(${JSON.stringify(path.join(dir, specFile('json')))}))`;
    const postman = await runMeasured(process.execPath, ['--input-type=module', '-e', postmanScript], {
      cwd: dir,
      env,
      log,
    });
    // The reference pages of the synthetic document, as `npm run gen-api` writes them for the real one.
    const pages = await runMeasured(process.execPath, ['scripts/gen-api.mjs', '--pages-only'], {
      cwd: dir,
      env,
      log,
      timeoutMs: left(),
    });
    const genSeconds = bundle.seconds + postman.seconds + pages.seconds;
    // A stopped run still tells how much memory it had taken by then.
    const stopped = (step, run) => {
      const row = {
        factor,
        heapMB,
        operations,
        events,
        timedOut: `${step} did not finish within the ${timeoutMs / 60000} min limit (peak ${run.peakRssMB} MB by then)`,
        phases: phases(run),
      };
      console.log(`bench: ${factor}×: ${row.timedOut}`);
      for (const line of formatPhases(row.phases)) console.log(`bench:   ${line}`);
      return row;
    };
    if (pages.timedOut) return stopped('page generation', pages);
    console.log(`bench: ${factor}×: building (cold) …`);
    // What `npm run build` runs: the bundling and the rendering in two processes (scripts/build.mjs).
    const build = await runMeasured(process.execPath, ['scripts/build.mjs'], {cwd: dir, env, log, timeoutMs: left()});
    if (build.timedOut) return stopped('the build', build);
    const output = await outputStats(path.join(dir, 'build'));
    const server = await serveBuild(path.join(dir, 'build'));
    let js;
    try {
      js = await firstLoadJs(path.join(dir, 'build'), server.origin);
    } finally {
      await server.close();
    }
    // `npm start` on the same pages, from the build's dev server, for the issue's 50× row (not with the capped heap).
    const start =
      factor >= START_FACTOR && !heapMB ? await measureStart(dir, {env, log, timeoutMs: left()}) : undefined;
    const breakdown = [
      {phase: 'generation: bundle the document (1×)', seconds: round1(bundle.seconds), peakRssMB: bundle.peakRssMB},
      {phase: 'generation: Postman collection', seconds: round1(postman.seconds), peakRssMB: postman.peakRssMB},
      {phase: 'generation: reference pages, samples', seconds: round1(pages.seconds), peakRssMB: pages.peakRssMB},
      ...phases(build),
    ];
    const row = {
      factor,
      heapMB,
      operations,
      events,
      genSeconds: round1(genSeconds),
      buildSeconds: round1(build.seconds),
      totalSeconds: round1(genSeconds + build.seconds),
      peakRssMB: Math.max(bundle.peakRssMB, postman.peakRssMB, pages.peakRssMB, build.peakRssMB),
      htmlPages: output.htmlPages,
      outputBytes: output.bytes,
      docsHomeJsKB: js.docsHomeKB,
      apiGuideJsKB: js.apiGuideKB,
      largestReference: js.largestReference,
      phases: breakdown,
      ...(start ? {start} : {}),
    };
    row.verdict = verdict(row);
    console.log(
      `bench: ${factor}×${heapMB ? ` (heap ${heapMB} MB)` : ''}: ${row.totalSeconds} s, peak ${row.peakRssMB} MB, ${row.htmlPages} pages; JS: docs home ${row.docsHomeJsKB} KB, API guide ${row.apiGuideJsKB} KB, largest reference page ${row.largestReference.jsKB} KB (${row.largestReference.path}); ${row.verdict ?? ''}`,
    );
    for (const line of formatPhases(breakdown)) console.log(`bench:   ${line}`);
    if (start) {
      const verdictOf = start.timedOut ? 'miss (no page)' : start.seconds <= START_SECONDS ? 'pass' : 'miss';
      console.log(
        `bench: ${factor}×: npm start served the first page ${start.timedOut ? 'not at all' : `after ${start.seconds} s`}, peak ${start.peakRssMB} MB; ${verdictOf} (≤ ${START_SECONDS} s)`,
      );
    }
    return row;
  } finally {
    await rm(dir, {recursive: true, force: true});
    copies.delete(dir);
  }
}

/**
 * Runs the scales in order, one build at a time; after one times out, larger ones are reported as skipped rather
 * than tried. At 100× it also builds with Node's heap capped as on a 7 GB runner (RUNNER_HEAP_MB).
 */
export async function benchScales(root, factors, {logDir, timeoutMinutes}) {
  const rows = [];
  const runs = factors.flatMap((factor) => (factor === 100 ? [[factor], [factor, RUNNER_HEAP_MB]] : [[factor]]));
  for (const [factor, heapMB] of runs) {
    if (rows.some((row) => row.timedOut)) {
      rows.push({factor, heapMB, skipped: 'a smaller scale already timed out'});
      continue;
    }
    rows.push(await benchScale(root, factor, {logDir, timeoutMs: timeoutMinutes * 60000, heapMB}));
  }
  return rows;
}
