// The search part of `npm run bench` (issue 19): a reader on a phone opens search with Ctrl+K on the docs home and
// types a query; measured through scripts/bench/throttle-proxy.mjs (slow 4G for the page and its workers alike)
// with the CPU slowed 4× by Chromium's DevTools throttling, on the page and on every worker it starts.
// Figures per run: last keystroke → first result (timed in the page), Ctrl+K → first result, and the bytes on the
// wire of every request from Ctrl+K until the network has been quiet for a second after the first result.
// A last run taps the field as soon as the page shows and types before the scripts have run (issue 42): the query
// must be answered once they run, timed from its last keystroke.
// Usage: `const figures = await benchSearch(origin, {runs: 3, query: 'last free day'});`
/* global window, document, MutationObserver -- watchResults and the waits run in the page */
import {chromium} from 'playwright-core';
import {CHROMIUM} from './lighthouse.mjs';
import {BenchError} from './process.mjs';
import {SLOW_4G, throttleProxy} from './throttle-proxy.mjs';

export const CPU_SLOWDOWN = 4;
/**
 * What a reader types, one key every `KEY_DELAY_MS` (a quick phone typist): a phrase, an identifier with a hyphen and
 * an error code (issue 42).
 */
export const QUERIES = ['last free day', 'Idempotency-Key', 'reference_conflict'];
/** The query typed before the page's scripts have run. */
export const EARLY_QUERY = 'demurrage';
const KEY_DELAY_MS = 80;
const QUIET_MS = 1000;
const RESULT = '[role="listbox"] [role="option"]';

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * Slows the CPU of every target the page starts (the page and its dedicated workers) by `rate`. Page-level
 * emulation throttles only the page's main thread; the search index may be parsed in a worker. Workers are
 * attached paused, throttled, then resumed, so none of their work runs at full speed.
 */
async function throttleCpu(context, page, rate) {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate});
  let id = 0;
  session.on('Target.attachedToTarget', ({sessionId, targetInfo}) => {
    if (targetInfo.type !== 'worker') return;
    const send = (method, params = {}) =>
      session
        .send('Target.sendMessageToTarget', {sessionId, message: JSON.stringify({id: ++id, method, params})})
        .catch(() => undefined); // the worker may already be gone
    void send('Emulation.setCPUThrottlingRate', {rate}).then(() => send('Runtime.runIfWaitingForDebugger'));
  });
  await session.send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: true, flatten: false});
}

/** Records, in the page, when the last key went down and when a result option first appeared after it. */
function watchResults(selector) {
  const state = {lastKeyAt: 0, firstResultAt: 0};
  window.__searchBench = state;
  window.addEventListener(
    'keydown',
    () => {
      state.lastKeyAt = performance.now();
      state.firstResultAt = 0;
    },
    true,
  );
  new MutationObserver(() => {
    if (state.lastKeyAt && !state.firstResultAt && document.querySelector(selector)) {
      state.firstResultAt = performance.now();
    }
  }).observe(document, {childList: true, subtree: true, characterData: true});
}

