// The site as the check sees it, without building: every page with its route (hand-written and generated), the
// other routes (React pages, static files, the reference slugs of the document's facts), and each page's anchors,
// computed once when a link asks for them.
import {BASE_URL} from '../../config/site-paths.mjs';
import {collectRoutes, sitePages, splitFrontMatter} from '../lib/pages.mjs';
import {pageAnchors, type ComponentAnchors, type PageAnchors} from './anchors';
import {parseBody, type TreeNode} from './mdx';

export interface SitePage {
  file: string;
  area: string;
  id: string;
  route: string;
  generated: boolean;
  source: string;
  frontMatter: Record<string, unknown>;
  frontMatterError?: string;
}

export interface Site {
  root: string;
  pages: SitePage[];
  byRoute: Map<string, SitePage>;
  byFile: Map<string, SitePage>;
  /** Routes that are no doc page: React pages (src/pages/). */
  otherRoutes: Set<string>;
  /** Static files under the base path (`/docs/openapi/…`). */
  staticFiles: Set<string>;
  /** The reference pages' slugs from the document's facts (a page may not be generated yet). */
  referenceSlugs: Set<string> | undefined;
  /** The page's body parsed, once per run (the link, component and anchor checks share it). */
  treeOf(page: SitePage): TreeNode;
  anchorsOf(page: SitePage): Promise<PageAnchors>;
}

/** The route of the reference under the base path (`/docs/api/reference/`). */
export const REFERENCE_ROUTE = `${BASE_URL}api/reference/`;

/**
 * The site of the repository at `root`. `componentAnchors` gives the anchors components make (undefined: unknown);
 * `rowAnchors` the ids of a generated reference page's rows (parameters, fields), which its theme components render.
 */
export function loadSite(
  root: string,
  componentAnchors: ComponentAnchors | undefined,
  rowAnchors: (page: SitePage) => readonly string[] = () => [],
): Site {
  const pages = sitePages(root) as SitePage[];
  const {routes, staticFiles, referenceSlugs} = collectRoutes(root) as {
    routes: Set<string>;
    staticFiles: Set<string>;
    referenceSlugs: Set<string> | undefined;
  };
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const otherRoutes = new Set([...routes].filter((route) => !byRoute.has(route)));
  const trees = new Map<string, TreeNode>();
  const treeOf = (page: SitePage) => {
    let tree = trees.get(page.file);
    if (!tree) {
      tree = parseBody(page.file, page.frontMatterError ? page.source : splitFrontMatter(page.source).content);
      trees.set(page.file, tree);
    }
    return tree;
  };
  const anchors = new Map<string, Promise<PageAnchors>>();
  // The heading plugin removes a heading's id comment from the tree, which no other check reads.
  const anchorsOf = (page: SitePage) => {
    if (!anchors.has(page.file)) {
      anchors.set(
        page.file,
        Promise.resolve()
          .then(async () => {
            const found = await pageAnchors(root, treeOf(page), componentAnchors);
            for (const id of rowAnchors(page)) found.ids.add(id);
            return found;
          })
          .catch((): PageAnchors => ({
            ids: new Set(),
            headingLines: new Map(),
            unknown: [{component: 'the page', line: 1}],
            failing: [],
          })),
      );
    }
    return anchors.get(page.file) as Promise<PageAnchors>;
  };
  return {
    root,
    pages,
    byRoute,
    byFile: new Map(pages.map((page) => [page.file, page])),
    otherRoutes,
    staticFiles,
    referenceSlugs,
    treeOf,
    anchorsOf,
  };
}
