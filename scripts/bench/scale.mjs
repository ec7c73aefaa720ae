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
import {deriveFacts} from '../gen-api.mjs';
import {outputStats} from './build.mjs';
import {firstLoadJs} from './first-load-js.mjs';
import {BenchError, runMeasured} from './process.mjs';
import {serveBuild} from './server.mjs';
import {countOperations, scaleSpec} from './synthetic-spec.mjs';
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

/**
 * The `gen-api` npm script after its first command (`node scripts/gen-api.mjs`, which bundles the real document):
 * the steps that turn the bundled document into reference pages, run again here on the synthetic one.
 */
async function pageGenerationSteps(dir) {
  const script = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).scripts['gen-api'];
  const [first, ...rest] = script.split(' && ');
  if (first !== 'node scripts/gen-api.mjs' || rest.length === 0) {
    throw new BenchError(`The gen-api script changed shape; update scripts/bench/scale.mjs. It is: ${script}`);
  }
  return rest.join(' && ');
}

/** Replaces the bundled document in the copy by one with `factor` times the operations; returns the count. */
async function writeSyntheticSpec(dir, factor) {
  const jsonFile = path.join(dir, specFile('json'));
  const spec = scaleSpec(JSON.parse(await readFile(jsonFile, 'utf8')), factor);
  const yaml = stringify(spec, {lineWidth: 0});
  await writeFile(jsonFile, `${JSON.stringify(spec, null, 2)}\n`);
  await writeFile(jsonFile.replace(/\.json$/, '.yaml'), yaml);
  await writeFile(path.join(dir, 'src', 'generated', 'openapi-site.yaml'), yaml);
  // The API home lists every operation from these facts, as it would for a larger API.
  await writeFile(
    path.join(dir, 'src', 'generated', 'api-facts.json'),
    `${JSON.stringify(deriveFacts(spec), null, 2)}\n`,
  );
  return countOperations(spec);
}

/** Generates and builds one scale in a fresh copy; a build that exceeds `timeoutMs` is stopped and reported. */
async function benchScale(root, factor, {logDir, timeoutMs}) {
  const dir = await copyProject(root);
  const log = path.join(logDir, `scale-${factor}x.log`);
  await rm(log, {force: true});
  const env = {...process.env, PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}`};
  const started = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - started));
  try {
    const bundle = await runMeasured(process.execPath, ['scripts/gen-api.mjs'], {cwd: dir, env, log});
    const operations = await writeSyntheticSpec(dir, factor);
    console.log(`bench: ${factor}×: ${operations} operations, generating the reference pages …`);
    const steps = await pageGenerationSteps(dir);
    const pages = await runMeasured('sh', ['-c', steps], {cwd: dir, env, log, timeoutMs: left()});
    const genSeconds = bundle.seconds + pages.seconds;
    const stopped = (step) => ({
      factor,
      operations,
      timedOut: `${step} did not finish within the ${timeoutMs / 60000} min limit`,
    });
    if (pages.timedOut) return stopped('page generation');
    console.log(`bench: ${factor}×: building (cold) …`);
    const build = await runMeasured('docusaurus', ['build'], {cwd: dir, env, log, timeoutMs: left()});
    if (build.timedOut) return stopped('the build');
    const output = await outputStats(path.join(dir, 'build'));
    const server = await serveBuild(path.join(dir, 'build'));
    let js;
    try {
      js = await firstLoadJs(path.join(dir, 'build'), server.origin);
    } finally {
      await server.close();
    }
    const row = {
      factor,
      operations,
      genSeconds: round1(genSeconds),
      buildSeconds: round1(build.seconds),
      totalSeconds: round1(genSeconds + build.seconds),
      peakRssMB: Math.max(bundle.peakRssMB, pages.peakRssMB, build.peakRssMB),
      htmlPages: output.htmlPages,
      outputBytes: output.bytes,
      docsHomeJsKB: js.docsHomeKB,
      apiGuideJsKB: js.apiGuideKB,
      largestReference: js.largestReference,
    };
    console.log(
      `bench: ${factor}×: ${row.totalSeconds} s, peak ${row.peakRssMB} MB, ${row.htmlPages} pages; JS: docs home ${row.docsHomeJsKB} KB, API guide ${row.apiGuideJsKB} KB, largest reference page ${row.largestReference.jsKB} KB (${row.largestReference.path})`,
    );
    return row;
  } finally {
    await rm(dir, {recursive: true, force: true});
    copies.delete(dir);
  }
}

/** Runs the scales in order; after one times out, larger ones are reported as skipped rather than tried. */
export async function benchScales(root, factors, {logDir, timeoutMinutes}) {
  const rows = [];
  for (const factor of factors) {
    if (rows.some((row) => row.timedOut)) {
      rows.push({factor, skipped: 'a smaller scale already timed out'});
      continue;
    }
    rows.push(await benchScale(root, factor, {logDir, timeoutMs: timeoutMinutes * 60000}));
  }
  return rows;
}
