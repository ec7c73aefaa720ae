import {useEffect, useId, useState, useSyncExternalStore, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {
  calculate,
  formatLocaleDate,
  formatLong,
  formatMoney,
  MAX_FREE_DAYS,
  MAX_TIER_DAY,
  parseNumber,
  validate,
  type CalculationResult,
  type FieldKey,
  type FreeTimeStart,
  type Phase,
  type PhaseResultBase,
  type TierCharge,
  type ValidationIssue,
} from '@site/src/lib/demurrage';

import {fromQuery, toInput, toQuery, WORKED_EXAMPLE, type BoxStatus, type FormState, type PhaseForm} from './form';
import styles from './styles.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';

type DateField = 'dischargeDate' | 'gateOutDate' | 'emptyReturnDate';

/** The accessibility attributes of one control: its id, whether it is invalid, and what describes it. */
interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** How long typing must pause before the short summary is announced to screen readers. */
const ANNOUNCE_AFTER_MS = 800;

const STATUS_OPTIONS: readonly {value: BoxStatus; label: string}[] = [
  {value: 'returned', label: 'Returned empty: every date is known'},
  {value: 'out', label: 'Picked up, not returned yet: detention to today'},
  {value: 'terminal', label: 'Still at the terminal: demurrage to today'},
];

/** The calculator reads these once; nothing outside it changes them while the page is open. */
const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;
const noDate = (): string | null => null;
const currentSearch = () => window.location.search;
const noSearch = () => '';

/** The reader's calendar date today, `YYYY-MM-DD`, in their own time zone. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form control a validation message belongs to. */
function controlFor(field: FieldKey, form: FormState): string {
  if (
    field === 'dischargeDate' ||
    field === 'gateOutDate' ||
    field === 'emptyReturnDate' ||
    field === 'holidays' ||
    field === 'currency'
  ) {
    return field;
  }
  if (field === 'asOf') return 'status';
  const [phase, part, index, key] = field.split('.');
  if (part === 'freeDays' || part === 'basis' || part === 'freeTimeStarts') return `${phase}-${part}`;
  if (part === 'tiers') {
    const i = Number(index ?? 0);
    if (form[phase as Phase].flat) return `${phase}-flat-rate`;
    if (key === 'rate') return `${phase}-tier${i}-rate`;
    if (key === 'fromDay') return `${phase}-tier${Math.max(0, i - 1)}-upTo`;
    return `${phase}-tier${i}-upTo`;
  }
  return 'form';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function tierLabel(charge: TierCharge): string {
  if (charge.toDay === null) return charge.fromDay === 1 ? 'Every day' : `Day ${charge.fromDay} onward`;
  if (charge.toDay === charge.fromDay) return `Day ${charge.fromDay}`;
  return `Days ${charge.fromDay}–${charge.toDay}`;
}

function wholeDay(text: string): number | null {
  const n = parseNumber(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TIER_DAY ? n : null;
}

/**
 * Demurrage and detention calculator, prefilled with the worked example. The result is computed during render
 * from state, so the server-rendered page already shows it. After hydration it reads inputs from the address
 * (a shared link), keeps the address in step with the form, dates results in the reader's locale, and can
 * estimate a phase that is still running today. Takes no props.
 */
export default function Calculator(): ReactNode {
  const uid = useId();
  // The static HTML and the first render in the browser use the server values (no address, no today, the
  // site's date format); React then renders again with the browser's, so both renders agree.
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const today = useSyncExternalStore(subscribeToNothing, localToday, noDate);
  const search = useSyncExternalStore(subscribeToNothing, currentSearch, noSearch);
  // What the reader has changed; until then the form is the shared address's, or the worked example.
  const [edited, setEdited] = useState<FormState | null>(null);
  const form = edited ?? fromQuery(search) ?? WORKED_EXAMPLE;
  const setForm = (next: FormState) => setEdited(next);

  useEffect(() => {
    if (!hydrated) return;
    const query = toQuery(form);
    const {pathname, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [form, hydrated]);

  const input = toInput(form, today);
  const issues = form.status !== 'returned' && today === null ? [] : validate(input);
  const result: CalculationResult | null =
    issues.length === 0 && (form.status === 'returned' || today !== null) ? calculate(input) : null;
  const currencyOk = /^[A-Z]{3}$/.test(input.currency ?? '') && !issues.some((issue) => issue.field === 'currency');
  const money = (amount: number) => formatMoney(amount, result?.currency ?? (currencyOk ? input.currency : 'USD'));
  const day = (date: string) => (hydrated ? formatLocaleDate(date) : formatLong(date));

  const summary = result
    ? `${form.status === 'returned' ? 'Total' : 'Total to date'} ${money(result.total)}: demurrage ${money(
        result.demurrage.cost,
      )}, detention ${money(result.detention.cost)}.`
    : issues.length > 0
      ? `${plural(issues.length, 'entry', 'entries')} to check.`
      : '';
  // One short, polite announcement once typing pauses, instead of the whole result on every keystroke. The region
  // starts with the summary the page already shows (static HTML included), so loading the page announces nothing.
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    if (!hydrated) return undefined;
    const timer = window.setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [summary, hydrated]);

  const idOf = (control: string) => `${uid}-${control}`;
  const errorId = (i: number) => `${uid}-error-${i}`;

  const errorsByControl = new Map<string, string[]>();
  issues.forEach((issue, i) => {
    const control = controlFor(issue.field, form);
    errorsByControl.set(control, [...(errorsByControl.get(control) ?? []), errorId(i)]);
  });

  /** id, aria-invalid and aria-describedby for one control; `hint` is the id of a help text, if any. */
  const a11y = (control: string, hint?: string): ControlA11y => {
    const errors = errorsByControl.get(control) ?? [];
    const describedBy = [...(hint ? [hint] : []), ...errors].join(' ');
    return {
      id: idOf(control),
      'aria-invalid': errors.length > 0 ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const update = (change: (f: FormState) => FormState) => setEdited(change(form));
  const setField =
    (field: DateField | 'holidays' | 'currency') => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const {value} = e.target;
      update((f) => ({...f, [field]: value}));
    };
  const setPhase = (phase: Phase, change: (p: PhaseForm) => PhaseForm) =>
    update((f) => ({...f, [phase]: change(f[phase])}));

  const phaseFields = (phase: Phase): ReactNode => {
    const p = form[phase];
    const [onTheDay, onTheDayAfter] =
      phase === 'demurrage'
        ? ['On the clock-start date', 'On the day after the clock-start date']
        : ['On the day of gate-out', 'On the day after gate-out'];
    const startsHint = idOf(`${phase}-starts-hint`);
    const startsErrors = errorsByControl.get(`${phase}-freeTimeStarts`) ?? [];
    const basisErrors = errorsByControl.get(`${phase}-basis`) ?? [];
    const startOptions: {value: FreeTimeStart; label: string}[] = [
      {value: 'trigger-day', label: onTheDay},
      {value: 'next-day', label: onTheDayAfter},
    ];
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
            onChange={(e) => {
              const {value} = e.target;
              setPhase(phase, (x) => ({...x, freeDays: value}));
            }}
            {...a11y(`${phase}-freeDays`)}
          />
        </div>

        <fieldset className={styles.group} aria-describedby={[startsHint, ...startsErrors].join(' ')}>
          <legend>Free time starts</legend>
          {startOptions.map((option) => (
            <div className={styles.radio} key={option.value}>
              <input
                type="radio"
                id={idOf(`${phase}-starts-${option.value}`)}
                name={idOf(`${phase}-starts`)}
                value={option.value}
                checked={p.starts === option.value}
                onChange={() => setPhase(phase, (x) => ({...x, starts: option.value}))}
              />
              <label htmlFor={idOf(`${phase}-starts-${option.value}`)}>{option.label}</label>
            </div>
          ))}
          <p id={startsHint} className={styles.hint}>
            Use what your tariff says. Starting the day after moves the last free day, and every charge, one day later.
            Berthline has the same choice in Edit free time (First free day).
          </p>
        </fieldset>

        <fieldset className={styles.group} aria-describedby={basisErrors.join(' ') || undefined}>
          <legend>Count free days as</legend>
          <div className={styles.radio}>
            <input
              type="radio"
              id={idOf(`${phase}-basis-calendar`)}
              name={idOf(`${phase}-basis`)}
              value="calendar"
              checked={p.basis === 'calendar'}
              onChange={() => setPhase(phase, (x) => ({...x, basis: 'calendar'}))}
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
              onChange={() => setPhase(phase, (x) => ({...x, basis: 'working'}))}
            />
            <label htmlFor={idOf(`${phase}-basis-working`)}>Working days (Monday to Friday, minus holidays)</label>
          </div>
        </fieldset>

        <RateFields
          phase={phase}
          form={p}
          setPhase={setPhase}
          idOf={idOf}
          a11y={a11y}
          currency={input.currency ?? ''}
        />
      </>
    );
  };

  const detentionHint = idOf('detention-hint');
  const clockStartHint = idOf('clock-start-hint');
  const holidaysHint = idOf('holidays-hint');
  const currencyHint = idOf('currency-hint');
  const resultTitle = idOf('result-title');
  const estimating = form.status !== 'returned';

  return (
    <div className={styles.calculator}>
      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          aria-label="Demurrage and detention calculator">
          <fieldset className={clsx(styles.phase, styles.wide)}>
            <legend>Container and tariff</legend>
            <fieldset className={styles.group} aria-describedby={errorsByControl.get('status')?.join(' ') || undefined}>
              <legend>Where is the container?</legend>
              {STATUS_OPTIONS.map((option) => (
                <div className={styles.radio} key={option.value}>
                  <input
                    type="radio"
                    id={idOf(`status-${option.value}`)}
                    name={idOf('status')}
                    value={option.value}
                    checked={form.status === option.value}
                    onChange={() => update((f) => ({...f, status: option.value}))}
                  />
                  <label htmlFor={idOf(`status-${option.value}`)}>{option.label}</label>
                </div>
              ))}
              {estimating && today ? <p className={styles.hint}>Today is {day(today)}.</p> : null}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={idOf('currency')}>Tariff currency</label>
              <input
                type="text"
                maxLength={3}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                className={styles.short}
                value={form.currency}
                onChange={setField('currency')}
                {...a11y('currency', currencyHint)}
              />
              <p id={currencyHint} className={styles.hint}>
                The ISO 4217 code of the rates, such as USD, EUR or CNY.
              </p>
            </div>
          </fieldset>

          <fieldset className={styles.phase}>
            <legend>Demurrage</legend>
            <div className={styles.field}>
              <label htmlFor={idOf('dischargeDate')}>Clock-start date</label>
              <input
                type="date"
                value={form.dischargeDate}
                onChange={setField('dischargeDate')}
                {...a11y('dischargeDate', clockStartHint)}
              />
              <p id={clockStartHint} className={styles.hint}>
                The discharge date, or the date the container became available for pickup: whichever your tariff starts
                demurrage from (Starts with, in Berthline&apos;s Edit free time).
              </p>
            </div>
            <div className={styles.field}>
              <label htmlFor={idOf('gateOutDate')}>Full gate-out date</label>
              <input
                type="date"
                value={form.status === 'terminal' ? '' : form.gateOutDate}
                disabled={form.status === 'terminal'}
                onChange={setField('gateOutDate')}
                {...a11y('gateOutDate')}
              />
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
                value={estimating ? '' : form.emptyReturnDate}
                disabled={estimating}
                onChange={setField('emptyReturnDate')}
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
                onChange={setField('holidays')}
                spellCheck={false}
                {...a11y('holidays', holidaysHint)}
              />
              <p id={holidaysHint} className={styles.hint}>
                One date a line, as YYYY-MM-DD. Working-day counts skip these dates and every weekend. Calendar-day
                counts ignore them. Berthline&apos;s own working-day count uses the port&apos;s public holiday calendar,
                so list the same days here to check its date.
              </p>
            </div>
          </fieldset>

          <div className={clsx(styles.actions, styles.wide)}>
            <button type="button" className="button button--secondary" onClick={() => setForm(WORKED_EXAMPLE)}>
              Reset to the worked example
            </button>
          </div>
        </form>

        <div className={styles.aside}>
          {/* The alert region stays in the page, so screen readers announce messages as they appear. */}
          <div role="alert">{issues.length > 0 && <Problems issues={issues} errorId={errorId} />}</div>

          <section aria-labelledby={resultTitle} className={styles.results}>
            <h3 id={resultTitle} className={styles.resultTitle}>
              Result
            </h3>
            {result ? (
              <ResultView result={result} money={money} day={day} estimating={estimating} />
            ) : issues.length > 0 ? (
              <p className={styles.pending}>
                Fix the {issues.length === 1 ? 'problem' : `${issues.length} problems`} listed above to see the charges.
              </p>
            ) : (
              <p className={styles.pending}>The estimate to today appears once the page has loaded.</p>
            )}
            {hydrated && result ? (
              <p className={styles.share}>
                The address of this page now holds these inputs: copy it to share the result.
              </p>
            ) : null}
          </section>
          <p role="status" className={hidden.visuallyHidden}>
            {announced}
          </p>
        </div>
      </div>
    </div>
  );
}

interface RateFieldsProps {
  phase: Phase;
  form: PhaseForm;
  setPhase: (phase: Phase, change: (p: PhaseForm) => PhaseForm) => void;
  idOf: (control: string) => string;
  a11y: (control: string, hint?: string) => ControlA11y;
  currency: string;
}

/** The daily rates of one phase: one flat rate, or any number of tiers, each starting the day after the last. */
function RateFields({phase, form, setPhase, idOf, a11y, currency}: RateFieldsProps): ReactNode {
  const setTier = (index: number, key: 'upTo' | 'rate', value: string) =>
    setPhase(phase, (p) => ({...p, tiers: p.tiers.map((t, i) => (i === index ? {...t, [key]: value} : t))}));
  const addTier = () =>
    setPhase(phase, (p) => {
      const tiers = [...p.tiers];
      const last = tiers[tiers.length - 1] ?? {upTo: '', rate: ''};
      const previousEnd = tiers.length > 1 ? (wholeDay(tiers[tiers.length - 2]?.upTo ?? '') ?? 0) : 0;
      // The old open band gets an end (four days long) and the new band inherits its rate, ready to edit.
      tiers[tiers.length - 1] = {...last, upTo: String(previousEnd + 4)};
      return {...p, flat: false, tiers: [...tiers, {upTo: '', rate: last.rate}]};
    });
  const removeTier = (index: number) => setPhase(phase, (p) => ({...p, tiers: p.tiers.filter((_, i) => i !== index)}));

  // Each band starts the day after the one before it ends.
  const starts: number[] = [];
  let next = 1;
  for (const tier of form.tiers) {
    starts.push(next);
    next = (wholeDay(tier.upTo) ?? next - 1) + 1;
  }
  const rows = form.tiers.map((tier, index) => {
    const from = starts[index] ?? 1;
    const isLast = index === form.tiers.length - 1;
    const end = isLast ? null : wholeDay(tier.upTo);
    const rateLabel = isLast
      ? index === 0
        ? 'Rate for every chargeable day'
        : `Rate from day ${from} on`
      : end === null
        ? `Tier ${index + 1} rate`
        : end === from
          ? `Rate for day ${from}`
          : `Rate for days ${from}–${end}`;
    const row = (
      <div className={styles.tierRow} key={index}>
        {isLast ? null : (
          <div className={styles.field}>
            <label
              htmlFor={idOf(
                `${phase}-tier${index}-upTo`,
              )}>{`Tier ${index + 1} covers chargeable days ${from} to`}</label>
            <input
              type="number"
              inputMode="numeric"
              min={from}
              max={MAX_TIER_DAY}
              step={1}
              value={tier.upTo}
              onChange={(e) => setTier(index, 'upTo', e.target.value)}
              {...a11y(`${phase}-tier${index}-upTo`)}
            />
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={idOf(`${phase}-tier${index}-rate`)}>{rateLabel}</label>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={tier.rate}
            onChange={(e) => setTier(index, 'rate', e.target.value)}
            {...a11y(`${phase}-tier${index}-rate`)}
          />
        </div>
        {index > 0 ? (
          <button
            type="button"
            className={clsx('button button--sm button--link', styles.remove)}
            onClick={() => removeTier(index)}>
            {`Remove ${phase} tier ${index + 1}`}
          </button>
        ) : null}
      </div>
    );
    return row;
  });

  return (
    <fieldset className={styles.group}>
      <legend>{`Daily rates${/^[A-Z]{3}$/.test(currency) ? ` (${currency})` : ''}`}</legend>
      <div className={styles.radio}>
        <input
          type="checkbox"
          id={idOf(`${phase}-flat`)}
          checked={form.flat}
          onChange={(e) => {
            const {checked} = e.target;
            setPhase(phase, (p) => ({...p, flat: checked}));
          }}
        />
        <label htmlFor={idOf(`${phase}-flat`)}>One rate for every day</label>
      </div>
      {form.flat ? (
        <div className={styles.field}>
          <label htmlFor={idOf(`${phase}-flat-rate`)}>Rate for every chargeable day</label>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.tiers[0]?.rate ?? ''}
            onChange={(e) => setTier(0, 'rate', e.target.value)}
            {...a11y(`${phase}-flat-rate`)}
          />
        </div>
      ) : (
        <>
          {rows}
          <button type="button" className="button button--sm button--secondary" onClick={addTier}>
            {`Add a ${phase} tier`}
          </button>
        </>
      )}
    </fieldset>
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

interface ViewProps {
  money: (amount: number) => string;
  day: (date: string) => string;
}

function ResultView({
  result,
  money,
  day,
  estimating,
}: ViewProps & {result: CalculationResult; estimating: boolean}): ReactNode {
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
          startName="clock-start"
          money={money}
          day={day}
        />
        <PhaseResultView
          title="Detention"
          result={detention}
          freeLabel="Return by"
          freeDate={detention.returnBy}
          stopLabel="Empty returned"
          startName="gate-out"
          money={money}
          day={day}
        />
      </div>
      <p className={styles.total}>
        <span>{estimating ? 'Total to date' : 'Total demurrage and detention'}</span>{' '}
        <strong>{money(result.total)}</strong>
      </p>
    </>
  );
}

interface PhaseViewProps extends ViewProps {
  title: string;
  result: PhaseResultBase;
  freeLabel: string;
  freeDate: string;
  stopLabel: string;
  startName: string;
}

function PhaseResultView({
  title,
  result,
  freeLabel,
  freeDate,
  stopLabel,
  startName,
  money,
  day,
}: PhaseViewProps): ReactNode {
  if (result.status === 'not-started') {
    return (
      <div className={styles.phaseResult}>
        <h4 className={styles.phaseTitle}>{title}</h4>
        <p className={styles.note}>Not started: detention starts when the full container leaves the terminal.</p>
      </div>
    );
  }
  const open = result.status === 'open';
  const noFreeTime = result.freeDays === 0;
  const freeTime = noFreeTime
    ? 'None'
    : `${plural(result.freeDays, `${result.basis} day`, `${result.basis} days`)} from ${day(result.freeTimeFrom)}`;
  const firstTierRate = result.breakdown[0]?.rate ?? 0;
  return (
    <div className={styles.phaseResult}>
      <h4 className={styles.phaseTitle}>{title}</h4>
      <dl className={styles.facts}>
        <dt>Free time</dt>
        <dd>{freeTime}</dd>
        <dt>{freeLabel}</dt>
        <dd>
          {noFreeTime && result.freeTimeStarts === 'trigger-day'
            ? `None: charges start on the ${startName} date, ${day(result.start)}`
            : day(freeDate)}
        </dd>
        <dt>{open ? 'Today' : stopLabel}</dt>
        <dd>{day(result.stop)}</dd>
        <dt>{open ? 'Chargeable days so far' : 'Chargeable days'}</dt>
        <dd>
          {result.chargeableDays === 0 || result.firstChargeableDay === null
            ? '0'
            : result.chargeableDays === 1
              ? `1 (${day(result.firstChargeableDay)})`
              : `${result.chargeableDays} (${day(result.firstChargeableDay)} to ${day(result.stop)})`}
        </dd>
        <dt>{open ? 'Charges to date' : 'Cost'}</dt>
        <dd>
          <strong>{money(result.cost)}</strong>
        </dd>
        {open ? (
          <>
            <dt>From today</dt>
            <dd>
              {result.chargeableDays === 0
                ? `Free until ${day(freeDate)}, then ${money(firstTierRate)} a day`
                : `${money(result.ratePerDayFromToday)} more each day`}
            </dd>
          </>
        ) : null}
      </dl>
      {result.chargeableDays === 0 ? (
        <p className={styles.note}>
          {open ? 'No charge so far: still within free time.' : 'No charge: this phase ends within its free time.'}
        </p>
      ) : (
        <ul className={styles.breakdown} aria-label={`${title} cost by tier`}>
          {result.breakdown
            .filter((charge) => charge.days > 0)
            .map((charge) => (
              <li key={charge.fromDay}>
                {`${tierLabel(charge)} at ${money(charge.rate)} a day: ${plural(charge.days, 'day', 'days')}, ${money(charge.cost)}`}
              </li>
            ))}
        </ul>
      )}
      {result.days.length > 0 ? (
        <details className={styles.days}>
          <summary>{`${title} day by day`}</summary>
          <table>
            <caption
              className={hidden.visuallyHidden}>{`${title}: each day with its rate and the running total`}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Day</th>
                <th scope="col">Rate</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {result.days.map((entry) => (
                <tr key={entry.date} className={entry.status === 'free' ? styles.freeDay : undefined}>
                  <th scope="row">{day(entry.date)}</th>
                  <td>{entry.chargeableDay === null ? 'Free' : `Chargeable ${entry.chargeableDay}`}</td>
                  <td>{money(entry.rate)}</td>
                  <td>{money(entry.runningTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
