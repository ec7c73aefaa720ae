// `npm run bench` (issue 8): measures the site's builds, its Lighthouse scores and how it scales with the API.
//   1. a cold and a warm `npm run build`: time, peak memory of the process tree, size of build/;
//   2. Lighthouse 12 (mobile preset) on the docs home, a feature page, an API guide and an API reference page,
//      served by scripts/serve.mjs on a free port: per-metric medians of N runs;
//   3. cold builds from synthetic OpenAPI documents with 1×, 10×, 50× our operations, in a temporary copy;
//   4. search (issue 19): a first query on the docs home through a slow-4G proxy with 4× CPU, at 1× and with the
//      reference pages repeated 50×, and the JavaScript search adds to every page (scripts/bench/search.mjs);
//   5. the live preview (issue 45): under `npm start` in a copy, the seconds from a save under openapi/ to the open
//      page showing it, for a changed limit and a new operation (scripts/bench/live-preview.mjs);
//   6. the writer's tasks (issue 45): tests/unit/writer.test.ts with its last task, the whole check on every file
//      the four tasks touched, which `npm test` leaves to the bench (scripts/bench/writer.mjs);
//   7. axe on every tab of a reference page in light and dark mode, which `npm test` leaves to the bench too
//      (scripts/bench/a11y.mjs);
// then prints tables, the audits that keep a category under 100, the issue's targets as pass or miss and the
// comparison with the previous bench/results.json, and writes bench/results.json. A missed target does not fail
// the run; an error (a failed build, Chromium that cannot start, a busy port) exits with status 1.
// Usage: npm run bench -- [--runs 5] [--scale 1,10,50] [--scale-timeout 15] [--port 0]
//                         [--skip-build] [--skip-lighthouse] [--skip-scale] [--skip-search] [--skip-live]
//                         [--skip-writer] [--skip-a11y]
//                         [--only search]
//        npm run bench -- --ab <git ref or build directory> [--ab-page /docs/api/reference/shipment-list] [--runs 5]
//   (--ab: only Lighthouse on one page of build/ against a baseline, runs interleaved: scripts/bench/lighthouse-ab.mjs)
// Builds log to .bench/*.log and Lighthouse reports go to .bench/lighthouse/. Timings are wall-clock times on
// this machine and move with whatever else runs on it.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import * as prettier from 'prettier';
import {benchBuilds} from './bench/build.mjs';
import {CHROMIUM, requireChromium, runLighthouse} from './bench/lighthouse.mjs';
import {prepareBaseline, printLighthouseAB, runLighthouseAB} from './bench/lighthouse-ab.mjs';
import {BenchError, killRunning} from './bench/process.mjs';
import {evaluateTargets, printComparison, printResults, printTargets} from './bench/report.mjs';
import {benchLivePreview} from './bench/live-preview.mjs';
import {benchScales, removeCopies} from './bench/scale.mjs';
import {benchSearchPart, printSearch, searchTargets} from './bench/search.mjs';
import {benchWriter} from './bench/writer.mjs';
import {benchA11y} from './bench/a11y.mjs';
import {serveBuild} from './bench/server.mjs';
import {LIGHTHOUSE_KINDS, PAGE_KINDS} from './lib/page-kinds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(root, 'bench', 'results.json');
const WORK = path.join(root, '.bench');

function readOptions() {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '5'},
      scale: {type: 'string', default: '1,10,50'},
      'scale-timeout': {type: 'string', default: '15'},
      port: {type: 'string', default: '0'},
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-scale': {type: 'boolean', default: false},
      'skip-search': {type: 'boolean', default: false},
      'skip-live': {type: 'boolean', default: false},
      'skip-writer': {type: 'boolean', default: false},
      'skip-a11y': {type: 'boolean', default: false},
      only: {type: 'string'},
      ab: {type: 'string'},
      'ab-page': {type: 'string', default: PAGE_KINDS['API reference']},
    },
  });
  const parts = ['build', 'lighthouse', 'scale', 'search', 'live', 'writer', 'a11y'];
  if (values.only !== undefined && !parts.includes(values.only))
    throw new BenchError(`--only must be one of ${parts.join(', ')}, got "${values.only}"`);
  const skip = (part) => (values.only !== undefined ? values.only !== part : values[`skip-${part}`]);
  const whole = (name, text, min) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new BenchError(`--${name} must be a whole number ≥ ${min}, got "${text}"`);
    return n;
  };
  return {
    runs: whole('runs', values.runs, 1),
    scales: values.scale
      .split(',')
      .map((s) => whole('scale', s.trim(), 1))
      .sort((a, b) => a - b),
    scaleTimeoutMinutes: whole('scale-timeout', values['scale-timeout'], 1),
    port: whole('port', values.port, 0),
    skipBuild: skip('build'),
    skipLighthouse: skip('lighthouse'),
    skipScale: skip('scale'),
    skipSearch: skip('search'),
    skipLive: skip('live'),
    skipWriter: skip('writer'),
    skipA11y: skip('a11y'),
    ab: values.ab,
    abPage: values['ab-page'].startsWith('/') ? values['ab-page'] : `/${values['ab-page']}`,
    // Each search run waits for a quiet network twice; three per query are enough for a median.
    searchRuns: Math.min(whole('runs', values.runs, 1), 3),
  };
}

