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

/**
 * The page's HTML as Pagefind should see it, or undefined for a page without an article (nothing to find).
 * `trail` is the result's readable path: the area, then the breadcrumbs after the home link
 * ("API › Reference › Containers › List containers"), or the page's title where it has no breadcrumbs.
 */
export function indexablePage(html: string, url: string): string | undefined {
  // htmlparser2, not cheerio's default parse5: three times faster over a 10× build's pages (issue 22), and the
  // built pages are well-formed.
  const $ = load(html, {xml: {xmlMode: false}});
  const article = $('article').first();
  if (article.length === 0) return undefined;
  const crumbs = $('.theme-doc-breadcrumbs li')
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
  const trail = [areaOf(url), ...(crumbs.length > 0 ? crumbs : [article.find('h1').first().text().trim()])]
    .join(' › ')
    // Pagefind separates metadata values at commas.
    .replaceAll(',', ' ');
  article.find(NOT_INDEXED_SELECTORS.join(', ')).remove();
  article.attr('data-pagefind-body', '');
  article.prepend($('<span>').attr('data-pagefind-meta', `trail:${trail}`));
  return $.html();
}
