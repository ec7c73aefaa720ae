// Which sidebar holds a link (not a doc item) to a page: the page then borrows that sidebar's breadcrumbs. Upstream
// builds breadcrumbs from doc items only (a link item with a `docId`), so the link is handed over as one.
import type {PropSidebar, PropSidebarItem, PropSidebars} from '@docusaurus/plugin-content-docs';

const samePath = (a: string, b: string): boolean => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function linksTo(items: readonly PropSidebarItem[], pathname: string): boolean {
  return items.some((item) =>
    item.type === 'category' ? linksTo(item.items, pathname) : item.type === 'link' && samePath(item.href, pathname),
  );
}

/** The sidebar's items, with its link to `pathname` marked as the doc `docId`. */
function markLink(items: PropSidebar, pathname: string, docId: string): PropSidebar {
  return items.map((item) => {
    if (item.type === 'category') return {...item, items: markLink(item.items, pathname, docId)};
    if (item.type === 'link' && samePath(item.href, pathname)) return {...item, docId};
    return item;
  });
}

/** The first sidebar with a link to `pathname`, its link marked as the page's doc, if any. */
export function sidebarLinkingTo(
  sidebars: PropSidebars,
  pathname: string,
  docId: string,
): {name: string; items: PropSidebar} | undefined {
  const name = Object.keys(sidebars).find((key) => linksTo(sidebars[key]!, pathname));
  return name ? {name, items: markLink(sidebars[name]!, pathname, docId)} : undefined;
}
