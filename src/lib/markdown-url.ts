// Where a page's Markdown version lives: shared by the "Copy page" control and the Markdown generator
// (plugins/llms), so the link on a page and the file in the build always agree.

/**
 * The path of a page's Markdown version: the page's path plus `.md`. A path that ends in a slash (the docs home
 * `/docs/`) gets `index.md`; `/docs/x.html`, the same page as `/docs/x`, gets `/docs/x.md`.
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/(?:\/index)?\.html$/, (match) => (match.startsWith('/index') ? '/' : ''));
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
