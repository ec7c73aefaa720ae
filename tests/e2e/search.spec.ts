// Offline search across both areas, on Pagefind's chunked index (issue 19): a keyboard shortcut opens it, queries
// for a schema field, an error code and a feature lead to the right pages with the matches highlighted, one query
// finds both areas, a query with no match says so, and there is a results page. The field is a WAI-ARIA combobox
// with a listbox of options grouped by area; its colors pass axe in both modes and its paths stay readable at
// 375 px. Everything runs under the site's Content-Security-Policy, and every request goes to this site.
import {expect, test, type Page} from './support/fixtures';
import {holdScripts, hydrated, watchCspViolations} from './support/site';
import {contrast} from './support/contrast';

let cspViolations: () => Promise<string[]>;
let requests: string[];
test.beforeEach(async ({page}) => {
  cspViolations = await watchCspViolations(page);
  requests = [];
  page.on('request', (request) => requests.push(request.url()));
});
test.afterEach(async ({page}) => {
  expect(await cspViolations(), 'CSP violations while searching').toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

const field = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const results = (page: Page) => page.getByRole('listbox', {name: 'Search results'});

async function search(page: Page, query: string, from = '/docs/') {
  await page.goto(from);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(query, {delay: 20});
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  return results(page).getByRole('option');
}

test('a query for a schema field finds the reference page that documents it', async ({page}) => {
  const options = await search(page, 'last_free_day_source');
  const hit = options.filter({hasText: 'API › Reference › Containers › List containers'}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/api\/reference\/container-list\?highlight=last_free_day_source/);
  await expect(page.locator('article mark').filter({hasText: 'last_free_day_source'})).not.toHaveCount(0);
  // Only the chunks this query needs, never a whole-site index.
  expect(requests.some((url) => /\/docs\/pagefind\/index\/[^/]+\.pf_index$/.test(url))).toBe(true);
  expect(requests.some((url) => /search-index/.test(url))).toBe(false);
});

test('a query for an error code finds the error codes page and highlights the match', async ({page}) => {
  const options = await search(page, 'reference_conflict');
  const hit = options.filter({hasText: 'Error codes'}).first();
  await expect(hit).toContainText('API ›');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/api\/error-codes\?highlight=reference_conflict/);
  // The code breaks after its underscore at a <wbr>, so the match is marked in its two parts, side by side.
  await expect(page.locator('article mark').first()).toBeVisible();
  const marked = await page.locator('article mark').allTextContents();
  expect(marked.join('')).toContain('reference_conflict');
  // Moving on removes the marks.
  await page.getByRole('link', {name: 'Authentication'}).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/authentication$/);
  await expect(page.locator('article mark')).toHaveCount(0);
});

test('a query for a feature finds its page, and Enter opens the first result', async ({page}) => {
  const options = await search(page, 'auto-archive');
  await expect(options.first()).toContainText('Auto-archive');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/features\/auto-archive/);
});

test('one query finds both areas, grouped by area with readable paths', async ({page}) => {
  await search(page, 'demurrage');
  const documentation = results(page).getByRole('group', {name: 'Documentation'});
  const api = results(page).getByRole('group', {name: 'API'});
  await expect(documentation.getByRole('option').first()).toContainText('Documentation ›');
  await expect(api.getByRole('option').first()).toContainText('API ›');
});

test('the arrow keys move through the options with aria-activedescendant, and Escape closes the list', async ({
  page,
}) => {
  const options = await search(page, 'container');
  await expect(options.nth(2)).toBeVisible();
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Up from the first option wraps to the last one, "all results", scrolled into view.
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toBeInViewport();
  await expect(options.last()).toContainText(/results/);
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(results(page)).toBeHidden();
  await expect(field(page)).toHaveValue('container');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const target = await options.nth(1).locator('span').first().textContent();
  await page.keyboard.press('Enter');
  await expect(page.locator('article h1')).toHaveText(target!);
});

