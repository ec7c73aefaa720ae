// One representative page of each page kind (each layout and template the site has): the pages that checks too
// costly for every page run on (the .html and nginx sweeps of tests/e2e/sitemap-addresses.spec.ts), and the ones whose
// weight and speed the project tracks (scripts/measure-js.mjs, scripts/bench.mjs). Import it; it runs nothing.

/** @type {Record<string, string>} page kind → path under the base URL */
export const PAGE_KINDS = {
  'docs home': '/docs/',
  'feature page': '/docs/features/custom-fields',
  'concept page': '/docs/concepts/container-milestones',
  'coverage page': '/docs/coverage/shipping-lines-coverage',
  'docs tutorial': '/docs/tutorials/manage-demurrage-detention',
  'API guide': '/docs/api/authentication',
  'API tutorial': '/docs/api/tutorials/importing-shipments-via-file-upload',
  'API overview': '/docs/api/reference/berthline-tracking-api',
  'API tag page': '/docs/api/reference/shipments',
  'API reference': '/docs/api/reference/shipment-list',
  'webhook event': '/docs/api/reference/shipment-milestone-added-event',
};

/** The kinds `npm run bench` runs Lighthouse on (issue 8): a docs page, a feature page, an API guide, a reference page. */
export const LIGHTHOUSE_KINDS = ['docs home', 'feature page', 'API guide', 'API reference'];
