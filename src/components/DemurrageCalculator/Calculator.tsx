// The demurrage and detention calculator, prefilled with the worked example. The result is computed during render
// from state, so the server-rendered page already shows it. After hydration it reads inputs from the address (a
// shared link), keeps the address in step with the form, dates results in the reader's locale, and can estimate a
// phase that is still running today. Takes no props.
//
// The pieces: use-calculator-form (state and address), use-validation (problems tied to their controls),
// use-calculation (the result and its summary), use-announcement (the summary for screen readers); the fieldsets
// of the form on the left, the error summary and the result panel on the right.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import BoxStatusFields from './BoxStatusFields';
import DemurrageFieldset from './DemurrageFieldset';
import DetentionFieldset from './DetentionFieldset';
import ErrorSummary from './ErrorSummary';
import HolidaysFieldset from './HolidaysFieldset';
import ResultPanel from './ResultPanel';
import TariffFields from './TariffFields';
import {useAnnouncement} from './use-announcement';
import {useCalculation} from './use-calculation';
import {useCalculatorForm} from './use-calculator-form';
import {useValidation} from './use-validation';
import hidden from '../../css/visually-hidden.module.css';
import styles from './styles.module.css';

export default function Calculator(): ReactNode {
  const state = useCalculatorForm();
  const {form, hydrated, today} = state;
  const {input, issues, controls} = useValidation(form, today);
  const calculation = useCalculation({form, input, issues, hydrated, today});
  const announced = useAnnouncement(calculation.summary, hydrated);
  const currency = input.currency ?? '';

  return (
    // data-md: in the page's Markdown twin (plugins/llms), this sentence and a link to the page take its place.
    <div
      className={styles.calculator}
      data-md="Work out demurrage and detention charges with the interactive calculator">
      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          aria-label="Demurrage and detention calculator">
          <fieldset className={clsx(styles.phase, styles.wide)}>
            <legend>Container and tariff</legend>
            <BoxStatusFields state={state} controls={controls} day={calculation.day} />
            <TariffFields state={state} controls={controls} />
          </fieldset>
          <DemurrageFieldset state={state} controls={controls} currency={currency} />
          <DetentionFieldset state={state} controls={controls} currency={currency} />
          <HolidaysFieldset state={state} controls={controls} />
          <div className={clsx(styles.actions, styles.wide)}>
            <button type="button" className="button button--outline button--primary" onClick={state.reset}>
              Reset to the worked example
            </button>
          </div>
        </form>

        <div className={styles.aside}>
          {/* The alert region stays in the page, so screen readers announce messages as they appear. */}
          <div role="alert">{issues.length > 0 && <ErrorSummary issues={issues} />}</div>
          <ResultPanel
            calculation={calculation}
            issueCount={issues.length}
            hydrated={hydrated}
            titleId={controls.idOf('result-title')}
          />
          <p role="status" className={hidden.visuallyHidden}>
            {announced}
          </p>
        </div>
      </div>
    </div>
  );
}