test('a query with no match says so, and the results page lists every match by area', async ({page}) => {
  // Pagefind answers a word it lacks with the longest indexed word that begins it: "quasar" finds "qu", a piece of
  // an example request id. A word none of whose beginnings is indexed (no Greek is) finds nothing.
  // cspell:ignore ξυλόφωνο θάλασσα
  await search(page, 'ξυλόφωνο θάλασσα');
  await expect(page.getByRole('status').filter({hasText: 'No results for “ξυλόφωνο θάλασσα”'})).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);
  await page.goto('/docs/search?q=demurrage');
  await expect(page.getByRole('heading', {name: 'Search results for "demurrage"'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Documentation', level: 2})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'API', level: 2})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Manage demurrage and detention'}).first()).toBeVisible();
  // The page lists the first results and adds more on "Show more results" until every match is listed.
  const total = Number((await page.getByRole('status').textContent())?.match(/^(\d+) pages?$/)?.[1]);
  expect(total).toBeGreaterThan(0);
  const items = page.locator('main ol > li');
  const more = page.getByRole('button', {name: 'Show more results'});
  while ((await items.count()) < total) {
    const before = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  await expect(items).toHaveCount(total);
  await expect(more).toHaveCount(0);
  // Excerpts quote the page, not its chrome.
  for (const text of await items.allInnerTexts()) expect(text).not.toMatch(/Copy page|View as Markdown|Version: Next/);
});

