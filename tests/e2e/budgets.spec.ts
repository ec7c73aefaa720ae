// Byte budgets: the JavaScript (gzip bytes on the wire, from the compressing serve command) that a first visit of
// each page kind transfers. Sizes, not times, so they cannot regress unseen and do not flake.
import {expect, test, type Page} from '@playwright/test';

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
  // The largest chunk besides the app's own (main, runtime) is the page's content; the rest is what every page of
  // its kind pays.
  const pageChunks = [...sizes.entries()].filter(([url]) => !/\/(main|runtime~main)\.[^/]+\.js$/.test(url));
  const largest = Math.max(0, ...pageChunks.map(([, size]) => size));
  return {total, frameworkOnly: total - largest};
}

test('the docs home transfers at most 220 KB of JavaScript', async ({page}) => {
  const {total} = await scriptBytes(page, '/docs/');
  expect(total / KB).toBeLessThanOrEqual(220);
});

test('an API guide page loads no more framework JavaScript than a documentation page', async ({browser}) => {
  const docs = await scriptBytes(await browser.newPage(), '/docs/features/custom-fields');
  const guide = await scriptBytes(await browser.newPage(), '/docs/api/authentication');
  // Each page's own content differs in length; the code around it must not.
  expect(guide.frameworkOnly / KB).toBeLessThanOrEqual(docs.frameworkOnly / KB + 10);
});

test('an API reference page transfers at most 400 KB of JavaScript', async ({page}) => {
  for (const path of ['/docs/api/reference/shipment-list', '/docs/api/reference/start-shipment-import-via-file']) {
    const {total} = await scriptBytes(page, path);
    expect(total / KB, path).toBeLessThanOrEqual(400);
  }
});
