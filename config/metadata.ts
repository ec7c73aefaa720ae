// What search engines, link previews and browsers read in every page's head, beside what Docusaurus writes itself
// (canonical URL, og:url, og:title, og:description, twitter:card). The icons are rendered from static/img/favicon.svg
// by scripts/gen-icons.mjs.
import type {Config} from '@docusaurus/types';
import {BASE_URL} from './site-paths.mjs';

const BASE = BASE_URL;
export const SOCIAL_CARD = 'img/social-card.png';
const SOCIAL_CARD_ALT = 'Berthline Docs: track every container from booking to empty return.';

export const metadata = [
  {name: 'keywords', content: 'container tracking, ocean visibility, shipment tracking API, demurrage'},
  {name: 'theme-color', content: '#0a6785'},
  {property: 'og:site_name', content: 'Berthline Docs'},
  {property: 'og:type', content: 'website'},
  {property: 'og:image:width', content: '1200'},
  {property: 'og:image:height', content: '630'},
  {property: 'og:image:alt', content: SOCIAL_CARD_ALT},
  {name: 'twitter:image:alt', content: SOCIAL_CARD_ALT},
];

/** The favicon set: .ico for old browsers and feed readers, a touch icon, and the web app manifest. */
export const headTags: Config['headTags'] = [
  {tagName: 'link', attributes: {rel: 'icon', href: `${BASE}favicon.ico`, sizes: '32x32'}},
  {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${BASE}img/apple-touch-icon.png`}},
  {tagName: 'link', attributes: {rel: 'manifest', href: `${BASE}site.webmanifest`}},
];
