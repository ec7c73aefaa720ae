// MDX hands Markdown tables to the MDX components (src/theme/MDXComponents wraps them in a ScrollRegion), but a
// `<table>` written as JSX in a page is passed through as it is, and scrolls where no keyboard can reach it. This
// remark plugin renames such tables to `Table`, the same wrapper, so that every table of a page behaves alike.
interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
}

export const JSX_TABLE_COMPONENT = 'Table';

function visit(node: Node): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'table') {
    node.name = JSX_TABLE_COMPONENT;
  }
  node.children?.forEach(visit);
}

export default function remarkJsxTables() {
  return (tree: Node): void => visit(tree);
}
