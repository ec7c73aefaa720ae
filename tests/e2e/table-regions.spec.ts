// The table-region and table-word checks that the crawl runs on every page at both widths (support/tables.ts) can
// fail.
import {expect, test} from './support/fixtures';
import {brokenTableWords, tableRegions} from './support/tables';
import {hydrated} from './support/site';

test('the check fails on a table region that scrolls nothing and repeats a label', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/api/rate-limit');
  // Planted after hydration, which would otherwise replace the article's DOM and drop them.
  await hydrated(page);
  await page.evaluate(() => {
    for (const label of ['Table', 'Table']) {
      const region = document.createElement('div');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
      region.innerHTML = '<table><tr><td>fits</td></tr></table>';
      document.querySelector('main article')?.append(region);
    }
  });
  const regions = await tableRegions(page);
  expect(regions.filter((region) => !region.overflows && !region.focusable)).toHaveLength(2);
});

test('the word check fails on an amount, a word and an identifier broken inside, and passes at separators', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 900});
  await page.goto('/docs/api/rate-limit');
  // Planted after hydration, which would otherwise replace the article's DOM and drop them.
  await hydrated(page);
  await page.evaluate(() => {
    const table = document.createElement('table');
    // Narrow cells that break anywhere: the planted case of issue 35 ($15|0.00, Rat|e, shipment.miles|tone_added).
    table.innerHTML =
      '<tr><td style="width:3ch;max-width:3ch;overflow-wrap:anywhere">$150.00</td>' +
      '<td style="width:2ch;max-width:2ch;overflow-wrap:anywhere">Rate</td>' +
      '<td style="width:9ch;max-width:9ch;overflow-wrap:anywhere"><code>shipment.milestone_added</code></td>' +
      // Broken only after its separators: read_|write fits no line whole, and passes.
      '<td style="width:6ch;max-width:6ch;overflow-wrap:normal"><code>read_<wbr>write</code></td></tr>';
    table.style.tableLayout = 'fixed';
    document.querySelector('main article')?.append(table);
  });
  const broken = await brokenTableWords(page);
  expect(broken.filter((word) => word.startsWith('"$150.00"'))).toHaveLength(1);
  expect(broken.filter((word) => word.startsWith('"Rate"'))).toHaveLength(1);
  expect(broken.some((word) => /^"(shipment\.|milestone_|added)"/.test(word))).toBe(true);
  expect(broken.filter((word) => /^"(read_|write)"/.test(word))).toEqual([]);
});
