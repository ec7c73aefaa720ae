import {useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {carriers, supportLabels, type Carrier, type Support} from '@site/src/data/carriers';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {MarkdownRenderer, Note} from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {noteCell} from '@site/src/components/DataTable/spec';
import {searchCarriers, type CarrierMatch, type SearchNotice} from '@site/src/lib/carrier-search';
import styles from './styles.module.css';
import {CARRIER_COLUMNS as columns, carrierCaption, carrierCells} from './spec';

/** Which identifier the "Trackable by" filter asks about. */
type IdentifierFilter = 'any' | keyof Carrier['trackBy'];

const identifierOptions: readonly {value: IdentifierFilter; label: string}[] = [
  {value: 'any', label: 'Any identifier'},
  {value: 'container', label: 'Container number'},
  {value: 'billOfLading', label: 'Bill of lading'},
  {value: 'booking', label: 'Booking number'},
];

export interface CarrierTableProps {
  /** Where the "No carrier matches" row sends readers to ask for a new carrier. */
  requestHref?: string;
}

function matchesIdentifier(carrier: Carrier, identifier: IdentifierFilter, fullOnly: boolean): boolean {
  const accepted: readonly Support[] = fullOnly ? ['yes'] : ['yes', 'varies'];
  if (identifier === 'any') {
    const levels = Object.values(carrier.trackBy);
    return fullOnly ? levels.every((level) => level === 'yes') : levels.some((level) => accepted.includes(level));
  }
  return accepted.includes(carrier.trackBy[identifier]);
}

function SupportIcon({support}: {support: Support}): ReactNode {
  const paths: Record<Support, ReactNode> = {
    yes: <path d="M3.5 8.5l3 3 6-7" />,
    no: <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />,
    varies: <path d="M3 9.5c1.5-2.5 3-2.5 5 0s3.5 2.5 5 0" />,
  };
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round">
      {paths[support]}
    </svg>
  );
}

function SupportValue({support}: {support: Support}): ReactNode {
  return (
    <span className={clsx(styles.support, styles[support])}>
      <SupportIcon support={support} />
      <span>{supportLabels[support]}</span>
    </span>
  );
}

/** A cell's column name, shown above the value when the table stacks into cards on narrow screens. */
function CellLabel({children}: {children: string}): ReactNode {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

/** What the search read the query as, when the rows alone do not say it: a wrong check digit, a leased box. */
function Notices({notices}: {notices: readonly SearchNotice[]}): ReactNode {
  return (
    <div className={styles.notices} aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.text} className={clsx(styles.notice, styles[notice.tone])}>
          <strong>{notice.title}:</strong> {notice.text}
        </p>
      ))}
    </div>
  );
}

/** A carrier's row, from its cells in ./spec.ts, with icons and the reason it matched. */
function CarrierRow({carrier, reason}: {carrier: Carrier; reason: string}): ReactNode {
  const [name, scac, , , , notes] = carrierCells(carrier);
  return (
    <tr role="row" className={styles.row}>
      <th role="rowheader" scope="row" className={styles.nameCell}>
        <span className={styles.name}>{name.text}</span>
        {name.note ? <Note note={noteCell(name.note)} /> : null}
        {reason !== '' && reason !== 'matched name' ? <span className={styles.reason}>{reason}</span> : null}
      </th>
      <td role="cell" className={styles.scacCell}>
        <CellLabel>{columns.scac}</CellLabel>
        <code className={styles.scac}>{scac.text}</code>
        {scac.note ? <Note note={noteCell(scac.note)} /> : null}
      </td>
      <td role="cell" className={styles.supportCell}>
        <CellLabel>{columns.container}</CellLabel>
        <SupportValue support={carrier.trackBy.container} />
      </td>
      <td role="cell" className={styles.supportCell}>
        <CellLabel>{columns.billOfLading}</CellLabel>
        <SupportValue support={carrier.trackBy.billOfLading} />
      </td>
      <td role="cell" className={styles.supportCell}>
        <CellLabel>{columns.booking}</CellLabel>
        <SupportValue support={carrier.trackBy.booking} />
      </td>
      <td role="cell" className={styles.notesCell}>
        <CellLabel>{columns.notes}</CellLabel>
        {notes.text}
      </td>
    </tr>
  );
}

/**
 * Every carrier Berthline tracks, with its SCACs and the identifiers it can be tracked by. The full table is
 * in the server-rendered HTML; in the browser, a search box and filters narrow it down.
 */
