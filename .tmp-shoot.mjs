import {chromium} from 'playwright-core';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const pages = [
  ['roles', '/docs/features/roles-and-permissions', 'table[data-spec-table]'],
  ['milestones', '/docs/concepts/container-milestones', 'table[data-spec-table]'],
  ['errors', '/docs/api/error-codes', 'table[data-spec-table]'],
  ['carriers', '/docs/coverage/shipping-lines-coverage', 'table[data-spec-table]'],
  ['sources', '/docs/coverage/data-sources', 'table[data-spec-table]'],
  ['ratelimits', '/docs/api/rate-limit', 'table[data-spec-table]'],
];
for (const [name, url, sel] of pages) {
  for (const [width, theme] of [[1280, 'light'], [375, 'dark']]) {
    const ctx = await browser.newContext({viewport: {width, height: 900}, colorScheme: theme});
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:4340${url}`);
    await page.locator(sel).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator(sel).first().screenshot({path: `/tmp/structure-shots/${name}-${width}-${theme}.png`});
    await ctx.close();
  }
}
await browser.close();
