// Every URL of the sitemap loads under the site's Content-Security-Policy without a violation, a console error or a
// failed request to our own host, and axe finds no serious or critical accessibility violation on it, in light and
// in dark mode, at a desktop and at a phone width. (sitemap-addresses.spec.ts visits each at its `.html` address;
// axe-states.spec.ts runs axe on the opened states: menus, search results, forms, tabs.)
import {expect, test} from '@playwright/test';
import {seriousViolations} from './support/axe';
import {SITEMAP_PATHS, watchCspViolations, watchProblems} from './support/site';

const sitemapUrls = SITEMAP_PATHS;
// The search results page is left out of the sitemap (nothing to index), but readers land on it.
const urls = [...sitemapUrls, '/docs/search?q=demurrage'];

test('the sitemap lists every page', () => {
  expect(sitemapUrls.length).toBeGreaterThan(40);
  expect(sitemapUrls).toContain('/docs/');
  expect(sitemapUrls).toContain('/docs/api/reference/berthline-tracking-api');
  expect(sitemapUrls).not.toContain('/docs/search');
});

// One load per page and width, checked in light mode and then in dark: the site follows the system's color scheme
// (respectPrefersColorScheme), so switching it re-renders the page in dark without a second load and hydration.
for (const width of [1280, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({colorScheme: 'light', viewport: {width, height: 900}});
    for (const url of urls) {
      test(`${url} loads cleanly and passes axe in light and dark mode`, async ({page, baseURL}) => {
        const problems = watchProblems(page, baseURL!);
        const cspViolations = await watchCspViolations(page);
        const response = await page.goto(url, {waitUntil: 'networkidle'});
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
        // Wide boxes become focusable, labelled regions once the page has hydrated (src/components/ScrollRegion);
        // on a busy machine that can come after the network is idle.
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({colorScheme});
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          // Colors that change with the theme may be in a transition: axe reads them once they have settled.
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
          );
          const serious = await seriousViolations(page);
          expect(serious, `axe violations on ${url} in ${colorScheme} mode`).toEqual([]);
        }
        expect(await cspViolations(), `CSP violations on ${url}`).toEqual([]);
        expect(problems.consoleErrors, `console errors on ${url}`).toEqual([]);
        expect(problems.failedRequests, `failed requests on ${url}`).toEqual([]);
      });
    }
  });
}
