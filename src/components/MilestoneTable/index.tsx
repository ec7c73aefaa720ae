// The milestone catalogue from src/data/milestones.ts, or its demurrage and detention subset, from their one
// definition in ./spec.ts. On narrow screens each milestone becomes a card (DataTable's `stacked`).
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {catalogueIntro, milestoneTable, type MilestoneTableProps} from './spec';

export default function MilestoneTable({variant = 'catalogue'}: MilestoneTableProps): ReactNode {
  const table = <DataTable spec={milestoneTable({variant})} stacked />;
  if (variant === 'clocks') return table;
  return (
    <>
      <p>
        <InlineMarkdown>{catalogueIntro()}</InlineMarkdown>
      </p>
      {table}
    </>
  );
}
