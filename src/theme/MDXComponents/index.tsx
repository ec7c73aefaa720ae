// Wrapper: the theme's MDX components, plus tables that scroll inside a labelled, focusable region (a Markdown
// table is otherwise its own scroll box, which keyboard users cannot reach).
import {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion label="Table (scrolls sideways on narrow screens)">
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: Table};
