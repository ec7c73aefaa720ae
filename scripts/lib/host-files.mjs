// The one owner of every hosting rule: which addresses a page answers at, the not-found and bad-address pages, the
// cache lifetimes, the Markdown type, the files that are never served, and the security headers (computed by
// config/security.ts). scripts/serve.mjs applies these rules itself; plugins/security-headers writes them, after
// every build, in the formats of the hosts the README names. Nothing here is retyped in another file.

// The path the site is published under: owned by config/site-paths.mjs, which docusaurus.config.ts reads too.
import {BASE_URL as BASE} from '../../config/site-paths.mjs';

export {BASE};

/** File names carry content hashes only under `assets/`, so only those may be cached for a year. */
export const HASHED_ASSETS = 'assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** The bad-address page answers a request that can never succeed; it must not be kept for the next one. */
export const CACHE_NEVER = 'no-store';

/** Types of the build's files that a server's stock MIME list may lack (nginx sends them as a download). */
export const EXTRA_TYPES = {md: 'text/markdown', webmanifest: 'application/manifest+json'};
/** Every page also exists as Markdown at its address plus `.md` (plugins/llms), sent as UTF-8 text. */
export const MARKDOWN_TYPE = `${EXTRA_TYPES.md}; charset=utf-8`;

export const NOT_FOUND_PAGE = '404.html';
export const INVALID_ADDRESS_PAGE = 'invalid-address.html';

/** Files of the build that are read by servers, never served to readers. */
export const HIDDEN_FILES = ['_headers'];

/** The folder beside a build that holds its host files (outside the served tree): `build` → `build-hosting`. */
export function hostingDirOf(outDir) {
  return `${outDir.replace(/\/+$/, '')}-hosting`;
}

