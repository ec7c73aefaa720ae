/**
 * Download links for the shipment import template, generated from the OpenAPI document by
 * scripts/gen-import-template.mjs into static/downloads/.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export interface TemplateDownloadsProps {
  /** Accessible name of the list. Default: "Import template downloads". */
  label?: string;
}

export default function TemplateDownloads({label = 'Import template downloads'}: TemplateDownloadsProps): ReactNode {
  const xlsx = useBaseUrl('/downloads/berthline-import-template.xlsx');
  const csv = useBaseUrl('/downloads/berthline-import-template.csv');
  return (
    <ul className={styles.list} aria-label={label}>
      <li className={styles.item}>
        <a className={styles.link} href={xlsx} download="berthline-import-template.xlsx">
          <span className={styles.badge} aria-hidden="true">
            XLSX
          </span>
          <span>
            <span className={styles.name}>berthline-import-template.xlsx</span>
            <span className={styles.type}>Excel workbook</span>
          </span>
        </a>
        <p className={styles.description}>
          Sheet <strong>Shipments</strong> holds the header row and one example row; sheet <strong>Columns</strong>{' '}
          explains each column, its aliases and whether it is required.
        </p>
      </li>
      <li className={styles.item}>
        <a className={styles.link} href={csv} download="berthline-import-template.csv">
          <span className={styles.badge} aria-hidden="true">
            CSV
          </span>
          <span>
            <span className={styles.name}>berthline-import-template.csv</span>
            <span className={styles.type}>Comma-separated values, UTF-8</span>
          </span>
        </a>
        <p className={styles.description}>
          The same header row and example row as plain text, for scripts and for spreadsheet tools other than Excel.
        </p>
      </li>
    </ul>
  );
}
