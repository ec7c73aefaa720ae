// Where the site lives and where its API document is served: the one definition that the Docusaurus config, the
// generators, the serve command, the plugins and the tests import (plain JavaScript, so .mjs scripts can too).

/** The site's origin: its pages are under `${SITE_URL}${BASE_URL}`. */
export const SITE_URL = 'https://www.berthline.example';

/** The base path of the whole site (`https://www.berthline.example/docs/`). */
export const BASE_URL = '/docs/';

/** The bundled OpenAPI document's file name, without extension: static/openapi/<name>.{yaml,json}. */
export const SPEC_BASENAME = 'berthline-tracking-api';

/** The folder of the bundled document and its Postman collection, relative to the repository root. */
export const SPEC_DIR = 'static/openapi';

/** The bundled document's path relative to the repository root, as YAML or JSON. */
export const specFile = (extension = 'yaml') => `${SPEC_DIR}/${SPEC_BASENAME}.${extension}`;

/** The address the bundled document is downloaded from, base path included. */
export const specUrl = (extension = 'yaml') => `${BASE_URL}openapi/${SPEC_BASENAME}.${extension}`;

/** The import template's file name without extension (static/downloads/<name>.xlsx, .csv…; src/data/import-template.ts). */
export const IMPORT_TEMPLATE_BASENAME = 'berthline-import-template';

/**
 * The REST API overview, the reference's info page: its doc id in the API area, its route inside the site (for
 * `to:` links, which Docusaurus prefixes with the base path) and its full path. The OpenAPI plugin names the page
 * after the document's `info.title`; scripts/gen-api.mjs stops when the two part.
 */
export const API_OVERVIEW_DOC_ID = 'reference/berthline-tracking-api';
export const API_OVERVIEW_ROUTE = `/api/${API_OVERVIEW_DOC_ID}`;
export const API_OVERVIEW_PATH = `${BASE_URL.replace(/\/$/, '')}${API_OVERVIEW_ROUTE}`;

/** Where the generated reference pages live (api/reference/): the addresses start with this. */
export const REFERENCE_PATH = `${BASE_URL}api/reference/`;

/** The API changelog's page (api/changelog.mdx). */
export const CHANGELOG_PATH = `${BASE_URL}api/changelog`;

/** The changelog's feeds, beside the page (scripts/changelog/feeds.mjs writes them, every API page links them). */
export const CHANGELOG_FEEDS = {rss: `${CHANGELOG_PATH}.rss`, atom: `${CHANGELOG_PATH}.atom`};

/** Where the reference pages are generated (docusaurus-plugin-openapi-docs's outputDir), relative to the site. */
export const REFERENCE_PAGES_DIR = 'api/reference';
