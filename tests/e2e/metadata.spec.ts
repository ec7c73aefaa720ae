// What search engines, link previews, browsers and API tools read: canonical URLs, OpenGraph and Twitter cards with a
// real social image, the favicon set and manifest, robots.txt, the sitemap, and the Postman collection download.
import {expect, test, type APIRequestContext, type Page} from './support/fixtures';
import {load} from 'cheerio';
import {facts} from './support/site';

const SITE_URL = 'https://www.berthline.example';
const PAGES = [
  '/docs/',
  '/docs/features/custom-fields',
  '/docs/api/authentication',
  '/docs/api/reference/shipment-list',
];

const local = (absolute: string) => new URL(absolute, SITE_URL).pathname;

async function head(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).first().getAttribute(attribute);
}

/** Width and height from a PNG's header. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

async function fetchOk(request: APIRequestContext, path: string, contentType: RegExp) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(contentType);
  return response;
}

// Link previews and crawlers read the HTML as served, without running its scripts (while the app hydrates, the
// document title briefly shows the site's own), so these checks read the served HTML.
for (const path of PAGES) {
  test(`${path} names its canonical URL and describes itself to link previews`, async ({request}) => {
    const response = await fetchOk(request, path, /^text\/html/);
    const $ = load(await response.text());
    const head = (selector: string, attribute: string) => $(`head ${selector}`).first().attr(attribute);
    const canonical = `${SITE_URL}${path}`;
    expect(head('link[rel="canonical"]', 'href')).toBe(canonical);
    expect(head('meta[property="og:url"]', 'content')).toBe(canonical);
    expect(head('meta[property="og:title"]', 'content')).toBe($('head title').text());
    expect($('head title').text()).toMatch(/^.+ \| Berthline Docs$/);
    const description = head('meta[name="description"]', 'content');
    expect(description?.length).toBeGreaterThan(20);
    expect(head('meta[property="og:description"]', 'content')).toBe(description);
    expect(head('meta[property="og:site_name"]', 'content')).toBe('Berthline Docs');
    expect(head('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(head('meta[property="og:image"]', 'content')).toBe(`${SITE_URL}/docs/img/social-card.png`);
    expect(head('meta[name="twitter:image"]', 'content')).toBe(`${SITE_URL}/docs/img/social-card.png`);
    expect(head('meta[property="og:image:alt"]', 'content')).toMatch(/Berthline/);
  });
}

test('the social image is a 1200 × 630 PNG, as its meta tags say', async ({page, request}) => {
  await page.goto('/docs/');
  const image = await head(page, 'meta[property="og:image"]', 'content');
  const response = await fetchOk(request, local(image!), /^image\/png/);
  const size = pngSize(await response.body());
  expect(size).toEqual({
    width: Number(await head(page, 'meta[property="og:image:width"]', 'content')),
    height: Number(await head(page, 'meta[property="og:image:height"]', 'content')),
  });
  expect(size).toEqual({width: 1200, height: 630});
});

test('every icon the head links to exists, and the manifest lists icons that exist', async ({page, request}) => {
  await page.goto('/docs/features/custom-fields');
  const links = await page
    .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((nodes) => nodes.map((n) => ({rel: n.getAttribute('rel'), href: n.getAttribute('href')!})));
  expect(links.map((l) => l.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
  const types: Record<string, RegExp> = {
    svg: /^image\/svg\+xml/,
    ico: /^image\/(x-icon|vnd\.microsoft\.icon)/,
    png: /^image\/png/,
    webmanifest: /^application\/manifest\+json/,
  };
  for (const {href} of links) await fetchOk(request, href, types[href.split('.').pop()!]);
  const touch = await fetchOk(request, '/docs/img/apple-touch-icon.png', /^image\/png/);
  expect(pngSize(await touch.body())).toEqual({width: 180, height: 180});

  const manifest = await (await request.get('/docs/site.webmanifest')).json();
  expect(manifest.start_url).toBe('/docs/');
  for (const icon of manifest.icons as {src: string; sizes: string}[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    if (icon.sizes !== 'any') {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await response.body())).toEqual({width, height});
    }
  }
});

test('robots.txt points crawlers at the sitemap and away from the search results', async ({request}) => {
  const robots = await (await fetchOk(request, '/docs/robots.txt', /^text\/plain/)).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Disallow: /docs/search');
  const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemapUrl).toBe(`${SITE_URL}/docs/sitemap.xml`);
  const sitemap = await (await fetchOk(request, local(sitemapUrl!), /xml/)).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/docs/api/reference/shipment-list</loc>`);
});

test('the Postman collection downloads from the OpenAPI page and covers every operation', async ({page, request}) => {
  await page.goto('/docs/api/openapi-specification');
  const link = page.getByRole('link', {name: 'berthline-tracking-api.postman_collection.json'});
  await expect(link).toBeVisible();
  const collection = await (await fetchOk(request, (await link.getAttribute('href'))!, /json/)).json();
  expect(collection.info.schema).toContain('collection/v2.1.0');
  // One folder per tag holds the operations; the Webhooks folder holds one example delivery per event. The first
  // request, outside the folders, resets the mock server's data for the reader's key.
  const entries = collection.item as {name: string; item?: unknown[]}[];
  expect(entries[0].item).toBeUndefined();
  const folders = entries.filter((entry): entry is {name: string; item: unknown[]} => entry.item !== undefined);
  const count = (keep: (name: string) => boolean) =>
    folders.filter((folder) => keep(folder.name)).flatMap((folder) => folder.item).length;
  expect(count((name) => name !== 'Webhooks')).toBe(facts.operations.length);
  expect(count((name) => name === 'Webhooks')).toBe(facts.events.length);
});
