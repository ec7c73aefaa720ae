// Every sitemap page at both its addresses, `/docs/x` and the file's name `/docs/x.html` (which every host serves
// too), on both hosts: the serve command (project serve) and nginx (project nginx).
// - Every page, through plain HTTP (no browser): both addresses answer 200 with the built file itself and the
//   security headers; every file of the build's assets/ (the scripts and stylesheets pages load) answers 200 with its
//   type.
// - One page of each page kind (scripts/lib/page-kinds.mjs), in Chromium on nginx: it loads and hydrates without a console
//   error, a failed request to our own host or a CSP violation, ends at its clean address, and shows what its route
//   shows. crawl.spec.ts loads every page's clean address on the serve command, with axe and the fit checks.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PAGE_KINDS} from '../../scripts/lib/page-kinds.mjs';
import {expect, test} from './support/fixtures';
import {checkRoute} from './support/page-checks';
import {BUILD_DIR, htmlAddressOf, hydrated, SITEMAP_PATHS, watchCspViolations, watchProblems} from './support/site';

/** The built file a page's address names: `/docs/x` → build/x.html, `/docs/` → build/index.html. */
const builtFile = (clean: string) => path.join(BUILD_DIR, htmlAddressOf(clean).replace(/^\/docs\//, ''));

test('every page answers with its built file at both addresses, and every asset answers', async ({request}) => {
  for (const clean of SITEMAP_PATHS) {
    const built = readFileSync(builtFile(clean), 'utf8');
    for (const address of [clean, htmlAddressOf(clean)]) {
      const response = await request.get(address, {maxRedirects: 0});
      expect.soft(response.status(), `${address}: status`).toBe(200);
      expect.soft(response.headers()['content-type'], `${address}: type`).toMatch(/^text\/html/);
      expect.soft(response.headers()['content-security-policy'], `${address}: CSP`).toMatch(/script-src 'self'/);
      expect.soft((await response.text()) === built, `${address}: the built file ${builtFile(clean)}`).toBe(true);
    }
  }
  const assets = readdirSync(path.join(BUILD_DIR, 'assets'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/docs/${path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    );
  const types: Record<string, RegExp> = {js: /javascript/, css: /^text\/css/};
  for (const asset of assets) {
    const response = await request.get(asset);
    expect.soft(response.status(), `${asset}: status`).toBe(200);
    const type = types[asset.split('.').pop()!];
    if (type) expect.soft(response.headers()['content-type'], `${asset}: type`).toMatch(type);
  }
});

for (const [kind, clean] of Object.entries(PAGE_KINDS)) {
  for (const address of [clean, htmlAddressOf(clean)]) {
    test(`${kind}: ${address} loads cleanly at ${clean}`, async ({page, baseURL, host}) => {
      test.skip(
        host === 'serve',
        'on the serve command, crawl.spec.ts loads every clean address and routes.spec.ts an .html address in Chromium',
      );
      await page.setViewportSize({width: 1280, height: 900});
      const problems = watchProblems(page, baseURL!);
      const cspViolations = await watchCspViolations(page);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(clean);
      await checkRoute(page, clean);
      expect(await cspViolations(), 'CSP violations').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed requests').toEqual([]);
    });
  }
}
