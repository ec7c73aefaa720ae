// The carrier coverage table (src/data/carriers.ts), defined once: its caption, columns and each carrier's cells. The
// interactive CarrierTable filters these rows on the page; its static HTML, and so the page's Markdown twin, holds the
// whole table. Relative imports, so that the unit tests (tsx, outside the bundler) resolve them too.
import {carriers, isScac, supportLabels, type Carrier} from '../../data/carriers';
import {code} from '../../lib/markdown';
import {cell, type Cell, type TableSpec} from '../DataTable/spec';

export const CARRIER_COLUMNS = {
  carrier: 'Carrier',
  scac: 'SCAC',
  container: 'Container number',
  billOfLading: 'Bill of lading',
  booking: 'Booking number',
  notes: 'Notes',
} as const;

export const carrierCaption = (): string =>
  `Ocean carriers Berthline tracks (${carriers.length}), with the identifiers you can track each one by`;

/** How many box prefixes a row shows; a search finds every one. */
export const SHOWN_BOX_PREFIXES = 6;

/** A code, marked when it is not a SCAC (it has digits): "`22AA` (not a SCAC)". */
const codeText = (value: string) => (isScac(value) ? code(value) : `${code(value)} (not a SCAC)`);

/** The box prefixes a row shows: the first few, then how many more the search knows. */
function boxesText(prefixes: readonly string[]): string {
  const shown = prefixes.slice(0, SHOWN_BOX_PREFIXES).map(code).join(', ');
  const more = prefixes.length - SHOWN_BOX_PREFIXES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** "not a SCAC; also `NYKS`; B/L prefix `MEDU`; boxes `MSKU`", or nothing. */
function otherCodes(carrier: Carrier): string {
  const billOfLading = carrier.billOfLadingPrefixes.filter((prefix) => prefix !== carrier.scac);
  return [
    isScac(carrier.scac) ? '' : 'not a SCAC: it has digits',
    carrier.alternateScacs.length > 0 ? `also ${carrier.alternateScacs.map(codeText).join(', ')}` : '',
    billOfLading.length > 0 ? `B/L prefix ${billOfLading.map(code).join(', ')}` : '',
    carrier.containerPrefixes.length > 0 ? `boxes ${boxesText(carrier.containerPrefixes)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** One carrier's cells, in the order of CARRIER_COLUMNS. */
export function carrierCells(carrier: Carrier): Cell[] {
  const others = otherCodes(carrier);
  return [
    cell(carrier.name, carrier.group && carrier.group !== carrier.name ? {note: `${carrier.group} group`} : {}),
    cell(carrier.scac, {code: true, ...(others ? {note: cell(others, {markdown: true})} : {})}),
    cell(supportLabels[carrier.trackBy.container]),
    cell(supportLabels[carrier.trackBy.billOfLading]),
    cell(supportLabels[carrier.trackBy.booking]),
    cell(carrier.notes),
  ];
}

export const carrierTable = (): TableSpec => ({
  caption: carrierCaption(),
  columns: Object.values(CARRIER_COLUMNS).map((text) => cell(text)),
  rows: carriers.map(carrierCells),
});
