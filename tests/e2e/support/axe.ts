// axe with the WCAG 2.1 A and AA rules, reduced to the serious and critical findings, each with up to three targets.
// It runs in the page itself (the builder's legacy mode: this site has no cross-origin frames, and the default mode
// opens a blank page per run to merge the frames' results) and collects violations only (axe's `resultTypes`), which
// halves its time on a large page (4.8 s to 2.3 s on a reference page here).
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {domShape, shapeDifferences} from './dom-shape';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical findings on the page; `configure` narrows the run (include, disableRules). */
export async function seriousViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  // `options` first: it replaces the options object, `runOnly` (withTags) included.
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  const results = await configure(builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * The WCAG rules whose findings depend on colors: text contrast, and links told apart from the text around them by
 * color alone. The only ones that a change of color mode alone can change (crawl.spec.ts runs them in dark mode).
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Switches the page to a color scheme and waits until its colors have settled. */
export async function settleInColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme});
  await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({state: 'attached'});
  // Colors that change with the theme may be in a transition: axe reads them once they have settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/**
 * axe on a loaded page in light mode, then in dark mode without a second load: the site follows the system's color
 * scheme (respectPrefersColorScheme), so switching it re-renders the page in dark. Dark mode changes colors, and so
 * can only change what axe's color rules find, as long as the page has the same elements, attributes, visibility,
 * overflow and fonts as in light mode (./dom-shape.ts); where it does not, the full rule set runs in dark mode too.
 * Returns the findings of each mode; the page is left in dark mode.
 */
export async function axeInBothModes(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<{light: string[]; dark: string[]; darkDiffers: string[]}> {
  await settleInColorScheme(page, 'light');
  const light = await seriousViolations(page, configure);
  const lightShape = await domShape(page);
  await settleInColorScheme(page, 'dark');
  const darkDiffers = shapeDifferences(lightShape, await domShape(page));
  const dark = await seriousViolations(page, (builder) =>
    darkDiffers.length > 0 ? configure(builder) : configure(builder).withRules([...COLOR_RULES]),
  );
  return {light, dark, darkDiffers};
}
