// Byte budgets: the JavaScript (gzip bytes on the wire, from the compressing serve command) that a first visit of
// each page kind transfers. Sizes, not times, so they cannot regress unseen and do not flake.
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR, chunkForPermalink} from './support/site';

const KB = 1024;

async function scriptBytes(page: Page, path: string): Promise<{total: number; frameworkOnly: number}> {
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
  await page.goto(path, {waitUntil: 'networkidle'});
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  // The chunk that holds the page's own content; everything else is what every page of its kind pays.
  const content = chunkForPermalink(BUILD_DIR, path);
  const contentSize = [...sizes.entries()].find(([url]) => url.endsWith(`/${content}`))?.[1];
  expect(contentSize, `the content chunk ${content} of ${path} was loaded`).toBeDefined();
  return {total, frameworkOnly: total - contentSize!};
}

test('the docs home transfers at most 220 KB of JavaScript', async ({page}) => {
  const {total} = await scriptBytes(page, '/docs/');
  expect(total / KB).toBeLessThanOrEqual(220);
});

test('an API guide page loads no more framework JavaScript than a documentation page', async ({browser}) => {
  // Both pages use tabs, so they need the same theme components; each page's own content differs in length, the
  // code around it must not.
  const docs = await scriptBytes(await browser.newPage(), '/docs/integrations');
  const guide = await scriptBytes(await browser.newPage(), '/docs/api/authentication');
  // 1 KB of slack for the per-instance route metadata (the API area's sidebar is longer).
  expect(guide.frameworkOnly / KB).toBeLessThanOrEqual(docs.frameworkOnly / KB + 1);
});

test('an API reference page transfers at most 400 KB of JavaScript', async ({page}) => {
  // A webhook event page too: the largest payload (a shipment with its milestone) and the verification programs.
  for (const path of [
    '/docs/api/reference/shipment-list',
    '/docs/api/reference/start-shipment-import-via-file',
    '/docs/api/reference/shipment-milestone-added-event',
  ]) {
    const {total} = await scriptBytes(page, path);
    expect(total / KB, path).toBeLessThanOrEqual(400);
  }
});
