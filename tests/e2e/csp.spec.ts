// The Content-Security-Policy and the other security headers: the serve command sends what the build wrote into
// `_headers`, the policy blocks script injected into a page, and the analytics build's policy opens exactly the
// services that are switched on. (crawl.spec.ts visits every sitemap URL under the policy in both colour modes;
// search.spec.ts and reference.spec.ts use search and the explorer under it.)
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/fixtures';
import {POSTHOG_TEST_HOST} from './support/test-values';
import {BUILD_DIR, hydrated, watchCspViolations} from './support/site';

function headersFileOf(dir: string): Record<string, string> {
  const text = readFileSync(path.join(dir, '_headers'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^\s+\S+: /.test(line))
      .map((line) => [line.trim().split(': ')[0].toLowerCase(), line.trim().split(': ').slice(1).join(': ')]),
  );
}

const built = headersFileOf(BUILD_DIR);

test('the build writes a strict policy and the serve command sends it with every answer', async ({request}) => {
  const policy = built['content-security-policy'];
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
  // 'wasm-unsafe-eval' lets search compile its WebAssembly; JavaScript eval stays blocked.
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ 'wasm-unsafe-eval'$/);
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(
    /connect-src 'self' https:\/\/api\.berthline\.example https:\/\/sandbox\.api\.berthline\.example/,
  );
  for (const address of ['/docs/', '/docs/api/reference/shipment-list', '/docs/no-such-page', '/docs/img/logo.svg']) {
    const response = await request.get(address);
    const headers = response.headers();
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ]) {
      expect(headers[name], `${name} on ${address}`).toBe(built[name]);
    }
  }
  expect(built['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(built['x-content-type-options']).toBe('nosniff');
  expect(built['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect((await request.get('/docs/_headers')).status()).toBe(404);
});

test('script injected into a page is blocked and reported', async ({page}) => {
  const cspViolations = await watchCspViolations(page);
  await page.goto('/docs/features/custom-fields');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = "inline script ran"';
    document.body.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="data:," onload="window.injected = \'handler ran\'" alt="">',
    );
  });
  await expect.poll(cspViolations).toHaveLength(2);
  expect(await page.evaluate(() => (window as unknown as {injected?: string}).injected)).toBeUndefined();
  expect((await cspViolations()).every((violation) => violation.startsWith('script-src'))).toBe(true);
});

test('with analytics switched on, the policy opens exactly the analytics hosts and nothing else', () => {
  const policy = headersFileOf(path.join(BUILD_DIR, '..', 'build-analytics'))['content-security-policy'];
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))!;
  expect(directive('script-src')).toMatch(
    /^script-src 'self'( 'sha256-[^']+')+ https:\/\/posthog\.analytics\.test https:\/\/www\.googletagmanager\.com 'wasm-unsafe-eval'$/,
  );
  expect(directive('connect-src')).toContain(POSTHOG_TEST_HOST);
  expect(directive('connect-src')).toContain('https://*.google-analytics.com');
  expect(directive('frame-src')).toBe('frame-src https://www.googletagmanager.com');
  expect(built['content-security-policy']).not.toMatch(/google|posthog/);
  // analytics.spec.ts checks that PostHog and the tag manager then run without a violation.
});
