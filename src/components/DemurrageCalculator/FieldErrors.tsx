// The messages of one control, shown right beside it; the control names them in its aria-describedby.
import type {ReactNode} from 'react';
import type {ShownIssue} from './use-validation';
import styles from './styles.module.css';

export default function FieldErrors({issues}: {issues: readonly ShownIssue[]}): ReactNode {
  return issues.map((issue) => (
    <p key={issue.id} id={issue.id} className={styles.error}>
      {issue.message}
    </p>
  ));
}
