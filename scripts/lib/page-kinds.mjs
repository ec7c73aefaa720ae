// One representative page of each page kind (each layout and template the site has): the pages that checks too
// costly for every page run on (the .html and nginx sweeps of tests/e2e/sitemap-addresses.spec.ts), and the ones whose
// weight and speed the project tracks (scripts/measure-js.mjs, scripts/bench.mjs). Import it; it runs nothing.

import {API_OVERVIEW_PATH, BASE_URL} from '../../config/site-paths.mjs';

/** @type {Record<string, string>} page kind → path under the base URL */
export const PAGE_KINDS = {
  'docs home': BASE_URL,
  'feature page': `${BASE_URL}features/custom-fields`,
  'concept page': `${BASE_URL}concepts/container-milestones`,
  'coverage page': `${BASE_URL}coverage/shipping-lines-coverage`,
  'docs tutorial': `${BASE_URL}tutorials/manage-demurrage-detention`,
  'API guide': `${BASE_URL}api/authentication`,
  'API tutorial': `${BASE_URL}api/tutorials/importing-shipments-via-file-upload`,
  'API overview': API_OVERVIEW_PATH,
  'API tag page': `${BASE_URL}api/reference/shipments`,
  'API reference': `${BASE_URL}api/reference/shipment-list`,
  'webhook event': `${BASE_URL}api/reference/shipment-milestone-added-event`,
  'API changelog': `${BASE_URL}api/changelog`,
};

/** The kinds `npm run bench` runs Lighthouse on (issue 8): a docs page, a feature page, an API guide, a reference page. */
export const LIGHTHOUSE_KINDS = ['docs home', 'feature page', 'API guide', 'API reference'];
