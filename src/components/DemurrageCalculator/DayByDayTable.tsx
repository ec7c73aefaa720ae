// One phase day by day, folded: each date, whether it is free or which chargeable day it is, its rate and the
// running total. Amounts and headings never break inside, nor "Chargeable 3"; dates wrap at their spaces. The table
// scrolls in a labelled region only when even then it cannot fit.
import type {ReactNode} from 'react';
import type {PhaseResultBase} from '../../lib/demurrage';
import ScrollRegion from '../ScrollRegion';
import hidden from '../../css/visually-hidden.module.css';
import styles from './result.module.css';

interface Props {
  title: string;
  days: PhaseResultBase['days'];
  money: (amount: number) => string;
  day: (date: string) => string;
}

export default function DayByDayTable({title, days, money, day}: Props): ReactNode {
  return (
    <details className={styles.days}>
      <summary>{`${title} day by day`}</summary>
      <ScrollRegion label={`${title} day by day`} className={styles.daysRegion}>
        <table>
          <caption
            className={hidden.visuallyHidden}>{`${title}: each day with its rate and the running total`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Day</th>
              <th scope="col" className={styles.amount}>
                Rate
              </th>
              <th scope="col" className={styles.amount}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date} className={entry.status === 'free' ? styles.freeDay : undefined}>
                <th scope="row">{day(entry.date)}</th>
                {/* A no-break space: "Chargeable 12" reads as one label, never with its number on a line of its own. */}
                <td>{entry.chargeableDay === null ? 'Free' : `Chargeable\u00a0${entry.chargeableDay}`}</td>
                <td className={styles.amount}>{money(entry.rate)}</td>
                <td className={styles.amount}>{money(entry.runningTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
