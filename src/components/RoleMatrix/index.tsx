// Permissions × roles (src/data/roles.ts), from their one definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {roleMatrix, type RoleMatrixProps} from './spec';

export default function RoleMatrix(props: RoleMatrixProps): ReactNode {
  return <DataTable spec={roleMatrix(props)} />;
}