test('the field never takes focus back once the index has loaded', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const loaded = page.waitForResponse(/\/docs\/pagefind\/pagefind\.[^/]*pf_meta$/);
  await field(page).focus();
  await page.keyboard.press('Tab');
  const moved = await page.evaluate(() => document.activeElement?.outerHTML);
  expect(moved).not.toContain('combobox');
  await (await loaded).finished();
  // Two animation frames: whatever the load's completion scheduled has rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(moved);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('results keep distinct, readable paths inside the screen', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await field(page).click();
    await page.keyboard.type('list', {delay: 20});
    const options = results(page).getByRole('option');
    await expect(options.nth(3)).toBeVisible();
    // Title and path tell every result apart.
    const labels = await options.evaluateAll((nodes) =>
      nodes.map((node) => [...node.querySelectorAll(':scope > span')].slice(0, 2).map((span) => span.textContent)),
    );
    const withPath = labels.filter((label) => label.length === 2);
    expect(withPath.length).toBeGreaterThan(3);
    expect(new Set(withPath.map((label) => label.join(' | '))).size).toBe(withPath.length);
    for (const trail of await results(page).locator('[role=option] > span:nth-child(2)').all()) {
      const box = (await trail.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // Wrapped, not cut: the whole path is rendered.
      expect(await trail.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
    // A result in the API opens in the same document.
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    const hit = results(page).getByRole('group', {name: 'API'}).getByRole('option').first();
    const title = (await hit.locator(':scope > span').first().textContent())!;
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/api\//);
    await expect(page.locator('article h1')).toHaveText(title);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

// Issue 42: with the scripts requested after the first paint, a phone reader can tap the field and type for seconds
// before they run. At 412 px the typed text used to be wiped by hydration; at 1280 px it stayed and nothing searched.
for (const width of [412, 1280]) {
  test.describe(`before the scripts run, at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('a query typed into the field is searched once they run, and the field keeps it and its focus', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/docs/', {waitUntil: 'domcontentloaded'});
      expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
      // The controls that need the scripts look unavailable and take no pointer input until then; the field works.
      const toggle = page.locator('.navbar__toggle, .theme-back-to-top-button').first();
      expect(await toggle.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('none');
      await field(page).click();
      await page.keyboard.type('demurrage', {delay: 20});
      await release();
      await expect(field(page)).toHaveValue('demurrage');
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(results(page).getByRole('option').first()).toBeVisible();
      await expect(results(page).getByRole('group', {name: 'API'})).toBeVisible();
      expect(await toggle.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('auto');
    });

    test('Enter on a query typed into the field opens the results page', async ({page}) => {
      const release = await holdScripts(page);
      await page.goto('/docs/', {waitUntil: 'domcontentloaded'});
      await field(page).click();
      await page.keyboard.type('last free day', {delay: 20});
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/search\?q=last\+free\+day$/);
      await release();
      await expect(page.getByRole('heading', {name: 'Search results for "last free day"'})).toBeVisible();
      await expect(page.locator('main ol > li').first()).toBeVisible();
    });
  });
}

// A reader goes on typing while the scripts arrive and run: no key may be lost or wiped (a reader's review found
// "cy-Key" for "Idempotency-Key" on the results page, and a dropped letter now and then in the navbar).
// cspell:ignore Idempot
test('keys typed while the scripts arrive and run are all kept, in the navbar and on the results page', async ({
  page,
}) => {
  for (const [address, input] of [
    ['/docs/', () => field(page)],
    ['/docs/search', () => page.getByLabel('Search both areas')],
  ] as const) {
    const release = await holdScripts(page);
    await page.goto(address, {waitUntil: 'domcontentloaded'});
    await input().click();
    await page.keyboard.type('Idempot', {delay: 20});
    const released = release();
    await page.keyboard.type('ency-Key', {delay: 60});
    await released;
    await expect(input(), address).toHaveValue('Idempotency-Key');
  }
  await expect(page).toHaveURL(/\/docs\/search\?q=Idempotency-Key$/);
});

test('on the results page, a query typed before the scripts run is searched once they run', async ({page}) => {
  const release = await holdScripts(page);
  await page.goto('/docs/search', {waitUntil: 'domcontentloaded'});
  await page.getByLabel('Search both areas').click();
  await page.keyboard.type('reference_conflict', {delay: 20});
  await release();
  await expect(page).toHaveURL(/\/docs\/search\?q=reference_conflict$/);
  await expect(page.getByLabel('Search both areas')).toHaveValue('reference_conflict');
  await expect(page.getByRole('link', {name: 'Error codes'}).first()).toBeVisible();
});

// axe runs on the open results in axe-states.spec.ts; it checks text, and the active option's bar is a non-text
// indicator that needs 3:1 against the list.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the active option's bar has 3:1 contrast against the list in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    const options = await search(page, 'demurrage');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const bar = await options.first().evaluate((option) => {
      const popup = option.closest('[role=listbox]')!.parentElement!;
      return [getComputedStyle(option).borderLeftColor, getComputedStyle(popup).backgroundColor];
    });
    expect(contrast(bar[0]!, bar[1]!)).toBeGreaterThanOrEqual(3);
  });
}

// The field is narrowest below the desktop layout, where the navbar also holds the logo and the menu button.
for (const width of [375, 600, 800, 996, 1280]) {
  test(`at ${width} px the navbar field shows its whole placeholder`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/docs/');
    const {text, room} = await field(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeGreaterThan(0);
    expect(text).toBeLessThanOrEqual(room);
  });
}

test('on a phone with the announcement bar shown, the results open below the navbar and the field stays in view', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/docs/');
  await hydrated(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  await field(page).click();
  await page.keyboard.type('demurrage', {delay: 20});
  await expect(results(page).getByRole('option').first()).toBeVisible();
  const navbar = (await page.locator('nav.navbar').boundingBox())!;
  const input = (await field(page).boundingBox())!;
  const popup = (await results(page).locator('xpath=..').boundingBox())!;
  // The focused field is not hidden by the results (WCAG 2.2, 2.4.11), nor is the navbar around it.
  expect(popup.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
  expect(popup.y).toBeGreaterThanOrEqual(input.y + input.height);
  expect(popup.y + popup.height).toBeLessThanOrEqual(740);
});
