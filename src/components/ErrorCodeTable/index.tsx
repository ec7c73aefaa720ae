// Every error code of the Berthline Tracking API, from its one definition in ./spec.ts. Each row's id is its code,
// registered with the broken-link checker so that links to `#<code>` are checked.
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DataTable from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {errorCodeTable, type ErrorCodeTableProps} from './spec';

export default function ErrorCodeTable(props: ErrorCodeTableProps): ReactNode {
  const spec = errorCodeTable(props);
  const brokenLinks = useBrokenLinks();
  for (const id of spec.rowIds ?? []) brokenLinks.collectAnchor(id);
  return <DataTable spec={spec} renderMarkdown={renderInlineMarkdown} />;
}
