// The sidebars seen from a page they reach by a plain link (a `link` item, not a doc item): the REST API overview,
// which the specification keeps without a sidebar. Upstream builds breadcrumbs and previous/next from doc items only.
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

export interface SidebarNeighbor {
  href: string;
  label: string;
}

/** A sidebar's pages in reading order: a category's own page before its items, links to this site's pages too. */
function readingOrder(items: readonly PropSidebarItem[]): SidebarNeighbor[] {
  return items.flatMap((item): SidebarNeighbor[] => {
    if (item.type === 'category') {
      const own = item.href ? [{href: item.href, label: item.label}] : [];
      return [...own, ...readingOrder(item.items)];
    }
    return item.type === 'link' && item.href.startsWith('/') ? [{href: item.href, label: item.label}] : [];
  });
}

/**
 * The pages before and after `pathname` in the first sidebar that has it, counting the links to this site's pages
 * that upstream's previous/next skip (it counts doc items only), or undefined when no sidebar has the page.
 */
export function sidebarNeighbors(
  sidebars: PropSidebars,
  pathname: string,
): {previous?: SidebarNeighbor; next?: SidebarNeighbor} | undefined {
  for (const items of Object.values(sidebars)) {
    const order = readingOrder(items);
    const at = order.findIndex((entry) => samePath(entry.href, pathname));
    if (at >= 0) return {previous: order[at - 1], next: order[at + 1]};
  }
  return undefined;
}
