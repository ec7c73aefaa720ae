import {type ReactNode} from 'react';
import clsx from 'clsx';
import {
  classifierLabels,
  exampleContainer,
  exampleJourney,
  formatLocalTime,
  milestoneByCode,
  type JourneyStep,
} from '@site/src/data/milestones';
import styles from './styles.module.css';

/** Consecutive steps of the journey: a single milestone, or all the milestones at one transshipment port. */
type Segment = {kind: 'step'; step: JourneyStep} | {kind: 'transshipment'; steps: JourneyStep[]};

function segmentsOf(journey: readonly JourneyStep[]): Segment[] {
  const segments: Segment[] = [];
  for (const step of journey) {
    const isTransshipment = milestoneByCode(step.code)?.phase === 'transshipment';
    const last = segments.at(-1);
    if (isTransshipment && last?.kind === 'transshipment' && last.steps[0]?.locode === step.locode) {
      last.steps.push(step);
    } else if (isTransshipment) {
      segments.push({kind: 'transshipment', steps: [step]});
    } else {
      segments.push({kind: 'step', step});
    }
  }
  return segments;
}

function portName(place: string): string {
  const comma = place.lastIndexOf(',');
  return comma >= 0 ? place.slice(comma + 1).trim() : place.replace(/^Port of /, '');
}

function Step({step}: {step: JourneyStep}): ReactNode {
  const info = milestoneByCode(step.code);
  return (
    <li className={clsx(styles.step, styles[step.classifier])}>
      <span className={styles.marker} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.title}>
          <span className={styles.label}>{info?.label ?? step.code}</span>{' '}
          <span className={clsx(styles.badge, styles[`badge_${step.classifier}`])}>
            {classifierLabels[step.classifier]}
          </span>
        </p>
        <p className={styles.meta}>
          {step.place} · <abbr title="UN/LOCODE">{step.locode}</abbr>
        </p>
        {step.vessel ? (
          <p className={styles.meta}>
            {step.vessel.name}, voyage {step.vessel.voyage}
          </p>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={step.at}>{formatLocalTime(step.at, step.timezone)}</time>
        </p>
        <p className={styles.code}>
          <code>{step.code}</code>
        </p>
      </div>
    </li>
  );
}

/**
 * The example container's journey from `src/data/milestones.ts` as a vertical timeline: an ordered list,
 * one item a milestone, with local times formatted the same way on the server and in the browser.
 */
export default function MilestoneTimeline(): ReactNode {
  const {number, carrierName, carrierScac, isoSizeType, sizeTypeLabel, route} = exampleContainer;
  const captionId = `timeline-${number}`;
  return (
    // data-md: in the page's Markdown twin (plugins/llms), this sentence and a link to the page take its place.
    <figure
      className={styles.figure}
      data-md="Follow the example container’s journey, milestone by milestone, in the interactive timeline">
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.captionTitle}>
          Container <code>{number}</code>, {carrierName} (<code>{carrierScac}</code>), {sizeTypeLabel} (
          <code>{isoSizeType}</code>)
        </span>
        <span className={styles.captionRoute}>
          {route.map((port) => `${port.name} (${port.locode})`).join(' → ')}. Times are local, with their offset from
          UTC.
        </span>
      </figcaption>
      <ol className={styles.timeline} aria-labelledby={captionId}>
        {segmentsOf(exampleJourney).map((segment) =>
          segment.kind === 'step' ? (
            <Step key={segment.step.code} step={segment.step} />
          ) : (
            <li key={`ts-${segment.steps[0]?.code}`} className={styles.group}>
              <div className={styles.groupBox}>
                <p className={styles.groupTitle} id={`${captionId}-ts-${segment.steps[0]?.locode}`}>
                  Transshipment at {portName(segment.steps[0]?.place ?? '')} (
                  <abbr title="UN/LOCODE">{segment.steps[0]?.locode}</abbr>)
                </p>
                <ol className={styles.timeline} aria-labelledby={`${captionId}-ts-${segment.steps[0]?.locode}`}>
                  {segment.steps.map((step) => (
                    <Step key={step.code} step={step} />
                  ))}
                </ol>
              </div>
            </li>
          ),
        )}
      </ol>
    </figure>
  );
}
