// Search's pure parts (issue 19): what each built page gives Pagefind (plugins/pagefind/page.ts), and how the
// field turns results into grouped options and highlighted links (src/components/Search/pagefind.ts,
// src/clientModules/search-highlight.ts). The engine itself is exercised in Chromium by tests/e2e/search.spec.ts.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {areaOf, INDEX_OPTIONS, indexablePage, pageUrl} from '../../plugins/pagefind/page';
import {MARKER} from '../../plugins/pagefind/rechunk';
import {areaOfUrl, groupByArea, highlightedUrl, type SearchHit} from '../../src/components/Search/pagefind';
import {highlightWords} from '../../src/clientModules/search-highlight';

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

/** What Pagefind's index holds of each page: the text and metadata of its fragment, as the results show them. */
async function indexed(
  pages: {url: string; html: string}[],
): Promise<{url: string; content: string; meta: Record<string, string>}[]> {
  // Pagefind's Node API is an ES module only; this file runs as CommonJS.
  const pagefind = await import('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex(INDEX_OPTIONS);
    assert.ok(index, errors.join('; '));
    for (const {url, html} of pages) {
      const content = indexablePage(html, url);
      if (content) assert.deepEqual((await index.addHTMLFile({url, content})).errors, []);
    }
    const {files} = await index.getFiles();
    return files
      .filter((file) => file.path.startsWith('fragment/'))
      .map((file) => {
        const raw = gunzipSync(Buffer.from(file.content));
        assert.ok(raw.subarray(0, MARKER.length).equals(MARKER), `${file.path} opens with Pagefind's marker`);
        return JSON.parse(raw.subarray(MARKER.length).toString());
      });
  } finally {
    await pagefind.close();
  }
}

test('Pagefind indexes the article with the trail, without code samples, breadcrumbs, page actions or footer', async () => {
  const fragments = await indexed([
    {
      url: '/api/reference/container-list',
      html: page(
        ['Reference', 'Containers, vessels', 'List containers'],
        '<p>last_free_day_source</p><div class="openapi-code-samples">curl https://x</div>' +
          // As built: optional end tags left out.
          '<table><tr><th>Field<th>What it tells you<tr><td><code>code</code><td>Which milestone</table>',
      ),
    },
    {url: '/x', html: '<html><body><main>No article</main></body></html>'},
  ]);
  assert.deepEqual(
    fragments.map(({url}) => url),
    ['/api/reference/container-list'],
  );
  const [{content, meta}] = fragments as [(typeof fragments)[0]];
  // Pagefind splits metadata at commas, so none are left in the trail.
  assert.equal(meta.trail, 'API › Reference › Containers vessels › List containers');
  assert.equal(meta.title, 'List containers');
  assert.match(content, /last_free_day_source/);
  // Each cell is its own text, not run into the next one's ("codeWhich").
  assert.match(content, /\bcode\W+Which milestone/);
  assert.doesNotMatch(content, /curl|Edit this page|Site navigation|Copy page|View as Markdown|Version: Next/);
});

test('excerpts keep words apart: a space ends each block, table cell and part of a reference row head', () => {
  const row =
    '<div class="openapi-schema__list-item"><span class="openapi-schema__container"><strong>object</strong>' +
    '<span class="openapi-schema__type">string</span><span class="openapi-schema__required">required</span></span>' +
    '<p>The type.</p></div>';
  const table = '<table><tr><td>Booking number<td>Varies.<tr><td>Bill of lading<td>Yes</table>';
  const html = indexablePage(page(['Reference'], `${row}${table}<p>un<strong>break</strong>able</p>`), '/api/x')!;
  const text = load(html)('[data-pagefind-body]').text();
  // issue 35 found a field's name, type and "required" run into one word, and "numberVaries. Bill of ladingYes".
  assert.match(text, /object\s+string\s+required\s+The type\./);
  assert.match(text, /Booking number\s+Varies\.\s+Bill of lading\s+Yes/);
  // Inline elements inside a paragraph are not split: a word stays one word.
  assert.match(text, /unbreakable/);
});

test('the article is the outer one, whole, however many articles it nests', () => {
  const cards = '<article class="card"><h2>Shipments</h2></article><article class="card"><h2>Containers</h2></article>';
  const html = indexablePage(`${page(['Reference'], cards)}<aside><a>Sidebar</a></aside>`, '/api/reference/shipments')!;
  const $ = load(html);
  assert.equal($('[data-pagefind-body]').prop('tagName'), 'ARTICLE');
  assert.equal($('[data-pagefind-body] article.card').length, 2);
  assert.match($('[data-pagefind-body]').text(), /Edit this page\s*$/);
  assert.doesNotMatch(html, /Sidebar|Site navigation/);
  assert.equal(indexablePage('<html><body><main>No article</main></body></html>', '/x'), undefined);
  assert.throws(
    () => indexablePage('<html><body><article><p>Cut short', '/x'),
    /\/x has an <article> that is never closed/,
  );
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
