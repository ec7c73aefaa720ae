// First-load JavaScript of built pages, measured as tests/e2e/budgets.spec.ts and scripts/measure-js.mjs do: the
// gzip bytes on the wire of every script a first visit loads (the serve command compresses), in Debian's Chromium
// through playwright-core. Usage: `await firstLoadJs(buildDir, origin)` after serving buildDir at origin.
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {PAGE_KINDS} from '../lib/page-kinds.mjs';
import {CHROMIUM, requireChromium} from './lighthouse.mjs';

const KB = 1024;
/** Pages of copies 1 … n-1 of a synthetic document (scripts/bench/synthetic-spec.mjs): `shipment-list-copy-ab`. */
const COPY_PAGE = /-copy-[a-z]{2}\.html$/;

/** Gzip bytes of the scripts a first visit of `url` transfers, in a fresh browser context. */
export async function scriptBytes(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set();
    let bytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
    });
    // The scripts are requested after the first paint (config/ssr-template.mjs): on a long page the network can be
    // idle before then, so the count waits for hydration, then for the requests it starts (as budgets.spec.ts does).
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return bytes;
  } finally {
    await context.close();
  }
}

/**
 * First-load JavaScript (KB gzip) of the docs home, the API guide and the reference page (operation, tag or
 * overview page under /docs/api/reference/) that loads the most. Only copy 0 of a synthetic document's reference
 * is visited: the other copies are the same pages under other names, and what grows with the document (the API
 * sidebar, the route table, Docusaurus' `common` chunk of modules that half the pages use) is loaded by all of them.
 */
export async function firstLoadJs(buildDir, origin) {
  const dir = path.join(buildDir, 'api', 'reference');
  const pages = (await readdir(dir)).filter((name) => name.endsWith('.html') && !COPY_PAGE.test(name));
  requireChromium();
  const browser = await chromium.launch({executablePath: CHROMIUM});
  const measure = async (pagePath) => Math.round((await scriptBytes(browser, origin + pagePath)) / KB);
  try {
    let largest = {path: '', jsKB: 0};
    for (const name of pages) {
      const pagePath = `/docs/api/reference/${name.replace(/\.html$/, '')}`;
      const jsKB = await measure(pagePath);
      if (jsKB > largest.jsKB) largest = {path: pagePath, jsKB};
    }
    return {
      docsHomeKB: await measure(PAGE_KINDS['docs home']),
      apiGuideKB: await measure(PAGE_KINDS['API guide']),
      largestReference: {...largest, pagesVisited: pages.length},
    };
  } finally {
    await browser.close();
  }
}
