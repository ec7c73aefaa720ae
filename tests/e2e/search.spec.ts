// Offline search across both areas: a keyboard shortcut opens it, queries for a schema field, an error code and a
// feature lead to the right pages with the matches highlighted, a query with no match says so, and there is a
// results page. The index is a file of this site.
import {expect, test, type Page} from '@playwright/test';
import {watchCspViolations} from './support/site';

// Search runs under the site's Content-Security-Policy: its worker and index load without a violation.
let cspViolations: () => Promise<string[]>;
test.beforeEach(async ({page}) => {
  cspViolations = await watchCspViolations(page);
});
test.afterEach(async () => {
  expect(await cspViolations(), 'CSP violations while searching').toEqual([]);
});

async function search(page: Page, query: string) {
  await page.goto('/docs/');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
  await page.keyboard.type(query, {delay: 20});
  return page.getByRole('listbox').getByRole('option');
}

test('a query for a schema field finds the reference page that documents it', async ({page}) => {
  const options = await search(page, 'last_free_day_source');
  const hit = options.filter({hasText: 'API › Reference › Containers › List containers'}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/api\/reference\/container-list/);
  await expect(page.locator('article mark').filter({hasText: 'last_free_day_source'})).not.toHaveCount(0);
});

test('a query for an error code finds the error codes page and highlights the match', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const options = await search(page, 'reference_conflict');
  const hit = options.filter({hasText: 'API › Error codes'}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/api\/error-codes/);
  await expect(page.locator('article mark').filter({hasText: 'reference_conflict'}).first()).toBeVisible();
  expect(requests.some((url) => /\/docs\/search-index[^/]*\.json/.test(url))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('data:'))).toEqual([]);
});

test('a query for a feature finds its page', async ({page}) => {
  const options = await search(page, 'auto-archive');
  await expect(options.first()).toContainText('Auto-archive');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/features\/auto-archive/);
});

test('a query with no match says so, and the results page lists matches', async ({page}) => {
  await search(page, 'quasar nebula');
  await expect(page.getByRole('listbox')).toContainText('No results');
  await page.goto('/docs/search?q=demurrage');
  await expect(page.getByRole('heading', {name: 'Search results for "demurrage"'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Manage demurrage and detention'}).first()).toBeVisible();
});

test('tabbing through the search field leaves focus where the reader moved it once the index arrives', async ({
  page,
}) => {
  await page.goto('/docs/');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const field = page.locator('input.navbar__search-input');
  const index = page.waitForResponse(/\/docs\/search-index[^/]*\.json/);
  await field.focus();
  await page.keyboard.press('Tab');
  const moved = await page.evaluate(() => document.activeElement?.outerHTML);
  expect(moved).not.toContain('navbar__search-input');
  await (await index).finished();
  // The plugin turns the field into a combobox once the index is parsed, and focuses the field in the same task,
  // with no await in between (SearchBar.jsx's loadIndex): once the role is there, the focus call has happened.
  await page.locator('input.navbar__search-input[role="combobox"]').waitFor({state: 'attached'});
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(moved);
});
