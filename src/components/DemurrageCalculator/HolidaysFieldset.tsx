// The port's public holidays, which working-day counts skip.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Field from './Field';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';
import styles from './styles.module.css';

export default function HolidaysFieldset({state, controls}: {state: CalculatorForm; controls: Controls}): ReactNode {
  const {form, update} = state;
  return (
    <fieldset className={clsx(styles.phase, styles.wide)}>
      <legend>Holidays</legend>
      <Field
        control="holidays"
        label="Public holidays at the port"
        controls={controls}
        hint="One date a line, as YYYY-MM-DD. Working-day counts skip these dates and every weekend. Calendar-day counts ignore them. Berthline's own working-day count uses the port's public holiday calendar, so list the same days here to check its date.">
        {(a11y) => (
          <textarea
            rows={3}
            value={form.holidays}
            onChange={(e) => {
              const {value} = e.target;
              update((f) => ({...f, holidays: value}));
            }}
            spellCheck={false}
            // Tabbing in, the browser shows only the line with the caret: the whole box comes into view instead.
            onFocus={(e) => e.currentTarget.scrollIntoView({block: 'nearest'})}
            {...a11y}
          />
        )}
      </Field>
    </fieldset>
  );
}