export default function CarrierTable({requestHref = '#request-a-carrier'}: CarrierTableProps): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [query, setQuery] = useState('');
  const [identifier, setIdentifier] = useState<IdentifierFilter>('any');
  const [fullOnly, setFullOnly] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const search = useMemo(() => searchCarriers(isBrowser ? query : ''), [isBrowser, query]);
  const visible: CarrierMatch[] = useMemo(
    () => search.matches.filter((match) => !isBrowser || matchesIdentifier(match.carrier, identifier, fullOnly)),
    [search, isBrowser, identifier, fullOnly],
  );

  const filtered = query.trim() !== '' || identifier !== 'any' || fullOnly;
  const identifierLabel = identifierOptions.find((option) => option.value === identifier)?.label ?? '';
  const clear = (): void => {
    setQuery('');
    setIdentifier('any');
    setFullOnly(false);
    // The button that was pressed disappears with the filters; keep keyboard focus in the controls.
    searchRef.current?.focus();
  };

  const noMatchText = [
    query.trim() !== '' ? `“${query.trim()}”` : null,
    identifier !== 'any' ? `trackable by ${identifierLabel.toLowerCase()}` : null,
    fullOnly ? 'with full support only' : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className={styles.wrapper}>
      {/* The controls are in the static HTML too, disabled until the page has hydrated: added then, they pushed
          the table down by their height (a layout shift of 0.23). data-md: in the page's Markdown twin
          (plugins/llms), this sentence and a link to the page take the controls' place; the table stays. */}
      <form
        role="search"
        aria-label="Filter carriers"
        data-md="Filter the carriers by name, SCAC, bill of lading or container number"
        className={styles.controls}
        onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset} disabled={!isBrowser}>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>Search by name, SCAC, bill of lading or container number</label>
            <input
              id={`${id}-q`}
              ref={searchRef}
              type="search"
              className={styles.input}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="e.g. Maersk, NYKS, MEDU or MSKU9070323"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-by`}>Trackable by</label>
            <select
              id={`${id}-by`}
              className={styles.input}
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value as IdentifierFilter)}>
              {identifierOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.checkboxField}>
            <input
              id={`${id}-full`}
              type="checkbox"
              checked={fullOnly}
              onChange={(event) => setFullOnly(event.target.checked)}
            />
            <label htmlFor={`${id}-full`}>
              Full support only <span className={styles.hint}>(hide “Varies”)</span>
            </label>
          </div>
          {filtered ? (
            <button type="button" className={clsx('button button--sm button--secondary', styles.clear)} onClick={clear}>
              Clear filters
            </button>
          ) : null}
          <p className={styles.count} role="status" aria-live="polite">
            {visible.length} of {carriers.length} carriers
          </p>
        </fieldset>
      </form>
      <Notices notices={search.notices} />
      <MarkdownRenderer.Provider value={renderInlineMarkdown}>
        <ScrollRegion label="Carriers">
          {/* data-spec-table: tests/e2e/table-renderings.spec.ts compares it, unfiltered, with the page's Markdown. */}
          <table role="table" className={styles.table} data-spec-table>
            <caption className={styles.caption}>{carrierCaption()}</caption>
            <thead role="rowgroup" className={styles.head}>
              <tr role="row">
                {Object.entries(columns).map(([key, label]) => (
                  <th role="columnheader" scope="col" key={key}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {visible.map((match) => (
                <CarrierRow key={match.carrier.scac} carrier={match.carrier} reason={match.reason} />
              ))}
              {visible.length === 0 ? (
                <tr role="row" className={styles.emptyRow}>
                  <td role="cell" colSpan={6}>
                    <p>
                      {search.offerRequest ? (
                        <>
                          No carrier matches {noMatchText}. Check the spelling, search by SCAC or prefix, or{' '}
                          <a href={requestHref}>ask us to add the carrier</a>.
                        </>
                      ) : search.matches.length > 0 ? (
                        <>No carrier matches {noMatchText}.</>
                      ) : (
                        <>No carrier row for “{query.trim()}”: the note above the table says why.</>
                      )}
                    </p>
                    <button type="button" className="button button--sm button--primary" onClick={clear}>
                      Clear filters
                    </button>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </ScrollRegion>
      </MarkdownRenderer.Provider>
    </div>
  );
}
