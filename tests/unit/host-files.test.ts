// The host files the build writes (scripts/lib/host-files.mjs): each host's format is read back, and every host gets
// the same security headers, the same cache rules, the same Markdown type, the same not-found and bad-address pages
// and the same hidden files, from the one module; its base path is the site's.
import {BASE_URL} from '../../config/site-paths.mjs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {securityHeaders} from '../../config/security';
import {
  BASE,
  CACHE_IMMUTABLE,
  CACHE_NEVER,
  CACHE_REVALIDATE,
  HASHED_ASSETS,
  HIDDEN_FILES,
  INVALID_ADDRESS_PAGE,
  MARKDOWN_TYPE,
  NGINX_HEADERS_FILE,
  NGINX_INCLUDE_DIR,
  NGINX_SERVER_FILE,
  NOT_FOUND_PAGE,
  cacheControlFor,
  hostFiles,
  hostingDirOf,
} from '../../scripts/lib/host-files.mjs';

const headers = securityHeaders({
  scriptHashes: ['sha256-abc=', 'sha256-def+/='],
  apiOrigins: ['https://api.berthline.example'],
  analytics: {},
});
const files = hostFiles(headers);

/** Netlify's and Cloudflare's `_headers`: path pattern → headers. */
function headerBlocks(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) blocks[line] = current = {};
    else if (current) current[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return blocks;
}

/** nginx `add_header Name "value"` lines of a text, in order. */
function nginxHeaders(text: string): [string, string][] {
  return [...text.matchAll(/add_header (\S+) "([^"]*)"/g)].map((match) => [match[1], match[2]]);
}

/** The body of the nginx location whose line starts with `location <selector> {`. */
function nginxLocation(block: string, selector: string): string {
  const start = block.indexOf(`location ${selector} {`);
  assert.ok(start >= 0, `no location ${selector}`);
  return block.slice(start, block.indexOf('\n    }', start));
}

test('the base path is the one the site is built with', () => {
  const config = readFileSync(path.join(__dirname, '..', '..', 'docusaurus.config.ts'), 'utf8');
  // The config takes its base path from the same owner as the host files (config/site-paths.mjs).
  assert.match(config, /baseUrl: BASE_URL,/);
  assert.match(config, /import \{[^}]*\bBASE_URL\b[^}]*\} from '\.\/config\/site-paths\.mjs'/);
  assert.equal(BASE, BASE_URL);
  assert.equal(hostingDirOf('/work/build'), '/work/build-hosting');
  assert.equal(hostingDirOf('build-analytics/'), 'build-analytics-hosting');
});

test('only hashed assets are cached for a year', () => {
  assert.equal(cacheControlFor(`${HASHED_ASSETS}js/main.0123abcd.js`), CACHE_IMMUTABLE);
  for (const file of ['index.html', 'integrations.md', 'img/logo.svg', 'sitemap.xml', 'not-found']) {
    assert.equal(cacheControlFor(file), CACHE_REVALIDATE, file);
  }
});

test('Netlify and Cloudflare Pages get the same `_headers`: security, immutable assets, Markdown type', () => {
  assert.equal(files['netlify/_headers'], files['cloudflare-pages/_headers']);
  assert.deepEqual(headerBlocks(files['netlify/_headers']), {
    [`${BASE}*`]: headers,
    [`${BASE}${HASHED_ASSETS}*`]: {'Cache-Control': CACHE_IMMUTABLE},
    [`${BASE}*.md`]: {'Content-Type': MARKDOWN_TYPE},
  });
});

test('Netlify answers unknown and hidden paths with the not-found page; Cloudflare Pages does it by itself', () => {
  const rules = files['netlify/_redirects'].split('\n').filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(rules, [
    `${BASE.slice(0, -1)} ${BASE} 301`,
    ...HIDDEN_FILES.map((file) => `${BASE}${file} ${BASE}${NOT_FOUND_PAGE} 404!`),
    `${BASE}* ${BASE}${NOT_FOUND_PAGE} 404`,
  ]);
  assert.match(files['cloudflare-pages/_redirects'], /no 404 rewrite: .* nearest 404\.html/);
  assert.doesNotMatch(files['cloudflare-pages/_redirects'], /^\S+ \S+ 404/m);
});

test('the vercel.json fragment sends the same headers, cache rules and Markdown type', () => {
  const vercel = JSON.parse(files['vercel/vercel.json']) as {
    cleanUrls: boolean;
    headers: {source: string; headers: {key: string; value: string}[]}[];
  };
  assert.equal(vercel.cleanUrls, true);
  const bySource = Object.fromEntries(
    vercel.headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))]),
  );
  assert.deepEqual(bySource, {
    [`${BASE}(.*)`]: {...headers, 'Cache-Control': CACHE_REVALIDATE},
    [`${BASE}${HASHED_ASSETS}(.*)`]: {'Cache-Control': CACHE_IMMUTABLE},
    [`${BASE}(.*)\\.md`]: {'Content-Type': MARKDOWN_TYPE},
  });
});

test('nginx: the included file holds this build’s headers on every status; the server block holds the rules', () => {
  assert.deepEqual(nginxHeaders(files[`nginx/${NGINX_HEADERS_FILE}`]), Object.entries(headers));
  assert.equal(files[`nginx/${NGINX_HEADERS_FILE}`].match(/ always;$/gm)?.length, Object.keys(headers).length);
  const block = files[`nginx/${NGINX_SERVER_FILE}`];
  assert.doesNotMatch(block, /sha256-/, 'the server block must not hold per-build hashes');
  const include = `include ${NGINX_INCLUDE_DIR}/${NGINX_HEADERS_FILE};`;
  // Every location that sets a header of its own includes the security headers again (nginx does not merge them).
  for (const location of block.split('\n    location ').slice(1)) {
    if (location.includes('add_header')) assert.ok(location.includes(include), `location ${location.split('\n')[0]}`);
  }
  assert.deepEqual(nginxHeaders(nginxLocation(block, `${BASE}`)), [['Cache-Control', CACHE_REVALIDATE]]);
  assert.deepEqual(nginxHeaders(nginxLocation(block, `^~ ${BASE}${HASHED_ASSETS}`)), [
    ['Cache-Control', CACHE_IMMUTABLE],
  ]);
  assert.doesNotMatch(nginxLocation(block, `^~ ${BASE}${HASHED_ASSETS}`), /immutable" always/);
  assert.deepEqual(nginxHeaders(nginxLocation(block, `= ${BASE}${INVALID_ADDRESS_PAGE}`)), [
    ['Cache-Control', CACHE_NEVER],
  ]);
  assert.match(nginxLocation(block, `~ ^${BASE}.+\\.md$`), new RegExp(`default_type ${MARKDOWN_TYPE.split(';')[0]};`));
  assert.match(block, /charset utf-8;/);
  assert.match(block, new RegExp(`error_page 404 ${BASE}${NOT_FOUND_PAGE};`));
  assert.match(block, new RegExp(`error_page 400 ${BASE}${INVALID_ADDRESS_PAGE};`));
  for (const file of HIDDEN_FILES) assert.match(nginxLocation(block, `= ${BASE}${file}`), /return 404;/);
  assert.match(block, /autoindex off;/);
  assert.match(block, /gzip on;/);
});

test('a header value nginx would read as a variable stops the build with the value named', () => {
  assert.throws(() => hostFiles({'X-Odd': 'costs $5'}), /Cannot write the header value "costs \$5" for nginx/);
});
