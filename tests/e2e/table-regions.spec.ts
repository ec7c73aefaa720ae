// The table-region check that the crawl runs on every page at both widths (support/tables.ts) can fail.
import {expect, test} from './support/fixtures';
import {tableRegions} from './support/tables';

test('the check fails on a table region that scrolls nothing and repeats a label', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/api/rate-limit');
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
