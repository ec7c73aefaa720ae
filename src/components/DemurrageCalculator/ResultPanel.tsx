// The result beside the form: each phase and the total, or what to fix first. On a wide screen the panel stays in
// view while the reader edits, never taller than the window: it scrolls on its own, the total pinned at its foot.
import type {ReactNode} from 'react';
import PhaseResult from './PhaseResult';
import type {Calculation} from './use-calculation';
import styles from './result.module.css';

interface Props {
  calculation: Calculation;
  issueCount: number;
  hydrated: boolean;
  titleId: string;
}

export default function ResultPanel({calculation, issueCount, hydrated, titleId}: Props): ReactNode {
  const {result, estimating, money, day} = calculation;
  return (
    <section aria-labelledby={titleId} className={styles.results}>
      <h3 id={titleId} className={styles.resultTitle}>
        Result
      </h3>
      {result ? (
        <>
          <div className={styles.phaseResults}>
            <PhaseResult
              phase="demurrage"
              result={result.demurrage}
              freeDate={result.demurrage.lastFreeDay}
              money={money}
              day={day}
            />
            <PhaseResult
              phase="detention"
              result={result.detention}
              freeDate={result.detention.returnBy}
              money={money}
              day={day}
            />
          </div>
          <p className={styles.total}>
            <span>{estimating ? 'Total to date' : 'Total demurrage and detention'}</span>{' '}
            <strong>{money(result.total)}</strong>
          </p>
        </>
      ) : issueCount > 0 ? (
        <p className={styles.pending}>
          Fix the {issueCount === 1 ? 'problem' : `${issueCount} problems`} listed above to see the charges.
        </p>
      ) : (
        <p className={styles.pending}>The estimate to today appears once the page has loaded.</p>
      )}
      {hydrated && result ? (
        <p className={styles.share}>The address of this page now holds these inputs: copy it to share the result.</p>
      ) : null}
    </section>
  );
}
