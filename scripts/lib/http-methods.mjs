// The HTTP methods an OpenAPI path item can hold, in the specification's order: the one list of them. Its own module
// so that code the one-file mock bundles (scripts/mock/, scripts/lib/deprecations.mjs) reads it without loading the
// reference plugin that scripts/lib/api-facts.mjs loads.
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
