// The terminals, railways and customs sources Berthline reads, from their one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {dataSourceTable, type DataSourceTableProps} from './spec';

export default function DataSourceTable(props: DataSourceTableProps): ReactNode {
  return <DataTable spec={dataSourceTable(props)} />;
}
