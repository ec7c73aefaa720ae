// The example rows of the import template (src/data/import-examples.ts) as the Excel tutorial shows them: the same rows
// as the workbook's Examples sheet, with the columns that hold a value in some row. Relative imports, so that tsx (the
// unit tests, outside the bundler) resolves them too.
import {exampleRows} from '../../data/import-examples';
import {OPTIONAL_ADDITIONS} from '../../data/import-template';
import {importColumns} from '../../lib/api-facts/import-columns';
import {cell, DASH, type TableSpec} from '../DataTable/spec';

/** The template's columns, in the document's order, without the optional additions (customer, custom fields). */
export const templateHeaders = (): string[] =>
  importColumns
    .map((column) => column.name)
    .filter((name) => !(OPTIONAL_ADDITIONS as readonly string[]).includes(name));

/** The example rows and the columns the table shows: those with a value in at least one row. */
export function shownExamples(): {headers: string[]; rows: Record<string, string>[]} {
  const rows = exampleRows(templateHeaders());
  const headers = templateHeaders().filter((header) => rows.some((row) => row[header] !== ''));
  return {headers, rows};
}

export interface ImportExamplesTableProps {
  caption?: string;
}

export function importExamplesTable({
  caption = "Northwind Forwarding's rows: the Examples sheet of the template",
}: ImportExamplesTableProps = {}): TableSpec {
  const {headers, rows} = shownExamples();
  return {
    caption,
    columns: [cell('Row'), ...headers.map((header) => cell(header, {code: true}))],
    rows: rows.map((row, index) => [
      cell(String(index + 2)),
      ...headers.map((header) => (row[header] ? cell(row[header], {code: true}) : cell(DASH))),
    ]),
  };
}
