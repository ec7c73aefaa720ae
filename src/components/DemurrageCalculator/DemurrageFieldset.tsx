// Demurrage: from the clock-start date (discharge or availability) until the full container leaves the terminal,
// with its free time terms.
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

export default function DemurrageFieldset({state, controls, currency}: Props): ReactNode {
  return (
    <fieldset className={styles.phase}>
      <legend>Demurrage</legend>
      <DateField
        control="dischargeDate"
        label="Clock-start date"
        state={state}
        controls={controls}
        hint="The discharge date, or the date the container became available for pickup: whichever your tariff starts demurrage from (Starts with, in Berthline's Edit free time)."
      />
      <DateField
        control="gateOutDate"
        label="Full gate-out date"
        state={state}
        controls={controls}
        disabled={state.form.status === 'terminal'}
      />
      <PhaseTerms phase="demurrage" state={state} controls={controls} currency={currency} />
    </fieldset>
  );
}
