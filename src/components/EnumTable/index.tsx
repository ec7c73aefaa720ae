/**
 * The values of any enum of the Berthline Tracking API with their descriptions, found by its location in the
 * OpenAPI document (src/lib/api.ts): a schema (`ShipmentStatus`), a property nested in one
 * (`Container.last_free_day_source`) or a parameter (`parameters.ShipmentSort`). Pages never retype an enum.
 */
import type {ReactNode} from 'react';
import {enumAt} from '@site/src/lib/api-facts/enums';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

export interface EnumTableProps {
  /** The enum's location: `ShipmentStatus`, `Container.last_free_day_source`, `parameters.ShipmentSort`… */
  at: string;
  /** Table caption. Default: "Values of <location>". */
  caption?: string;
}

export default function EnumTable({at, caption}: EnumTableProps): ReactNode {
  // Throws with the known locations for a typo, which fails the build at this page.
  const {values} = enumAt(at);
  const label = caption ?? `Values of ${at}`;
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {values.map(({value, description}) => (
            <tr key={String(value)}>
              <th scope="row" className={styles.value}>
                <code>{value === null ? 'null' : String(value)}</code>
              </th>
              <td>{description ? <InlineMarkdown>{description}</InlineMarkdown> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
