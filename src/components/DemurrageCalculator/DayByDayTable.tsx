// One phase day by day, folded: each date with whether it is free or which chargeable day it is, its rate and the
// running total. Three columns fit the narrow panel beside the form: dates, amounts and headings keep one line each,
// and the table scrolls in a labelled region only when even then it cannot fit (amounts of millions).
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
                <th scope="row">
                  <span className={styles.date}>{day(entry.date)}</span>{' '}
                  <span className={styles.dayKind}>
                    {entry.chargeableDay === null ? 'Free' : `Chargeable day ${entry.chargeableDay}`}
                  </span>
                </th>
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
