// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/Markdown
// Ejected: the theme renders schema and parameter descriptions with react-markdown, remark-gfm and rehype-raw in
// the browser, 117 KB gzip on every reference page. Our descriptions in openapi/ are plain Markdown (paragraphs,
// lists, emphasis, inline code, links, the odd code block), which markdown-to-jsx renders for a fraction of that.
import {type ReactNode} from 'react';
import MarkdownToJsx from 'markdown-to-jsx';
import CodeBlock from '@theme/CodeBlock';
import {MarkdownLink} from '@site/src/components/InlineMarkdown';
import ScrollRegion from '@site/src/components/ScrollRegion';

function Code({className, children}: {className?: string; children?: ReactNode}): ReactNode {
  const language = /(?:language|lang)-(\w+)/.exec(className ?? '')?.[1];
  return language ? <CodeBlock language={language}>{children}</CodeBlock> : <code>{children}</code>;
}

function Pre({children}: {children?: ReactNode}): ReactNode {
  return <>{children}</>;
}

/** A table in a description scrolls inside its own box, like the tables of the written pages. */
function Table(props: {children?: ReactNode}): ReactNode {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

export default function Markdown({children}: {children?: string}): ReactNode {
  if (!children) return null;
  return (
    <MarkdownToJsx options={{forceBlock: true, overrides: {code: Code, pre: Pre, a: MarkdownLink, table: Table}}}>
      {children}
    </MarkdownToJsx>
  );
}
