// Every URL of the sitemap, at a desktop and at a phone width, in one load: it loads under the site's
// Content-Security-Policy without a violation, a console error or a failed request to our own host; at 1280 px it
// shows what its route shows and links to its Markdown version (support/page-checks.ts); it fits (nothing
// is cut off, the page never scrolls sideways, and a box that scrolls sideways, such as a wide table or a code block,
// can be reached with the keyboard and has a label: support/overflow.ts); and axe finds no serious or critical
// accessibility violation on it (support/axe.ts; where and how much: axeOn below). Each check is a soft assertion
// with its own message, so a failing test reports the fit, the axe findings of each mode and the console separately. Nothing on screen moves
// while it loads and hydrates (support/layout-shift.ts). Tables that scroll are labelled regions and tables that fit
// are none, no word in a table cell is broken across lines, and a component's table reads the same as in the page's
// Markdown (support/tables.ts).
// (sitemap-addresses.spec.ts visits each page at its `.html` address; axe-states.spec.ts runs axe on the opened
// states: menus, search results, forms, tabs; layout.spec.ts proves that the fit check fails on a planted overflow.)
import axe from 'axe-core';
import {API_OVERVIEW_PATH, BASE_URL} from '../../config/site-paths.mjs';
import {PAGE_KINDS} from '../../scripts/lib/page-kinds.mjs';
import {expect, test} from './support/fixtures';
import {COLOR_RULES, WCAG_TAGS, axeInBothModes, seriousViolations} from './support/axe';
import {findOverflows} from './support/overflow';
import {layoutShifts} from './support/layout-shift';
import {checkMarkdownVersion, checkRoute} from './support/page-checks';
import {checkTableRegions, checkTableRenderings, checkTableWords} from './support/tables';
import {hydrated, SITEMAP_PATHS, watchCspViolations, watchProblems} from './support/site';

const sitemapUrls = SITEMAP_PATHS;
// The search results page is left out of the sitemap (nothing to index), but readers land on it.
const urls = [...sitemapUrls, '/docs/search?q=demurrage'];

test('the sitemap lists every page', () => {
  expect(sitemapUrls.length).toBeGreaterThan(40);
  expect(sitemapUrls).toContain('/docs/');
  expect(sitemapUrls).toContain(API_OVERVIEW_PATH);
  expect(sitemapUrls).not.toContain('/docs/search');
});

test('the rules run again in dark mode are WCAG rules that read colors', () => {
  const wcagRules = axe.getRules(WCAG_TAGS).map((rule) => rule.ruleId);
  expect(wcagRules).toEqual(expect.arrayContaining([...COLOR_RULES]));
});

/**
 * Where axe runs, and how much: the pages of each kind (scripts/lib/page-kinds.mjs) get every rule at both widths, in
 * light and in dark mode; every other written page gets every rule at 1280 px in light mode, on its content: the
 * navbar, the sidebar, the footer and the code blocks are the same components and colors as on the kind pages (and
 * axe-states.spec.ts runs every language's code block), and the color modes change only the theme's colors. The
 * generated reference pages share one template, which the kind pages of the reference cover. The fit, region,
 * table and layout checks run on every page at both widths.
 */
const KIND_PAGES: string[] = Object.values(PAGE_KINDS);
type Axe = 'both modes' | 'content in light mode' | 'none';
function axeOn(url: string, width: number): Axe {
  if (KIND_PAGES.includes(url)) return 'both modes';
  return width === 1280 && !url.startsWith(`${BASE_URL}api/reference/`) ? 'content in light mode' : 'none';
}
/**
 * Every page loads at both widths, except the generated reference pages on a phone: one of each kind there (they
 * share one template; reference-layout.spec.ts measures its one-column layout, and the kind pages' fit, tables and
 * words at 375 px stand for the others).
 */
const loadsAt = (url: string, width: number): boolean =>
  width === 1280 || KIND_PAGES.includes(url) || !url.startsWith(`${BASE_URL}api/reference/`);
const CHROME = ['nav.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', 'footer', 'pre'];

// One load per page and width, checked in light mode and then in dark: the site follows the system's color scheme
// (respectPrefersColorScheme), so switching it re-renders the page in dark without a second load and hydration.
for (const width of [1280, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({colorScheme: 'light', viewport: {width, height: 900}});
    for (const url of urls.filter((candidate) => loadsAt(candidate, width))) {
      test(`${url} loads cleanly, fits, and passes axe`, async ({page, baseURL, request}, testInfo) => {
        const problems = watchProblems(page, baseURL!);
        const cspViolations = await watchCspViolations(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
        // Wide boxes become focusable, labelled regions once the page has hydrated (src/components/ScrollRegion);
        // on a busy machine that can come after the network is idle.
        await hydrated(page);
        // The route's content and the Markdown version, at the width where the sidebar shows (support/page-checks.ts).
        if (width === 1280 && sitemapUrls.includes(url)) {
          await checkRoute(page, url);
          await checkMarkdownVersion(page, request, url);
          await checkTableRenderings(page, request, url);
        }
        await checkTableRegions(page, url);
        await checkTableWords(page, url);

        // Nothing on screen moves while the page loads and hydrates (Lighthouse's CLS; 0.1 is its "poor" line, and
        // a shift of a line of text on a phone scores about 0.05).
        const shifts = await layoutShifts(page);
        const shifted = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect.soft(shifted, `layout shifts on ${url}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);

        const overflows = (await findOverflows(page)).map((o) => `${o.problem} (${o.by} px): ${o.element}`);
        expect.soft(overflows, `content of ${url} that does not fit at ${width} px`).toEqual([]);

        const axeHere = axeOn(url, width);
        if (axeHere === 'both modes') {
          const {light, dark, darkDiffers} = await axeInBothModes(page);
          expect.soft(light, `axe violations on ${url} in light mode`).toEqual([]);
          expect.soft(dark, `axe violations on ${url} in dark mode`).toEqual([]);
          if (darkDiffers.length > 0) {
            testInfo.annotations.push({
              type: 'dark mode',
              description: `the page differs from light mode, so the full rule set ran: ${darkDiffers.join('; ')}`,
            });
          }
        } else if (axeHere === 'content in light mode') {
          const found = await seriousViolations(page, (builder) => CHROME.reduce((b, sel) => b.exclude(sel), builder));
          expect.soft(found, `axe violations on ${url} in light mode`).toEqual([]);
        }

        expect.soft(await cspViolations(), `CSP violations on ${url}`).toEqual([]);
        expect.soft(problems.consoleErrors, `console errors on ${url}`).toEqual([]);
        expect.soft(problems.failedRequests, `failed requests on ${url}`).toEqual([]);
      });
    }
  });
}
