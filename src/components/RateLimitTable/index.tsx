// API rate limits per API key (src/data/plans.ts), from their one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {rateLimitTable, type RateLimitTableProps} from './spec';

export default function RateLimitTable(props: RateLimitTableProps): ReactNode {
  return <DataTable spec={rateLimitTable(props)} />;
}
