// API rate limits per API key for each plan and for sandbox test keys (src/data/plans.ts), defined once: rendered by
// DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {formatLimit, plans, testKeyLimits, type RateLimits} from '../../data/plans';
import {cell, type TableSpec} from '../DataTable/spec';

export interface RateLimitTableProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
  /** Show the sandbox test-key row (default true). */
  showTestKeys?: boolean;
}

function general(limits: RateLimits): string {
  const value = formatLimit(limits.generalPerMinute, '');
  return limits.generalByContract ? `${value} or more, by contract` : value;
}

export function rateLimitTable({
  caption = 'API rate limits per API key',
  showTestKeys = true,
}: RateLimitTableProps = {}): TableSpec {
  const rows = [
    ...(showTestKeys ? [{label: cell('Test keys', {note: 'sk_test_ keys, sandbox only'}), limits: testKeyLimits}] : []),
    ...plans.map((plan) => ({label: cell(plan.name), limits: plan.rateLimits})),
  ];
  return {
    caption,
    columns: [
      cell('Plan or key'),
      cell('General (requests per minute)'),
      cell('Burst (requests per second)'),
      cell('Import starts per minute'),
      cell('Concurrent imports'),
    ],
    rows: rows.map(({label, limits}) => [
      label,
      cell(general(limits)),
      cell(formatLimit(limits.burstPerSecond, '')),
      cell(formatLimit(limits.importStartsPerMinute, '')),
      cell(formatLimit(limits.concurrentImports, '')),
    ]),
  };
}
