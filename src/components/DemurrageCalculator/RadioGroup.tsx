// A group of radio buttons in its own fieldset, with its help text and its messages at the end.
import type {ReactNode} from 'react';
import FieldNotes from './FieldNotes';
import type {Controls} from './use-validation';
import styles from './styles.module.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** The group's name, such as `status` or `demurrage-basis`; its id, so the error summary can point at it. */
  control: string;
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  controls: Controls;
  hint?: ReactNode;
}

export default function RadioGroup<T extends string>({
  control,
  legend,
  options,
  value,
  onChange,
  controls,
  hint,
}: Props<T>): ReactNode {
  const hintId = controls.idOf(`${control}-hint`);
  return (
    <fieldset
      id={controls.idOf(control)}
      className={styles.group}
      aria-describedby={controls.groupDescription(control, ...(hint ? [hintId] : []))}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const id = controls.idOf(`${control}-${option.value}`);
        return (
          <div className={styles.radio} key={option.value}>
            <input
              type="radio"
              id={id}
              name={controls.idOf(control)}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <FieldNotes issues={controls.errorsOf(control)} hint={hint} hintId={hintId} />
    </fieldset>
  );
}
