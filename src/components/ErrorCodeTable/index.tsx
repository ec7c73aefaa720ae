// Every error code of the Berthline Tracking API, from its one definition in ./spec.ts. Each row's id is its code,
// which DataTable registers as an anchor, so that links to `#<code>` are checked.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {errorCodeTable, type ErrorCodeTableProps} from './spec';

export default function ErrorCodeTable(props: ErrorCodeTableProps): ReactNode {
  return <DataTable spec={errorCodeTable(props)} renderMarkdown={renderInlineMarkdown} />;
}
