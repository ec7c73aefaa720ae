// Short Markdown from the OpenAPI document (code spans, emphasis, links) rendered inline: one renderer for every
// table that shows the document's descriptions, with site links going through Docusaurus' Link, and code spans that
// break only after their separators (src/components/Identifier).
import type {ReactNode} from 'react';
import MarkdownToJsx from 'markdown-to-jsx';
import Link from '@docusaurus/Link';
import {IdentifierCode} from '@site/src/components/Identifier';

export function MarkdownLink({href, children}: {href?: string; children?: ReactNode}): ReactNode {
  return <Link to={href}>{children}</Link>;
}

export default function InlineMarkdown({children}: {children: string}): ReactNode {
  return (
    <MarkdownToJsx options={{forceInline: true, overrides: {a: MarkdownLink, code: IdentifierCode}}}>
      {children.replace(/\s+/g, ' ').trim()}
    </MarkdownToJsx>
  );
}

/** Cells in Markdown (the OpenAPI document's descriptions), for DataTable's `renderMarkdown`. */
export const renderInlineMarkdown = (text: string): ReactNode => <InlineMarkdown>{text}</InlineMarkdown>;
