// axe in the states a reader opens, which the sitemap crawl (crawl.spec.ts, which meets the announcement bar on every
// load) never reaches: the mobile menu, search with results (and scrolled to its last result), the calculator's
// collapsible day-by-day list with a recalculated result, the calculator with a problem shown by its field and in the
// summary, the coverage filter with a query, a second tab, and the not-found page (not in the sitemap), at the widths
// where each differs, in light and dark mode (one load for both). No serious or critical finding.
import {expect, test, type Page} from './support/fixtures';
import type AxeBuilder from '@axe-core/playwright';
import {COLOR_RULES, axeInBothModes, seriousViolations, settleInColorScheme} from './support/axe';
import {hydrated} from './support/site';

interface State {
  name: string;
  url: string;
  /**
   * Widths at which axe runs on the state: where it exists (the mobile menu only on a phone), and for a state that
   * looks the same at both, the one where it is hardest (the error message by its field on a phone).
   */
  widths?: number[];
  open: (page: Page) => Promise<void>;
  /**
   * What the state changes, where axe runs (CSS selectors; the whole page when absent): the crawl runs axe on every
   * page as it loads, so a state is checked where it differs from that.
   */
  scope?: string[];
  configure?: (builder: AxeBuilder) => AxeBuilder;
}

/** The calculator's form and result, with its error summary. */
const CALCULATOR = ['[data-md^="Work out demurrage"]'];
/** The navbar, which holds the search field and its results. */
const NAVBAR = ['nav.navbar'];

const STATES: State[] = [
  {
    name: 'the mobile menu opened',
    url: '/docs/features/custom-fields',
    widths: [375],
    scope: ['.navbar-sidebar'],
    open: async (page) => {
      await page.locator('.navbar__toggle').click();
      await expect(page.getByRole('dialog', {name: 'Site navigation'})).toBeVisible();
    },
  },
  {
    name: 'search with results',
    url: '/docs/',
    scope: NAVBAR,
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('demurrage', {delay: 20});
      const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    },
    // The list scrolls while focus stays in the field (aria-activedescendant, the combobox pattern), so axe's rule
    // that a scrolling region be focusable does not apply (upstream: dequelabs/axe-core#4914, a false positive of
    // scrollable-region-focusable on aria-activedescendant patterns, open); keyboard.spec.ts and search.spec.ts show
    // the arrow keys bring every option into view.
    configure: (builder) => builder.disableRules(['scrollable-region-focusable']),
  },
  {
    name: 'search with results, scrolled to the last one',
    widths: [375],
    url: '/docs/',
    scope: NAVBAR,
    open: async (page) => {
      await page.keyboard.press('Control+k');
      // One input event, so one query: typed key by key, a prefix's results could replace the list after the arrow
      // keys below (search.spec.ts types queries as a reader does).
      await page.keyboard.insertText('demurrage');
      const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
      await expect(options.last()).toHaveText(/^See all \d+ results$/);
      // Up from the first option wraps to the last one, which the list scrolls into view.
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await expect(options.last()).toBeInViewport();
    },
    // The list scrolls while focus stays in the field (aria-activedescendant, the combobox pattern), so axe's rule
    // that a scrolling region be focusable does not apply (upstream: dequelabs/axe-core#4914, a false positive of
    // scrollable-region-focusable on aria-activedescendant patterns, open); keyboard.spec.ts and search.spec.ts show
    // the arrow keys bring every option into view.
    configure: (builder) => builder.disableRules(['scrollable-region-focusable']),
  },
  {
    name: 'the not-found page',
    url: '/docs/no-page-has-this-address',
    open: async (page) => {
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    },
  },
  {
    name: 'the calculator with a new result and its day-by-day list opened',
    widths: [1280],
    url: '/docs/tutorials/manage-demurrage-detention',
    scope: CALCULATOR,
    open: async (page) => {
      const calculator = page.getByRole('form', {name: 'Demurrage and detention calculator'});
      await calculator.getByLabel('Tariff currency').fill('EUR');
      const result = page.getByRole('region', {name: 'Result', exact: true});
      await expect(result).toContainText('€');
      const details = result.locator('details').first();
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
    },
  },
  {
    name: 'the calculator with a bad date, its message by the field and in the summary',
    widths: [375],
    url: '/docs/tutorials/manage-demurrage-detention',
    scope: CALCULATOR,
    open: async (page) => {
      const calculator = page.getByRole('form', {name: 'Demurrage and detention calculator'});
      await calculator.getByLabel('Empty return date').fill('2026-03-08');
      await expect(calculator.getByText('The empty return date is before the gate-out date.')).toBeVisible();
      await expect(page.getByRole('alert').getByRole('link')).toHaveCount(1);
    },
  },
  {
    name: 'the coverage filter with a query',
    widths: [1280],
    url: '/docs/coverage/shipping-lines-coverage',
    scope: ['article'],
    open: async (page) => {
      await page.getByLabel('Search by name, SCAC, bill of lading or container number').fill('MSCU');
      const carriers = page.getByRole('table', {name: /^Ocean carriers Berthline tracks/});
      await expect(carriers.getByRole('row', {name: /Maersk/})).toHaveCount(0);
      await expect(carriers.getByRole('row', {name: /MSCU/}).first()).toBeVisible();
    },
  },
  {
    name: 'a second tab',
    widths: [1280],
    url: '/docs/api/authentication',
    scope: ['.tabs-container'],
    open: async (page) => {
      const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    },
  },
];

