// What issues 20 and 35 found on a reference page, checked as a reader sees it at 1280 and 375 px: the eleven
// languages all on screen (no sideways scroll hiding seven of them), the curl sample wrapped instead of cut, every
// response tab whole ("503" was clipped), and "Try it" without a second language row, with the same language labels
// as before it, without a red border on the active tab, without all-caps labels, without a heading that skips a
// level, and with a token field whose border has 3:1 contrast in both modes. Issue 35's layout: the right panel
// (samples and the response of the selected status) beside the page and in view from 1200 px, after the description
// and before the parameters below, and first in Tab order after "Try it".
import {expect, test, type Locator, type Page} from './support/fixtures';
import {CODE_SAMPLE_LANGUAGES} from '../../config/code-samples.mjs';
import {contrast, controlColors} from './support/contrast';
import {hydrated} from './support/site';

const URL = '/docs/api/reference/shipment-list';

async function open(page: Page): Promise<Locator> {
  await page.goto(URL);
  await hydrated(page);
  return page.locator('.openapi-right-panel__container');
}

/** Whether an element's box lies inside the viewport and inside every clipping ancestor. */
function wholeOnScreen(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) return false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === 'visible') continue;
      const clip = p.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
    }
    return true;
  });
}

for (const width of [1280, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({viewport: {width, height: 900}});

    test('every language, the curl sample and every response tab are whole on screen', async ({page}) => {
      const panel = await open(page);
      const languages = panel.getByRole('tablist').first().getByRole('tab');
      await expect(languages).toHaveCount(CODE_SAMPLE_LANGUAGES.length);
      for (const tab of await languages.all()) {
        expect(await wholeOnScreen(tab), `${await tab.textContent()} is cut off or scrolled away`).toBe(true);
      }
      // The curl sample wraps its long line instead of cutting it.
      const code = panel.getByRole('tabpanel').first().locator('pre').first();
      await expect(code).toContainText('curl');
      expect(await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1)).toBe(true);

      const responses = page.locator('main .openapi-tabs__response-code-item');
      expect(await responses.count()).toBeGreaterThan(2);
      for (const tab of await responses.all()) {
        await tab.scrollIntoViewIfNeeded();
        expect(await wholeOnScreen(tab), `response tab ${await tab.textContent()} is cut off`).toBe(true);
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`Try it has one language row, no red active tab, no all-caps labels, a visible token field (${colorScheme})`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme});
        const panel = await open(page);
        await page.getByRole('button', {name: 'Try it'}).click();
        const token = panel.getByLabel('Bearer Token');
        await expect(token).toBeVisible();
        await panel.getByRole('button', {name: 'Show optional parameters'}).click();
        await expect(panel.getByRole('button', {name: /^Add item$/i}).first()).toBeVisible();

        // One row of languages on the page: the explorer does not repeat it, and names them as the page did.
        const rows = page.locator('main [role="tablist"]').filter({has: page.getByRole('tab', {name: 'curl'})});
        await expect(rows).toHaveCount(1);
        await expect(rows.getByRole('tab')).toHaveText(CODE_SAMPLE_LANGUAGES.map((entry) => entry.label));

        // Headings go down one level at a time (the explorer's "Authorization: http" was an h4 under an h2).
        const levels = await page
          .locator('main :is(h1, h2, h3, h4, h5, h6)')
          .evaluateAll((headings) =>
            headings.filter((h) => (h as HTMLElement).checkVisibility()).map((h) => Number(h.tagName[1])),
          );
        const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
        expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);

        // The active language is marked in the site's primary color, not in red (which reads as an error).
        const active = rows.getByRole('tab', {selected: true});
        const colors = await active.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.borderTopColor, style.backgroundColor, style.outlineColor];
        });
        for (const color of colors) {
          const [r, g, b] = color.match(/[\d.]+/g)!.map(Number);
          expect(r! > 150 && r! > g! * 2 && r! > b! * 2, `red in ${color}`).toBe(false);
        }

        // One type voice with the rest of the site: no text set in capitals by CSS.
        const capitals = await panel.evaluate((root) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            const parent = node.parentElement;
            if (text && parent?.checkVisibility() && getComputedStyle(parent).textTransform === 'uppercase') {
              found.push(text.slice(0, 30));
            }
          }
          return found;
        });
        expect(capitals).toEqual([]);

        // The token field shows its edge: a border of 3:1 against the panel.
        const field = await controlColors(token);
        expect(contrast(field.border, field.behind), `${field.border} on ${field.behind}`).toBeGreaterThanOrEqual(3);
      });
    }
  });
}

test.describe('the right panel', () => {
  test('beside the page from 1200 px: in view while the reader scrolls, with the response of the status selected', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const panel = await open(page);
    const firstRow = page.locator('.openapi-params__list-item').first();
    expect((await panel.boundingBox())!.x).toBeGreaterThan((await firstRow.boundingBox())!.x + 300);
    await expect(panel.getByRole('region', {name: 'Response example'})).toContainText('Response 200');
    const error = page.getByRole('tab', {name: '400'});
    await error.scrollIntoViewIfNeeded();
    await error.click();
    await expect(panel).toContainText('Response 400');
    const box = (await panel.boundingBox())!;
    expect(box.y, 'the panel is in view beside the responses').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900 + 1);
  });

  test('one column below 1200 px: after the description, before the parameters, first in Tab order after Try it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1024, height: 900});
    const panel = await open(page);
    const description = page.locator('.openapi-page__head > p').last();
    const firstRow = page.locator('.openapi-params__list-item').first();
    const [top, descriptionBottom, rowTop] = [
      (await panel.boundingBox())!.y,
      (await description.boundingBox())!.y + (await description.boundingBox())!.height,
      (await firstRow.boundingBox())!.y,
    ];
    expect(top).toBeGreaterThanOrEqual(descriptionBottom);
    expect(top).toBeLessThan(rowTop);
    // From "Try it", Tab reaches the languages before any parameter (they came after all 30 of them).
    await page.getByRole('button', {name: 'Try it'}).focus();
    for (let stop = 0; stop < 8; stop += 1) {
      await page.keyboard.press('Tab');
      if (
        await panel
          .getByRole('tab')
          .first()
          .evaluate((tab) => tab === document.activeElement)
      )
        break;
      const inHead = await page.evaluate(() => Boolean(document.activeElement?.closest('.openapi-page__head')));
      expect(inHead, 'focus stays in the head of the page until the panel').toBe(true);
    }
    await expect(panel.getByRole('tab', {selected: true})).toBeFocused();
  });
});
