/**
 * Every error code of the Berthline Tracking API, grouped by HTTP status, read from the OpenAPI document
 * (through src/generated/api-facts.json). Each code's row carries an `id` equal to the code, so the Problem
 * `type` URLs (`/docs/api/error-codes#<code>`) land on it.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import facts from '@site/src/generated/api-facts.json';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

/** One error code as the facts module lists it. */
interface ErrorCodeFact {
  code: string;
  status?: number;
  title?: string;
  description?: string;
  cause?: string;
  fix?: string;
}

export interface ErrorCodeTableProps {
  /** Show only the codes of these HTTP statuses (for example `[401, 403]`). Default: every code. */
  statuses?: number[];
}

const REASON_PHRASES: Readonly<Record<number, string>> = {
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

function statusLabel(status: number | undefined): string {
  if (status === undefined) return 'Other';
  const phrase = REASON_PHRASES[status];
  return phrase ? `${status} ${phrase}` : String(status);
}

function groupByStatus(codes: ErrorCodeFact[]): Array<[number | undefined, ErrorCodeFact[]]> {
  const sorted = [...codes].sort((a, b) => (a.status ?? 999) - (b.status ?? 999) || a.code.localeCompare(b.code));
  const groups: Array<[number | undefined, ErrorCodeFact[]]> = [];
  for (const code of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0] === code.status) last[1].push(code);
    else groups.push([code.status, [code]]);
  }
  return groups;
}

function Row({fact}: {fact: ErrorCodeFact}): ReactNode {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(fact.code);
  return (
    <tr id={fact.code} className={styles.row}>
      <th scope="row" className={styles.codeCell}>
        <code>{fact.code}</code>{' '}
        <a className={styles.selfLink} href={`#${fact.code}`} aria-label={`Link to ${fact.code}`}>
          #
        </a>
        <div className={styles.status}>{fact.status ?? '—'}</div>
      </th>
      <td>
        {fact.title && <strong className={styles.title}>{fact.title}</strong>}
        {fact.description && (
          <span className={styles.block}>
            <InlineMarkdown>{fact.description}</InlineMarkdown>
          </span>
        )}
      </td>
      <td>{fact.cause ? <InlineMarkdown>{fact.cause}</InlineMarkdown> : '—'}</td>
      <td>{fact.fix ? <InlineMarkdown>{fact.fix}</InlineMarkdown> : '—'}</td>
    </tr>
  );
}

export default function ErrorCodeTable({statuses}: ErrorCodeTableProps): ReactNode {
  const all = (facts as unknown as {errorCodes: ErrorCodeFact[]}).errorCodes;
  const shown = statuses ? all.filter((fact) => fact.status !== undefined && statuses.includes(fact.status)) : all;
  if (shown.length === 0) {
    throw new Error(
      'ErrorCodeTable: the OpenAPI document lists no error codes' +
        (statuses ? ` with status ${statuses.join(', ')}` : '') +
        ' (components.schemas.ErrorCode). Run `node scripts/gen-api.mjs`.',
    );
  }
  return (
    <div className={styles.wrap} role="region" aria-label="Error codes" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Error codes of the Berthline Tracking API by HTTP status ({shown.length} codes)
        </caption>
        <thead>
          <tr>
            <th scope="col">Code and status</th>
            <th scope="col">Meaning</th>
            <th scope="col">Typical cause</th>
            <th scope="col">How to fix it</th>
          </tr>
        </thead>
        {groupByStatus(shown).map(([status, group]) => (
          <tbody key={status ?? 'other'}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={4}>
                {statusLabel(status)}
              </th>
            </tr>
            {group.map((fact) => (
              <Row key={fact.code} fact={fact} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
