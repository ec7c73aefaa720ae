// Where the container is: every date known, or a phase still running today (an estimate to date).
import type {ReactNode} from 'react';
import RadioGroup, {type RadioOption} from './RadioGroup';
import type {BoxStatus} from './form';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';

const STATUS_OPTIONS: readonly RadioOption<BoxStatus>[] = [
  {value: 'returned', label: 'Returned empty: every date is known'},
  {value: 'out', label: 'Picked up, not returned yet: detention to today'},
  {value: 'terminal', label: 'Still at the terminal: demurrage to today'},
];

interface Props {
  state: CalculatorForm;
  controls: Controls;
  day: (date: string) => string;
}

export default function BoxStatusFields({state, controls, day}: Props): ReactNode {
  const {form, today, update} = state;
  return (
    <RadioGroup
      control="status"
      legend="Where is the container?"
      options={STATUS_OPTIONS}
      value={form.status}
      onChange={(status) => update((f) => ({...f, status}))}
      controls={controls}
      hint={form.status !== 'returned' && today ? `Today is ${day(today)}.` : undefined}
    />
  );
}
