// API keys as the pages, the mock server and the site's key field know them: one pattern and one sample key.

/** A key the API takes: `sk_test_` (sandbox) or `sk_live_` (production), then at least four letters, digits or _. */
export const API_KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9_]{4,}$/;

/**
 * The key every code sample shows until the reader enters theirs (src/lib/reader-key.ts): plainly a stand-in, and a
 * test key the mock server takes as it is, so that a sample copied unchanged still runs against the mock.
 */
export const SAMPLE_API_KEY = 'sk_test_YOUR_KEY';
