// Every sitemap URL at its `.html` address (the file's name, which every host also serves) answers 200 and hydrates
// without a console error, a failed request to our own host or a CSP violation, and ends at its clean address. In
// the nginx project the clean addresses are visited the same way, with the route checks of routes.spec.ts; in the
// serve project crawl.spec.ts visits them, with axe in both color modes and the route checks, so they are skipped here. Status and console only: axe runs in crawl.spec.ts.
import {expect, test} from '@playwright/test';
import {checkRoute} from './support/page-checks';
import {htmlAddressOf, hydrated, SITEMAP_PATHS, watchCspViolations, watchProblems} from './support/site';

const visits = SITEMAP_PATHS.flatMap((clean) => [
  {address: clean, clean},
  {address: htmlAddressOf(clean), clean},
]);

for (const {address, clean} of visits) {
  test(`${address} loads cleanly at ${clean}`, async ({page, baseURL}, testInfo) => {
    test.skip(
      address === clean && testInfo.project.name !== 'nginx',
      'crawl.spec.ts visits the clean addresses on the serve command',
    );
    const problems = watchProblems(page, baseURL!);
    const cspViolations = await watchCspViolations(page);
    const response = await page.goto(address, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(clean);
    // The route's content, on the server whose clean addresses only this spec loads (support/page-checks.ts).
    if (address === clean) await checkRoute(page, clean);
    expect(await cspViolations(), 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  });
}
