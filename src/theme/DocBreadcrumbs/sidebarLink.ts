// Which sidebar holds a link (not a doc item) to a page: the page then borrows that sidebar's breadcrumbs.
import type {PropSidebarItem, PropSidebars} from '@docusaurus/plugin-content-docs';

const samePath = (a: string, b: string): boolean => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function linksTo(items: readonly PropSidebarItem[], pathname: string): boolean {
  return items.some((item) =>
    item.type === 'category' ? linksTo(item.items, pathname) : item.type === 'link' && samePath(item.href, pathname),
  );
}

/** The name of the first sidebar with a link to `pathname`, if any. */
export function sidebarLinkingTo(sidebars: PropSidebars, pathname: string): string | undefined {
  return Object.keys(sidebars).find((name) => linksTo(sidebars[name]!, pathname));
}
