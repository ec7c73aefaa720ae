// Identifiers in a Markdown table's cells (inline code such as `read_write` or `shipment.milestone_added`) break only
// after their separators (`_`, `.`, `/`) when a column is narrow, never between two letters: each code span inside a
// table becomes a <code> element with a <wbr> after each separator (src/lib/word-breaks.ts splits it the same way
// for the tables components render). The text, and so the page's Markdown twin and search, is unchanged.
import {identifierParts} from '../../src/lib/word-breaks';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

const element = (name: string, children: Node[]): Node => ({type: 'mdxJsxTextElement', name, attributes: [], children});

/** A code span as <code> with break opportunities, or as it is when it has no separator. */
export function breakableCode(node: Node): Node {
  const parts = identifierParts(node.value ?? '');
  if (parts.length === 1) return node;
  return element(
    'code',
    parts.flatMap((part, index) => [...(index > 0 ? [element('wbr', [])] : []), {type: 'text', value: part}]),
  );
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
