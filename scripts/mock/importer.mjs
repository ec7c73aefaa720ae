// Imports: the rows of a file or a JSON list become shipments in the background. An import is `pending`, then
// `processing`, then final (`completed`, `completed_with_errors` or `failed`), one step every `importStepMs`, on the
// key's clock. Rows are checked as the document's RowErrorCode describes; new shipments start `pending`, and their
// carrier lookups (./lookup.mjs) answer as the import finishes. Ids come from the key's sequences, so a fresh key's first
// import, and the shipments it creates, always have the same ids.
import {SHIPMENTS} from '../../src/data/world.ts';
import {addPendingContainers, lookUp} from './lookup.mjs';
import {checkRow} from './rows.mjs';

export {lookUp};

/** The world's shipment a row describes: the same reference, and its boxes or its bill of lading or booking. */
export function worldShipmentOf(fields) {
  return SHIPMENTS.find(
    (candidate) =>
      candidate.reference === fields.reference &&
      ((fields.numbers.length > 0 &&
        fields.numbers.every((number) => candidate.containers.some((box) => box.number === number))) ||
        (fields.bill !== null && candidate.billOfLading === fields.bill) ||
        (fields.booking !== null && candidate.booking === fields.booking)),
  );
}

/** A new shipment from a row: `pending` until its carrier lookup answers. */
function newShipment(state, fields, importId, source, now) {
  const world = worldShipmentOf(fields);
  return {
    id: world && !state.shipments.has(world.id) ? world.id : state.nextId('shp'),
    object: 'shipment',
    reference: fields.reference,
    bill_of_lading_number: fields.bill,
    booking_number: fields.booking,
    carrier: {scac: fields.scac, name: fields.carrierName},
    container_numbers: fields.numbers,
    status: null,
    tracking_status: 'pending',
    tracking_stopped_reason: null,
    port_of_loading: null,
    port_of_discharge: null,
    place_of_receipt: null,
    final_destination: null,
    transshipment_ports: [],
    etd: null,
    atd: null,
    eta: null,
    ata: null,
    original_eta: null,
    final_destination_eta: null,
    final_destination_ata: null,
    vessel: null,
    voyage_number: null,
    archived: false,
    archived_at: null,
    tags: [...new Set(fields.tags)],
    custom_fields: {...fields.custom_fields},
    customer: null,
    notes: fields.notes,
    risk_flags: [],
    risk_flag_details: [],
    freshness: {last_checked_at: null, last_changed_at: null, next_check_at: now, is_stale: false},
    source: source === 'file' ? 'file_import' : 'json_import',
    import_id: importId,
    created_at: now,
    updated_at: now,
  };
}

const FINAL = ['completed', 'completed_with_errors', 'failed', 'cancelled'];
export const isFinal = (status) => FINAL.includes(status);

/**
 * Creates the import and schedules its steps. `rows` are objects keyed by import column, each with the cells it was
 * sent with (`sent`) when it came from a file whose header row is `header`.
 */
export function startImport(ctx, {source, file, rows, header, options, ignoredColumns, idempotencyKey}) {
  const {state} = ctx;
  const resolvedOptions = {
    on_duplicate: 'skip',
    default_carrier_scac: null,
    tags: [],
    sheet: null,
    dry_run: false,
    ...options,
  };
  const item = {
    id: state.nextId('imp'),
    object: 'shipment_import',
    source,
    file,
    status: 'pending',
    options: resolvedOptions,
    counts: {total_rows: rows.length, processed: 0, created: 0, updated: 0, skipped: 0, failed: 0},
    errors: [],
    errors_truncated: false,
    error_report_url: null,
    ignored_columns: ignoredColumns,
    shipment_ids: [],
    idempotency_key: idempotencyKey ?? null,
    created_by: {type: 'api_key', id: `key_${state.fileToken.slice(0, 12)}`},
    created_at: state.iso(),
    started_at: null,
    completed_at: null,
  };
  state.imports.set(item.id, item);
  const step = ctx.options.importStepMs;
  state.later(step, () => {
    item.status = 'processing';
    item.started_at = state.iso();
    item.counts.processed = Math.floor(rows.length / 2);
    state.later(step, () => finish(ctx, item, {rows, header}, resolvedOptions));
  });
  return item;
}

