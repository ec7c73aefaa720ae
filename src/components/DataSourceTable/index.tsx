// The terminals, railways and customs sources Berthline reads (src/data/data-sources.ts), as plain tables: no
// interaction, so the server-rendered HTML is the whole component.
import type {ReactNode} from 'react';
import {customsSources, facilitySources, sourceCoverageLabels, type SourceCoverage} from '@site/src/data/data-sources';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

export interface DataSourceTableProps {
  /** `facilities`: terminals and railways by port; `customs`: customs sources by country. */
  variant: 'facilities' | 'customs';
}

function Level({coverage}: {coverage: SourceCoverage}): ReactNode {
  return <span className={styles[coverage]}>{sourceCoverageLabels[coverage]}</span>;
}

function Facilities(): ReactNode {
  return (
    <ScrollRegion label="Terminals and railways">
      <table className={styles.table}>
        <caption className={styles.caption}>
          Terminals and railways Berthline reads, by port, and what each gives
        </caption>
        <thead>
          <tr>
            <th scope="col">Port</th>
            <th scope="col">Terminal or railway</th>
            <th scope="col">Availability</th>
            <th scope="col">Holds</th>
            <th scope="col">Last free day</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {facilitySources.map((source) => (
            <tr key={`${source.port}-${source.facility}`}>
              <td>
                {source.portName} <code>{source.port}</code>
              </td>
              <th scope="row">
                {source.facility}
                {source.kind === 'rail' ? <span className={styles.kind}> (railway)</span> : null}
              </th>
              <td>
                <Level coverage={source.availability} />
              </td>
              <td>
                <Level coverage={source.holds} />
              </td>
              <td>
                <Level coverage={source.lastFreeDay} />
              </td>
              <td>{source.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Customs(): ReactNode {
  return (
    <ScrollRegion label="Customs sources">
      <table className={styles.table}>
        <caption className={styles.caption}>Where customs status comes from, by country</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Source</th>
            <th scope="col">What you see</th>
            <th scope="col">Coverage</th>
          </tr>
        </thead>
        <tbody>
          {customsSources.map((source) => (
            <tr key={source.country}>
              <th scope="row">{source.country}</th>
              <td>{source.source}</td>
              <td>{source.gives}</td>
              <td>
                <Level coverage={source.coverage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Terminals and railways by port, or customs sources by country. */
export default function DataSourceTable({variant}: DataSourceTableProps): ReactNode {
  return variant === 'customs' ? <Customs /> : <Facilities />;
}
