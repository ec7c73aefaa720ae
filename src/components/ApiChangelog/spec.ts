// The changelog's table of current deprecations: what, since when, its sunset, what to use instead. Relative imports,
// so that the Markdown generator (tsx) resolves them too.
import {cell, type TableSpec} from '../DataTable/spec';
import type {DeprecationEntry} from '../../lib/api-history';

export function deprecationTable(deprecations: readonly DeprecationEntry[]): TableSpec {
  return {
    caption: 'Deprecated parts of the API and their sunsets',
    columns: [cell('Deprecated'), cell('Since'), cell('Stops working on'), cell('Use instead')],
    rows: deprecations.map((entry) => [
      cell(entry.what, {markdown: true, ...(entry.note ? {note: cell(entry.note, {markdown: true})} : {})}),
      cell(entry.dateLabel),
      cell(entry.sunsetLabel),
      cell(entry.replacement, {markdown: true}),
    ]),
  };
}
