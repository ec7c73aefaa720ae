// The Markdown version of a TableSpec, for the page's .md file and llms-full.txt (plugins/llms). Links stay site
// paths; the Markdown generator makes them absolute.
import {code, table} from '../../../plugins/llms/markdown';
import type {Cell, TableSpec} from './spec';

export function cellMarkdown(cell: Cell): string {
  const text = cell.code ? code(cell.text) : cell.text;
  return cell.href ? `[${text}](${cell.href})` : text;
}

export function tableMarkdown(spec: TableSpec): string {
  return table(
    spec.columns.map(cellMarkdown),
    spec.rows.map((row) => row.map(cellMarkdown)),
    spec.caption,
  );
}
