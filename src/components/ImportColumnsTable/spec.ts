// The columns of the shipment import template (the OpenAPI document's ShipmentImportItem, through ./columns.ts),
// defined once: rendered by DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves
// them too.
import {cell, DASH, type TableSpec} from '../DataTable/spec';
import {CUSTOM_FIELDS, formatExample, formatRequired, importColumns} from './columns';

export interface ImportColumnsTableProps {
  /** Table caption. Default: "Columns of the import template". */
  caption?: string;
}

export const importColumnsTable = ({
  caption = 'Columns of the import template',
}: ImportColumnsTableProps = {}): TableSpec => ({
  caption,
  columns: [cell('Column'), cell('Required'), cell('Also accepted as'), cell('What it holds'), cell('Example')],
  rows: importColumns().map((column) => {
    const example = formatExample(column.example);
    return [
      column.name === CUSTOM_FIELDS
        ? cell('cf.<key>', {code: true, note: cell(`JSON: \`${CUSTOM_FIELDS}\``, {markdown: true})})
        : cell(column.name, {code: true}),
      cell(formatRequired(column.required)),
      cell(column.aliases.length > 0 ? column.aliases.join(', ') : DASH),
      cell(column.description, {markdown: true}),
      example ? cell(example, {code: true}) : cell(DASH),
    ];
  }),
});
