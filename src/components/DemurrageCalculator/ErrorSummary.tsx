// Every problem in one list beside the result, each a link that moves focus to its field (where the message shows
// too), for a reader who sees the list first.
import type {MouseEvent, ReactNode} from 'react';
import type {ShownIssue} from './use-validation';
import styles from './result.module.css';

/** Focuses the control with that id, or in a group the checked radio button (the first one when none is). */
function focusControl(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches('input, textarea, select')
    ? target
    : (target.querySelector<HTMLElement>('input:checked') ?? target.querySelector<HTMLElement>('input, textarea'));
  // The whole field in view, its label and its message too, then the focus without another jump.
  (target.closest('fieldset > div, fieldset') ?? target).scrollIntoView({block: 'center'});
  control?.focus({preventScroll: true});
}

export default function ErrorSummary({issues}: {issues: readonly ShownIssue[]}): ReactNode {
  return (
    <div className={styles.alert}>
      <p className={styles.alertTitle}>Check these entries:</p>
      <ul className={styles.alertList}>
        {issues.map((issue) => (
          <li key={issue.id}>
            <a href={`#${issue.controlId}`} onClick={(event) => focusControl(event, issue.controlId)}>
              {issue.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
