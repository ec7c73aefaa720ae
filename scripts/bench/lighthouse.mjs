// The Lighthouse part of `npm run bench`: Lighthouse 12's Node API with its default config (mobile emulation,
// simulated throttling), categories performance, accessibility, best practices and SEO, each run in a fresh
// headless Chromium (/usr/bin/chromium) started by chrome-launcher. Every page is run N times and each figure is
// the median of its own N values (per-metric medians; the scores and the metrics may come from different runs).
// The HTML report of every run is written to `reportDir` (.bench/lighthouse/).
// Usage: `const pages = await runLighthouse([{kind, path}], origin, {runs: 5, reportDir})`.
import {accessSync, constants} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {generateReport} from 'lighthouse';
import {BenchError} from './process.mjs';
import {chunkForPermalink} from '../lib/content-chunk.mjs';

export const CHROMIUM = '/usr/bin/chromium';
/** Stops with a clear message when Debian's Chromium is missing (chrome-launcher would crash on it). */
export function requireChromium() {
  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    throw new BenchError(
      `Chromium is missing at ${CHROMIUM}; install Debian's: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const KB = 1024;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Metric savings worth naming on a performance miss: ≥ 100 ms on a timing metric, or ≥ 0.05 of layout shift. */
const hasSavings = (audit) =>
  Object.entries(audit.metricSavings ?? {}).some(([metric, value]) =>
    metric === 'CLS' ? value >= 0.05 : value >= 100,
  );

/**
 * The audits that keep a category under 100 in one run: weighted audits that fail (binary under 1, numeric under
 * 0.9, Lighthouse's "pass" line), and for performance also the unweighted opportunities and insights with
 * estimated savings (they say where the time goes).
 */
export function failingAudits(lhr) {
  const failing = [];
  for (const [category, {score, auditRefs}] of Object.entries(lhr.categories)) {
    if (score === 1) continue;
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      const passLine = audit.scoreDisplayMode === 'binary' ? 1 : 0.9;
      const counts =
        ref.weight > 0 ? audit.score < passLine : category === 'performance' && audit.score < 0.9 && hasSavings(audit);
      if (counts) failing.push({category, id: ref.id, title: audit.title, displayValue: audit.displayValue ?? ''});
    }
  }
  return failing;
}

/** The figures of one Lighthouse result. */
export function figures(lhr, buildDir = 'build') {
  if (lhr.runtimeError)
    throw new BenchError(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  const scriptBytes = scripts.reduce((sum, r) => sum + r.transferSize, 0);
  // The page's own content chunk, found as tests/e2e/budgets.spec.ts finds it; the rest is what its kind loads.
  const content = chunkForPermalink(buildDir, new URL(lhr.finalDisplayedUrl).pathname);
  const contentBytes = scripts.find((r) => r.url.endsWith(`/${content}`))?.transferSize ?? 0;
  const summary = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKB: Math.round((summary?.transferSize ?? 0) / KB),
    frameworkJsKB: Math.round((scriptBytes - contentBytes) / KB),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** One Lighthouse run of `url` in a fresh headless Chromium; resolves with its result (lhr). */
export async function runOnce(url) {
  requireChromium();
  let chrome;
  try {
    chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox']});
  } catch (error) {
    throw new BenchError(`Lighthouse cannot start Chromium (${CHROMIUM}): ${error.message}`);
  }
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new BenchError(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsKB',
  'frameworkJsKB',
  'benchmarkIndex',
];

/** Runs Lighthouse `runs` times on each page; resolves with one row of medians per page. */
export async function runLighthouse(pages, origin, {runs, reportDir}) {
  await mkdir(reportDir, {recursive: true});
  const rows = [];
  for (const {kind, path: pagePath} of pages) {
    const perRun = [];
    const failing = new Map();
    const warnings = new Set();
    for (let run = 1; run <= runs; run++) {
      let lhr = await runOnce(origin + pagePath);
      // Lighthouse sometimes loses the trace on a busy machine; such a run measured nothing.
      for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
        console.log(`bench:   ${kind} run ${run}/${runs}: ${lhr.runtimeError.code}, running it again`);
        lhr = await runOnce(origin + pagePath);
      }
      const f = figures(lhr);
      perRun.push(f);
      lhr.runWarnings.forEach((w) => warnings.add(w));
      for (const audit of failingAudits(lhr)) {
        const key = `${audit.category} ${audit.id}`;
        failing.set(key, {...audit, failedRuns: (failing.get(key)?.failedRuns ?? 0) + 1});
      }
      const slug = kind.replace(/\W+/g, '-');
      await writeFile(path.join(reportDir, `${slug}-${run}.report.html`), generateReport(lhr, 'html'));
      console.log(
        `bench:   ${kind} run ${run}/${runs}: performance ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms`,
      );
    }
    const medians = Object.fromEntries(METRICS.map((m) => [m, median(perRun.map((f) => f[m]))]));
    rows.push({
      kind,
      path: pagePath,
      ...medians,
      runs: perRun.map(({performance, lcpMs, tbtMs}) => ({performance, lcpMs, tbtMs})),
      failingAudits: [...failing.values()].map((a) => ({...a, failedRuns: `${a.failedRuns}/${runs}`})),
      warnings: [...warnings],
    });
  }
  return rows;
}
