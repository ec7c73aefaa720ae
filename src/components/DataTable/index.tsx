// Renders a TableSpec (./spec.ts) as an HTML table inside a ScrollRegion, which becomes a landmark and a Tab stop only
// while the table is wider than the page. The spec's row-header column (the first by default) heads each row.
import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {IdentifierCode} from '@site/src/components/Identifier';
import styles from '@site/src/css/data-table.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';
import {noteCell, noteJoints, type Cell, type TableSpec} from './spec';

/**
 * Renders a Markdown cell. A table with Markdown cells passes InlineMarkdown (`renderMarkdown`), so that the pages
 * whose tables have none do not load a Markdown parser.
 */
export const MarkdownRenderer = createContext<((text: string) => ReactNode) | undefined>(undefined);

function Text({cell}: {cell: Cell}): ReactNode {
  const renderMarkdown = useContext(MarkdownRenderer);
  if (cell.markdown) {
    if (!renderMarkdown) {
      throw new Error(`DataTable: the cell "${cell.text}" is Markdown; pass renderMarkdown (InlineMarkdown).`);
    }
    return renderMarkdown(cell.text);
  }
  return cell.code ? <IdentifierCode>{cell.text}</IdentifierCode> : cell.text;
}

/** A cell's content: its text (code, link, inline Markdown), a yes/no mark, and its note. */
export function Content({cell}: {cell: Cell}): ReactNode {
  const text = cell.href ? (
    <Link to={cell.href}>
      <Text cell={cell} />
    </Link>
  ) : (
    <Text cell={cell} />
  );
  // The joints around the note are for screen readers (and match the Markdown); the note sits on its own line.
  const note = cell.note ? <Note note={noteCell(cell.note)} /> : null;
  if (!cell.mark) {
    return (
      <>
        {text}
        {note}
      </>
    );
  }
  return (
    <span className={cell.mark === 'yes' ? styles.yes : styles.no}>
      <span aria-hidden="true">{cell.mark === 'yes' ? '✓' : '–'}</span>
      <span className={hidden.visuallyHidden}>{cell.text}</span>
      {note}
    </span>
  );
}

/** A note under a cell's text, read in line with it (see `noteJoints`). */
export function Note({note}: {note: Cell}): ReactNode {
  const [before, after] = noteJoints(note);
  return (
    <span className={styles.note}>
      <span className={hidden.visuallyHidden}>{before}</span>
      <Content cell={note} />
      {after ? <span className={hidden.visuallyHidden}>{after}</span> : null}
    </span>
  );
}

export interface DataTableProps {
  spec: TableSpec;
  /** The table's own look (a CSS module class) on top of the shared look of src/css/data-table.module.css. */
  className?: string;
  /**
   * On narrow screens each row becomes a card, each cell headed by its column's name, so the table fits without
   * scrolling. Explicit ARIA roles keep the table semantics that `display: block` would drop.
   */
  stacked?: boolean;
  /** Renders the cells marked `markdown` (InlineMarkdown); required when the spec has any. */
  renderMarkdown?: (text: string) => ReactNode;
}

export default function DataTable({spec, className, stacked = false, renderMarkdown}: DataTableProps): ReactNode {
  const header = spec.rowHeader ?? 0;
  const centered = (index: number) => (spec.centered?.includes(index) ? styles.center : undefined);
  const role = (name: string) => (stacked ? {role: name} : {});
  // Each row id is an anchor a link may name (`/docs/api/error-codes#rate_limited`): registered with the build's
  // broken-anchor check, as npm run check finds it (scripts/check/anchors.ts).
  const brokenLinks = useBrokenLinks();
  for (const id of spec.rowIds ?? []) brokenLinks.collectAnchor(id);
  return (
    <MarkdownRenderer.Provider value={renderMarkdown}>
      <ScrollRegion label={spec.caption}>
        {/* data-spec-table: tests/e2e/table-renderings.spec.ts compares these tables with the page's Markdown. */}
        <table className={clsx(styles.table, stacked && styles.stacked, className)} data-spec-table {...role('table')}>
          <caption>{spec.caption}</caption>
          <thead {...role('rowgroup')}>
            <tr {...role('row')}>
              {spec.columns.map((column, index) => (
                <th key={column.text} scope="col" className={centered(index)} {...role('columnheader')}>
                  <Content cell={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...role('rowgroup')}>
            {spec.rows.map((row, rowIndex) => (
              <tr
                key={spec.rowIds?.[rowIndex] ?? `${rowIndex}-${row[header]?.text}`}
                id={spec.rowIds?.[rowIndex]}
                {...role('row')}>
                {row.map((cell, index) =>
                  index === header ? (
                    <th key={index} scope="row" className={centered(index)} {...role('rowheader')}>
                      <Content cell={cell} />
                    </th>
                  ) : (
                    <td key={index} className={centered(index)} {...role('cell')}>
                      {stacked ? (
                        <span className={styles.cellLabel} aria-hidden="true">
                          {spec.columns[index]?.text}
                        </span>
                      ) : null}
                      <Content cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </MarkdownRenderer.Provider>
  );
}
