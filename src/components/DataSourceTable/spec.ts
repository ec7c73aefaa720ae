// The terminals, railways and customs sources Berthline reads (src/data/data-sources.ts), one TableSpec per variant:
// rendered by DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {customsSources, facilitySources, sourceCoverageLabels, type SourceCoverage} from '../../data/data-sources';
import {cell, type TableSpec} from '../DataTable/spec';

export interface DataSourceTableProps {
  /** `facilities`: terminals and railways by port; `customs`: customs sources by country. */
  variant: 'facilities' | 'customs';
}

const level = (coverage: SourceCoverage) => cell(sourceCoverageLabels[coverage]);

const facilities = (): TableSpec => ({
  caption: 'Terminals and railways Berthline reads, by port, and what each gives',
  columns: ['Port', 'Terminal or railway', 'Availability', 'Holds', 'Last free day', 'Notes'].map((text) => cell(text)),
  rows: facilitySources.map((source) => [
    cell(source.ports.map((port) => port.name).join(', '), {
      note: cell(source.ports.map((port) => port.code).join(', '), {code: true}),
    }),
    cell(source.facility, source.kind === 'rail' ? {note: 'railway'} : {}),
    level(source.availability),
    level(source.holds),
    level(source.lastFreeDay),
    cell(source.note),
  ]),
  rowHeader: 1,
});

const customs = (): TableSpec => ({
  caption: 'Where customs status comes from, by country',
  columns: ['Country', 'Source', 'What you see', 'Coverage'].map((text) => cell(text)),
  rows: customsSources.map((source) => [
    cell(source.country),
    cell(source.source),
    cell(source.gives),
    level(source.coverage),
  ]),
});

export function dataSourceTable({variant}: DataSourceTableProps): TableSpec {
  if (variant !== 'customs' && variant !== 'facilities') {
    throw new Error(`DataSourceTable: unknown variant "${String(variant)}"; use facilities or customs.`);
  }
  return variant === 'customs' ? customs() : facilities();
}
