import {useId, useState, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {
  calculate,
  formatLong,
  formatMoney,
  MAX_FREE_DAYS,
  MAX_TIER_DAY,
  parseHolidayList,
  parseNumber,
  validate,
  type CalculationResult,
  type CalculatorInput,
  type DayBasis,
  type FieldKey,
  type Phase,
  type PhaseResultBase,
  type TierCharge,
  type ValidationIssue,
} from '@site/src/lib/demurrage';

import styles from './styles.module.css';

/** What the reader types for one phase: two tiers, days 1–N at rate 1, then rate 2. */
interface PhaseForm {
  freeDays: string;
  basis: DayBasis;
  /** Last chargeable day of tier 1 (N). */
  tier1Days: string;
  rate1: string;
  rate2: string;
}

interface FormState {
  dischargeDate: string;
  gateOutDate: string;
  emptyReturnDate: string;
  demurrage: PhaseForm;
  detention: PhaseForm;
  /** Free text, one YYYY-MM-DD date a line. */
  holidays: string;
}

type DateField = 'dischargeDate' | 'gateOutDate' | 'emptyReturnDate';
type PhaseInputName = 'freeDays' | 'basis' | 'tier1Days' | 'rate1' | 'rate2';

/** The worked example of the tutorial: one 40' high cube imported at Los Angeles in March 2026. */
const WORKED_EXAMPLE: FormState = {
  dischargeDate: '2026-03-02',
  gateOutDate: '2026-03-09',
  emptyReturnDate: '2026-03-17',
  demurrage: {freeDays: '4', basis: 'calendar', tier1Days: '4', rate1: '150', rate2: '200'},
  detention: {freeDays: '4', basis: 'calendar', tier1Days: '4', rate1: '125', rate2: '200'},
  holidays: '',
};

const CURRENCY = 'USD';

function toInput(form: FormState): CalculatorInput {
  const phase = (p: PhaseForm) => {
    const n = parseNumber(p.tier1Days);
    return {
      freeDays: parseNumber(p.freeDays),
      basis: p.basis,
      tiers: [
        {fromDay: 1, toDay: n, rate: parseNumber(p.rate1)},
        {fromDay: n + 1, toDay: null, rate: parseNumber(p.rate2)},
      ],
    };
  };
  return {
    dischargeDate: form.dischargeDate.trim(),
    gateOutDate: form.gateOutDate.trim(),
    emptyReturnDate: form.emptyReturnDate.trim(),
    demurrage: phase(form.demurrage),
    detention: phase(form.detention),
    holidays: parseHolidayList(form.holidays),
    currency: CURRENCY,
  };
}

/** The form control a validation message belongs to. */
function controlFor(field: FieldKey): string {
  if (field === 'dischargeDate' || field === 'gateOutDate' || field === 'emptyReturnDate' || field === 'holidays') {
    return field;
  }
  const [phase, part, index, key] = field.split('.');
  if (part === 'freeDays' || part === 'basis') return `${phase}-${part}`;
  if (part === 'tiers') {
    if (index === '1' && key === 'rate') return `${phase}-rate2`;
    if (index === '0' && key === 'rate') return `${phase}-rate1`;
    return `${phase}-tier1Days`;
  }
  return 'form';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function tierLabel(charge: TierCharge): string {
  if (charge.toDay === null) return `Day ${charge.fromDay} onward`;
  if (charge.toDay === charge.fromDay) return `Day ${charge.fromDay}`;
  return `Days ${charge.fromDay}–${charge.toDay}`;
}

function wholeDay(text: string): number | null {
  const n = parseNumber(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TIER_DAY ? n : null;
}

/**
 * Demurrage and detention calculator, prefilled with the worked example. The result is computed during
 * render from state, so the server-rendered page already shows it. Takes no props.
 */
export default function Calculator(): ReactNode {
  const uid = useId();
  const [form, setForm] = useState<FormState>(WORKED_EXAMPLE);

  const input = toInput(form);
  const issues = validate(input);
  const result: CalculationResult | null = issues.length === 0 ? calculate(input) : null;

  const idOf = (control: string) => `${uid}-${control}`;
  const errorId = (i: number) => `${uid}-error-${i}`;

  // Messages per control, so each field points at its own messages.
  const errorsByControl = new Map<string, string[]>();
  issues.forEach((issue, i) => {
    const control = controlFor(issue.field);
    errorsByControl.set(control, [...(errorsByControl.get(control) ?? []), errorId(i)]);
  });

  /** id, aria-invalid and aria-describedby for one control; `hint` is the id of a help text, if any. */
  const a11y = (control: string, hint?: string) => {
    const errors = errorsByControl.get(control) ?? [];
    const describedBy = [...(hint ? [hint] : []), ...errors].join(' ');
    return {
      id: idOf(control),
      'aria-invalid': errors.length > 0 ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const setDate = (field: DateField) => (e: ChangeEvent<HTMLInputElement>) => {
    const {value} = e.target;
    setForm((f) => ({...f, [field]: value}));
  };
  const setPhase = (phase: Phase, name: PhaseInputName) => (e: ChangeEvent<HTMLInputElement>) => {
    const {value} = e.target;
    setForm((f) => ({
      ...f,
      [phase]: {
        ...f[phase],
        [name]: name === 'basis' ? (value === 'working' ? 'working' : 'calendar') : value,
      },
    }));
  };
  const setHolidays = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const {value} = e.target;
    setForm((f) => ({...f, holidays: value}));
  };

  const phaseFields = (phase: Phase): ReactNode => {
    const p = form[phase];
    const n = wholeDay(p.tier1Days);
    const freeHint = idOf(`${phase}-freeDays-hint`);
    const rate1Label = n === null ? 'Tier 1 rate' : n === 1 ? 'Rate for day 1' : `Rate for days 1–${n}`;
    const rate2Label = n === null ? 'Tier 2 rate' : `Rate from day ${n + 1} on`;
    const basisErrors = errorsByControl.get(`${phase}-basis`) ?? [];
    return (
      <>
        <div className={styles.field}>
          <label htmlFor={idOf(`${phase}-freeDays`)}>Free days</label>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_FREE_DAYS}
            step={1}
            value={p.freeDays}
            onChange={setPhase(phase, 'freeDays')}
            {...a11y(`${phase}-freeDays`, freeHint)}
          />
          <p id={freeHint} className={styles.hint}>
            {phase === 'demurrage' ? 'The discharge date counts as day 1.' : 'The gate-out date counts as day 1.'}
          </p>
        </div>

        <fieldset className={styles.group} aria-describedby={basisErrors.join(' ') || undefined}>
          <legend>Count free days as</legend>
          <div className={styles.radio}>
            <input
              type="radio"
              id={idOf(`${phase}-basis-calendar`)}
              name={idOf(`${phase}-basis`)}
              value="calendar"
              checked={p.basis === 'calendar'}
              onChange={setPhase(phase, 'basis')}
            />
            <label htmlFor={idOf(`${phase}-basis-calendar`)}>Calendar days</label>
          </div>
          <div className={styles.radio}>
            <input
              type="radio"
              id={idOf(`${phase}-basis-working`)}
              name={idOf(`${phase}-basis`)}
              value="working"
              checked={p.basis === 'working'}
              onChange={setPhase(phase, 'basis')}
            />
            <label htmlFor={idOf(`${phase}-basis-working`)}>Working days (Monday to Friday, minus holidays)</label>
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{`Daily rates (${CURRENCY})`}</legend>
          <div className={styles.field}>
            <label htmlFor={idOf(`${phase}-tier1Days`)}>Tier 1 covers chargeable days 1 to</label>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TIER_DAY}
              step={1}
              value={p.tier1Days}
              onChange={setPhase(phase, 'tier1Days')}
              {...a11y(`${phase}-tier1Days`)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf(`${phase}-rate1`)}>{rate1Label}</label>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={p.rate1}
              onChange={setPhase(phase, 'rate1')}
              {...a11y(`${phase}-rate1`)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf(`${phase}-rate2`)}>{rate2Label}</label>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={p.rate2}
              onChange={setPhase(phase, 'rate2')}
              {...a11y(`${phase}-rate2`)}
            />
          </div>
        </fieldset>
      </>
    );
  };

  const startHint = idOf('dischargeDate-hint');
  const detentionHint = idOf('detention-hint');
  const holidaysHint = idOf('holidays-hint');
  const resultTitle = idOf('result-title');

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-label="Demurrage and detention calculator">
        <fieldset className={styles.phase}>
          <legend>Demurrage</legend>
          <div className={styles.field}>
            <label htmlFor={idOf('dischargeDate')}>Discharge date</label>
            <input
              type="date"
              value={form.dischargeDate}
              onChange={setDate('dischargeDate')}
              {...a11y('dischargeDate', startHint)}
            />
            <p id={startHint} className={styles.hint}>
              The day the demurrage clock starts. If your tariff starts it at availability, enter that date.
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('gateOutDate')}>Full gate-out date</label>
            <input type="date" value={form.gateOutDate} onChange={setDate('gateOutDate')} {...a11y('gateOutDate')} />
          </div>
          {phaseFields('demurrage')}
        </fieldset>

        <fieldset className={styles.phase}>
          <legend>Detention</legend>
          <p id={detentionHint} className={styles.hint}>
            Detention starts on the full gate-out date and stops when you return the empty container.
          </p>
          <div className={styles.field}>
            <label htmlFor={idOf('emptyReturnDate')}>Empty return date</label>
            <input
              type="date"
              value={form.emptyReturnDate}
              onChange={setDate('emptyReturnDate')}
              {...a11y('emptyReturnDate', detentionHint)}
            />
          </div>
          {phaseFields('detention')}
        </fieldset>

        <fieldset className={clsx(styles.phase, styles.wide)}>
          <legend>Holidays</legend>
          <div className={styles.field}>
            <label htmlFor={idOf('holidays')}>Public holidays at the port</label>
            <textarea
              rows={3}
              value={form.holidays}
              onChange={setHolidays}
              spellCheck={false}
              {...a11y('holidays', holidaysHint)}
            />
            <p id={holidaysHint} className={styles.hint}>
              One date a line, as YYYY-MM-DD. Working-day counts skip these dates and every weekend. Calendar-day counts
              ignore them.
            </p>
          </div>
        </fieldset>

        <div className={clsx(styles.actions, styles.wide)}>
          <button type="button" className="button button--secondary" onClick={() => setForm(WORKED_EXAMPLE)}>
            Reset to the worked example
          </button>
        </div>
      </form>

      {/* The alert region stays in the page, so screen readers announce messages as they appear. */}
      <div role="alert">{issues.length > 0 && <Problems issues={issues} errorId={errorId} />}</div>

      <section aria-live="polite" aria-labelledby={resultTitle} className={styles.results}>
        <h3 id={resultTitle} className={styles.resultTitle}>
          Result
        </h3>
        {result ? (
          <ResultView result={result} />
        ) : (
          <p className={styles.pending}>
            Fix the {issues.length === 1 ? 'problem' : `${issues.length} problems`} listed above to see the charges.
          </p>
        )}
      </section>
    </div>
  );
}

