// The plan comparison, defined once from src/data/plans.ts: rendered by DataTable. Relative imports, so that tsx (the
// unit tests, outside the bundler) resolves them too.
import {formatLimit, plans, type Plan} from '../../data/plans';
import {cell, yesNo, type Cell, type TableSpec} from '../DataTable/spec';

const ROWS: readonly [string, (plan: Plan) => Cell][] = [
  ['Active tracked shipments', (plan) => cell(formatLimit(plan.activeShipments, 'By contract'))],
  ['Users', (plan) => cell(formatLimit(plan.users, 'Unlimited'))],
  ['Custom fields', (plan) => cell(formatLimit(plan.customFields, 'Unlimited'))],
  [
    'Customer portal',
    (plan) =>
      yesNo(plan.customerPortal !== 'none', plan.customerPortal === 'own-domain' ? 'on your own domain' : undefined),
  ],
  ['Custom data sources', (plan) => yesNo(plan.customDataSources)],
  ['Single sign-on (SAML)', (plan) => yesNo(plan.sso)],
];

export interface PlanTableProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
}

export const planTable = ({caption = 'What each plan includes'}: PlanTableProps = {}): TableSpec => ({
  caption,
  columns: [cell('Limit or feature'), ...plans.map((plan) => cell(plan.name))],
  rows: ROWS.map(([label, value]) => [cell(label), ...plans.map(value)]),
  centered: plans.map((_, index) => index + 1),
});
