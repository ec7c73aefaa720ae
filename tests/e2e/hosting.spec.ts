// cspell:ignore fpackage Fheaders
// What a host answers, checked on the serve command (project `serve`) and on real nginx with the server block the
// build wrote (project `nginx`): the security headers on every kind of answer, a year of caching only for hashed
// assets, Markdown as UTF-8 text, gzip, `x.html` = `x`, the not-found and bad-address pages, and no directory
// listing or file outside the build. Requests are sent as written (node:http), since browsers and Playwright's
// request client normalize `..` and escapes before sending. Where the two servers differ, the test says so.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {expect, test} from './support/fixtures';
import {parseHeadersFile} from '../../scripts/lib/headers-file.mjs';
import {CACHE_IMMUTABLE, CACHE_NEVER, CACHE_REVALIDATE, MARKDOWN_TYPE} from '../../scripts/lib/host-files.mjs';
import {OUTSIDE_FILE, OUTSIDE_TEXT} from './support/outside';
import {BUILD_DIR} from './support/site';

const securityHeaders = Object.entries(parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'))) as [
  string,
  string,
][];
const NOT_FOUND = 'Page Not Found';
const INVALID = 'This address is not valid';
const assetsOf = (folder: string) =>
  readdirSync(path.join(BUILD_DIR, 'assets', folder)).map((file) => `/docs/assets/${folder}/${file}`);
