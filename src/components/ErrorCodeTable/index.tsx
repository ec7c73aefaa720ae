/**
 * Every error code of the Berthline Tracking API, grouped by HTTP status, read from the OpenAPI document
 * (through src/lib/api-facts/error-codes.ts). Each code's row carries an `id` equal to the code, so the Problem
 * `type` URLs (`/docs/api/error-codes#<code>`) land on it.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {groupByStatus, selectErrorCodes, statusLabel, type ErrorCodeFact} from './groups';
import styles from './styles.module.css';

export interface ErrorCodeTableProps {
  /** Show only the codes of these HTTP statuses (for example `[401, 403]`). Default: every code. */
  statuses?: number[];
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
  const shown = selectErrorCodes(statuses);
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
