// Checks of a loaded page that share its one load with the crawl's other checks (one load, several checks):
// - checkRoute: what a route of the specification shows: its h1, its description, the sidebar of its area, and for a
//   reference page the operation's summary, method and path from the OpenAPI document. crawl.spec.ts runs it on the
//   serve command, sitemap-addresses.spec.ts on nginx; routes.spec.ts proves that every route is in the sitemap that
//   both load.
// - checkMarkdownVersion: the page links to its Markdown version, which starts with the page's h1 (crawl.spec.ts;
//   markdown.spec.ts checks the rest of plugins/llms).
// Soft assertions: a failure names the page and the check, and the test goes on to its other checks.
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {markdownPath} from '../../../src/lib/markdown-url';
import {API_GUIDE_ROUTES, DOCS_ROUTES, REFERENCE_ROUTES, facts} from './site';

const sidebarLink = (page: Page, name: string) => page.locator(`nav[aria-label="Docs sidebar"] >> text="${name}"`);

/** The route checks of `url` on a loaded page at desktop width (where the sidebar shows). */
export async function checkRoute(page: Page, url: string): Promise<void> {
  if (DOCS_ROUTES.includes(url)) {
    await expect.soft(page.locator('article h1'), `${url}: one h1`).toHaveCount(1);
    await expect
      .soft(page.locator('meta[name="description"]'), `${url}: a description`)
      .toHaveAttribute('content', /.{40,}/);
    await expect.soft(sidebarLink(page, 'Overview'), `${url}: the documentation sidebar`).toBeVisible();
  }
  if (API_GUIDE_ROUTES.includes(url) || REFERENCE_ROUTES.includes(url)) {
    await expect.soft(page.locator('article h1, .openapi__heading').first(), `${url}: its heading`).toBeVisible();
    await expect.soft(sidebarLink(page, 'Getting started'), `${url}: the API sidebar`).toBeVisible();
  }
  const op = facts.operations.find((operation) => url === `/docs/api/reference/${operation.slug}`);
  if (op) {
    // Generated from the document: the summary as title, the method and the path (the theme writes :name).
    await expect.soft(page.locator('h1'), `${url}: the operation's summary`).toHaveText(op.summary);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect.soft(endpoint, `${url}: the method`).toContainText(op.method.toUpperCase());
    await expect.soft(endpoint, `${url}: the path`).toContainText(op.path.replace(/\{([^}]+)\}/g, ':$1'));
  }
}

/** The page's "View as Markdown" link leads to its Markdown version, served as Markdown and starting with its h1. */
export async function checkMarkdownVersion(page: Page, request: APIRequestContext, url: string): Promise<void> {
  const h1 = (await page.locator('h1').first().textContent())?.trim();
  expect.soft(h1, `${url}: an h1`).toBeTruthy();
  await expect
    .soft(page.getByRole('link', {name: 'View as Markdown'}), `${url}: "View as Markdown"`)
    .toHaveAttribute('href', markdownPath(url));
  const response = await request.get(markdownPath(url));
  expect.soft(response.status(), `${url}: its Markdown version`).toBe(200);
  expect.soft(response.headers()['content-type'], `${url}: its Markdown version`).toBe('text/markdown; charset=utf-8');
  expect.soft((await response.text()).split('\n')[0], `${url}: the first line of its Markdown`).toBe(`# ${h1}`);
}
