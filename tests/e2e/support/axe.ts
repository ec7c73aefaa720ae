// axe with the WCAG 2.1 A and AA rules, reduced to the serious and critical findings, each with up to three targets.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical findings on the page; `configure` narrows the run (include, disableRules). */
export async function seriousViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  const results = await configure(new AxeBuilder({page}).withTags(WCAG_TAGS)).analyze();
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
