// The values baked into the analytics build by `npm test` (scripts/test.ts), which the end-to-end tests look for.
/** The PostHog host of the analytics build; requests to it are answered inside the browser by the test. */
export const POSTHOG_TEST_HOST = 'https://posthog.analytics.test';
export const GTM_TEST_CONTAINER = 'GTM-BERTH01';
/** The edit URL of the analytics build, to test "Edit this page" (a test value, never shown to readers). */
export const DOCS_EDIT_URL_FOR_TESTS = 'https://git.berthline.test/docs/edit/main/';
