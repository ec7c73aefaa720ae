// The daily rates of one phase: one flat rate, or any number of bands, each starting the day after the last. Adding
// a band moves focus to its first field; removing one moves focus to the band that takes its place (or the one before).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {MAX_TIER_DAY, type Phase} from '../../lib/demurrage';
import Field from './Field';
import FieldNotes from './FieldNotes';
import type {PhaseForm} from './form';
import {
  focusAfterAdding,
  focusAfterRemoving,
  rateControl,
  rateLabel,
  tierStarts,
  upToControl,
  withTierAdded,
  withTierRemoved,
} from './tier-rows';
import type {CalculatorForm} from './use-calculator-form';
import {useFocusAfterRender} from './use-focus-after-render';
import type {ControlA11y, Controls} from './use-validation';
import styles from './styles.module.css';

interface Props {
  phase: Phase;
  state: CalculatorForm;
  controls: Controls;
  currency: string;
}

export default function TierFields({phase, state, controls, currency}: Props): ReactNode {
  const focusAfterRender = useFocusAfterRender();
  const terms = state.form[phase];
  const change = (edit: (p: PhaseForm) => PhaseForm) => state.updatePhase(phase, edit);
  const setTier = (index: number, key: 'upTo' | 'rate', value: string) =>
    change((p) => ({...p, tiers: p.tiers.map((t, i) => (i === index ? {...t, [key]: value} : t))}));
  const count = terms.tiers.length;
  const starts = tierStarts(terms.tiers);
  const rateInput = (index: number, a11y: ControlA11y) => (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={terms.tiers[index]?.rate ?? ''}
      onChange={(e) => setTier(index, 'rate', e.target.value)}
      {...a11y}
    />
  );

  return (
    <fieldset
      id={controls.idOf(`${phase}-tiers`)}
      className={styles.group}
      aria-describedby={controls.groupDescription(`${phase}-tiers`)}>
      <legend>{`Daily rates${/^[A-Z]{3}$/.test(currency) ? ` (${currency})` : ''}`}</legend>
      <div className={styles.radio}>
        <input
          type="checkbox"
          id={controls.idOf(`${phase}-flat`)}
          checked={terms.flat}
          onChange={(e) => {
            const {checked} = e.target;
            change((p) => ({...p, flat: checked}));
          }}
        />
        <label htmlFor={controls.idOf(`${phase}-flat`)}>One rate for every day</label>
      </div>
      {terms.flat ? (
        <Field control={`${phase}-flat-rate`} label="Rate for every chargeable day" controls={controls}>
          {(a11y) => rateInput(0, a11y)}
        </Field>
      ) : (
        <>
          {terms.tiers.map((tier, index) => (
            // Bands have no identity of their own: a band is its place in the list.
            <div className={styles.tierRow} key={index}>
              {index < count - 1 ? (
                <Field
                  control={upToControl(phase, index)}
                  label={`Tier ${index + 1} covers chargeable days ${starts[index] ?? 1} to`}
                  controls={controls}>
                  {(a11y) => (
                    <input
                      type="number"
                      inputMode="numeric"
                      min={starts[index] ?? 1}
                      max={MAX_TIER_DAY}
                      step={1}
                      value={tier.upTo}
                      onChange={(e) => setTier(index, 'upTo', e.target.value)}
                      {...a11y}
                    />
                  )}
                </Field>
              ) : null}
              <Field control={rateControl(phase, index)} label={rateLabel(terms.tiers, index)} controls={controls}>
                {(a11y) => rateInput(index, a11y)}
              </Field>
              {index > 0 ? (
                <button
                  type="button"
                  className={clsx('button button--sm button--link', styles.remove)}
                  onClick={() => {
                    change((p) => withTierRemoved(p, index));
                    focusAfterRender(controls.idOf(focusAfterRemoving(phase, index, count)));
                  }}>
                  {`Remove ${phase} tier ${index + 1}`}
                </button>
              ) : null}
            </div>
          ))}
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => {
              change(withTierAdded);
              focusAfterRender(controls.idOf(focusAfterAdding(phase, count)));
            }}>
            {`Add a ${phase} tier`}
          </button>
        </>
      )}
      <FieldNotes issues={controls.errorsOf(`${phase}-tiers`)} hintId={controls.idOf(`${phase}-tiers-hint`)} />
    </fieldset>
  );
}
