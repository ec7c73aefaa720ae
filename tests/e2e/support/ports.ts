// Ports of the servers the end-to-end suite starts (see playwright.config.ts and scripts/test.mjs).
export const SITE_PORT = 4173;
export const ANALYTICS_SITE_PORT = 4174;
/** The PostHog host baked into the analytics build; requests to it are answered inside the browser by the test. */
export const POSTHOG_TEST_HOST = 'https://posthog.analytics.test';
export const GTM_TEST_CONTAINER = 'GTM-BERTH01';
