// The anchors a page has in the built site, found in its source without building, the way the build's broken-anchor
// check collects them (Docusaurus collects an anchor where a heading, a Link or `<a id>` renders, and where a
// component calls `useBrokenLinks().collectAnchor`):
// - every heading's id, computed by Docusaurus's own heading plugin (text slug, `{/* #id */}` or `{#id}`);
// - the literal `id` of an `<a>`, `<Link>`, `<Heading>` or `<h1>`…`<h6>` element written in the page (the generated
//   reference pages write `<Heading id={"request"}>`);
// - the row ids of a table component (src/components/DataTable registers each row's id), from the component's own
//   table spec with the props the page gives it.
import {createRequire} from 'node:module';
import path from 'node:path';
import {attributeValue, lineOf, literalProps, UNKNOWN, walk, type TreeNode} from './mdx';

/** The row ids a table component renders for these props, or undefined when it is no table component. */
export type ComponentAnchors = (component: string, props: Record<string, unknown>) => readonly string[] | undefined;

type HeadingsTransformer = (tree: unknown) => Promise<void>;

/** Docusaurus's heading plugin (remark), which gives each heading the id the built page has. */
function headingsPlugin(root: string): HeadingsTransformer {
  const require = createRequire(path.join(root, 'package.json'));
  const plugin = require('@docusaurus/mdx-loader/lib/remark/headings').default as (options: {
    anchorsMaintainCase: boolean;
  }) => HeadingsTransformer;
  return plugin({anchorsMaintainCase: false});
}

const ANCHOR_ELEMENTS = new Set(['a', 'Link', 'Heading', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export interface PageAnchors {
  ids: Set<string>;
  /** The line of each heading's anchor in the parsed body (1 is the body's first line). */
  headingLines: Map<string, number | undefined>;
  /** Table components whose props are computed, so their anchors are unknown (each with its line). */
  unknown: {component: string; line: number | undefined}[];
  /** Table components that fail with the props the page gives them (an unknown enum, a wrong name). */
  failing: {component: string; line: number | undefined; message: string}[];
}

/**
 * The anchors of a parsed page body. The tree's headings are changed as the build changes them (an id comment is
 * removed), which no other check reads. Without `componentAnchors` (the product data does not load), every
 * component's anchors are unknown.
 */
export async function pageAnchors(
  root: string,
  tree: TreeNode,
  componentAnchors: ComponentAnchors | undefined,
): Promise<PageAnchors> {
  await headingsPlugin(root)(tree);
  const ids = new Set<string>();
  const headingLines: PageAnchors['headingLines'] = new Map();
  const unknown: PageAnchors['unknown'] = [];
  const failing: PageAnchors['failing'] = [];
  const isTable = (name: string) => {
    if (!componentAnchors) return true;
    try {
      return componentAnchors(name, {}) !== undefined;
    } catch {
      return true; // a table component that needs props
    }
  };
  walk(tree, (node) => {
    if (node.type === 'heading') {
      const id = (node.data as {id?: string} | undefined)?.id;
      if (id) {
        ids.add(id);
        headingLines.set(id, lineOf(node));
      }
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = String(node.name ?? '');
    if (ANCHOR_ELEMENTS.has(name)) {
      const attribute = ((node.attributes ?? []) as {type: string; name?: string}[]).find(
        (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'id',
      );
      const value = attribute ? attributeValue(attribute) : undefined;
      if (typeof value === 'string') ids.add(value);
      return;
    }
    if (!/^[A-Z]/.test(name)) return;
    const props = literalProps(node);
    if (props === UNKNOWN || !componentAnchors) {
      if (isTable(name)) unknown.push({component: name, line: lineOf(node)});
      return;
    }
    try {
      for (const id of componentAnchors(name, props) ?? []) ids.add(id);
    } catch (caught) {
      failing.push({component: name, line: lineOf(node), message: (caught as Error).message});
    }
  });
  return {ids, headingLines, unknown, failing};
}