function Problems({issues, errorId}: {issues: ValidationIssue[]; errorId: (i: number) => string}): ReactNode {
  return (
    <div className={styles.alert}>
      <p className={styles.alertTitle}>Check these entries:</p>
      <ul className={styles.alertList}>
        {issues.map((issue, i) => (
          <li key={errorId(i)} id={errorId(i)}>
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultView({result}: {result: CalculationResult}): ReactNode {
  const money = (amount: number) => formatMoney(amount, result.currency);
  const {demurrage, detention} = result;
  return (
    <>
      <div className={styles.phaseResults}>
        <PhaseResultView
          title="Demurrage"
          result={demurrage}
          freeLabel="Last free day"
          freeDate={demurrage.lastFreeDay}
          stopLabel="Full gate-out"
          startName="discharge"
          money={money}
        />
        <PhaseResultView
          title="Detention"
          result={detention}
          freeLabel="Return by"
          freeDate={detention.returnBy}
          stopLabel="Empty returned"
          startName="gate-out"
          money={money}
        />
      </div>
      <p className={styles.total}>
        <span>Total demurrage and detention</span> <strong>{money(result.total)}</strong>
      </p>
    </>
  );
}

function PhaseResultView({
  title,
  result,
  freeLabel,
  freeDate,
  stopLabel,
  startName,
  money,
}: {
  title: string;
  result: PhaseResultBase;
  freeLabel: string;
  freeDate: string;
  stopLabel: string;
  startName: string;
  money: (amount: number) => string;
}): ReactNode {
  const noFreeTime = result.freeDays === 0;
  const freeTime = noFreeTime
    ? 'None'
    : `${plural(result.freeDays, `${result.basis} day`, `${result.basis} days`)} from ${formatLong(result.start)}`;
  return (
    <div className={styles.phaseResult}>
      <h4 className={styles.phaseTitle}>{title}</h4>
      <dl className={styles.facts}>
        <dt>Free time</dt>
        <dd>{freeTime}</dd>
        <dt>{freeLabel}</dt>
        <dd>
          {noFreeTime
            ? `None: charges start on the ${startName} date, ${formatLong(result.start)}`
            : formatLong(freeDate)}
        </dd>
        <dt>{stopLabel}</dt>
        <dd>{formatLong(result.stop)}</dd>
        <dt>Chargeable days</dt>
        <dd>
          {result.chargeableDays === 0 || result.firstChargeableDay === null
            ? '0'
            : result.chargeableDays === 1
              ? `1 (${formatLong(result.firstChargeableDay)})`
              : `${result.chargeableDays} (${formatLong(result.firstChargeableDay)} to ${formatLong(result.stop)})`}
        </dd>
        <dt>Cost</dt>
        <dd>
          <strong>{money(result.cost)}</strong>
        </dd>
      </dl>
      {result.chargeableDays === 0 ? (
        <p className={styles.note}>No charge: this phase ends within its free time.</p>
      ) : (
        <ul className={styles.breakdown} aria-label={`${title} cost by tier`}>
          {result.breakdown.map((charge) => (
            <li key={charge.fromDay}>
              {`${tierLabel(charge)} at ${money(charge.rate)} a day: ${plural(charge.days, 'day', 'days')}, ${money(charge.cost)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
