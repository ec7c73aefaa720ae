// The Markdown version of a TableSpec, for the page's .md file and llms-full.txt (plugins/llms). Links stay site
// paths; the Markdown generator makes them absolute.
import {code, table} from '../../lib/markdown';
import {noteCell, noteJoints, type Cell, type TableSpec} from './spec';

export function cellMarkdown(cell: Cell): string {
  const text = cell.code ? code(cell.text) : cell.text;
  const linked = cell.href ? `[${text}](${cell.href})` : text;
  if (!cell.note) return linked;
  const note = noteCell(cell.note);
  const [before, after] = noteJoints(note);
  return `${linked}${before}${cellMarkdown(note)}${after}`;
}

export function tableMarkdown(spec: TableSpec): string {
  return table(
    spec.columns.map(cellMarkdown),
    spec.rows.map((row) => row.map(cellMarkdown)),
    spec.caption,
  );
}
