import {type ReactNode} from 'react';
import {classifierLabels, journeyPhases, milestones, type JourneyPhase} from '@site/src/data/milestones';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

export interface MilestoneTableProps {
  /**
   * `catalogue` (default): every milestone with its meaning and DCSA equivalent.
   * `clocks`: only the milestones that start or stop a demurrage or detention clock.
   */
  variant?: 'catalogue' | 'clocks';
}

const phaseLabel = new Map<JourneyPhase, string>(journeyPhases.map((entry) => [entry.phase, entry.label]));

/** A cell's column name, shown above the value when the table stacks into cards on narrow screens. */
function CellLabel({children}: {children: string}): ReactNode {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

function ClocksTable(): ReactNode {
  const rows = milestones.filter((milestone) => milestone.stopsOrStarts);
  return (
    <ScrollRegion label="Milestones that start or stop a clock">
      <table role="table" className={styles.table}>
        <caption className={styles.caption}>Milestones that start or stop a demurrage or detention clock</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            <th role="columnheader" scope="col">
              Milestone
            </th>
            <th role="columnheader" scope="col">
              Code
            </th>
            <th role="columnheader" scope="col">
              Effect on the clocks
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((milestone) => (
            <tr role="row" key={milestone.code} className={styles.row}>
              <th role="rowheader" scope="row" className={styles.labelCell}>
                {milestone.label}
              </th>
              <td role="cell" className={styles.codeCell}>
                <CellLabel>Code</CellLabel>
                <code>{milestone.code}</code>
              </td>
              <td role="cell" className={styles.wideCell}>
                <CellLabel>Effect on the clocks</CellLabel>
                {milestone.stopsOrStarts}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function CatalogueTable(): ReactNode {
  const classifiers = Object.values(classifierLabels).map((label) => label.toLowerCase());
  return (
    <>
      <p className={styles.note}>
        Each of the {milestones.length} milestones can be <strong>{classifiers[2]}</strong>,{' '}
        <strong>{classifiers[1]}</strong> or <strong>{classifiers[0]}</strong>: the API says which in the milestone’s{' '}
        <code>classifier</code>.
      </p>
      <ScrollRegion label="Container milestones">
        <table role="table" className={styles.table}>
          <caption className={styles.caption}>Berthline container milestones, in journey order</caption>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              <th role="columnheader" scope="col">
                Code
              </th>
              <th role="columnheader" scope="col">
                Milestone
              </th>
              <th role="columnheader" scope="col">
                Meaning
              </th>
              <th role="columnheader" scope="col">
                DCSA equivalent
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {milestones.map((milestone) => (
              <tr role="row" key={milestone.code} className={styles.row} id={`milestone-${milestone.code}`}>
                <td role="cell" className={styles.codeCell}>
                  <CellLabel>Code</CellLabel>
                  <code>{milestone.code}</code>
                </td>
                <th role="rowheader" scope="row" className={styles.labelCell}>
                  {milestone.label}
                  <span className={styles.phase}>{phaseLabel.get(milestone.phase)}</span>
                </th>
                <td role="cell" className={styles.wideCell}>
                  <CellLabel>Meaning</CellLabel>
                  {milestone.description}
                  {milestone.stopsOrStarts ? <span className={styles.clock}>{milestone.stopsOrStarts}.</span> : null}
                </td>
                <td role="cell" className={styles.dcsaCell}>
                  <CellLabel>DCSA equivalent</CellLabel>
                  {milestone.dcsa}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** The milestone catalogue from `src/data/milestones.ts`, or its demurrage and detention subset. */
export default function MilestoneTable({variant = 'catalogue'}: MilestoneTableProps): ReactNode {
  return <div className={styles.wrapper}>{variant === 'clocks' ? <ClocksTable /> : <CatalogueTable />}</div>;
}
