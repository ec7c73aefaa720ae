// Forced colors (Windows High Contrast), a supported mode (issue 47), in a light and a dark palette: the navbar's
// search field keeps an edge and its magnifier, the sidebar marks the current page, the explorer's select keeps an
// edge, the search option chosen with the arrow keys and a selected tab are marked apart from the others, and axe finds
// no serious violation with the results open (its color rules left out: the colors are the reader's palette).
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {COLOR_RULES, seriousViolations} from './support/axe';
import {hydrated} from './support/site';

const field = (page: Page) => page.getByRole('combobox', {name: 'Search'});

/** Computed styles of an element (or its ::before), as strings. */
const styleOf = (locator: Locator, properties: string[], pseudo?: string) =>
  locator.evaluate(
    (element, [names, before]) => {
      const style = getComputedStyle(element, before as string | undefined);
      return Object.fromEntries((names as string[]).map((name) => [name, style.getPropertyValue(name)]));
    },
    [properties, pseudo] as const,
  );

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`forced colors, ${colorScheme} palette`, () => {
    test.use({colorScheme, viewport: {width: 1280, height: 800}});

    test.beforeEach(async ({page}) => {
      await page.emulateMedia({forcedColors: 'active', colorScheme});
      await page.goto('/docs/api/reference/shipment-list');
      await hydrated(page);
    });

    test('the search field keeps an edge and a magnifier in the text color', async ({page}) => {
      const input = field(page);
      const own = await styleOf(input, ['border-top-style', 'border-top-width', 'color', 'background-color']);
      expect(own['border-top-style']).toBe('solid');
      expect(parseFloat(own['border-top-width'])).toBeGreaterThanOrEqual(1);
      // The magnifier is drawn by the field's box, in the field's text color, not on the field's own color.
      const icon = await styleOf(input.locator('xpath=..'), ['content', 'background-color', 'width'], '::before');
      expect(icon.content).not.toBe('none');
      expect(parseFloat(icon.width)).toBeGreaterThan(0);
      expect(icon['background-color']).not.toBe(own['background-color']);
    });

    test("the sidebar's current page is marked, and the explorer's Base URL select keeps an edge", async ({page}) => {
      const current = page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]');
      const mark = await styleOf(current, ['outline-style', 'outline-width']);
      expect(mark['outline-style']).toBe('solid');
      expect(parseFloat(mark['outline-width'])).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', {name: 'Try it'}).click();
      const select = page.getByRole('combobox', {name: 'Base URL'});
      const edge = await styleOf(select, ['border-top-style', 'border-top-width']);
      expect(edge['border-top-style']).toBe('solid');
      expect(parseFloat(edge['border-top-width'])).toBeGreaterThanOrEqual(1);
    });

    test('the selected tab and the option chosen with the arrow keys are marked apart from the others', async ({
      page,
    }) => {
      const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
      const selected = tabs.and(page.locator('[aria-selected="true"]')).first();
      const other = tabs.and(page.locator('[aria-selected="false"]')).first();
      const properties = ['background-color', 'color'];
      expect(await styleOf(selected, properties)).not.toEqual(await styleOf(other, properties));

      await field(page).fill('demurrage');
      const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
      await expect(options.nth(2)).toBeVisible();
      await field(page).press('ArrowDown');
      await field(page).press('ArrowDown');
      const chosen = options.and(page.locator('[aria-selected="true"]'));
      await expect(chosen).toHaveCount(1);
      const marks = ['border-left-color', 'outline-style', 'outline-color'];
      const chosenMarks = await styleOf(chosen, marks);
      expect(chosenMarks['outline-style']).toBe('solid');
      const others = options.and(page.locator(':not([aria-selected="true"])'));
      for (let i = 0; i < (await others.count()); i += 1) {
        expect(await styleOf(others.nth(i), marks)).not.toEqual(chosenMarks);
      }
      // The colors are the reader's palette, not the site's, so axe's color rules do not apply; and the list scrolls
      // while focus stays in the field (see axe-states.spec.ts: dequelabs/axe-core#4914).
      expect(
        await seriousViolations(page, (builder) =>
          builder.disableRules([...COLOR_RULES, 'scrollable-region-focusable']),
        ),
      ).toEqual([]);
    });
  });
}
