// The Markdown versions of the pages (plugins/llms): every sitemap URL has one at its address plus `.md`, served as
// text/markdown and starting with the page's h1 (checked by crawl.spec.ts in its load of each page); "View as
// Markdown" leads there and "Copy page" puts it on the clipboard with an announcement (or says why it could not);
// llms.txt lists every page and each of its links resolves; a hand-written page's Markdown, converted from its HTML,
// has every tab of it (hidden ones too) and one sentence for each interactive piece; a reference page's Markdown
// carries its method, path, parameters and examples from the OpenAPI document.
import {load, type CheerioAPI} from 'cheerio';
import {expect, test, type APIRequestContext, type Page} from './support/fixtures';
import {markdownPath} from '../../src/lib/markdown-url';
import {deref, facts, hydrated, type Json, SITEMAP_PATHS as urls, spec, WRITTEN_ROUTES} from './support/site';

const SITE_URL = 'https://www.berthline.example';

/** The live region of the page's Markdown actions (other components have status regions of their own). */
const status = (page: Page) => page.getByRole('group', {name: 'This page as Markdown'}).getByRole('status');

async function getMarkdown(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
  return response.text();
}

/**
 * The hand-written pages (their Markdown is converted from their HTML) whose article holds `selector`, each with its
 * HTML and its Markdown.
 */
async function* writtenPagesWith(
  request: APIRequestContext,
  selector: string,
): AsyncGenerator<{url: string; $: CheerioAPI; markdown: string}> {
  for (const url of WRITTEN_ROUTES) {
    const $ = load(await (await request.get(url)).text());
    if ($(`.theme-doc-markdown ${selector}`).length === 0) continue;
    yield {url, $, markdown: await getMarkdown(request, markdownPath(url))};
  }
}

test('the sitemap has pages to check', () => {
  expect(urls.length).toBeGreaterThan(40);
});

// Each page's "View as Markdown" link and the first line of its Markdown: crawl.spec.ts checks them in its load of
// every sitemap page (support/page-checks.ts checkMarkdownVersion).

test('"View as Markdown" opens the Markdown file', async ({page}) => {
  await page.goto('/docs/features/custom-fields');
  await hydrated(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/docs/features/custom-fields.md')),
    page.getByRole('link', {name: 'View as Markdown'}).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^# Custom fields\n/);
});

test.describe('"Copy page"', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('puts the page’s Markdown on the clipboard and announces it', async ({page, request}) => {
    await page.goto('/docs/api/reference/shipment-list');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(status(page)).toHaveText('Copied the page as Markdown');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await getMarkdown(request, '/docs/api/reference/shipment-list.md'));
    // The button offers to copy again after a moment.
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  });

  test('works from the keyboard', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Copied the page as Markdown');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Berthline documentation\n/);
  });

  test('says so when the Markdown cannot be loaded', async ({page}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/docs/integrations');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(status(page)).toHaveText('Could not load the Markdown version (HTTP 503).');
    await expect(status(page)).toBeVisible();
  });
});

test('at 375 px the actions fit the screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  for (const url of ['/docs/features/custom-fields', '/docs/api/reference/start-shipment-import-via-file']) {
    await page.goto(url);
    await hydrated(page);
    for (const control of [
      page.getByRole('button', {name: 'Copy page'}),
      page.getByRole('link', {name: 'View as Markdown'}),
    ]) {
      const box = await control.boundingBox();
      expect(box, url).not.toBeNull();
      expect(box!.x, url).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, url).toBeLessThanOrEqual(375);
    }
  }
});