// One load per state and width, axe in light and then in dark mode (support/axe.ts, axeInBothModes).
for (const width of [1280, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({colorScheme: 'light', viewport: {width, height: 900}});
    for (const state of STATES.filter((s) => !s.widths || s.widths.includes(width))) {
      test(`${state.name} passes axe in light and dark mode`, async ({page}) => {
        await page.goto(state.url);
        await hydrated(page);
        await state.open(page);
        const {light, dark} = await axeInBothModes(page, (builder) => {
          const scoped = (state.scope ?? []).reduce((b, selector) => b.include(selector), builder);
          return state.configure ? state.configure(scoped) : scoped;
        });
        expect.soft(light, 'light mode').toEqual([]);
        expect.soft(dark, 'dark mode').toEqual([]);
      });
    }
  });
}

test('the check fails on a state with a finding', async ({page}) => {
  await page.goto('/docs/coverage/shipping-lines-coverage');
  await page.getByLabel('Search by name, SCAC, bill of lading or container number').fill('MSCU');
  // A filter result that shows an image without a text alternative.
  await page
    .locator('main table')
    .first()
    .evaluate((table) => {
      const image = document.createElement('img');
      image.src = '/docs/img/logo.svg';
      table.before(image);
    });
  expect((await seriousViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
});

// A reference page's every tab: each language of the code samples, each response, and the media-type and
// schema/example tabs inside them render their panel only when selected, so axe runs once per selected tab, on the
// tab group that holds it: every rule in light mode, then the color rules in dark mode (support/axe.ts: the mode
// changes only colors), at desktop width (the crawl runs axe on the same page at 375 px with its first tabs).
test("a reference page's every tab passes axe in light and dark mode", async ({page}) => {
  // About 45 s of a worker, which the suite's 12 minutes leave to the bench (scripts/bench/a11y.mjs): the code
  // samples' colors change with the theme's code colors, which the bench's other parts re-measure anyway.
  test.skip(!process.env.BERTHLINE_BENCH_A11Y, 'run by npm run bench -- --only a11y');
  test.setTimeout(180_000);
  await page.setViewportSize({width: 1280, height: 900});
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  const tabs = page.locator('main [role="tablist"] [role="tab"]');
  const seen: string[] = [];
  const findings: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await settleInColorScheme(page, colorScheme);
    for (let i = 0; i < (await tabs.count()); i += 1) {
      const tab = tabs.nth(i);
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The selected tab's colors change with a transition: axe reads them once it has ended.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const name = (await tab.textContent())?.trim() ?? '';
      if (colorScheme === 'light') seen.push(name);
      await tab.evaluate((el) => el.closest('[role="tablist"]')!.parentElement!.setAttribute('data-axe-scope', ''));
      const found = await seriousViolations(page, (builder) => {
        const scoped = builder.include('[data-axe-scope]');
        return colorScheme === 'light' ? scoped : scoped.withRules([...COLOR_RULES]);
      });
      findings.push(...found.map((finding) => `tab ${name}, ${colorScheme}: ${finding}`));
      await page
        .locator('[data-axe-scope]')
        .evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-axe-scope')));
    }
  }
  // The eleven languages and at least a success and an error response were visited.
  expect(seen.length, seen.join(', ')).toBeGreaterThanOrEqual(13);
  expect(seen.filter((name) => /^\d{3}|^[1-5]XX/.test(name)).length, seen.join(', ')).toBeGreaterThanOrEqual(2);
  expect(findings).toEqual([]);
});
