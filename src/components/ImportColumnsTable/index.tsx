// The columns of the shipment import template, from their one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {importColumnsTable, type ImportColumnsTableProps} from './spec';

export default function ImportColumnsTable(props: ImportColumnsTableProps): ReactNode {
  return <DataTable spec={importColumnsTable(props)} renderMarkdown={renderInlineMarkdown} />;
}
