// Analytics: off unless switched on by environment variables; when on, exactly one PostHog $pageview per route
// change (the first load included), none under Do Not Track, and the tag manager's container is loaded.
import {expect, test, type Page} from './support/fixtures';
import {DESKTOP_UA, fakePostHog} from './support/posthog';
import {GTM_TEST_CONTAINER} from './support/test-values';
import {hydrated, watchCspViolations} from './support/site';

test.use({
  userAgent: DESKTOP_UA,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-blink-features=AutomationControlled', '--disable-gpu', '--disable-background-networking'],
  },
});

/** The consent calls of posthog-js the Do Not Track test makes. */
interface PostHogConsent {
  set_config(config: {respect_dnt: boolean}): void;
  opt_in_capturing(): void;
}
type CapturedEvent = {event: string; properties?: {$current_url?: string}};
const pageviews = (events: CapturedEvent[]) => events.filter((e) => e.event === '$pageview').length;
const pageviewPaths = (events: CapturedEvent[]) =>
  events
    .filter((e) => e.event === '$pageview')
    .map((e) => new URL(e.properties?.$current_url ?? '', 'http://x').pathname);

/**
 * The first load, then two route changes in the same document. A click before React hydrates is a full page load
 * instead (and PostHog drops what its snippet queued if its script has not arrived by then), so the clicks wait for
 * hydration, and a marker set on the first page proves that no step reloaded it.
 */
async function visitThree(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/docs/`);
  await expect(page.locator('article h1')).toBeVisible();
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {sameDocument?: boolean}).sameDocument = true));
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/api/authentication"]').click();
  await expect(page).toHaveURL(/\/docs\/api\/authentication$/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  // The address changes at the click, the page once its chunks have loaded: a new hash before that replaces the
  // pending route change in Docusaurus's router, which then reports none (a reader cannot follow an anchor of a page
  // not yet shown).
  await expect(page).toHaveTitle(/^Authentication \|/);
  // Same path, new hash: not a route change.
  await page.evaluate(() => (window.location.hash = '#top'));
}

test('with analytics on, each route change sends exactly one $pageview, the first load included', async ({
  browser,
  hosts,
}) => {
  const context = await browser.newContext({userAgent: DESKTOP_UA});
  const events = await fakePostHog(context);
  const page = await context.newPage();
  const cspViolations = await watchCspViolations(page);
  const gtmRequested = page.waitForRequest(`https://www.googletagmanager.com/gtm.js?id=${GTM_TEST_CONTAINER}`);
  await visitThree(page, await hosts.origin('analytics'));
  await gtmRequested;
  // By path, so that a view that never arrives is named.
  await expect
    .poll(() => pageviewPaths(events), {timeout: 20_000})
    .toEqual(['/docs/', '/docs/api', '/docs/api/authentication']);
  // What a reader types is never captured (no autocapture).
  await page.keyboard.press('Control+k');
  await page.keyboard.type('confidential shipment note', {delay: 10});
  await page.keyboard.press('Escape');
  // The analytics build's policy lets PostHog and the tag manager work without a single violation.
  expect(await cspViolations()).toEqual([]);
  // One more route change: PostHog sends in order, so once its $pageview has arrived, anything the steps above
  // caused (a second count of a view, the typed text) has arrived before it.
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect.poll(() => pageviews(events), {timeout: 20_000}).toBeGreaterThanOrEqual(4);
  expect(pageviewPaths(events)).toEqual(['/docs/', '/docs/api', '/docs/api/authentication', '/docs/api']);
  expect(JSON.stringify(events)).not.toContain('confidential');
  expect(await page.evaluate(() => (window as unknown as {__gtmLoaded?: boolean}).__gtmLoaded)).toBe(true);
  await context.close();
});

test('with Do Not Track, PostHog sends no event', async ({browser, hosts}) => {
  const context = await browser.newContext({userAgent: DESKTOP_UA});
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'});
  });
  const events = await fakePostHog(context);
  const page = await context.newPage();
  const arrayLoaded = page.waitForRequest((r) => r.url().includes('/static/array.js'));
  await visitThree(page, await hosts.origin('analytics'));
  await arrayLoaded;
  // The later event that proves PostHog is done with the three views: the reader opting in (Do Not Track set aside
  // for it). PostHog sends in order, so had it queued anything for the views, that would arrive before its $opt_in.
  await page.waitForFunction(() => (window as unknown as {posthog?: {__loaded?: boolean}}).posthog?.__loaded === true);
  await page.evaluate(() => {
    const posthog = (window as unknown as {posthog: PostHogConsent}).posthog;
    posthog.set_config({respect_dnt: false});
    posthog.opt_in_capturing();
  });
  await expect.poll(() => events.length, {timeout: 20_000}).toBeGreaterThan(0);
  expect(events.map((e) => e.event)).toEqual(['$opt_in']);
  await context.close();
});

test('with analytics off (the default build), the site requests nothing from any third party', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const foreign: string[] = [];
  const own = baseURL!;
  page.on('request', (request) => {
    if (!request.url().startsWith(own) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await visitThree(page, own);
  await page.goto(`${own}/docs/api/reference/shipment-list`);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'posthog' in window || 'dataLayer' in window)).toBe(false);
  await context.close();
});
