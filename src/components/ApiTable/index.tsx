// `<ApiTable name="servers" | "operations" | "scopes" />`: a table of the API guides, from the document's facts.
import {type ReactNode} from 'react';
import DataTable from '../DataTable';
import {apiTable, type ApiTableName} from './specs';

export default function ApiTable({name}: {name: ApiTableName}): ReactNode {
  return <DataTable spec={apiTable(name)} />;
}