const HASHED_ASSETS = [...assetsOf('css'), ...assetsOf('js').slice(0, 5)];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(baseURL: string, target: string, options: {method?: string; gzip?: boolean} = {}): Promise<Answer> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.gzip ? {'Accept-Encoding': 'gzip'} : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function expectSecurityHeaders(answer: Answer, what: string): void {
  for (const [name, value] of securityHeaders)
    expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

test('every answer carries the security headers: pages, Markdown, assets, 404, 400 and redirects', async ({
  baseURL,
}) => {
  const cases: [string, number][] = [
    ['/docs/', 200],
    ['/docs/integrations.html', 200],
    ['/docs/index.md', 200],
    [HASHED_ASSETS[0], 200],
    ['/docs/img/logo.svg', 200],
    ['/docs/no-such-page', 404],
    ['/docs/assets/js/no-such-chunk.0123abcd.js', 404],
    ['/docs/%E0%A4%A', 400],
    ['/docs/api/', 301],
  ];
  for (const [target, status] of cases) {
    const answer = await send(baseURL!, target);
    expect(answer.status, target).toBe(status);
    expectSecurityHeaders(answer, target);
  }
});

test('only hashed assets are cached for a year; pages, files and error answers revalidate', async ({baseURL}) => {
  for (const asset of HASHED_ASSETS) {
    expect((await send(baseURL!, asset)).headers['cache-control'], asset).toBe(CACHE_IMMUTABLE);
  }
  for (const target of [
    '/docs/',
    '/docs/integrations',
    '/docs/integrations.md',
    '/docs/sitemap.xml',
    '/docs/llms.txt',
    '/docs/img/logo.svg',
    '/docs/no-such-page',
    '/docs/assets/js/no-such-chunk.0123abcd.js',
  ]) {
    expect((await send(baseURL!, target)).headers['cache-control'], target).toBe(CACHE_REVALIDATE);
  }
  expect((await send(baseURL!, '/docs/%E0%A4%A')).headers['cache-control']).toBe(CACHE_NEVER);
});

test('Markdown is served as UTF-8 text, and pages, styles, scripts and Markdown are gzipped', async ({baseURL}) => {
  const markdown = await send(baseURL!, '/docs/api/reference/shipment-list.md');
  expect(markdown.headers['content-type']).toBe(MARKDOWN_TYPE);
  expect(markdown.body).toMatch(/^# /);
  // Both servers leave files too small to gain from compression as they are (under 1 KB); take assets above that.
  const large = HASHED_ASSETS.filter(
    (asset) => statSync(path.join(BUILD_DIR, asset.replace('/docs/', ''))).size > 2048,
  );
  expect(large.length).toBeGreaterThanOrEqual(2);
  for (const target of ['/docs/', '/docs/index.md', large[0], large[large.length - 1]]) {
    const answer = await send(baseURL!, target, {gzip: true});
    expect(answer.headers['content-encoding'], target).toBe('gzip');
    expect(answer.headers.vary ?? '', target).toMatch(/Accept-Encoding/i);
  }
});

test('x.html is the same page as x; x/ and /docs redirect to the address the router knows', async ({baseURL}) => {
  for (const [clean, file] of [
    ['/docs/', '/docs/index.html'],
    ['/docs/api/authentication', '/docs/api/authentication.html'],
  ]) {
    const page = await send(baseURL!, clean);
    expect(page.status).toBe(200);
    expect((await send(baseURL!, file)).body).toBe(page.body);
  }
  for (const [from, to] of [
    ['/docs/api/', '/docs/api'],
    ['/docs', '/docs/'],
    ['/', '/docs/'],
  ]) {
    const answer = await send(baseURL!, from);
    expect(answer.status, from).toBe(301);
    expect(new URL(answer.headers.location ?? '', baseURL).pathname, from).toBe(to);
  }
  const head = await send(baseURL!, '/docs/integrations', {method: 'HEAD'});
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
});

test('unknown paths answer 404 with the not-found page; addresses that cannot be decoded, 400 with its explanation', async ({
  baseURL,
}) => {
  for (const target of ['/docs/no/such/page', '/docs/no-such-page.html', '/docs/no-such-page.md', '/elsewhere']) {
    const answer = await send(baseURL!, target);
    expect(answer.status, target).toBe(404);
    expect(answer.body, target).toContain(NOT_FOUND);
  }
  for (const target of ['/docs/%E0%A4%A', '/docs/%zz', '/docs/a%00b']) {
    const answer = await send(baseURL!, target);
    expect(answer.status, target).toBe(400);
    expect(answer.body, target).toContain(INVALID);
  }
});

test('a well-formed escape of invalid UTF-8 (%C0%AF): 400 from the serve command, 404 from nginx, and the app explains it either way', async ({
  baseURL,
  page,
}, testInfo) => {
  const answer = await send(baseURL!, '/docs/%C0%AF');
  if (testInfo.project.name === 'nginx') {
    // nginx decodes the escape to two bytes, finds no such file and answers with the not-found page;
    // src/clientModules/bad-url.ts then sends the reader to the explanation.
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(NOT_FOUND);
  } else {
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(INVALID);
  }
  await page.goto('/docs/%C0%AF');
  await expect(page.getByRole('heading', {name: INVALID})).toBeVisible();
});

test('an address longer than 8 KB answers 414 without taking the server down', async ({baseURL}, testInfo) => {
  const answer = await send(baseURL!, `/docs/${'a'.repeat(9000)}`);
  expect(answer.status).toBe(414);
  // nginx answers it while still reading the request, with its own bare page and none of the site's headers.
  if (testInfo.project.name !== 'nginx') expectSecurityHeaders(answer, 'a 414 answer');
  expect((await send(baseURL!, '/docs/')).status).toBe(200);
});

test('no directory is listed and no spelling of .. reaches a file outside the build', async ({baseURL}) => {
  for (const target of ['/docs/assets', '/docs/assets/', '/docs/assets/js/', '/docs/img', '/docs/api/reference/']) {
    let answer = await send(baseURL!, target);
    if (answer.status === 301) answer = await send(baseURL!, new URL(answer.headers.location!, baseURL).pathname);
    expect(answer.status, target).toBe(404);
    expect(answer.body, target).not.toMatch(/Index of|<pre><a href="\.\.\/">/);
  }
  for (const target of [
    `/docs/../${OUTSIDE_FILE}`,
    `/docs/%2e%2e/${OUTSIDE_FILE}`,
    `/docs/..%2f${OUTSIDE_FILE}`,
    `/docs/assets/..%2f..%2f${OUTSIDE_FILE}`,
    '/docs/../package.json',
    '/docs/..%2fpackage.json',
    '/docs/_headers',
    '/docs/_headers.html',
    '/docs/%5Fheaders',
  ]) {
    const answer = await send(baseURL!, target);
    expect([400, 404], `${target} answered ${answer.status}`).toContain(answer.status);
    expect(answer.body, target).not.toContain(OUTSIDE_TEXT);
    expect(answer.body, target).not.toContain('"name": "berthline-docs"');
    expect(answer.body, target).not.toContain('Content-Security-Policy:');
  }
});
