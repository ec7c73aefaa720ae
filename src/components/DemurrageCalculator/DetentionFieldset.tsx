// Detention: from the full gate-out until the empty container is returned, with its free time terms.
import type {ReactNode} from 'react';
import DateField from './DateField';
import PhaseTerms from './PhaseTerms';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';
import styles from './styles.module.css';

interface Props {
  state: CalculatorForm;
  controls: Controls;
  currency: string;
}

export default function DetentionFieldset({state, controls, currency}: Props): ReactNode {
  const hint = controls.idOf('detention-hint');
  return (
    <fieldset className={styles.phase}>
      <legend>Detention</legend>
      <p id={hint} className={styles.hint}>
        Detention starts on the full gate-out date and stops when you return the empty container.
      </p>
      <DateField
        control="emptyReturnDate"
        label="Empty return date"
        state={state}
        controls={controls}
        disabled={state.form.status !== 'returned'}
        describedBy={[hint]}
      />
      <PhaseTerms phase="detention" state={state} controls={controls} currency={currency} />
    </fieldset>
  );
}
