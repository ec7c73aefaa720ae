// Screenshot comparisons of the first screen of key pages, one of each kind (the docs home, a feature page, the API
// overview, a reference page, the coverage page, the calculator with its day-by-day table open, a webhook event page
// and the not-found page), at 375, 1024 and 1280 px, each in light and dark mode on one load (the site follows the
// system's color scheme, so switching it re-renders without a second load), and the search results on a phone with
// the announcement bar shown. Baselines in visual.spec.ts-snapshots/ are rendered by Debian's Chromium with the fonts
// .ci/run installs (DejaVu, Liberation). Rendering is made deterministic: animations and the caret off, the page
// hydrated, web fonts none (system fonts only), dates of the build masked. The tolerance (per-pixel color threshold
// and a share of differing pixels) absorbs font hinting and antialiasing; the last test shows a 4 px column shift
// still fails. After an intended change, regenerate: `npm run test:visual:update` (handbook/testing.md).
import {existsSync} from 'node:fs';
import {expect, test, type Page} from './support/fixtures';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {facts, hydrated} from './support/site';

/** A page, and what to do once it has loaded before its screenshot (open a part the first screen should show). */
interface Shot {
  name: string;
  url: string;
  open?: (page: Page) => Promise<void>;
}

const firstEvent = facts.events[0]!;

const PAGES: Shot[] = [
  {name: 'docs-home', url: '/docs/'},
  {name: 'feature', url: '/docs/features/custom-fields'},
  {name: 'api-overview', url: API_OVERVIEW_PATH},
  {name: 'reference', url: '/docs/api/reference/shipment-list'},
  {name: 'coverage', url: '/docs/coverage/shipping-lines-coverage'},
  {
    name: 'calculator',
    url: '/docs/tutorials/manage-demurrage-detention',
    open: async (page) => {
      const dayByDay = page.locator('summary', {hasText: /day by day/}).first();
      await dayByDay.click();
      await dayByDay.evaluate((summary) => summary.scrollIntoView({block: 'start'}));
    },
  },
  {name: 'webhook-event', url: `/docs/api/reference/${firstEvent.slug}`},
  {name: 'not-found', url: '/docs/no-such-page'},
];

/** Share of pixels allowed to differ, and how different a pixel's color may be before it counts. */
const TOLERANCE = {maxDiffPixelRatio: 0.01, threshold: 0.2};

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Switches the color scheme on the loaded page and waits until the site has followed it. */
async function colorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

const screenshotOptions = (page: Page) => ({
  ...TOLERANCE,
  animations: 'disabled' as const,
  caret: 'hide' as const,
  // The build's dates (last updated, the footer's year) change with every commit, not with the design.
  mask: [page.locator('.theme-last-updated, .footer__copyright')],
});

for (const width of [1280, 1024, 375]) {
  test.describe(`${width} px`, () => {
    test.use({colorScheme: 'light', viewport: {width, height: 900}});
    for (const {name, url, open} of PAGES) {
      test(`${name} looks as designed in light and dark mode`, async ({page}) => {
        await settle(page, url);
        await open?.(page);
        for (const scheme of ['light', 'dark'] as const) {
          await colorScheme(page, scheme);
          await expect.soft(page).toHaveScreenshot(`${name}-${width}-${scheme}.png`, screenshotOptions(page));
        }
      });
    }
  });
}

test.describe('search on a phone', () => {
  test.use({colorScheme: 'light', viewport: {width: 375, height: 740}});

  test('the results under the navbar, with the announcement bar shown, look as designed', async ({page}) => {
    await settle(page, '/docs/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await page.getByRole('combobox', {name: 'Search'}).click();
    await page.keyboard.type('demurrage');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const scheme of ['light', 'dark'] as const) {
      await colorScheme(page, scheme);
      await expect.soft(page).toHaveScreenshot(`search-375-${scheme}.png`, screenshotOptions(page));
    }
  });
});

test.describe('the comparison', () => {
  test.use({colorScheme: 'light', viewport: {width: 1280, height: 900}});

  test('fails when the content column moves 4 px', async ({page}, testInfo) => {
    const baseline = 'feature-1280-light.png';
    // Never while baselines are being written: the shifted page would become the baseline.
    test.skip(
      testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed',
      'baselines are being updated',
    );
    test.skip(!existsSync(testInfo.snapshotPath(baseline)), 'no baseline yet');
    await settle(page, '/docs/features/custom-fields');
    await page.addStyleTag({content: 'article { transform: translateX(4px); }'});
    let failure = '';
    try {
      await expect(page).toHaveScreenshot(baseline, {...screenshotOptions(page), timeout: 5_000});
    } catch (error) {
      failure = String(error);
    }
    expect(failure).toMatch(/pixels|different/);
  });
});
