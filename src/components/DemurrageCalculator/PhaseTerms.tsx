// One phase's free time terms: how many free days, when they start, how they are counted, and the daily rates.
import type {ReactNode} from 'react';
import {MAX_FREE_DAYS, type DayBasis, type FreeTimeStart, type Phase} from '../../lib/demurrage';
import Field from './Field';
import RadioGroup from './RadioGroup';
import TierFields from './TierFields';
import type {CalculatorForm} from './use-calculator-form';
import type {Controls} from './use-validation';

const BASIS_OPTIONS = [
  {value: 'calendar', label: 'Calendar days'},
  {value: 'working', label: 'Working days (Monday to Friday, minus holidays)'},
] as const satisfies readonly {value: DayBasis; label: string}[];

interface Props {
  phase: Phase;
  state: CalculatorForm;
  controls: Controls;
  /** The tariff's currency as the rules read it. */
  currency: string;
}

export default function PhaseTerms({phase, state, controls, currency}: Props): ReactNode {
  const terms = state.form[phase];
  const change = (edit: (p: typeof terms) => typeof terms) => state.updatePhase(phase, edit);
  const startOptions: {value: FreeTimeStart; label: string}[] =
    phase === 'demurrage'
      ? [
          {value: 'trigger-day', label: 'On the clock-start date'},
          {value: 'next-day', label: 'On the day after the clock-start date'},
        ]
      : [
          {value: 'trigger-day', label: 'On the day of gate-out'},
          {value: 'next-day', label: 'On the day after gate-out'},
        ];
  return (
    <>
      <Field control={`${phase}-freeDays`} label="Free days" controls={controls}>
        {(a11y) => (
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_FREE_DAYS}
            step={1}
            value={terms.freeDays}
            onChange={(e) => {
              const {value} = e.target;
              change((p) => ({...p, freeDays: value}));
            }}
            {...a11y}
          />
        )}
      </Field>
      <RadioGroup
        control={`${phase}-freeTimeStarts`}
        legend="Free time starts"
        options={startOptions}
        value={terms.starts}
        onChange={(starts) => change((p) => ({...p, starts}))}
        controls={controls}
        hint="Use what your tariff says. Starting the day after moves the last free day, and every charge, one day later. Berthline has the same choice in Edit free time (First free day)."
      />
      <RadioGroup
        control={`${phase}-basis`}
        legend="Count free days as"
        options={BASIS_OPTIONS}
        value={terms.basis}
        onChange={(basis) => change((p) => ({...p, basis}))}
        controls={controls}
      />
      <TierFields phase={phase} state={state} controls={controls} currency={currency} />
    </>
  );
}
