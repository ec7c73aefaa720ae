// Screenshot comparisons of key pages at 1280 and 375 px in light and dark mode (20 screenshots, the first screen of
// each page), against baselines in visual.spec.ts-snapshots/ rendered by Debian's Chromium with the fonts .ci/run
// installs (DejaVu, Liberation). Rendering is made deterministic: animations and the caret off, the page hydrated,
// web fonts none (system fonts only), dates of the build masked. The tolerance (per-pixel color threshold and a
// share of differing pixels) absorbs font hinting and antialiasing; the last test shows a 4 px column shift still
// fails. After an intended change, regenerate: `npm run test:visual:update` (README, "Screenshot comparisons").
import {existsSync} from 'node:fs';
import {expect, test, type Page} from './support/fixtures';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {hydrated} from './support/site';

const PAGES = [
  {name: 'docs-home', url: '/docs/'},
  {name: 'feature', url: '/docs/features/custom-fields'},
  {name: 'api-overview', url: API_OVERVIEW_PATH},
  {name: 'reference', url: '/docs/api/reference/shipment-list'},
  {name: 'coverage', url: '/docs/coverage/shipping-lines-coverage'},
];

/** Share of pixels allowed to differ, and how different a pixel's color may be before it counts. */
const TOLERANCE = {maxDiffPixelRatio: 0.01, threshold: 0.2};

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

const screenshotOptions = (page: Page) => ({
  ...TOLERANCE,
  animations: 'disabled' as const,
  caret: 'hide' as const,
  // The build's dates (last updated, the footer's year) change with every commit, not with the design.
  mask: [page.locator('.theme-last-updated, .footer__copyright')],
});

for (const width of [1280, 375]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({colorScheme, viewport: {width, height: 900}});
      for (const {name, url} of PAGES) {
        test(`${name} looks as designed`, async ({page}) => {
          await settle(page, url);
          await expect(page).toHaveScreenshot(`${name}-${width}-${colorScheme}.png`, screenshotOptions(page));
        });
      }
    });
  }
}

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
