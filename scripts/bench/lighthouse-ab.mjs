// The A/B part of `npm run bench -- --ab <git ref or build directory> [--ab-page <path>] [--runs 5]` (issue 20):
// Lighthouse on one page of this checkout's build/ and of a baseline, runs interleaved (A B, B A, A B, …) so that
// whatever else the machine does weighs on both alike, each side reported as its medians. Single runs swing by ±10
// points here; the medians of interleaved runs are what a change is judged by.
// A git ref is built in a temporary worktree with its own `npm ci` (its patches and lock file, not this checkout's);
// a directory is taken as a finished build.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {figures, median, runOnce} from './lighthouse.mjs';
import {BenchError, runMeasured} from './process.mjs';
import {serveBuild} from './server.mjs';

const COMPARED = ['performance', 'lcpMs', 'tbtMs', 'cls'];
/** Issue 20: Lighthouse mobile performance of a reference page. */
export const PERFORMANCE_TARGET = 95;

/**
 * The baseline's build directory: `against` itself when it is a directory, or a build of the git ref `against`.
 * Resolves with `{dir, label, remove}`; `remove()` deletes the temporary worktree (a no-op for a directory).
 */
export async function prepareBaseline(root, against, logDir) {
  if (existsSync(against) && statSync(against).isDirectory()) {
    const dir = path.resolve(against);
    if (!existsSync(path.join(dir, 'index.html')))
      throw new BenchError(`--ab ${against}: the directory holds no index.html; give a build directory or a git ref.`);
    return {dir, label: against, remove: () => undefined};
  }
  let sha;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${against}^{commit}`], {cwd: root})
      .toString()
      .trim();
  } catch {
    throw new BenchError(`--ab ${against}: neither a build directory nor a commit of this repository.`);
  }
  const tree = mkdtempSync(path.join(os.tmpdir(), 'berthline-ab-'));
  const remove = () => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], {cwd: root, stdio: 'ignore'});
    } catch {
      rmSync(tree, {recursive: true, force: true});
    }
  };
  try {
    execFileSync('git', ['worktree', 'add', '--detach', tree, sha], {cwd: root, stdio: 'ignore'});
    console.log(`bench: building the baseline ${against} (${sha.slice(0, 7)}) in ${tree} …`);
    await runMeasured('npm', ['ci', '--no-audit', '--no-fund'], {cwd: tree, log: path.join(logDir, 'ab-npm-ci.log')});
    await runMeasured('npm', ['run', 'build'], {cwd: tree, log: path.join(logDir, 'ab-build.log')});
  } catch (error) {
    remove();
    throw error;
  }
  return {dir: path.join(tree, 'build'), label: `${against} (${sha.slice(0, 7)})`, remove};
}

const medians = (runs) => Object.fromEntries(COMPARED.map((m) => [m, median(runs.map((r) => r[m]))]));

/**
 * Runs Lighthouse `runs` times on `pagePath` of each build, alternating which goes first. Resolves with both sides'
 * medians and runs: `{page, runs, current: {label, ...medians, runs}, baseline: {label, ...medians, runs}}`.
 */
export async function runLighthouseAB({current, baseline, pagePath, runs}) {
  const sides = [
    {...current, server: await serveBuild(current.dir, 0), runs: []},
    {...baseline, server: await serveBuild(baseline.dir, 0), runs: []},
  ];
  try {
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 === 1 ? sides : [...sides].reverse();
      for (const side of order) {
        let lhr = await runOnce(side.server.origin + pagePath);
        if (lhr.runtimeError) lhr = await runOnce(side.server.origin + pagePath);
        const f = figures(lhr, side.dir);
        side.runs.push(f);
        console.log(
          `bench:   ${side.label} run ${run}/${runs}: performance ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}`,
        );
      }
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.close()));
  }
  const report = ({label, runs: perRun}) => ({
    label,
    ...medians(perRun),
    runs: perRun.map(({performance, lcpMs, tbtMs, cls}) => ({performance, lcpMs, tbtMs, cls})),
  });
  return {page: pagePath, runs, current: report(sides[0]), baseline: report(sides[1])};
}

/** Prints the two sides' medians and their difference. */
export function printLighthouseAB(ab) {
  console.log(`\nLighthouse A/B on ${ab.page}, medians of ${ab.runs} interleaved runs each:`);
  const rows = [
    ['', 'performance', 'LCP ms', 'TBT ms', 'CLS'],
    [ab.current.label, ...COMPARED.map((m) => ab.current[m])],
    [ab.baseline.label, ...COMPARED.map((m) => ab.baseline[m])],
    ['difference', ...COMPARED.map((m) => Math.round((ab.current[m] - ab.baseline[m]) * 1000) / 1000)],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
  const met = ab.current.performance >= PERFORMANCE_TARGET;
  console.log(
    `${met ? 'pass' : 'miss'}  performance median ${ab.current.performance} (target ≥ ${PERFORMANCE_TARGET}, issue 20)`,
  );
}
