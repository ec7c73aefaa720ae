// What Pagefind indexes of one built page: its article, marked as the part to index, with the page's area and
// breadcrumb trail as the result's path, and without what search should not match (the page's own navigation and
// footer, and what reference pages repeat: eleven code samples, JSON examples, and each enum's value table wherever
// the enum is used; the value tables stay findable on the data models guide).
import {load} from 'cheerio';

/** Left out of the index; the same parts the previous search plugin left out. */
export const NOT_INDEXED_SELECTORS = [
  '.theme-doc-breadcrumbs',
  // The page's "Copy page" and "View as Markdown" actions and its "Version: Next" label: chrome, not content.
  '[data-page-actions]',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.openapi-code-samples',
  '.openapi-tabs__schema-list-container .theme-code-block',
  '.theme-api-markdown .openapi-schema__list-item table',
  '.theme-api-markdown .openapi-params__list-item table',
];

/** `features/auto-archive.html` → `/features/auto-archive`; `index.html` → `/` (relative to the base URL). */
export function pageUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** The area a page belongs to, from its URL relative to the base URL: the API area is everything under /api. */
export function areaOf(url: string): 'API' | 'Documentation' {
  return /^\/api(\/|$)/.test(url) ? 'API' : 'Documentation';
}

/** Pagefind's options for the site's index: Pagefind itself leaves out what NOT_INDEXED_SELECTORS match. */
export const INDEX_OPTIONS = {forceLanguage: 'en', excludeSelectors: NOT_INDEXED_SELECTORS};

const ARTICLE_TAG = /<(\/?)article[\s>]/g;

/** The page's first <article> element and what it holds (doc card lists nest articles of their own), as HTML. */
function outerArticle(html: string): string | undefined {
  ARTICLE_TAG.lastIndex = 0;
  let start = -1;
  let depth = 0;
  for (let tag = ARTICLE_TAG.exec(html); tag; tag = ARTICLE_TAG.exec(html)) {
    if (tag[1] !== '/') {
      if (depth++ === 0) start = tag.index;
    } else if (depth > 0 && --depth === 0) {
      return html.slice(start, tag.index + '</article>'.length);
    }
  }
  return undefined;
}

/**
 * The page's HTML as Pagefind should see it, or undefined for a page without an article (nothing to find): the
 * article alone, marked as the part to index, with the page's area and breadcrumb trail as the result's path
 * ("API › Reference › Containers › List containers"), or the page's title where it has no breadcrumbs.
 * - The rest of the page (its navigation, and a sidebar that lists every operation) is not parsed or sent: parsing
 *   whole pages took 29 of the 60 s that indexing a 50× build's 377 MB of pages took (issue 22). Built pages are
 *   machine-written, so the article is found by its tags.
 * - The article is parsed and written out again all the same: the built HTML leaves out optional end tags
 *   (`<td>code<td>Which`), which Pagefind's parser does not infer, and it then runs a table's cells into one word
 *   ("codeWhich"). htmlparser2, not cheerio's default parse5: three times faster, and the pages are well-formed.
 * - Pagefind leaves out what NOT_INDEXED_SELECTORS match itself (INDEX_OPTIONS).
 */
export function indexablePage(html: string, url: string): string | undefined {
  const source = outerArticle(html);
  if (!source) return undefined;
  const $ = load(source, {xml: {xmlMode: false}}, false);
  const article = $('article').first();
  const crumbs = article
    .find('.theme-doc-breadcrumbs li')
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
  const trail = [areaOf(url), ...(crumbs.length > 0 ? crumbs : [article.find('h1').first().text().trim()])]
    .join(' › ')
    // Pagefind separates metadata values at commas.
    .replaceAll(',', ' ');
  article.attr('data-pagefind-body', '');
  article.prepend($('<span>').attr('data-pagefind-meta', `trail:${trail}`));
  return `<html lang="en"><body>${$.html()}</body></html>`;
}
