// One of the container's dates: the demurrage clock's start, full gate-out or empty return.
import type {ReactNode} from 'react';
import Field from './Field';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';

interface Props {
  control: 'dischargeDate' | 'gateOutDate' | 'emptyReturnDate';
  label: string;
  state: CalculatorForm;
  controls: Controls;
  /** A phase still running today has no end date yet: the field is empty and off. */
  disabled?: boolean;
  hint?: string;
  describedBy?: readonly string[];
}

export default function DateField({
  control,
  label,
  state,
  controls,
  disabled = false,
  hint,
  describedBy,
}: Props): ReactNode {
  const {form, update} = state;
  return (
    <Field control={control} label={label} controls={controls} hint={hint} describedBy={describedBy}>
      {(a11y) => (
        <input
          type="date"
          value={disabled ? '' : form[control]}
          disabled={disabled}
          onChange={(e) => {
            const {value} = e.target;
            update((f) => ({...f, [control]: value}));
          }}
          {...a11y}
        />
      )}
    </Field>
  );
}
