// The tariff's currency, used for every rate and amount.
import type {ReactNode} from 'react';
import Field from './Field';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';
import styles from './styles.module.css';

export default function TariffFields({state, controls}: {state: CalculatorForm; controls: Controls}): ReactNode {
  const {form, update} = state;
  return (
    <Field
      control="currency"
      label="Tariff currency"
      controls={controls}
      hint="The ISO 4217 code of the rates, such as USD, EUR or CNY.">
      {(a11y) => (
        <input
          type="text"
          maxLength={3}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          className={styles.short}
          value={form.currency}
          onChange={(e) => {
            const {value} = e.target;
            update((f) => ({...f, currency: value}));
          }}
          {...a11y}
        />
      )}
    </Field>
  );
}
