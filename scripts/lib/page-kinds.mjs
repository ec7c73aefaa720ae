// The page kinds whose weight and speed the project tracks, one representative page each: shared by
// scripts/measure-js.mjs (JavaScript per page kind) and scripts/bench.mjs (Lighthouse). Import it; it runs nothing.

/** @type {Record<string, string>} page kind → path under the base URL */
export const PAGE_KINDS = {
  'docs home': '/docs/',
  'feature page': '/docs/features/custom-fields',
  'API guide': '/docs/api/authentication',
  'API reference': '/docs/api/reference/shipment-list',
  'API overview': '/docs/api/reference/berthline-tracking-api',
};

/** The kinds `npm run bench` runs Lighthouse on (issue 8): a docs page, a feature page, an API guide, a reference page. */
export const LIGHTHOUSE_KINDS = ['docs home', 'feature page', 'API guide', 'API reference'];
