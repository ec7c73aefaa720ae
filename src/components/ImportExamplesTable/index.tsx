// The import template's example rows, from their one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {importExamplesTable, type ImportExamplesTableProps} from './spec';

export default function ImportExamplesTable(props: ImportExamplesTableProps): ReactNode {
  return <DataTable spec={importExamplesTable(props)} />;
}
