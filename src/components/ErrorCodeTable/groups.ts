// The error codes of the OpenAPI document (through src/lib/api-facts/error-codes.ts), grouped by HTTP status: shared by
// the table on the page and the reference pages' Markdown (plugins/llms/openapi.ts), so both label them the same way.
// A relative import, so that the Markdown generator (run by tsx, outside the bundler) resolves it too.
import {errorCodes as documentErrorCodes} from '../../lib/api-facts/error-codes';
import type {ErrorCodeFact} from '../../lib/api-facts/types';

export type {ErrorCodeFact};

export const errorCodes: ErrorCodeFact[] = documentErrorCodes;

const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** "404 Not Found", or "Other" for a code without a status. */
export function statusLabel(status: number | undefined): string {
  if (status === undefined) return 'Other';
  const phrase = REASON_PHRASES[status];
  return phrase ? `${status} ${phrase}` : String(status);
}

/** The codes of the given statuses (every code when `statuses` is left out); throws when none match. */
export function selectErrorCodes(statuses?: number[]): ErrorCodeFact[] {
  const shown = statuses
    ? errorCodes.filter((fact) => fact.status !== undefined && statuses.includes(fact.status))
    : errorCodes;
  if (shown.length === 0) {
    throw new Error(
      'ErrorCodeTable: the OpenAPI document lists no error codes' +
        (statuses ? ` with status ${statuses.join(', ')}` : '') +
        ' (components.schemas.ErrorCode). Run `node scripts/gen-api.mjs`.',
    );
  }
  return shown;
}

/** The codes grouped by status, in increasing status order, each group sorted by code. */
export function groupByStatus(codes: ErrorCodeFact[]): Array<[number | undefined, ErrorCodeFact[]]> {
  const sorted = [...codes].sort((a, b) => (a.status ?? 999) - (b.status ?? 999) || a.code.localeCompare(b.code));
  const groups: Array<[number | undefined, ErrorCodeFact[]]> = [];
  for (const code of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0] === code.status) last[1].push(code);
    else groups.push([code.status, [code]]);
  }
  return groups;
}
