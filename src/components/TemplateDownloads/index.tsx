/**
 * Download links for the shipment import template: the files of src/data/import-template.ts, which
 * scripts/gen-import-template.mjs writes into static/downloads/ from the OpenAPI document.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {TEMPLATE_FILES, type TemplateFile} from '@site/src/data/import-template';
import hidden from '@site/src/css/visually-hidden.module.css';
import styles from './styles.module.css';

export interface TemplateDownloadsProps {
  /** Accessible name of the list. Default: "Import template downloads". */
  label?: string;
}

function Download({file}: {file: TemplateFile}): ReactNode {
  const href = useBaseUrl(`/downloads/${file.name}`);
  return (
    <li className={styles.item}>
      <a className={styles.link} href={href} download={file.name}>
        <span className={styles.badge} aria-hidden="true">
          {file.badge}
        </span>
        <span>
          <span className={styles.name}>{file.name}</span>
          {/* Punctuation the layout stands for: screen readers and the page's Markdown twin (plugins/llms) read
              "berthline-import-template.xlsx (Excel workbook): Sheet Shipments holds…". */}
          <span className={hidden.visuallyHidden}> (</span>
          <span className={styles.type}>{file.title}</span>
          <span className={hidden.visuallyHidden}>)</span>
        </span>
      </a>
      <span className={hidden.visuallyHidden}>: </span>
      <span className={styles.description}>{file.description}</span>
    </li>
  );
}

export default function TemplateDownloads({label = 'Import template downloads'}: TemplateDownloadsProps): ReactNode {
  return (
    <ul className={styles.list} aria-label={label}>
      {Object.values(TEMPLATE_FILES).map((file) => (
        <Download key={file.name} file={file} />
      ))}
    </ul>
  );
}
