// End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever downloaded) against production builds.
// Project `serve`: every spec, against the project's own serve command serving `build/` (analytics off) and
// `build-analytics/` (analytics switched on by environment variables, built by scripts/test.ts).
// Project `nginx`: the route, failure, CSP and hosting checks and the status-and-console crawl, against `build/`
// served by Debian's nginx with the server block the build wrote (tests/e2e/support/nginx.ts).
import {defineConfig} from '@playwright/test';
import {ANALYTICS_SITE_PORT, NGINX_SITE_PORT, SITE_PORT} from './tests/e2e/support/ports';

/** The specs that prove a host: what it answers, and that every page loads from it. */
const HOSTING_SPECS = ['routes', 'failures', 'csp', 'hosting', 'sitemap-addresses'].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    {name: 'serve', use: {baseURL: `http://127.0.0.1:${SITE_PORT}`}},
    {name: 'nginx', testMatch: HOSTING_SPECS, use: {baseURL: `http://127.0.0.1:${NGINX_SITE_PORT}`}},
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir build --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/docs/`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs --dir build-analytics --port ${ANALYTICS_SITE_PORT}`,
      url: `http://127.0.0.1:${ANALYTICS_SITE_PORT}/docs/`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/e2e/support/nginx.ts --dir build --port ${NGINX_SITE_PORT}`,
      url: `http://127.0.0.1:${NGINX_SITE_PORT}/docs/`,
      reuseExistingServer: false,
      // SIGTERM lets the script stop nginx and delete its temporary prefix.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
