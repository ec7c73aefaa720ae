// The carrier coverage table (src/data/carriers.ts), defined once: its caption, columns and each carrier's cells. The
// interactive CarrierTable filters these rows on the page; the Markdown version is the whole table. Relative imports,
// so that the Markdown generator (tsx) resolves them too.
import {carriers, supportLabels, type Carrier} from '../../data/carriers';
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

/** "also `NYKS`; B/L prefix `MEDU`; boxes `MSKU`", or nothing. */
function otherCodes(carrier: Carrier): string {
  return [
    ['also', carrier.alternateScacs],
    ['B/L prefix', carrier.billOfLadingPrefixes],
    ['boxes', carrier.containerPrefixes],
  ]
    .filter((entry): entry is [string, readonly string[]] => (entry[1]?.length ?? 0) > 0)
    .map(([label, codes]) => `${label} ${codes.map(code).join(', ')}`)
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
