import type {ReactNode} from 'react';
import {formatLimit, plans, testKeyLimits, type RateLimits} from '@site/src/data/plans';
import styles from '@site/src/css/data-table.module.css';

/** Props of the rate-limit table. */
export interface RateLimitTableProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
  /** Show the sandbox test-key row (default true). */
  showTestKeys?: boolean;
}

interface LimitRow {
  key: string;
  label: string;
  detail?: string;
  limits: RateLimits;
}

function general(limits: RateLimits): string {
  const value = formatLimit(limits.generalPerMinute, '');
  return limits.generalByContract ? `${value} or more, by contract` : value;
}

/** API rate limits per API key for each plan and for sandbox test keys, rendered from src/data/plans.ts. */
export default function RateLimitTable({
  caption = 'API rate limits per API key',
  showTestKeys = true,
}: RateLimitTableProps): ReactNode {
  const rows: LimitRow[] = [
    ...(showTestKeys
      ? [{key: 'test', label: 'Test keys', detail: 'sk_test_ keys, sandbox only', limits: testKeyLimits}]
      : []),
    ...plans.map((plan) => ({key: plan.id, label: plan.name, limits: plan.rateLimits})),
  ];
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Plan or key</th>
            <th scope="col">General (requests per minute)</th>
            <th scope="col">Burst (requests per second)</th>
            <th scope="col">Import starts per minute</th>
            <th scope="col">Concurrent imports</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.detail ? <span className={styles.note}>{row.detail}</span> : null}
              </th>
              <td>{general(row.limits)}</td>
              <td>{formatLimit(row.limits.burstPerSecond, '')}</td>
              <td>{formatLimit(row.limits.importStartsPerMinute, '')}</td>
              <td>{formatLimit(row.limits.concurrentImports, '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
