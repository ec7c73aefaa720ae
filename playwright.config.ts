// End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever downloaded) against production builds.
// Each worker starts the hosts its tests use, on free ports (tests/e2e/support/fixtures.ts):
// - project `serve`: every spec, against the project's serve command with build/ (and build-analytics/, analytics
//   switched on by test values, for the specs that ask for it);
// - project `nginx`: the hosting specs against build/ served by Debian's nginx with the server block the build wrote.
import {defineConfig} from '@playwright/test';
import type {Host} from './tests/e2e/support/fixtures';

/** The specs that prove a host: what it answers, and that its pages load. */
const HOSTING_SPECS = ['routes', 'failures', 'csp', 'hosting', 'sitemap-addresses'].map((name) => `${name}.spec.ts`);

export default defineConfig<{host: Host}>({
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
    reuseContext: true,
  },
  projects: [
    {name: 'serve', use: {host: 'serve'}},
    {name: 'nginx', testMatch: HOSTING_SPECS, use: {host: 'nginx'}},
  ],
});
