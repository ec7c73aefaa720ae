// Failures triggered honestly in the built site: a response that breaks a page, a lazily loaded piece that is slow
// or fails, a route chunk that cannot be loaded; and the route-change progress bar's delay.
import {expect, test, type Page} from './support/fixtures';
import {BUILD_DIR, chunkForPermalink, chunksHolding, hydrated} from './support/site';

const INTEGRATIONS = '/docs/integrations';
/** The footer links to the page from everywhere (sidebar links inside collapsed categories are not rendered). */
const INTEGRATIONS_LINK = `footer a[href="${INTEGRATIONS}"]`;

/** Wraps the page's metadata so that, while window.__berthlineBreak is true, its `tags` read as null (a broken response). */
function breakMetadata(js: string): string {
  const start = js.indexOf(`JSON.parse('{"id"`);
  const end = js.indexOf(`}')`, start) + 3;
  if (start < 0 || end < 3) throw new Error('The page chunk has no metadata to break');
  const expr = js.slice(start, end);
  return `${js.slice(0, start)}new Proxy(${expr},{get:(t,k)=>k==='tags'&&window.__berthlineBreak?null:t[k]})${js.slice(end)}`;
}

/** Timestamps (performance.now) of when a selector first appears, recorded in the page. */
async function recordAppearance(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.evaluate((sel) => {
    const seen: Record<string, number> = {};
    (window as unknown as {__seen: Record<string, number>}).__seen = seen;
    const check = () => {
      for (const [name, css] of Object.entries(sel)) {
        if (seen[name] === undefined && document.querySelector(css)) seen[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document.documentElement, {childList: true, subtree: true, attributes: true});
  }, selectors);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as {__seen: Record<string, number>}).__seen);

async function clickAt(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    (window as unknown as {__clickedAt: number}).__clickedAt = performance.now();
    (document.querySelector(css) as HTMLElement).click();
  }, selector);
}

test('a page that throws shows "This page crashed.", the message and "Try again"; the site keeps working', async ({
  page,
}) => {
  const chunk = chunkForPermalink(BUILD_DIR, INTEGRATIONS);
  await page.route(`**/assets/js/${chunk}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: breakMetadata(await response.text())});
  });
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {__berthlineBreak: boolean}).__berthlineBreak = true));
  await clickAt(page, INTEGRATIONS_LINK);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.locator('main')).toContainText(/Cannot read properties of null|null is not an object/);
  await expect(page.locator('nav.navbar')).toBeVisible();
  // The fault clears; 'Try again' renders the page again.
  await page.evaluate(() => ((window as unknown as {__berthlineBreak: boolean}).__berthlineBreak = false));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
});

/** The file of the container number checker, a piece the tutorial loads lazily (found by a text only it renders). */
function checkerChunk(): string {
  const files = chunksHolding('Result for each container number');
  expect(files, 'one file holds the container number checker').toHaveLength(1);
  return files[0];
}

test('a slow lazily loaded piece shows the spinner only after 200 ms, then the piece', async ({page}) => {
  await page.route(`**/assets/js/${checkerChunk()}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/docs/api');
  await hydrated(page);
  // Every page also has the (empty) status region of its "Copy page" action: the spinner is the status with text.
  await recordAppearance(page, {spinner: '[role="status"]:not(:empty)', heading: 'article h1'});
  await clickAt(page, 'nav[aria-label="Docs sidebar"] a[href="/docs/api/tutorials/track-a-list-of-containers"]');
  const spinner = page.getByRole('status').filter({hasText: 'Loading'});
  await expect(spinner).toBeVisible();
  await expect(page.getByLabel('Container number', {exact: false}).first()).toBeVisible();
  await expect(spinner).toHaveCount(0);
  const times = await seen(page);
  const clickedAt = await page.evaluate(() => (window as unknown as {__clickedAt: number}).__clickedAt);
  expect(times.spinner - clickedAt).toBeGreaterThanOrEqual(200);
  expect(times.spinner - times.heading).toBeGreaterThanOrEqual(150);
});

test('a lazily loaded piece that fails shows the error and "Retry", and Retry loads it', async ({page}) => {
  let failing = true;
  await page.route(`**/assets/js/${checkerChunk()}`, (route) => (failing ? route.abort('failed') : route.continue()));
  await page.goto('/docs/api');
  await hydrated(page);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/api/tutorials/track-a-list-of-containers"]').click();
  const alert = page.getByRole('alert').filter({hasText: 'container number checker could not be loaded'});
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByLabel('Container number', {exact: false}).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a route whose chunk fails to load reloads the page', async ({page}) => {
  const chunk = chunkForPermalink(BUILD_DIR, INTEGRATIONS);
  let aborted = 0;
  await page.route(`**/assets/js/${chunk}`, (route) => {
    if (aborted > 0) return route.continue();
    aborted += 1;
    return route.abort('failed');
  });
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));
  await Promise.all([page.waitForEvent('load'), clickAt(page, INTEGRATIONS_LINK)]);
  expect(aborted).toBe(1);
  await expect(page).toHaveURL(new RegExp(`${INTEGRATIONS}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload)).toBeUndefined();
});

test('the route-change progress bar starts after 200 ms and ends when the route has updated', async ({page}) => {
  const chunk = chunkForPermalink(BUILD_DIR, INTEGRATIONS);
  await page.route(`**/assets/js/${chunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/docs/');
  await hydrated(page);
  await recordAppearance(page, {bar: '#nprogress'});
  await clickAt(page, INTEGRATIONS_LINK);
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(new RegExp(`${INTEGRATIONS}$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const times = await seen(page);
  const clickedAt = await page.evaluate(() => (window as unknown as {__clickedAt: number}).__clickedAt);
  expect(times.bar - clickedAt).toBeGreaterThanOrEqual(200);
});
