// Your key in every sample (issue 43): a test key entered once, on Getting started or in "Try it", shows in every code
// sample of the site while the tab is open: in the guides' blocks (kept as their build-time HTML), in the reference
// pages' samples of every language, and in what their copy buttons copy. It lives in the page's memory only: no
// storage, no cookie, no request to another origin (the analytics build included), not in the Markdown twin or
// "Copy page"; a reload forgets it, and a live key is refused with the reason.
import {expect, test, type Locator, type Page} from './support/fixtures';
import {DESKTOP_UA, fakePostHog} from './support/posthog';
import {chooseMockServer, hydrated} from './support/site';

// As analytics.spec.ts: a browser PostHog does not take for a bot, so that the analytics build really sends events.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-blink-features=AutomationControlled', '--disable-gpu', '--disable-background-networking'],
  },
});

const SAMPLE = 'sk_test_YOUR_KEY';
const KEY = 'sk_test_51ReaderOwnKey7Q';

/** Moves to `path` in the same document, as a link would, and waits for the page's title. */
async function navigate(page: Page, path: string, title: RegExp): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(title);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
}

/** Where an element sits in the document, and its size: what a layout shift would change. */
const place = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {top: box.top + window.scrollY, height: box.height, width: box.width};
  });

const keyField = (page: Page) => page.getByLabel('Your test key in the samples');
const article = (page: Page) => page.locator('article');

/** Every place the page could keep a value: storage and cookies. */
async function kept(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storage = await page.evaluate(() => JSON.stringify([{...localStorage}, {...sessionStorage}]));
  return storage + JSON.stringify(cookies);
}

for (const host of ['serve', 'analytics'] as const) {
  test(`a test key entered once shows in every sample until the tab reloads (${host} build)`, async ({
    browser,
    hosts,
  }) => {
    const context = await browser.newContext({userAgent: DESKTOP_UA, viewport: {width: 1280, height: 900}});
    const events = host === 'analytics' ? await fakePostHog(context) : [];
    const page = await context.newPage();
    const origin = await hosts.origin(host);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    // Every request the page makes, with what it sends: the key may go nowhere but to this site's own pages.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) {
        sent.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
      }
    });
    await page.goto(`${origin}/docs/api`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {sameDocument?: boolean}).sameDocument = true));
    const exportLine = article(page).locator('pre', {hasText: 'export BERTHLINE_API_KEY'}).first();
    await expect(exportLine).toContainText(`export BERTHLINE_API_KEY="${SAMPLE}"`);
    const powershell = article(page).locator('pre', {hasText: '$env:BERTHLINE_API_KEY'}).first();
    const before = [await place(exportLine), await place(powershell)];
    const tokens = await exportLine.locator('.token').count();

    // A live key is refused, with the reason; the samples keep the sample key.
    await keyField(page).fill('sk_live_51ReaderLiveKey');
    await page.getByRole('button', {name: 'Show in samples'}).click();
    await expect(page.getByRole('status').filter({hasText: 'That is a live key'})).toBeVisible();
    await expect(keyField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(exportLine).toContainText(SAMPLE);

    // A test key: the blocks on this page show it as text in their highlighted HTML, and nothing moves.
    await keyField(page).fill(KEY);
    await keyField(page).press('Enter');
    await expect(page.getByRole('status').filter({hasText: `now shows ${KEY}`})).toBeVisible();
    await expect(exportLine).toContainText(`export BERTHLINE_API_KEY="${KEY}"`);
    await expect(article(page).locator('pre', {hasText: `$env:BERTHLINE_API_KEY = "${KEY}"`})).toHaveCount(1);
    expect(await exportLine.locator('.token').count()).toBe(tokens);
    expect([await place(exportLine), await place(powershell)]).toEqual(before);
    await expect(article(page).locator('pre', {hasText: SAMPLE})).toHaveCount(0);

    // Another guide and a reference page, reached as a reader would: every language, and what the copy button copies.
    await navigate(page, '/docs/api/authentication', /^Authentication \|/);
    await expect(article(page).locator('pre', {hasText: 'export BERTHLINE_API_KEY'}).first()).toContainText(KEY);
    await navigate(page, '/docs/api/reference/shipment-list', /^List shipments \|/);
    const samples = page.locator('.openapi-right-panel__container');
    for (const language of ['curl', 'Python', 'Go', 'PowerShell']) {
      await samples.getByRole('tab', {name: language, exact: true}).click();
      const block = samples.locator('.theme-code-block').first();
      await expect(block).toContainText(KEY);
      await expect(block).not.toContainText(SAMPLE);
    }
    await samples.getByRole('tab', {name: 'curl', exact: true}).click();
    await samples.locator('.theme-code-block').first().getByRole('button', {name: /copy/i}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Bearer ${KEY}`);
    // "Try it" starts with the key in its field.
    await page.getByRole('button', {name: 'Try it'}).click();
    await expect(samples.getByLabel('Bearer Token')).toHaveValue(KEY);

    // The page's Markdown, copied or fetched, is the published one, with the sample key.
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain(`Bearer ${SAMPLE}`);
    expect(markdown).not.toContain(KEY);

    // Nowhere kept, nothing sent elsewhere; a reload forgets it.
    expect(await kept(page)).not.toContain(KEY);
    expect(sent.filter((line) => line.includes(KEY))).toEqual([]);
    // With analytics on, its page views were sent all along: none of them carries the key.
    if (host === 'analytics') await expect.poll(() => events.length, {timeout: 20_000}).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(events)).not.toContain(KEY);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.openapi-right-panel__container .theme-code-block').first()).toContainText(SAMPLE);
    await context.close();
  });
}

test('a test key typed into "Try it" shows in the samples of the other pages', async ({page, mockServer}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {sameDocument?: boolean}).sameDocument = true));
  await page.getByRole('button', {name: 'Try it'}).click();
  const panel = page.locator('.openapi-right-panel__container');
  await chooseMockServer(panel, Number(new URL(mockServer.base).port));
  // A live key stays in Try it and is named as one.
  await panel.getByLabel('Bearer Token').fill('sk_live_51ReaderLiveKey');
  // An alert, as the field it is about may be out of view.
  await expect(panel.getByRole('alert')).toContainText('That is a live key');
  await panel.getByLabel('Bearer Token').fill(KEY);
  await expect(panel.getByText('That is a live key')).toHaveCount(0);
  await navigate(page, '/docs/api', /^Getting started \|/);
  await expect(article(page).locator('pre', {hasText: 'export BERTHLINE_API_KEY'}).first()).toContainText(KEY);
  await expect(keyField(page)).toHaveValue(KEY);
  await page.getByRole('button', {name: 'Forget key'}).click();
  // The button goes with the key: focus returns to the field, and the status says so.
  await expect(keyField(page)).toBeFocused();
  await expect(page.getByRole('status').filter({hasText: 'Key forgotten'})).toBeVisible();
  await expect(article(page).locator('pre', {hasText: 'export BERTHLINE_API_KEY'}).first()).toContainText(SAMPLE);
});
