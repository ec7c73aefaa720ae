/**
 * The columns of the shipment import template (file and JSON imports), read from the OpenAPI document's
 * components.schemas.ShipmentImportItem through src/generated/api-facts.json.
 */
import type {ReactNode} from 'react';
import facts from '@site/src/generated/api-facts.json';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

interface ImportColumnFact {
  name: string;
  description: string;
  example: unknown;
  aliases: string[];
  /** `true`/`false`, or a sentence for a conditional rule such as "One of the three identifiers". */
  required: boolean | string;
}

export interface ImportColumnsTableProps {
  /** Table caption. Default: "Columns of the import template". */
  caption?: string;
}

/** In a file, each custom field is its own column named `cf.<key>`; in JSON it is one `custom_fields` object. */
const CUSTOM_FIELDS = 'custom_fields';

function formatExample(example: unknown): string {
  if (example === null || example === undefined) return '';
  if (Array.isArray(example)) return example.map(String).join(';');
  if (typeof example === 'object') {
    return Object.entries(example as Record<string, unknown>)
      .map(([key, value]) => `cf.${key} = ${String(value)}`)
      .join(', ');
  }
  return String(example);
}

function formatRequired(required: boolean | string): string {
  if (typeof required === 'string') return required;
  return required ? 'Yes' : 'No';
}

export default function ImportColumnsTable({
  caption = 'Columns of the import template',
}: ImportColumnsTableProps): ReactNode {
  const columns = (facts as unknown as {importColumns: ImportColumnFact[]}).importColumns;
  if (columns.length === 0) {
    throw new Error(
      'ImportColumnsTable: the OpenAPI document has no ShipmentImportItem properties. Run `node scripts/gen-api.mjs`.',
    );
  }
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Required</th>
            <th scope="col">Also accepted as</th>
            <th scope="col">What it holds</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => {
            const example = formatExample(column.example);
            return (
              <tr key={column.name}>
                <th scope="row" className={styles.name}>
                  {column.name === CUSTOM_FIELDS ? (
                    <>
                      <code>cf.&lt;key&gt;</code>
                      <span className={styles.note}>
                        JSON: <code>{CUSTOM_FIELDS}</code>
                      </span>
                    </>
                  ) : (
                    <code>{column.name}</code>
                  )}
                </th>
                <td>{formatRequired(column.required)}</td>
                <td>
                  {column.aliases.length > 0 ? (
                    <ul className={styles.aliases}>
                      {column.aliases.map((alias) => (
                        <li key={alias}>{alias}</li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <InlineMarkdown>{column.description}</InlineMarkdown>
                </td>
                <td className={styles.example}>{example ? <code>{example}</code> : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