function finish(ctx, item, {rows, header}, options) {
  const {state} = ctx;
  const seen = new Map();
  const created = [];
  const report = [];
  // One time for everything the rows create, so that they sort the same on every run.
  const now = state.iso();
  rows.forEach((row, index) => {
    const number = index + (item.source === 'file' ? 2 : 1); // a file's row 1 holds the headers
    const checked = checkRow(state, row, options, seen);
    if (checked.fields) {
      for (const [column, value] of [
        ['container_number', checked.fields.numbers[0]],
        ['bill_of_lading', checked.fields.bill],
        ['booking_number', checked.fields.booking],
      ]) {
        if (value && !seen.has(`${column}:${value}`)) seen.set(`${column}:${value}`, number);
      }
    }
    if (checked.error) {
      item.errors.push({row: number, ...checked.error});
      report.push({row, error: checked.error});
      item.counts[checked.error.outcome === 'skipped' ? 'skipped' : 'failed'] += 1;
      return;
    }
    if (checked.existing) {
      item.counts.updated += 1;
      if (!options.dry_run) {
        Object.assign(checked.existing, {
          reference: checked.fields.reference ?? checked.existing.reference,
          tags: [...new Set(checked.fields.tags)],
          custom_fields: {...checked.existing.custom_fields, ...checked.fields.custom_fields},
          updated_at: now,
        });
      }
      item.shipment_ids.push(checked.existing.id);
      return;
    }
    item.counts.created += 1;
    if (options.dry_run) return;
    const shipment = newShipment(state, checked.fields, item.id, item.source, now);
    state.shipments.set(shipment.id, shipment);
    state.pending.set(shipment.id, checked.fields.numbers);
    addPendingContainers(state, shipment, checked.fields.numbers, now);
    created.push(shipment);
    item.shipment_ids.push(shipment.id);
  });
  item.counts.processed = rows.length;
  const succeeded = item.counts.created + item.counts.updated + item.counts.skipped;
  const previous = {status: item.status};
  item.status = item.counts.failed === 0 ? 'completed' : succeeded > 0 ? 'completed_with_errors' : 'failed';
  item.completed_at = now;
  if (item.errors.length > 100) item.errors_truncated = true;
  if (item.errors.length > 0) {
    item.error_report_url = `${ctx.origin}/_mock/files/${state.fileToken}/imports/${item.id}/errors.csv`;
  }
  state.errorReports.set(item.id, errorReportCsv(header, report));
  item.errors = item.errors.slice(0, 100);
  ctx.emit('shipment_import.completed', item, previous);
  for (const shipment of created) lookUp(ctx, shipment, {at: 'now'});
}

/** The columns of a JSON import's error report: the template's columns that items can fill. */
const ITEM_COLUMNS = ['container_number', 'bill_of_lading', 'booking_number', 'carrier_scac', 'reference', 'tags'];
/** The columns the error report adds to the rows as they were sent (the Uploading shipments page names them). */
export const REPORT_COLUMNS = ['error_code', 'error_column', 'error_message'];

const cell = (value) => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The error report of an import, as CSV: every failed or skipped row as it was sent, plus the error's code, column
 * and message. Corrected and uploaded as a new import, its added columns are ignored.
 */
export function errorReportCsv(header, report) {
  const columns = header ?? ITEM_COLUMNS;
  const lines = [[...columns, ...REPORT_COLUMNS].map(cell).join(',')];
  for (const {row, error} of report) {
    const sent = row.sent ?? ITEM_COLUMNS.map((column) => row[column]);
    lines.push([...sent, error.code, error.column, error.message].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
