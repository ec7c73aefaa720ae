// What follows a control: its messages, right below it (the control names them in its aria-describedby), then its
// help text, if any.
import type {ReactNode} from 'react';
import type {ShownIssue} from './use-validation';
import styles from './styles.module.css';

interface Props {
  issues: readonly ShownIssue[];
  hint?: ReactNode;
  hintId: string;
}

export default function FieldNotes({issues, hint, hintId}: Props): ReactNode {
  return (
    <>
      {issues.map((issue) => (
        <p key={issue.id} id={issue.id} className={styles.error}>
          {issue.message}
        </p>
      ))}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
