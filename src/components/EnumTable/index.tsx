/**
 * The values of one enum of the Berthline Tracking API with their descriptions, read from the OpenAPI document
 * (components.schemas.<name> with x-enumDescriptions, through src/generated/api-facts.json).
 */
import type {ReactNode} from 'react';
import facts from '@site/src/generated/api-facts.json';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

interface EnumValueFact {
  value: string | number | null;
  description: string;
}

export interface EnumTableProps {
  /** The schema name in components.schemas, for example `ShipmentStatus` or `TrackingStatus`. */
  name: string;
  /** Table caption. Default: "Values of <name>". */
  caption?: string;
}

const enums = (facts as unknown as {enums: Record<string, EnumValueFact[]>}).enums;

export default function EnumTable({name, caption}: EnumTableProps): ReactNode {
  const values = Object.prototype.hasOwnProperty.call(enums, name) ? enums[name] : undefined;
  if (!values) {
    const known = Object.keys(enums).sort().join(', ') || 'none';
    throw new Error(
      `EnumTable: unknown enum "${name}". The OpenAPI document (components.schemas) defines these enums: ${known}.`,
    );
  }
  return (
    <div className={styles.wrap} role="region" aria-label={caption ?? `Values of ${name}`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption ?? `Values of ${name}`}</caption>
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
