// What Pagefind indexes of one built page: its article, marked as the part to index, with the page's area and
// breadcrumb trail as the result's path, and without what search should not match (the page's own navigation and
// footer, and what reference pages repeat: eleven code samples, JSON examples, and each enum's values and
// descriptions wherever the enum is used; the value tables stay findable on the data models guide).
import {load} from 'cheerio';
import {Parser} from 'htmlparser2';

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
  '.theme-api-markdown .openapi-enum-list',
  // What every reference page repeats around its own content: the right panel (request samples, response examples,
  // an event's example delivery and receivers) and the line beside "Try it". Indexed, they gave ten API results one
  // and the same excerpt.
  '.openapi-right-panel__container',
  '.openapi-try-it',
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

/**
 * The page's first <article> element and what it holds (doc card lists nest articles of their own), as HTML; throws
 * when it is not closed, rather than leave the page out of the index unnoticed.
 */
function outerArticle(html: string, url: string): string | undefined {
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
  if (depth > 0) throw new Error(`The page ${url} has an <article> that is never closed.`);
  return undefined;
}

/** Elements without an end tag. */
const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Elements whose text is a block of its own: a space after each keeps its last word from the next one's first. */
const BLOCK_ELEMENTS = new Set(
  'address article aside blockquote caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** A reference row's name, type and marks sit side by side in this container (`status` `string[]` `required`). */
const SIDE_BY_SIDE = /(^|\s)openapi-schema__container(\s|$)/;

/**
 * The article written out again with every end tag, and `marks` inserted right after its opening tag (which gets
 * `data-pagefind-body`): the built HTML leaves out optional end tags (`<td>code<td>Which`), which Pagefind's parser
 * does not infer, so it would run a table's cells into one word ("codeWhich"). htmlparser2 infers them as browsers
 * do. Its tokens are written as they come, not built into a tree: entities stay as written, and Pagefind reads them.
 * A space follows each block's end tag and each part of a reference row's head, which Pagefind otherwise ran
 * together in excerpts ("numberVaries. Bill of ladingYes", a field's name, type and "required" as one word).
 */
function withEndTags(article: string, marks: string): string {
  const parts: string[] = [];
  const classes: string[] = [];
  let opened = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        let tag = `<${name}`;
        for (const [key, value] of Object.entries(attributes)) tag += ` ${key}="${value.replaceAll('"', '&quot;')}"`;
        parts.push(opened ? `${tag}>` : `${tag} data-pagefind-body>${marks}`);
        opened = true;
        if (!VOID_ELEMENTS.has(name)) classes.push(attributes.class ?? '');
      },
      ontext(text) {
        parts.push(text);
      },
      onclosetag(name) {
        if (VOID_ELEMENTS.has(name)) return;
        classes.pop();
        // The article's own end tag is the last: nothing follows it to keep apart.
        const spaced = classes.length > 0 && (BLOCK_ELEMENTS.has(name) || SIDE_BY_SIDE.test(classes.at(-1) ?? ''));
        parts.push(spaced ? `</${name}> ` : `</${name}>`);
      },
    },
    {decodeEntities: false},
  );
  parser.end(article);
  return parts.join('');
}

/** The text of each element `items` selects in the first piece of `html` that `pattern` matches (parsed alone). */
function textsOf(html: string, pattern: RegExp, items: string): string[] {
  const piece = pattern.exec(html)?.[0];
  if (!piece) return [];
  const $ = load(piece, {xml: {xmlMode: false}}, false);
  return $(items)
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
}

/**
 * The page's HTML as Pagefind should see it, or undefined for a page without an article (nothing to find): the
 * article alone, marked as the part to index, with the page's area and breadcrumb trail as the result's path
 * ("API › Reference › Containers › List containers"), or the page's title where it has no breadcrumbs.
 * - Built pages are machine-written, so the article, its breadcrumbs and its title are found by their tags, and only
 *   the article is written out again (withEndTags). The rest of the page (its navigation, and a sidebar that lists
 *   every operation) is neither parsed nor sent: parsing whole pages into a tree took 29 of the 60 s that indexing a
 *   50× build's 377 MB of pages took (issue 22).
 * - Pagefind leaves out what NOT_INDEXED_SELECTORS match itself (INDEX_OPTIONS).
 */
export function indexablePage(html: string, url: string): string | undefined {
  const article = outerArticle(html, url);
  if (!article) return undefined;
  const crumbs = textsOf(article, /<nav\b[^>]*\btheme-doc-breadcrumbs\b[\s\S]*?<\/nav>/, 'li');
  const title = textsOf(article, /<h1\b[\s\S]*?<\/h1>/, 'h1');
  const trail = [areaOf(url), ...(crumbs.length > 0 ? crumbs : title)]
    .join(' › ')
    // Pagefind separates metadata values at commas.
    .replaceAll(',', ' ');
  const meta = `trail:${trail}`.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<html lang="en"><body>${withEndTags(article, `<span data-pagefind-meta="${meta}"></span>`)}</body></html>`;
}
