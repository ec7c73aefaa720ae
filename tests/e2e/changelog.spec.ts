// The API changelog as a reader meets it: every link of the changelog (and of its entries on the API's landing page)
// reaches a row or page that exists in the built HTML; the feeds list the page's entries and every API page links
// them; the deprecation shows in the reference page's static HTML, its Markdown and the changelog; a link to a field
// inside a collapsed field opens it; the page is in search and llms.txt; the version label and the overview say
// which documentation and which release the reader sees.
// cspell:ignore rowanmanning -- the feed parser package’s scope
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from './support/fixtures';
import {parseFeed} from '@rowanmanning/feed-parser';
import {BUILD_DIR, hydrated, spec} from './support/site';
import changelogData from '../../src/generated/changelog.json';

const built = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
/** The built HTML of a route: `/docs/api/x` is `build/api/x.html`. */
const html = (route: string) => load(built(`${route.replace(/^\/docs\//, '')}.html`));
const CHANGELOG = '/docs/api/changelog';

test('every link of the changelog and of the landing page’s entries reaches an anchor that exists', () => {
  const checked: string[] = [];
  for (const route of [CHANGELOG, '/docs/api']) {
    const $ = html(route);
    const links = $('article a[href^="/docs/api/reference/"]')
      .map((_, a) => $(a).attr('href')!)
      .get();
    expect(links.length, route).toBeGreaterThan(route === CHANGELOG ? 30 : 5);
    for (const href of links) {
      const [page, anchor] = href.split('#');
      const file = `${page!.replace(/^\/docs\//, '')}.html`;
      expect(existsSync(path.join(BUILD_DIR, file)), `${route}: ${href} is no page`).toBe(true);
      if (anchor) expect(html(page!)(`[id="${anchor}"]`).length, `${route}: ${href} has no such anchor`).toBe(1);
      checked.push(href);
    }
  }
  expect(checked.filter((href) => href.includes('#')).length).toBeGreaterThan(20);
});

test('the feeds list the page’s entries, and every API page links them in its head', () => {
  const $ = html(CHANGELOG);
  const entries = $('article h2[id]')
    .map((_, h2) => $(h2).attr('id'))
    .get()
    .filter((id) => /^(\d{4}-\d{2}-\d{2}|unreleased)$/.test(id));
  expect(entries.length).toBeGreaterThanOrEqual(4);
  const deprecations = $('#deprecations ~ * table').first().find('tbody tr').length;
  const feeds = ['changelog.rss', 'changelog.atom'];
  for (const file of feeds) {
    const feed = parseFeed(built(`api/${file}`));
    const anchors = feed.items.map((item) => item.url?.split('#')[1]);
    // Every entry of the page, in the page's order; every deprecation of its table, linked to it.
    expect(
      anchors.filter((anchor) => anchor !== 'deprecations'),
      file,
    ).toEqual(entries);
    expect(
      anchors.filter((anchor) => anchor === 'deprecations'),
      file,
    ).toHaveLength(deprecations);
    expect($(`article a[href="/docs/api/${file}"]`), `the page links ${file}`).toHaveLength(1);
  }
  for (const route of [CHANGELOG, '/docs/api', '/docs/api/authentication', '/docs/api/reference/shipment-list']) {
    const head = html(route)('head link[rel="alternate"][type$="+xml"]')
      .map((_, link) => html(route)(link).attr('href'))
      .get();
    expect(head, route).toEqual(feeds.map((file) => `https://www.berthline.example/docs/api/${file}`));
  }
});

test('the deprecation shows in the reference page’s HTML and Markdown, and in the changelog', () => {
  const row = html('/docs/api/reference/shipment-list')('#param-query-archived');
  expect(row.text()).toContain('Deprecated since December 1, 2026; it stops working on December 1, 2027.');
  expect(row.find('a[href="/docs/api/reference/shipment-list#param-query-archive_state"]').text()).toBe(
    'archive_state',
  );
  const markdown = built('api/reference/shipment-list.md');
  expect(markdown).toMatch(
    /\| `archived` \| query \|[^\n]*Deprecated since December 1, 2026; it stops working on December 1, 2027\. Use `archive_state` instead\./,
  );
  const changelog = html(CHANGELOG)('#deprecations ~ div table');
  expect(changelog.text()).toContain('December 1, 2027');
});

test('a row added after the first release says in which release, linked to its entry', () => {
  const row = html('/docs/api/reference/shipment-list')('#param-query-expand');
  expect(row.find('a[href="/docs/api/changelog#2026-05-26"]').text()).toBe('Added in 1.2.0');
  expect(
    html('/docs/api/reference/start-shipment-import-via-json')(
      'article a[href="/docs/api/changelog#2026-03-17"]',
    ).text(),
  ).toBe('Added in 1.1.0');
});

test('a link to a field inside collapsed fields opens them and shows the row, one level deep or five', async ({
  page,
}) => {
  for (const link of [
    '/docs/api/reference/list-all-shipment-imports#response-200-data-source',
    '/docs/api/reference/shipment-list#response-200-data-containers-last_milestone-location-terminal-firms_code',
  ]) {
    await page.goto(link);
    await hydrated(page);
    await expect(page.locator(`[id="${link.split('#')[1]}"]`), link).toBeInViewport();
  }
});

test('the changelog is in llms.txt, in search, and says which version the reference shows', async ({page}) => {
  expect(built('llms.txt')).toContain('[API changelog](https://www.berthline.example/docs/api/changelog.md)');
  await page.goto('/docs/search?q=sunsets');
  await expect(page.locator(`main a[href^="${CHANGELOG}"]`).first()).toBeVisible();
  await page.goto(CHANGELOG);
  // The working document's version and the latest release's, as the document and the releases give them.
  const escaped = (version: string) => version.replace(/\./g, '\\.');
  const working = (spec.info as {version: string}).version;
  const latest = changelogData.latest.version;
  await expect(
    page
      .locator('article')
      .getByText(
        new RegExp(`The reference describes version ${escaped(working)} .* the latest release, ${escaped(latest)}`),
      ),
  ).toBeVisible();
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next, the latest documentation');
  await page.goto('/docs/api/reference/berthline-tracking-api');
  await expect(page.locator('.api-overview-release')).toContainText(
    `Latest release: ${latest}, of ${changelogData.latest.label}.`,
  );
});
