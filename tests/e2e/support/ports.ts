// Ports of the servers the end-to-end suite starts (see playwright.config.ts and scripts/test.ts). Set
// E2E_SITE_PORT / E2E_ANALYTICS_PORT to run a second suite beside one that is already running.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const ANALYTICS_SITE_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 4174);
/** The PostHog host baked into the analytics build; requests to it are answered inside the browser by the test. */
export const POSTHOG_TEST_HOST = 'https://posthog.analytics.test';
export const GTM_TEST_CONTAINER = 'GTM-BERTH01';
/** The edit URL baked into the analytics build, to test "Edit this page" (a test value, never shown to readers). */
export const DOCS_EDIT_URL_FOR_TESTS = 'https://git.berthline.test/docs/edit/main/';
/** Real nginx serving `build/` with the server block the build wrote (tests/e2e/support/nginx.ts). */
export const NGINX_SITE_PORT = Number(process.env.E2E_NGINX_PORT ?? 4175);
