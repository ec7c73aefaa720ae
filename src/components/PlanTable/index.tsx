// Compares the four plans (src/data/plans.ts), from its one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {planTable, type PlanTableProps} from './spec';

export default function PlanTable(props: PlanTableProps): ReactNode {
  return <DataTable spec={planTable(props)} />;
}
