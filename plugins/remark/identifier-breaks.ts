// Identifiers in a Markdown table's cells (inline code such as `read_write` or `shipment.milestone_added`) break only
// after their separators (`_`, `.`, `/`) when a column is narrow, never between two letters: each code span inside a
// table that has a separator becomes `<IdentifierCode>`, which src/theme/MDXComponents maps to
// src/components/Identifier (a <code> with a <wbr> after each separator, as DataTable's code cells). Not a <code>
// element with <wbr> children: MDX would hand that to the theme's Code, which renders code with element children as
// a code block. The text, and so the page's Markdown twin and search, is unchanged.
import {identifierParts} from '../../src/lib/word-breaks';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

export const IDENTIFIER_COMPONENT = 'IdentifierCode';

/** A code span as `<IdentifierCode>`, or as it is when it has no separator to break after. */
export function breakableCode(node: Node): Node {
  const text = node.value ?? '';
  if (identifierParts(text).length === 1) return node;
  return {
    type: 'mdxJsxTextElement',
    name: IDENTIFIER_COMPONENT,
    attributes: [],
    children: [{type: 'text', value: text}],
  };
}

function visit(node: Node, inTable: boolean): void {
  const within = inTable || node.type === 'table';
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (within && child.type === 'inlineCode') return breakableCode(child);
    visit(child, within);
    return child;
  });
}

export default function remarkIdentifierBreaks() {
  return (tree: Node): void => visit(tree, false);
}
