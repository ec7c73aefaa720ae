// Any enum of the OpenAPI document by its location, from its one definition in ./spec.ts. Pages never retype an enum.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {enumTable, type EnumTableProps} from './spec';

export default function EnumTable(props: EnumTableProps): ReactNode {
  return <DataTable spec={enumTable(props)} renderMarkdown={renderInlineMarkdown} />;
}
