// The clean address of a page reached at its file's name: every host serves `/docs/x.html` (and `/docs/index.html`)
// as well as `/docs/x`, but a page is rendered at build time for its clean address only.

/** `/docs/x.html` → `/docs/x`, `/docs/x/index.html` → `/docs/x`, `/docs/index.html` → `/docs/`; null when clean. */
export function cleanHtmlPath(pathname: string, baseUrl: string): string | null {
  if (pathname.endsWith('/index.html')) {
    const folder = pathname.slice(0, -'index.html'.length);
    return folder === baseUrl || folder === '/' ? folder : folder.slice(0, -1);
  }
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (name.endsWith('.html') && name !== '.html') return pathname.slice(0, -'.html'.length);
  return null;
}
