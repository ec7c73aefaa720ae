// The sample import file of the import tutorials: Northwind's bookings of the last week of April, as a workbook a
// reader downloads and uploads (static/downloads/, written by scripts/gen-sample-import.mjs on every gen-api). Its
// rows come from the example world (./world.ts): the shipments the file adds, one row that repeats a shipment the
// workspace already tracks, and one row whose container number lost its check digit. Uploaded with a fresh test key,
// it creates the new shipments, skips the repeated row and fails the broken one, as the tutorials show.
import {shipmentByReference, type WorldShipment} from './world';

export const SAMPLE_IMPORT = {
  /** The file in static/downloads/ and on the reader's disk. */
  name: 'northwind-april-shipments.xlsx',
  /** Its one worksheet, which the tutorial names in `options.sheet`. */
  sheet: 'Shipments',
  /** The options the tutorials send with it: the carrier of rows without one, and a tag for every shipment. */
  options: {default_carrier_scac: 'MSCU', tags: ['april-2026']},
} as const;

/**
 * The columns of the file: the template's, in its order, and the custom field `po_number` that the workspace defines
 * (tests/unit/sample-import.test.ts checks them against the template the document writes).
 */
export const SAMPLE_COLUMNS = [
  'container_number',
  'bill_of_lading',
  'booking_number',
  'carrier_scac',
  'reference',
  'tags',
  'port_of_discharge',
  'notes',
  'cf.po_number',
] as const;

/** What happens to a row: a new shipment, a shipment the workspace already tracks, or a row that fails. */
export type SampleOutcome = 'created' | 'already_tracked' | 'invalid_container_number';

interface SampleRow {
  reference: string;
  outcome: SampleOutcome;
  /** The identifier the row gives. */
  by: 'container' | 'billOfLading';
  /** The row leaves the carrier empty, so the import's default carrier applies. */
  defaultCarrier?: true;
}

/** The rows, in file order: the header is row 1, so the first shipment is row 2. */
export const SAMPLE_ROWS: readonly SampleRow[] = [
  {reference: 'NW-2026-0437', outcome: 'created', by: 'billOfLading'},
  {reference: 'NW-2026-0438', outcome: 'created', by: 'container'},
  {reference: 'NW-2026-0415', outcome: 'already_tracked', by: 'billOfLading'},
  {reference: 'NW-2026-0439', outcome: 'created', by: 'container'},
  {reference: 'NW-2026-0440', outcome: 'invalid_container_number', by: 'container'},
  {reference: 'NW-2026-0441', outcome: 'created', by: 'container', defaultCarrier: true},
];

function shipmentOf(reference: string): WorldShipment {
  const shipment = shipmentByReference(reference);
  if (!shipment) throw new Error(`the sample file's ${reference} is not in src/data/world.ts`);
  return shipment;
}

/** The container number a row sends: the world's, or, for the broken row, the world's without its check digit. */
export function sentContainer(row: SampleRow): string {
  const number = shipmentOf(row.reference)
    .containers.map((box) => box.number)
    .join(';');
  return row.outcome === 'invalid_container_number' ? number.slice(0, -1) : number;
}

/** The cells of one row, in the order of SAMPLE_COLUMNS. */
export function sampleCells(row: SampleRow): string[] {
  const shipment = shipmentOf(row.reference);
  const optionTags: readonly string[] = SAMPLE_IMPORT.options.tags;
  const values: Record<(typeof SAMPLE_COLUMNS)[number], string> = {
    container_number: row.by === 'container' ? sentContainer(row) : '',
    bill_of_lading: row.by === 'billOfLading' ? (shipment.billOfLading ?? '') : '',
    booking_number: '',
    carrier_scac: row.defaultCarrier ? '' : shipment.carrier,
    reference: shipment.reference,
    tags: shipment.tags.filter((tag) => !optionTags.includes(tag)).join(';'),
    port_of_discharge: shipment.pod ?? '',
    notes: shipment.notes ?? '',
    'cf.po_number': shipment.customFields?.po_number ?? '',
  };
  return SAMPLE_COLUMNS.map((column) => values[column]);
}

/** How many rows end each way. */
export const sampleCounts = () => ({
  total: SAMPLE_ROWS.length,
  created: SAMPLE_ROWS.filter((row) => row.outcome === 'created').length,
  skipped: SAMPLE_ROWS.filter((row) => row.outcome === 'already_tracked').length,
  failed: SAMPLE_ROWS.filter((row) => row.outcome === 'invalid_container_number').length,
});
