// One phase's result: its free time, last free day, chargeable days and cost, the cost by tier, and day by day.
import type {ReactNode} from 'react';
import type {Phase, PhaseResultBase, TierCharge} from '../../lib/demurrage';
import DayByDayTable from './DayByDayTable';
import {plural} from './use-calculation';
import styles from './result.module.css';

function tierLabel(charge: TierCharge): string {
  if (charge.toDay === null) return charge.fromDay === 1 ? 'Every day' : `Day ${charge.fromDay} onward`;
  if (charge.toDay === charge.fromDay) return `Day ${charge.fromDay}`;
  return `Days ${charge.fromDay}–${charge.toDay}`;
}

/** Each phase's words: its title, what the end of free time is called, what stops and what starts its clock. */
const WORDS: Record<Phase, {title: string; freeLabel: string; stopLabel: string; startName: string}> = {
  demurrage: {title: 'Demurrage', freeLabel: 'Last free day', stopLabel: 'Full gate-out', startName: 'clock-start'},
  detention: {title: 'Detention', freeLabel: 'Return by', stopLabel: 'Empty returned', startName: 'gate-out'},
};

interface Props {
  phase: Phase;
  result: PhaseResultBase;
  /** The end of free time: the last free day, or the return-by date. */
  freeDate: string;
  money: (amount: number) => string;
  day: (date: string) => string;
}

export default function PhaseResult({phase, result, freeDate, money, day}: Props): ReactNode {
  const {title, freeLabel, stopLabel, startName} = WORDS[phase];
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
      {result.days.length > 0 ? <DayByDayTable title={title} days={result.days} money={money} day={day} /> : null}
    </div>
  );
}
