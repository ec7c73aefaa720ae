// Imports: the rows of a file or a JSON list become shipments in the background. An import is `pending`, then
// `processing`, then final (`completed`, `completed_with_errors` or `failed`), one step every `importStepMs`.
// Rows are checked as the document's RowErrorCode describes; new shipments start `pending` and their carrier
// lookup makes them `active` one step later, except the test container that no carrier knows (`not_found`).
import {SHIPMENTS, worldContainer} from '../../src/data/world.ts';
import {newId, isoNow} from './ids.mjs';
import {lookUp} from './lookup.mjs';
import {checkRow} from './rows.mjs';
import {buildContainer} from './seed.mjs';

export {lookUp};

/** A new shipment from a row: `pending` until its carrier lookup answers. */
function newShipment(state, fields, importId, source) {
  const template = state.shipments.get('shp_9Vb3Nx6Tq2Jm8F') ?? [...state.shipments.values()][0];
  const now = isoNow();
  const shipment = structuredClone(template);
  const world = SHIPMENTS.find(
    (candidate) =>
      candidate.reference === fields.reference &&
      fields.numbers.every((number) => candidate.containers.some((box) => box.number === number)),
  );
  Object.assign(shipment, {
    id: world && !state.shipments.has(world.id) ? world.id : newId('shp'),
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
    source: source === 'file' ? 'file_import' : 'json_import',
    import_id: importId,
    created_at: now,
    updated_at: now,
  });
  return shipment;
}

const FINAL = ['completed', 'completed_with_errors', 'failed', 'cancelled'];
export const isFinal = (status) => FINAL.includes(status);

/** Creates the import and schedules its steps. `rows` are objects keyed by import column. */
export function startImport(ctx, {source, file, rows, options, ignoredColumns, idempotencyKey}) {
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
    id: newId('imp'),
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
    created_at: isoNow(),
    started_at: null,
    completed_at: null,
  };
  state.imports.set(item.id, item);
  const step = ctx.options.importStepMs;
  state.later(step, () => {
    item.status = 'processing';
    item.started_at = isoNow();
    item.counts.processed = Math.floor(rows.length / 2);
    state.later(step, () => finish(ctx, item, rows, resolvedOptions));
  });
  return item;
}

function finish(ctx, item, rows, options) {
  const {state} = ctx;
  const seen = new Map();
  const created = [];
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
      item.counts[checked.error.outcome === 'skipped' ? 'skipped' : 'failed'] += 1;
      return;
    }
    if (checked.existing) {
      item.counts.updated += 1;
      if (!options.dry_run) {
        Object.assign(checked.existing, {
          reference: checked.fields.reference ?? checked.existing.reference,
          tags: [...new Set(checked.fields.tags)],
          updated_at: isoNow(),
        });
      }
      item.shipment_ids.push(checked.existing.id);
      return;
    }
    item.counts.created += 1;
    if (options.dry_run) return;
    const shipment = newShipment(state, checked.fields, item.id, item.source);
    state.shipments.set(shipment.id, shipment);
    state.pending.set(shipment.id, checked.fields.numbers);
    for (const number of checked.fields.numbers) {
      const box = worldContainer(number);
      const container = buildContainer(
        state.found,
        state.template,
        shipment,
        number,
        box?.sizeType,
        box?.id ?? newId('ctr'),
      );
      Object.assign(container, {status: null, current_location: null, demurrage: null, detention: null});
      if (!box) Object.assign(container, {iso_size_type: null, size: null, type: null});
      state.containers.set(container.id, container);
    }
    created.push(shipment);
    item.shipment_ids.push(shipment.id);
  });
  item.counts.processed = rows.length;
  const succeeded = item.counts.created + item.counts.updated + item.counts.skipped;
  const previous = {status: item.status};
  item.status = item.counts.failed === 0 ? 'completed' : succeeded > 0 ? 'completed_with_errors' : 'failed';
  item.completed_at = isoNow();
  if (item.errors.length > 100) {
    item.errors_truncated = true;
  }
  if (item.errors.length > 0) {
    item.error_report_url = `${ctx.origin}/_mock/files/${state.fileToken}/imports/${item.id}/errors.csv`;
  }
  state.errorReports.set(item.id, item.errors.slice());
  item.errors = item.errors.slice(0, 100);
  ctx.emit('shipment_import.completed', item, previous);
  for (const shipment of created) lookUp(ctx, shipment);
}

/** The error report of an import, as CSV: every failed or skipped row. */
export function errorReportCsv(errors) {
  const cell = (value) =>
    value === null || value === undefined
      ? ''
      : /[",\n]/.test(String(value))
        ? `"${String(value).replace(/"/g, '""')}"`
        : String(value);
  const lines = [['row', 'column', 'code', 'outcome', 'message', 'value'].join(',')];
  for (const error of errors)
    lines.push([error.row, error.column, error.code, error.outcome, error.message, error.value].map(cell).join(','));
  return `${lines.join('\n')}\n`;
}
