// Wrapper: previous and next in the sidebar's reading order, counting its links to this site's pages. Upstream
// counts doc items only, so the REST API overview (a link of the API sidebar: the specification keeps it without a
// sidebar) had no previous or next page and the pages beside it skipped it. A page that sets pagination_prev or
// pagination_next in its front matter keeps upstream's links.
import type {ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import Paginator from '@theme-original/DocItem/Paginator';
import type {PropNavigationLink} from '@docusaurus/plugin-content-docs';
import {sidebarNeighbors, type SidebarNeighbor} from '@site/src/lib/sidebar-links';

/** Upstream's link when it points at the same page (it knows the page's pagination label), else the sidebar's. */
function link(neighbor?: SidebarNeighbor, upstream?: PropNavigationLink): PropNavigationLink | undefined {
  if (!neighbor) return undefined;
  return upstream?.permalink === neighbor.href ? upstream : {title: neighbor.label, permalink: neighbor.href};
}

export default function PaginatorWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {docsSidebars} = useDocsVersion();
  const neighbors = sidebarNeighbors(docsSidebars, metadata.permalink);
  if (!neighbors || frontMatter.pagination_prev !== undefined || frontMatter.pagination_next !== undefined) {
    return <Paginator />;
  }
  return (
    <DocPaginator
      className="docusaurus-mt-lg"
      previous={link(neighbors.previous, metadata.previous)}
      next={link(neighbors.next, metadata.next)}
    />
  );
}