async function waitForQuiet(proxy, quietMs) {
  for (;;) {
    const busy = proxy.inFlight() > 0 || Date.now() - proxy.lastActivity() < quietMs;
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One query in a fresh context. `early`: the reader taps the field as soon as it shows and types, before the page's
 * scripts have run; otherwise after hydration, with Ctrl+K.
 */
async function oneRun(browser, proxy, query, {early = false} = {}) {
  const context = await browser.newContext({viewport: {width: 375, height: 740}, isMobile: true, hasTouch: false});
  try {
    const page = await context.newPage();
    await throttleCpu(context, page, CPU_SLOWDOWN);
    await page.addInitScript(watchResults, RESULT);
    const hydrated = page.locator('html[data-has-hydrated="true"]');
    const field = page.getByRole('combobox', {name: 'Search'});
    let firstRequest = 0;
    if (early) {
      await page.goto(`${proxy.origin}/docs/`, {waitUntil: 'commit'});
      await field.click({timeout: 60_000});
    } else {
      await page.goto(`${proxy.origin}/docs/`);
      await hydrated.waitFor({state: 'attached', timeout: 60_000});
      await waitForQuiet(proxy, QUIET_MS);
      firstRequest = proxy.requests.length;
    }
    const openedAt = await page.evaluate(() => performance.now());
    if (!early) await page.keyboard.press('Control+k');
    await page.keyboard.type(query, {delay: KEY_DELAY_MS});
    const typedBeforeHydration = early && (await hydrated.count()) === 0;
    try {
      await page.waitForFunction(() => window.__searchBench.firstResultAt > 0, undefined, {timeout: 60_000});
    } catch {
      throw new BenchError(`search: "${query}"${early ? ' (typed before hydration)' : ''} got no result in 60 s`);
    }
    const {lastKeyAt, firstResultAt} = await page.evaluate(() => window.__searchBench);
    await waitForQuiet(proxy, QUIET_MS);
    const fetched = proxy.requests.slice(firstRequest);
    // Search's own files; anything else in the window (Docusaurus prefetching a page's chunks, on a slow run after
    // the network had seemed quiet) is counted in `bytes` too, and listed.
    const pagefind = fetched.filter((request) => request.path.startsWith('/docs/pagefind/'));
    return {
      ...(early ? {typedBeforeHydration} : {}),
      keystrokeToResultMs: Math.round(firstResultAt - lastKeyAt),
      openToResultMs: Math.round(firstResultAt - openedAt),
      bytes: fetched.reduce((sum, request) => sum + request.bytes, 0),
      pagefindBytes: pagefind.reduce((sum, request) => sum + request.bytes, 0),
      otherRequests: fetched.filter((request) => !pagefind.includes(request)).map((r) => `${r.path} ${r.bytes}`),
      requests: fetched.map((request) => `${request.path} ${request.bytes}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs each query `runs` times against the site at `origin` (served by scripts/serve.mjs), each in a fresh
 * context with an empty cache, and returns per-query medians plus every run.
 */
export async function benchSearch(origin, {runs = 3, queries = QUERIES, proxyPort = 0} = {}) {
  const proxy = await throttleProxy(origin, {port: proxyPort});
  let browser;
  try {
    browser = await chromium.launch({executablePath: CHROMIUM});
  } catch (error) {
    await proxy.close();
    throw new BenchError(`Chromium did not start for the search bench: ${error.message}`);
  }
  try {
    const results = [];
    for (const [query, early] of [...queries.map((query) => [query, false]), [EARLY_QUERY, true]]) {
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await oneRun(browser, proxy, query, {early}));
      results.push({
        query,
        ...(early ? {typedBeforeHydration: all.filter((r) => r.typedBeforeHydration).length} : {}),
        keystrokeToResultMs: median(all.map((r) => r.keystrokeToResultMs)),
        openToResultMs: median(all.map((r) => r.openToResultMs)),
        bytesKB: Math.round(median(all.map((r) => r.bytes)) / 1024),
        pagefindBytesKB: Math.round(median(all.map((r) => r.pagefindBytes)) / 1024),
        runs: all.map(({requests: _requests, ...figures}) => figures),
        requests: all[0].requests,
      });
    }
    return {network: {...SLOW_4G, via: 'throttling proxy'}, cpuSlowdown: CPU_SLOWDOWN, runs, queries: results};
  } finally {
    await browser.close();
    await proxy.close();
  }
}

/** The targets (issue 19). */
export const SEARCH_TARGETS = {keystrokeToResultMs: 800, bytesKB: 150, bytesAtScaleKB: 250, jsKB: 13};

/**
 * The whole search part of `npm run bench`: the queries on build/ and on a copy with the reference pages repeated
 * `scaleFactor` times (scripts/bench/search-scale.mjs), and the JavaScript search adds to every page.
 */
export async function benchSearchPart(buildDir, {runs, scaleFactor, serve, log = console.log}) {
  const {replicateReference} = await import('./search-scale.mjs');
  const {searchJsKB} = await import('./search-js.mjs');
  const measure = async (dir) => {
    const server = await serve(dir);
    try {
      return await benchSearch(server.origin, {runs});
    } finally {
      await server.close();
    }
  };
  log(`bench: search, ${runs} runs per query, slow 4G and ${CPU_SLOWDOWN}× CPU …`);
  const atOne = await measure(buildDir);
  let atScale;
  if (scaleFactor > 1) {
    log(`bench: search with the reference pages repeated ${scaleFactor}× …`);
    const copy = await replicateReference(buildDir, scaleFactor);
    try {
      atScale = {factor: scaleFactor, referencePages: copy.pages, ...(await measure(copy.dir))};
    } catch (error) {
      // The 1× figures stay; the failure is reported as the scale's result.
      log(`bench: search at ${scaleFactor}× failed: ${error.message.split('\n')[0]}`);
      atScale = {factor: scaleFactor, referencePages: copy.pages, error: error.message.split('\n')[0]};
    } finally {
      await copy.remove();
    }
  }
  return {engine: 'pagefind', ...atOne, atScale, jsAddedKB: await searchJsKB()};
}

/** Target rows (as scripts/bench/report.mjs prints them) for the search part's figures. */
export function searchTargets(search) {
  const rows = [];
  const add = (target, value, pass) =>
    rows.push({target, value: value ?? '', result: value === undefined ? 'not measured' : pass ? 'pass' : 'MISS'});
  const worst = (list, key) => (list ? Math.max(...list.map((q) => q[key])) : undefined);
  // Typed after hydration; the query typed before it is answered once the scripts run, and timed on its own line.
  const after = search?.queries?.filter((q) => q.typedBeforeHydration === undefined);
  const time = worst(after, 'keystrokeToResultMs');
  const {keystrokeToResultMs: target} = SEARCH_TARGETS;
  add(`Search: last keystroke → first result ≤ ${target} ms (slow 4G, 4× CPU)`, time && `${time} ms`, time <= target);
  const early = search?.queries?.find((q) => q.typedBeforeHydration !== undefined);
  add(
    'Search: a query typed before hydration is answered (slow 4G, 4× CPU)',
    early &&
      `${early.keystrokeToResultMs} ms after its last key (${early.typedBeforeHydration} of ${search.runs} runs typed before hydration)`,
    early !== undefined,
  );
  const bytes = worst(after, 'bytesKB');
  add('Search: bytes of the first query ≤ 150 KB', bytes && `${bytes} KB`, bytes <= SEARCH_TARGETS.bytesKB);
  const scaled = worst(
    search?.atScale?.queries?.filter((q) => q.typedBeforeHydration === undefined),
    'bytesKB',
  );
  add(
    `Search: bytes of the first query at ${search?.atScale?.factor ?? 50}× reference pages ≤ 250 KB`,
    scaled && `${scaled} KB`,
    scaled <= SEARCH_TARGETS.bytesAtScaleKB,
  );
  const js = search?.jsAddedKB;
  add('Search: JS added to a page that never searches ≤ 13 KB gzip', js && `${js} KB`, js <= SEARCH_TARGETS.jsKB);
  return rows;
}

/** Prints the search figures: one line per query, at 1× and at scale. */
export function printSearch(search) {
  if (!search) return;
  console.log(`\nSearch (${search.engine}; slow 4G via proxy, ${search.cpuSlowdown}× CPU; medians of ${search.runs}):`);
  const line = (label, q) =>
    console.log(
      `  ${label} "${q.query}": last keystroke → first result ${q.keystrokeToResultMs} ms, ` +
        `Ctrl+K → first result ${q.openToResultMs} ms, ${q.bytesKB} KB fetched (${q.pagefindBytesKB} KB of Pagefind's files)`,
    );
  for (const q of search.queries) line(q.typedBeforeHydration === undefined ? '1×' : '1×, typed before hydration,', q);
  for (const q of search.atScale?.queries ?? []) line(`${search.atScale.factor}×`, q);
  console.log(`  JavaScript added to a page that never searches: ${search.jsAddedKB} KB gzip`);
}
