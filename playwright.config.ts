// End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever downloaded) against production builds
// served by the project's own serve command: `build/` (analytics off) and `build-analytics/` (analytics switched on
// by environment variables, built by scripts/test.mjs).
import {defineConfig} from '@playwright/test';
import {SITE_PORT, ANALYTICS_SITE_PORT} from './tests/e2e/support/ports';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
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
  ],
});
