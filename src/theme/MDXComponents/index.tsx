// Wrapper: the theme's MDX components, plus tables that scroll inside their own box (a labelled, focusable region
// when they overflow; see ScrollRegion). `table` is a Markdown table; `Table` is a `<table>` written as JSX in a page,
// renamed by plugins/remark/jsx-tables.ts. `IdentifierCode` is a code span in a Markdown table, which breaks only after
// its separators (plugins/remark/identifier-breaks.ts).
import {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {IdentifierCode} from '@site/src/components/Identifier';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: Table, Table, IdentifierCode};