test('llms.txt lists every page, and each of its links resolves', async ({request}) => {
  const response = await request.get('/docs/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Berthline Docs\n\n> .+\n/);
  for (const section of ['Documentation', 'API guides', 'API reference']) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
  const listed = links.map((link) => new URL(link).pathname);
  for (const url of urls) expect(listed, url).toContain(markdownPath(url));
  for (const link of links) {
    expect(link.startsWith(`${SITE_URL}/docs/`), link).toBe(true);
    await getMarkdown(request, new URL(link).pathname);
  }
});

test('llms-full.txt holds every page’s Markdown', async ({request}) => {
  const response = await request.get('/docs/llms-full.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const url of urls) {
    expect(text, url).toContain(`Source: ${SITE_URL}${url}\n\n# `);
  }
});

test('a hand-written page’s Markdown has every tab of its HTML, hidden ones too, each a heading over its code', async ({
  request,
}) => {
  let hiddenPanels = 0;
  for await (const {url, $, markdown} of writtenPagesWith(request, '[role="tablist"]')) {
    const groups = $('.theme-doc-markdown [role="tablist"]').parent().toArray();
    const headings = markdown.split('\n').filter((line) => /^#{2,6} /.test(line));
    for (const group of groups) {
      const labels = $(group).find('[role="tab"]').toArray();
      const panels = $(group).find('[role="tabpanel"]').toArray();
      expect(panels.length, `${url}: every tab's panel is in the HTML`).toBe(labels.length);
      for (const [i, panel] of panels.entries()) {
        const label = $(labels[i]).text().trim();
        expect(
          headings.some((line) => line.endsWith(` ${label}`)),
          `${url}: the tab "${label}" as a heading`,
        ).toBe(true);
        if ($(panel).attr('hidden') !== undefined) hiddenPanels += 1;
        for (const line of $(panel).find('pre code .token-line:first-child').toArray()) {
          expect(markdown, `${url}: the code of the tab "${label}"`).toContain($(line).text().trimEnd());
        }
      }
    }
  }
  expect(hiddenPanels).toBeGreaterThan(0);
});

test('an interactive piece is one sentence in its page’s Markdown that sends the reader to the page', async ({
  request,
}) => {
  let pieces = 0;
  for await (const {url, $, markdown} of writtenPagesWith(request, '[data-md]')) {
    const sentences = $('.theme-doc-markdown [data-md]')
      .toArray()
      .map((piece) => $(piece).attr('data-md'));
    for (const sentence of sentences) {
      pieces += 1;
      expect(markdown).toContain(`\n${sentence} on the [web version of this page](${SITE_URL}${url}).\n`);
    }
  }
  expect(pieces).toBeGreaterThan(0);
});

test('a reference page’s Markdown has its method, path, parameters and examples from the document', async ({
  request,
}) => {
  for (const op of facts.operations) {
    const markdown = await getMarkdown(request, `/docs/api/reference/${op.slug}.md`);
    expect(markdown).toContain(`# ${op.summary}\n\n\`${op.method.toUpperCase()} ${op.path}\``);
    const pathItem = (spec.paths as Json)[op.path] as Json;
    const operation = pathItem[op.method] as Json;
    const params = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]
      .map(deref)
      .map((p) => String(p.name));
    for (const name of params) expect(markdown, `${op.slug}: ${name}`).toContain(`| \`${name}\` |`);
    expect(markdown).toMatch(/## Example request\n\n```bash\ncurl /);
    expect(markdown).toMatch(/## Example response\n\n.+\n\n```json\n[[{]/);
  }
});

test('a component’s Markdown table has the rows of the table on the page', async ({page, request}) => {
  await page.goto('/docs/features/billing-and-payments');
  await hydrated(page);
  const table = page.locator('table', {has: page.locator('caption', {hasText: 'What each plan includes'})});
  const rowHeaders = await table.locator('tbody th[scope="row"]').allTextContents();
  const columnHeaders = await table.locator('thead th').allTextContents();
  expect(rowHeaders.length).toBeGreaterThan(3);
  const markdown = await getMarkdown(request, '/docs/features/billing-and-payments.md');
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Limit or feature |'));
  expect(lines[header]).toBe(`| ${columnHeaders.join(' | ')} |`);
  const firstCells = lines
    .slice(header + 2)
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1].trim());
  expect(firstCells.slice(0, rowHeaders.length)).toEqual(rowHeaders);
});
