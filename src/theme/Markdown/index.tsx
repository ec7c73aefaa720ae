// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/Markdown
// Ejected: the theme renders schema and parameter descriptions with react-markdown, remark-gfm and rehype-raw in
// the browser, 117 KB gzip on every reference page. Our descriptions in openapi/ are plain Markdown (paragraphs,
// lists, emphasis, inline code, links, the odd code block), which markdown-to-jsx renders for a fraction of that.
// An enum's values with their descriptions (the table the theme's ParamsItem and SchemaItem write as Markdown, with the
// columns "Enum Value" and "Description") render as a short list, each value in code with its description after it,
// instead of a bordered table of two columns.
import {type ReactNode} from 'react';
import MarkdownToJsx from 'markdown-to-jsx';
import CodeBlock from '@theme/CodeBlock';
import {MarkdownLink} from '@site/src/components/InlineMarkdown';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {IdentifierCode} from '@site/src/components/Identifier';

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

/** The header the theme writes above an enum's values and descriptions (ParamsItem, SchemaItem). */
const ENUM_TABLE = /^\| Enum Value \| Description \|\n\| -+ \| -+ \|\n/;

/** The values and descriptions of the theme's enum table, or undefined for any other Markdown. */
export function enumEntries(markdown: string): [string, string][] | undefined {
  const header = ENUM_TABLE.exec(markdown);
  if (!header) return undefined;
  const rows = markdown.slice(header[0].length).trim().split('\n');
  const entries = rows.map((row) => /^\| (.*?) \| (.*) \|\s*$/.exec(row.trim()));
  if (entries.some((entry) => !entry)) return undefined;
  return entries.map((entry) => [entry![1]!, entry![2]!.replace(/<br\/>/g, ' ')]);
}

function EnumList({entries}: {entries: [string, string][]}): ReactNode {
  return (
    <dl className="openapi-enum-list">
      {entries.map(([value, description]) => (
        <div key={value}>
          <dt>
            <IdentifierCode>{value}</IdentifierCode>
          </dt>
          <dd>
            <MarkdownToJsx options={{forceInline: true, overrides: {a: MarkdownLink}}}>{description}</MarkdownToJsx>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function Markdown({children}: {children?: string}): ReactNode {
  if (!children) return null;
  const entries = enumEntries(children);
  if (entries) return <EnumList entries={entries} />;
  return (
    <MarkdownToJsx options={{forceBlock: true, overrides: {code: Code, pre: Pre, a: MarkdownLink, table: Table}}}>
      {children}
    </MarkdownToJsx>
  );
}