const git = (...args) => execFileSync('git', args, {cwd: root}).toString().trim();
const version = (pkg) => JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * The machine's load average over 1, 5 and 15 minutes. Each part records it when it ends: on 2 cores, anything
 * above 2 means the timings and Lighthouse's TBT were measured while other work competed for the CPU.
 */
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 10) / 10);

/**
 * Waits, up to `maxSeconds`, for the 1-minute load average to fall to 1 (half the cores): the builds just before
 * Lighthouse leave it near 2, and Lighthouse's TBT scales with whatever else competes for the CPU. Returns the load
 * average it starts measuring at.
 */
async function settle(maxSeconds = 180) {
  const deadline = Date.now() + maxSeconds * 1000;
  if (os.loadavg()[0] > 1) console.log(`bench: waiting for the machine to settle (load ${loadAverage()[0]}) …`);
  while (os.loadavg()[0] > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
  return loadAverage();
}

function chromiumVersion() {
  try {
    // Debian's launcher script complains on stderr about an unset variable; the version is on stdout.
    return execFileSync(CHROMIUM, ['--version'], {stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return 'not installed';
  }
}

function describeRun() {
  return {
    generatedAt: new Date().toISOString(),
    // bench/results.json itself does not count as a change to the measured code.
    commit:
      git('rev-parse', '--short', 'HEAD') +
      (git('status', '--porcelain', '--', '.', ':!bench/results.json') ? ' (with uncommitted changes)' : ''),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: loadAverage(),
      node: process.version,
      chromium: chromiumVersion(),
    },
  };
}

/** Writes bench/results.json, formatted as `prettier --check` (npm run lint) expects it. */
async function writeResults(results) {
  await mkdir(path.dirname(RESULTS), {recursive: true});
  const format = {...(await prettier.resolveConfig(RESULTS)), filepath: RESULTS};
  await writeFile(RESULTS, await prettier.format(JSON.stringify(results), format));
}

/** `--ab`: Lighthouse on one page of build/ and of a baseline, interleaved; stored as `lighthouseAB`. */
async function benchAB(options, results, stamp) {
  if (!existsSync(path.join(root, 'build', 'index.html')))
    throw new BenchError('--ab compares build/ with a baseline: run npm run build first.');
  const baseline = await prepareBaseline(root, options.ab, WORK);
  try {
    const loadAverageAtStart = await settle();
    console.log(`bench: Lighthouse A/B, ${options.runs} interleaved runs each, on ${options.abPage} …`);
    results.lighthouseAB = {
      ...stamp,
      version: version('lighthouse'),
      ...(await runLighthouseAB({
        current: {dir: path.join(root, 'build'), label: `build/ (${stamp.commit})`},
        baseline,
        pagePath: options.abPage,
        runs: options.runs,
      })),
      loadAverageAtStart,
      loadAverage: loadAverage(),
    };
  } finally {
    baseline.remove();
  }
}

async function main() {
  const options = readOptions();
  if (options.ab !== undefined) {
    requireChromium();
    const previous = existsSync(RESULTS) ? JSON.parse(await readFile(RESULTS, 'utf8')) : {};
    const run = describeRun();
    const results = {...previous, lighthouseAB: undefined};
    await mkdir(WORK, {recursive: true});
    await benchAB(options, results, {measuredAt: run.generatedAt, commit: run.commit});
    printLighthouseAB(results.lighthouseAB);
    await writeResults(results);
    console.log(`\nbench: wrote the A/B to ${path.relative(root, RESULTS)} (lighthouseAB)`);
    return;
  }
  if (!options.skipLighthouse || !options.skipScale || !options.skipSearch || !options.skipLive || !options.skipA11y)
    requireChromium();
  const previous = existsSync(RESULTS) ? JSON.parse(await readFile(RESULTS, 'utf8')) : undefined;
  const run = describeRun();
  const stamp = {measuredAt: run.generatedAt, commit: run.commit};
  const results = {
    ...run,
    build: undefined,
    lighthouse: undefined,
    scale: undefined,
    search: undefined,
    live: undefined,
    writer: undefined,
    a11y: undefined,
  };
  await mkdir(WORK, {recursive: true});

  if (!options.skipBuild) results.build = {...stamp, ...(await benchBuilds(root, WORK)), loadAverage: loadAverage()};

  if (!options.skipLighthouse) {
    const loadAverageAtStart = await settle();
    const server = await serveBuild(path.join(root, 'build'), options.port);
    console.log(`bench: Lighthouse, ${options.runs} runs per page, on ${server.origin}/docs/ …`);
    try {
      const pages = LIGHTHOUSE_KINDS.map((kind) => ({kind, path: PAGE_KINDS[kind]}));
      results.lighthouse = {
        ...stamp,
        version: version('lighthouse'),
        preset: 'mobile (default config: emulated moto g power, simulated throttling)',
        runs: options.runs,
        aggregation: 'per-metric median',
        pages: await runLighthouse(pages, server.origin, {
          runs: options.runs,
          reportDir: path.join(WORK, 'lighthouse'),
        }),
        loadAverageAtStart,
        loadAverage: loadAverage(),
      };
    } finally {
      await server.close();
    }
  }

  if (!options.skipScale) {
    results.scale = {
      ...stamp,
      timeoutMinutes: options.scaleTimeoutMinutes,
      results: await benchScales(root, options.scales, {logDir: WORK, timeoutMinutes: options.scaleTimeoutMinutes}),
      loadAverage: loadAverage(),
    };
  }

  if (!options.skipSearch) {
    const loadAverageAtStart = await settle();
    results.search = {
      ...stamp,
      ...(await benchSearchPart(path.join(root, 'build'), {
        runs: options.searchRuns,
        scaleFactor: 50,
        serve: (dir) => serveBuild(dir, options.port),
      })),
      loadAverageAtStart,
      loadAverage: loadAverage(),
    };
  }

  if (!options.skipLive) {
    const live = await benchLivePreview(root, {log: path.join(WORK, 'live-preview.log')});
    results.live = {...stamp, ...live, loadAverage: loadAverage()};
    console.log(
      `bench: live preview: a changed limit on its page after ${live.limitSeconds} s, a new operation's page after ${live.newPageSeconds} s, a YAML slip in the error overlay after ${live.slipSeconds} s and gone ${live.fixedSeconds} s after its fix (regenerations ${live.regenerations.join(' s, ')} s)`,
    );
  }

  if (!options.skipWriter) {
    const writer = await benchWriter(root, {log: path.join(WORK, 'writer.log')});
    results.writer = {...stamp, ...writer, loadAverage: loadAverage()};
    console.log(
      `bench: the writer's tasks passed in ${writer.seconds} s; the whole check on the files they touched took ${writer.wholeCheck.seconds} s (${Object.entries(
        writer.wholeCheck.steps,
      )
        .map(([step, seconds]) => `${step} ${seconds}`)
        .join(', ')})`,
    );
  }

  if (!options.skipA11y) {
    const a11y = await benchA11y(root, {log: path.join(WORK, 'a11y.log')});
    results.a11y = {...stamp, ...a11y, loadAverage: loadAverage()};
    console.log(`bench: axe on every tab of a reference page, light and dark: no finding, in ${a11y.seconds} s`);
  }

  // Parts skipped this time keep their previous figures, with the date and commit they were measured at.
  for (const part of ['build', 'lighthouse', 'scale', 'search', 'live', 'writer', 'a11y', 'lighthouseAB']) {
    if (!results[part] && previous?.[part]) {
      results[part] = previous[part];
      console.log(`bench: ${part} not measured this time; keeping the figures of ${previous[part].measuredAt}`);
    }
  }
  results.targets = [...evaluateTargets(results), ...searchTargets(results.search)];

  printResults(results);
  printSearch(results.search);
  printTargets(results.targets);
  if (previous) printComparison(previous, results);
  await writeResults(results);
  console.log(`\nbench: wrote ${path.relative(root, RESULTS)}`);
}

// Stopped from outside (Ctrl-C, kill): end the builds and delete the temporary copies first.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    killRunning();
    removeCopies();
    console.error(`\nbench: stopped by ${signal}`);
    process.exit(code);
  });
}

main().catch((error) => {
  killRunning();
  removeCopies();
  console.error(`\nbench: ${error instanceof BenchError ? error.message : error.stack}`);
  process.exit(1);
});
