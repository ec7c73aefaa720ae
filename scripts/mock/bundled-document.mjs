// The OpenAPI document the mock serves when it runs as the site's single-file download (scripts/gen-mock-bundle.mjs
// replaces this module with the document itself). In a checkout it is undefined, and ./document.mjs reads the file
// that gen-api writes.
export const BUNDLED_DOCUMENT = undefined;
