// Byte budgets: the JavaScript (gzip bytes on the wire, from the compressing serve command) that a first visit of
// each page kind transfers. Sizes, not times, so they cannot regress unseen and do not flake.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, chunkForPermalink, chunksRouting, hydrated} from './support/site';

const KB = 1024;

type ScriptBytes = {total: number; frameworkOnly: number; sizes: Map<string, number>};

/** The bytes transferred for the built file `file`, among a visit's script sizes by URL. */
const sizeOf = (sizes: Map<string, number>, file: string) =>
  [...sizes.entries()].find(([url]) => url.endsWith(`/${file}`))?.[1];

async function scriptBytes(page: Page, path: string): Promise<ScriptBytes> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) sizes.set(scripts.get(e.requestId)!, e.encodedDataLength);
  });
  // The page's content chunk is loaded before React hydrates; then whatever the page loads after hydration.
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  // The chunk that holds the page's own content; everything else is what every page of its kind pays.
  const content = chunkForPermalink(BUILD_DIR, path);
  const contentSize = sizeOf(sizes, content);
  expect(contentSize, `the content chunk ${content} of ${path} was loaded`).toBeDefined();
  return {total, frameworkOnly: total - contentSize!, sizes};
}

/**
 * The first-load JavaScript (KB gzip) measured for each page kind with `node scripts/measure-js.mjs` (and, for the
 * import page, the same measurement), at commit time. The budget is 5% above it, so a regression of a few KB fails.
 * A figure moves only in the commit that adds the weight, and that commit says why the weight is worth it.
 */
// Lowered in the commit that split the facts module into parts (issue 15, src/lib/api-facts/): a page now bundles
// only the facts it renders, so the common chunk no longer carries every operation and the API overview's event
// table no longer pulls the whole file. Docs home 195.9 → 189.6 KB, feature page 190.8 → 176.1, API guide
// 200.1 → 186.0, API overview 234.1 → 219.0, reference pages about 15.7 KB less each.
// Measured again after the API area's routes became a chunk of their own and chunk files were named by id (issue 22):
// the Documentation area's pages no longer carry the API's routes, and every page's runtime lost its map of chunk
// names; the API area's pages load their area's routes (2.4 KB) instead. Docs home 189.6 → 186.9 KB, API guide
// 186.0 → 188.1, API overview 219.0 → 220.6; the reference pages' figures had gone down since they were recorded.
const MEASURED_KB: Record<string, number> = {
  '/docs/': 186.9, // docs home
  '/docs/features/custom-fields': 175.9, // feature page
  '/docs/api/authentication': 188.1, // API guide
  '/docs/api/reference/berthline-tracking-api': 220.6, // API overview
  '/docs/api/reference/shipment-list': 292.5, // API reference, an operation with parameters
  '/docs/api/reference/start-shipment-import-via-file': 285.5, // API reference, a file upload
  // A webhook event page: the largest payload (a shipment with its milestone) and the receivers' code.
  '/docs/api/reference/shipment-milestone-added-event': 285.3, // API reference, a webhook event
};
const BUDGET_MARGIN = 1.05;

for (const [path, measured] of Object.entries(MEASURED_KB)) {
  const budget = Math.round(measured * BUDGET_MARGIN * 10) / 10;
  test(`${path} transfers at most ${budget} KB of JavaScript (measured ${measured} KB + 5%)`, async ({page}) => {
    const {total} = await scriptBytes(page, path);
    expect(total / KB).toBeLessThanOrEqual(budget);
  });
}

test('an API guide page loads no more framework JavaScript than a documentation page', async ({browser}) => {
  // Both pages use tabs, so they need the same theme components; each page's own content differs in length, the
  // code around it must not.
  const docs = await scriptBytes(await browser.newPage(), '/docs/integrations');
  const guide = await scriptBytes(await browser.newPage(), '/docs/api/authentication');
  // The API area's pages are routed by modules of their own (the Documentation area's by main.js, which both load).
  const [apiRoutes] = chunksRouting('/docs/api/authentication');
  const apiRoutesSize = sizeOf(guide.sizes, apiRoutes);
  expect(apiRoutesSize, `the route module ${apiRoutes} of the API guide was loaded`).toBeDefined();
  // 1 KB of slack for the per-instance route metadata (the API area's sidebar is longer).
  expect((guide.frameworkOnly - apiRoutesSize!) / KB).toBeLessThanOrEqual(docs.frameworkOnly / KB + 1);
});

// Route groups (issue 22, patches/@docusaurus+core+3.10.2.patch): the API area's pages come in modules of their own,
// each for a range of paths, which the API area's pages load one at a time and the Documentation area's never.
/** The route modules (not main.js, which routes the area's top) that route `path`. */
const routeModules = (path: string) => chunksRouting(path).filter((file) => !/^(main|runtime)/.test(file));

test("the docs home loads none of the API area's route modules; clicks into the API load each in place", async ({
  page,
}) => {
  const [home] = routeModules('/docs/api');
  const [reference] = routeModules('/docs/api/reference/shipment-list');
  const all = new Set(['/docs/api', '/docs/api/reference/shipment-list', '/docs/api/webhooks'].flatMap(routeModules));
  expect(all.size, "the API area's pages are split among modules").toBeGreaterThan(1);
  expect(home).not.toBe(reference);
  const loaded: string[] = [];
  // Scripts run, not files prefetched (`<link rel=prefetch>` for links in view, which Docusaurus adds at idle).
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(new URL(response.url()).pathname.split('/').pop()!);
  });
  await page.goto('/docs/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((file) => all.has(file))).toEqual([]);
  expect(chunksRouting('/docs/integrations').filter((file) => loaded.includes(file))).not.toEqual([]);

  await page.evaluate(() => ((window as unknown as {sameDocument?: boolean}).sameDocument = true));
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page.locator('article h1')).toHaveText('Getting started');
  expect(loaded).toContain(home);
  expect(loaded).not.toContain(reference);
  // A link in view to a page of another module prefetches that module's file (it runs on hover or click).
  const link = page.locator('article a[href="/docs/api/reference/shipment-list"]').first();
  await link.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) => l.href)),
    )
    .toContainEqual(expect.stringMatching(new RegExp(`/${reference!.replace(/\./g, '\\.')}$`)));
  await link.click();
  await expect(page.locator('article h1')).toHaveText('List shipments');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Getting started');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test("the runtime names none of the API reference's files, which come with the module that routes them", () => {
  const [module] = routeModules('/docs/api/reference/shipment-list');
  const [runtime] = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).filter((file) =>
    file.startsWith('runtime~main.'),
  );
  const read = (file: string) => readFileSync(path.join(BUILD_DIR, 'assets', 'js', file), 'utf8');
  // `235.86c5a5a0.js`: the runtime maps no id of a reference page's chunk to its hash; the route module does.
  const [id, hash] = chunkForPermalink(BUILD_DIR, '/docs/api/reference/shipment-list').split('.');
  expect(read(runtime!)).not.toContain(hash);
  expect(read(module!)).toContain(`${id}:"${hash}"`);
});
