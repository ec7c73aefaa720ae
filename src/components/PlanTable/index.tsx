import type {ReactNode} from 'react';
import {formatLimit, plans, type Plan} from '@site/src/data/plans';
import styles from '@site/src/css/data-table.module.css';

/** Props of the plan comparison table. */
export interface PlanTableProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
}

/** One row of the comparison: a label and how to render its cell for a plan. */
interface PlanRow {
  label: string;
  cell: (plan: Plan) => ReactNode;
}

function Included({yes, detail}: {yes: boolean; detail?: string}): ReactNode {
  if (!yes) {
    return (
      <span className={styles.no}>
        <span aria-hidden="true">–</span>
        <span className={styles.visuallyHidden}>Not included</span>
      </span>
    );
  }
  return (
    <span className={styles.yes}>
      <span aria-hidden="true">✓</span>
      <span className={styles.visuallyHidden}>Included</span>
      {detail ? <span className={styles.note}>{detail}</span> : null}
    </span>
  );
}

const rows: readonly PlanRow[] = [
  {label: 'Active tracked shipments', cell: (plan) => formatLimit(plan.activeShipments, 'By contract')},
  {label: 'Users', cell: (plan) => formatLimit(plan.users, 'Unlimited')},
  {label: 'Custom fields', cell: (plan) => formatLimit(plan.customFields, 'Unlimited')},
  {
    label: 'Customer portal',
    cell: (plan) => (
      <Included
        yes={plan.customerPortal !== 'none'}
        detail={plan.customerPortal === 'own-domain' ? 'On your own domain' : undefined}
      />
    ),
  },
  {label: 'Custom data sources', cell: (plan) => <Included yes={plan.customDataSources} />},
  {label: 'Single sign-on (SAML)', cell: (plan) => <Included yes={plan.sso} />},
];

/** Compares the four plans, rendered from src/data/plans.ts. */
export default function PlanTable({caption = 'What each plan includes'}: PlanTableProps): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Limit or feature</th>
            {plans.map((plan) => (
              <th scope="col" key={plan.id} className={styles.center}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.id} className={styles.center}>
                  {row.cell(plan)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
