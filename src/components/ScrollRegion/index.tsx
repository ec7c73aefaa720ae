// A labelled region that scrolls sideways and can be reached with the keyboard: wide tables scroll inside it on
// narrow screens instead of becoming scroll boxes that keyboard users cannot reach.
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollRegion({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
