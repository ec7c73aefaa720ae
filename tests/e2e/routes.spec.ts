// Every route of the specification renders its page with the right sidebar; `.html` aliases, unknown paths and
// badly encoded addresses get a real page, never a blank one.
import {expect, test} from './support/fixtures';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {
  API_GUIDE_ROUTES,
  DOCS_ROUTES,
  facts,
  hydrated,
  REFERENCE_ROUTES,
  SITEMAP_PATHS,
  watchProblems,
} from './support/site';

/** The site's production origin, which canonical and OpenGraph URLs name whatever host serves the build. */
const SITE_URL = 'https://www.berthline.example';

// Each route's h1, description and sidebar, and each reference page's summary, method and path: checked in the one
// load of every sitemap page by crawl.spec.ts (serve command) and sitemap-addresses.spec.ts (nginx), with
// support/page-checks.ts. Here: that the sitemap they load holds every route of the specification.
test('every route of the specification is in the sitemap, so that the crawl checks it', () => {
  for (const route of [...DOCS_ROUTES, ...API_GUIDE_ROUTES, ...REFERENCE_ROUTES, API_OVERVIEW_PATH]) {
    expect(SITEMAP_PATHS, route).toContain(route);
  }
  expect(REFERENCE_ROUTES).toHaveLength(facts.operations.length);
});

test('the REST API overview renders without a sidebar', async ({page}) => {
  const response = await page.goto(API_OVERVIEW_PATH);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(facts.title);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
});

test('a path ending in .html shows the same page as the path without it', async ({page}) => {
  const hydrated = page.locator('html[data-has-hydrated="true"]');
  for (const route of ['/docs/integrations', '/docs/api/authentication', '/docs/api/reference/shipment-list']) {
    await page.goto(route);
    await expect(hydrated).toBeAttached();
    const title = await page.title();
    const heading = await page.locator('h1').first().textContent();
    const response = await page.goto(`${route}.html`);
    expect(response?.status()).toBe(200);
    await expect(hydrated).toBeAttached();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1').first()).toHaveText(heading ?? '');
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toBeVisible();
  }
  await page.goto('/docs/index.html');
  await expect(page.locator('article h1')).toBeVisible();
});

test('a .html address hydrates as its clean address: no React error, clean canonical, right links, query and hash kept', async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page, new URL(baseURL!).origin);
  const cases = [
    {address: '/docs/index.html?q=demurrage#how-it-works', clean: '/docs/', markdown: '/docs/index.md'},
    {
      address: '/docs/integrations.html?from=search#zapier',
      clean: '/docs/integrations',
      markdown: '/docs/integrations.md',
    },
  ];
  for (const {address, clean, markdown} of cases) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(clean + address.slice(address.indexOf('?')));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${clean}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${clean}`);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', markdown);
  }
  expect(problems.consoleErrors).toEqual([]);
});

test('an unknown path shows the not-found page with navbar and footer, answered with 404', async ({page}) => {
  const response = await page.goto('/docs/features/no-such-feature');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Community');
});

test('an unknown path reached inside the app also shows the not-found page', async ({page}) => {
  await page.goto('/docs/');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});

test('an unknown API path reached inside the app shows the not-found page, and the API pages still open after it', async ({
  page,
}) => {
  const visit = async (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.goto('/docs/api/');
  await hydrated(page);
  await visit('/docs/api/reference/no-such-operation');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  const operation = facts.operations.find((op) => op.slug === 'shipment-by-id')!;
  await visit(`/docs/api/reference/${operation.slug}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(operation.summary);
});

test('a badly encoded address gets a clear error page with a way back (server answer)', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/docs/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', {name: 'This address is not valid'})).toBeVisible();
  await expect(page.locator('main')).toContainText('/docs/%E0%A4%A');
  await page.getByRole('link', {name: 'Documentation home'}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a badly encoded address met by the app itself is not a blank page', async ({page, request}) => {
  // A static host that answers every unknown address with the not-found page, whatever its encoding.
  const notFound = await (await request.get('/docs/no-such-page')).text();
  await page.route('**/docs/%E0%A4%A*', (route) =>
    route.fulfill({status: 404, contentType: 'text/html', body: notFound}),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/%E0%A4%A');
  await expect(page.getByRole('heading', {name: 'This address is not valid'})).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/invalid-address\?from=/);
  expect(errors.filter((message) => /URI|decode/i.test(message))).toEqual([]);
});
