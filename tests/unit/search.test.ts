// Search's pure parts (issue 19): what each built page gives Pagefind (plugins/pagefind/page.ts), and how the
// field turns results into grouped options and highlighted links (src/components/Search/pagefind.ts,
// src/clientModules/searchHighlight.ts). The engine itself is exercised in Chromium by tests/e2e/search.spec.ts.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {load} from 'cheerio';
import {areaOf, indexablePage, pageUrl} from '../../plugins/pagefind/page';
import {areaOfUrl, groupByArea, highlightedUrl, type SearchHit} from '../../src/components/Search/pagefind';
import {highlightWords} from '../../src/clientModules/searchHighlight';

const page = (crumbs: string[], body: string) =>
  `<html><body><nav>Site navigation</nav><article><nav class="theme-doc-breadcrumbs"><ul>` +
  `<li><a href="/docs/"><svg></svg></a></li>${crumbs.map((c) => `<li>${c}</li>`).join('')}</ul></nav>` +
  `<div role="group" data-page-actions><button>Copy page</button><a>View as Markdown</a></div>` +
  `<span class="theme-doc-version-badge badge">Version: Next</span>` +
  `<h1>List containers</h1>${body}<footer class="theme-doc-footer">Edit this page</footer></article></body></html>`;

test('build file names become URLs under the base URL, and /api… is the API area', () => {
  assert.equal(pageUrl('index.html'), '/');
  assert.equal(pageUrl('features/auto-archive.html'), '/features/auto-archive');
  assert.equal(pageUrl('api.html'), '/api');
  assert.equal(areaOf('/api'), 'API');
  assert.equal(areaOf('/api/reference/container-list'), 'API');
  assert.equal(areaOf('/apiary'), 'Documentation');
  assert.equal(areaOf('/features/auto-archive'), 'Documentation');
});

test('a page gives Pagefind its article with the trail, without code samples, breadcrumbs, page actions or footer', () => {
  const html = indexablePage(
    page(
      ['Reference', 'Containers, vessels', 'List containers'],
      '<p>last_free_day_source</p><div class="openapi-code-samples">curl https://x</div>',
    ),
    '/api/reference/container-list',
  )!;
  const $ = load(html);
  const body = $('[data-pagefind-body]');
  assert.equal(body.length, 1);
  assert.equal(body.prop('tagName'), 'ARTICLE');
  assert.equal(
    $('[data-pagefind-meta]').attr('data-pagefind-meta'),
    // Pagefind splits metadata at commas, so none are left in the trail.
    'trail:API › Reference › Containers  vessels › List containers',
  );
  assert.match(body.text(), /last_free_day_source/);
  assert.doesNotMatch(body.text(), /curl|Edit this page|Site navigation|Copy page|View as Markdown|Version: Next/);
  assert.equal(indexablePage('<html><body><main>No article</main></body></html>', '/x'), undefined);
});

test('a page without breadcrumbs takes its title as the trail', () => {
  const $ = load(indexablePage(page([], '<p>Overview</p>'), '/api/reference/berthline-tracking-api')!);
  assert.equal($('[data-pagefind-meta]').attr('data-pagefind-meta'), 'trail:API › List containers');
});

test('results are grouped Documentation first, each group keeping its ranking', () => {
  const hit = (url: string): SearchHit => ({
    url,
    title: url,
    trail: '',
    area: areaOfUrl(url, '/docs/'),
    excerpt: '',
  });
  const groups = groupByArea([hit('/docs/api/error-codes'), hit('/docs/features/a'), hit('/docs/api'), hit('/docs/')]);
  assert.deepEqual(
    groups.map((g) => [g.area, g.hits.map((h) => h.url)]),
    [
      ['Documentation', ['/docs/features/a', '/docs/']],
      ['API', ['/docs/api/error-codes', '/docs/api']],
    ],
  );
  assert.deepEqual(groupByArea([]), []);
});

test('a result opens with the query words to highlight, and the page reads them back', () => {
  const url = highlightedUrl('/docs/api/error-codes#conflict', 'reference_conflict  409');
  assert.equal(url, '/docs/api/error-codes?highlight=reference_conflict&highlight=409#conflict');
  assert.deepEqual(highlightWords(new URL(url, 'http://x').search), ['reference_conflict', '409']);
  assert.equal(highlightedUrl('/docs/', '  '), '/docs/');
  assert.deepEqual(highlightWords('?q=x&highlight=%20'), []);
});
