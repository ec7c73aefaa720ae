/**
 * The columns of the shipment import template (file and JSON imports), read from the OpenAPI document's
 * components.schemas.ShipmentImportItem through src/lib/api-facts/import-columns.ts.
 */
import type {ReactNode} from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {CUSTOM_FIELDS, formatExample, formatRequired, importColumns} from './columns';
import styles from './styles.module.css';

export interface ImportColumnsTableProps {
  /** Table caption. Default: "Columns of the import template". */
  caption?: string;
}

export default function ImportColumnsTable({
  caption = 'Columns of the import template',
}: ImportColumnsTableProps): ReactNode {
  const columns = importColumns();
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