/** Cache-Control for a path inside the build (`assets/js/main.1a2b.js`, `integrations.html`). */
export function cacheControlFor(pathInBuild) {
  return pathInBuild.startsWith(HASHED_ASSETS) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The `_headers` format of Netlify and Cloudflare Pages: a path pattern, then indented `Name: value` lines. */
export function headersFile(headers, pattern = '/*') {
  return [
    '# Written by plugins/security-headers at build time; do not edit.',
    ...headersBlock(pattern, headers),
    '',
  ].join('\n');
}

function headersBlock(pattern, headers) {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

const WRITTEN_BY = 'Written by plugins/security-headers from scripts/lib/host-files.mjs at build time; do not edit.';

/**
 * Netlify and Cloudflare Pages read `_headers` at the root of the published folder, where the build sits in `docs/`.
 * Both join the values of a header that several blocks set, so Cache-Control is set only where it differs from
 * their default (`public, max-age=0, must-revalidate`, which is ours for everything but hashed assets).
 */
function rootHeadersFile(headers) {
  return [
    `# ${WRITTEN_BY}`,
    ...headersBlock(`${BASE}*`, headers),
    ...headersBlock(`${BASE}${HASHED_ASSETS}*`, {'Cache-Control': CACHE_IMMUTABLE}),
    ...headersBlock(`${BASE}*.md`, {'Content-Type': MARKDOWN_TYPE}),
    '',
  ].join('\n');
}

function netlifyRedirects() {
  return [
    `# ${WRITTEN_BY}`,
    `# Pretty URLs serve docs/x.html at ${BASE}x; a rule below applies only where no file matches, unless forced (!).`,
    `${BASE.slice(0, -1)} ${BASE} 301`,
    ...HIDDEN_FILES.map((file) => `${BASE}${file} ${BASE}${NOT_FOUND_PAGE} 404!`),
    `${BASE}* ${BASE}${NOT_FOUND_PAGE} 404`,
    '',
  ].join('\n');
}

function cloudflareRedirects() {
  return [
    `# ${WRITTEN_BY}`,
    '# Cloudflare Pages has no 404 rewrite: for an unknown address it serves the nearest 404.html up the folder tree',
    `# (docs/${NOT_FOUND_PAGE}) with status 404 by itself, and it redirects x.html to x.`,
    `${BASE.slice(0, -1)} ${BASE} 301`,
    '',
  ].join('\n');
}

/** A fragment of `vercel.json`: Vercel serves the 404 page only from the root of the output (`/404.html`). */
function vercelJson(headers) {
  const list = (entries) => Object.entries(entries).map(([key, value]) => ({key, value}));
  const fragment = {
    cleanUrls: true,
    headers: [
      {source: `${BASE}(.*)`, headers: list({...headers, 'Cache-Control': CACHE_REVALIDATE})},
      {source: `${BASE}${HASHED_ASSETS}(.*)`, headers: list({'Cache-Control': CACHE_IMMUTABLE})},
      {source: `${BASE}(.*)\\.md`, headers: list({'Content-Type': MARKDOWN_TYPE})},
    ],
  };
  return `${JSON.stringify(fragment, null, 2)}\n`;
}

/** nginx takes `"…"` strings with `$variables`; a header value must be written as it is. */
function nginxString(value) {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot write the header value ${JSON.stringify(value)} for nginx.`);
  return `"${value}"`;
}

export const NGINX_HEADERS_FILE = 'berthline-docs-headers.conf';
export const NGINX_SERVER_FILE = 'berthline-docs.conf';
/** Where the server block includes the headers file from: relative to nginx's configuration folder (/etc/nginx). */
export const NGINX_INCLUDE_DIR = 'berthline';
/** The two lines of the server block a deployment adapts: the address it listens on and the folder that holds docs/. */
export const NGINX_LISTEN = 'listen 80;';
export const NGINX_ROOT = 'root /var/www/berthline;';

function nginxHeadersFile(headers) {
  return [
    `# ${WRITTEN_BY}`,
    '# The security headers of this build (the CSP hashes change with every build), on every status (`always`).',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    '',
  ].join('\n');
}

/**
 * nginx sends a server block's add_header lines only from locations without add_header of their own, so every
 * location that sets Cache-Control includes the security headers again.
 */
function nginxServerBlock() {
  const security = `include ${NGINX_INCLUDE_DIR}/${NGINX_HEADERS_FILE};`;
  const cache = (value, always = true) => `add_header Cache-Control ${nginxString(value)}${always ? ' always' : ''};`;
  const gzipTypes = [
    'text/css',
    'text/plain',
    'text/markdown',
    'text/xml',
    'application/javascript',
    'application/json',
    'application/xml',
    'application/manifest+json',
    'image/svg+xml',
  ];
  return `# ${WRITTEN_BY}
# Serves the build (a copy of build/ in the folder docs/ under root) as scripts/serve.mjs does. Adapt the listen and
# root lines; keep ${NGINX_HEADERS_FILE} from the same build beside this file, in ${NGINX_INCLUDE_DIR}/ under the
# configuration folder.
server {
    ${NGINX_LISTEN}
    ${NGINX_ROOT}

    autoindex off;
    # text/html is always among the charset types.
    charset utf-8;
    charset_types text/plain text/css text/xml text/markdown application/javascript application/json;
    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types ${gzipTypes.join(' ')};
    # An address nginx cannot decode (a broken percent-encoding, a null byte) gets the page that explains it.
    error_page 400 ${BASE}${INVALID_ADDRESS_PAGE};
    error_page 404 ${BASE}${NOT_FOUND_PAGE};

    location = / {
        ${security}
        return 301 ${BASE};
    }
    location = ${BASE.slice(0, -1)} {
        ${security}
        return 301 ${BASE};
    }
    location / {
        return 404;
    }
    location ${BASE} {
        ${security}
        ${cache(CACHE_REVALIDATE)}
        # x/ → x, as the router expects; x and x.html serve the same file.
        rewrite ^(${BASE}.+)/$ $1 permanent;
        try_files $uri $uri.html $uri/index.html =404;
    }
    location ^~ ${BASE}${HASHED_ASSETS} {
        ${security}
        # Not \`always\`: a missing asset's 404 must not be cached for a year.
        ${cache(CACHE_IMMUTABLE, false)}
        try_files $uri =404;
    }
    # One location per type: a \`types\` block replaces the whole MIME map of its context.
${Object.entries(EXTRA_TYPES)
  .map(
    ([extension, type]) => `    location ~ ^${BASE}.+\\.${extension}$ {
        ${security}
        ${cache(CACHE_REVALIDATE)}
        types {}
        default_type ${type};
        try_files $uri =404;
    }`,
  )
  .join('\n')}
${HIDDEN_FILES.map((file) => `    location = ${BASE}${file} {\n        return 404;\n    }`).join('\n')}
    location = ${BASE}${INVALID_ADDRESS_PAGE} {
        ${security}
        ${cache(CACHE_NEVER)}
    }
}
`;
}

/**
 * Every host file of one build, by its path inside the hosting folder (outside the served tree). `headers` are the
 * build's security headers (config/security.ts).
 */
export function hostFiles(headers) {
  return {
    'netlify/_headers': rootHeadersFile(headers),
    'netlify/_redirects': netlifyRedirects(),
    'cloudflare-pages/_headers': rootHeadersFile(headers),
    'cloudflare-pages/_redirects': cloudflareRedirects(),
    'vercel/vercel.json': vercelJson(headers),
    [`nginx/${NGINX_SERVER_FILE}`]: nginxServerBlock(),
    [`nginx/${NGINX_HEADERS_FILE}`]: nginxHeadersFile(headers),
  };
}
