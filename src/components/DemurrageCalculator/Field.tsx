// One labelled control with its messages right below it and its help text, if any.
import type {ReactNode} from 'react';
import FieldNotes from './FieldNotes';
import type {ControlA11y, Controls} from './use-validation';
import styles from './styles.module.css';

interface Props {
  /** The control's name, such as `currency` or `demurrage-tier0-rate`. */
  control: string;
  label: string;
  controls: Controls;
  hint?: ReactNode;
  /** Ids of help texts outside the field that describe the control too. */
  describedBy?: readonly string[];
  /** The control itself, given its id, aria-invalid and aria-describedby. */
  children: (a11y: ControlA11y) => ReactNode;
}

export default function Field({control, label, controls, hint, describedBy = [], children}: Props): ReactNode {
  const hintId = controls.idOf(`${control}-hint`);
  const hints = hint ? [...describedBy, hintId] : describedBy;
  return (
    <div className={styles.field}>
      <label htmlFor={controls.idOf(control)}>{label}</label>
      {children(controls.a11y(control, ...hints))}
      <FieldNotes issues={controls.errorsOf(control)} hint={hint} hintId={hintId} />
    </div>
  );
}
