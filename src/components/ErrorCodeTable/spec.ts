// Every error code of the OpenAPI document (./groups.ts), in HTTP status order, defined once: rendered by DataTable.
// Each row's id is its code, so the Problem `type` URLs (`/docs/api/error-codes#<code>`) land on it. Relative imports,
// so that tsx (the unit tests, outside the bundler) resolves them too.
import {cell, DASH, type TableSpec} from '../DataTable/spec';
import {groupByStatus, selectErrorCodes, statusLabel} from './groups';

export interface ErrorCodeTableProps {
  /** Show only the codes of these HTTP statuses (for example `[401, 403]`). Default: every code. */
  statuses?: number[];
}

export function errorCodeTable({statuses}: ErrorCodeTableProps = {}): TableSpec {
  const shown = groupByStatus(selectErrorCodes(statuses)).flatMap(([, group]) => group);
  const markdownOrDash = (text: string | undefined) => (text ? cell(text, {markdown: true}) : cell(DASH));
  return {
    caption: `Error codes of the Berthline Tracking API by HTTP status (${shown.length} codes)`,
    columns: [cell('Code and status'), cell('Meaning'), cell('Typical cause'), cell('How to fix it')],
    rows: shown.map((fact) => [
      cell(fact.code, {code: true, note: statusLabel(fact.status)}),
      cell([fact.title ? `**${fact.title}.**` : '', fact.description ?? ''].filter(Boolean).join(' ') || DASH, {
        markdown: true,
      }),
      markdownOrDash(fact.cause),
      markdownOrDash(fact.fix),
    ]),
    rowIds: shown.map((fact) => fact.code),
  };
}
