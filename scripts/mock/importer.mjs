// Imports: the rows of a file or a JSON list become shipments in the background. An import is `pending`, then
// `processing`, then final (`completed`, `completed_with_errors` or `failed`), one step every `importStepMs`.
// Rows are checked as the document's RowErrorCode describes; new shipments start `pending` and their carrier
// lookup makes them `active` one step later, except the test container that no carrier knows (`not_found`).
import {resolveScac} from '../../src/data/carriers.ts';
import {LEASING_OWNER_CODES, SHIPMENTS, WORLD_CARRIERS, worldContainer} from '../../src/data/world.ts';
import {newId, isoNow} from './ids.mjs';
import {NOT_FOUND_CONTAINER, buildContainer} from './seed.mjs';

const CONTAINER = /^[A-Z]{3}[UJZ][0-9]{7}$/;

/** ISO 6346: the eleventh character is the check digit of the first ten. */
export function checkDigitValid(number) {
  if (!CONTAINER.test(number)) return false;
  const value = (c) => {
    if (/\d/.test(c)) return Number(c);
    const code = 10 + c.charCodeAt(0) - 65;
    return code + Math.floor((code - 1) / 10); // skip 11, 22 and 33
  };
  const sum = [...number.slice(0, 10)].reduce((total, c, i) => total + value(c) * 2 ** i, 0);
  return (sum % 11) % 10 === Number(number[10]);
}

const splitList = (value) =>
  (Array.isArray(value) ? value : String(value ?? '').split(/[,;\n]/))
    .map((item) => String(item).trim())
    .filter(Boolean);

/** The carrier a box's owner code names, when it names one. */
function carrierOfBox(number) {
  const owner = number.slice(0, 4);
  if (LEASING_OWNER_CODES.includes(owner)) return undefined;
  return Object.entries(WORLD_CARRIERS).find(([, carrier]) => carrier.ownerCodes.includes(owner))?.[0];
}

/** Checks one row; returns its error (RowError without `row`) or the shipment fields it describes. */
function checkRow(state, row, options, seen) {
  const numbers = splitList(row.container_number);
  const bill = row.bill_of_lading?.trim() || null;
  const booking = row.booking_number?.trim() || null;
  if (numbers.length === 0 && !bill && !booking) {
    return {
      error: {
        column: 'container_number',
        code: 'missing_identifier',
        outcome: 'failed',
        message: 'The row has no container number, bill of lading or booking number.',
        value: null,
      },
    };
  }
  for (const number of numbers) {
    if (!checkDigitValid(number)) {
      const why =
        number.length !== 11
          ? `has ${number.length} characters, but a container number has 11`
          : 'does not have a valid ISO 6346 check digit';
      return {
        error: {
          column: 'container_number',
          code: 'invalid_container_number',
          outcome: 'failed',
          message: `${number} ${why}.`,
          value: number,
        },
      };
    }
  }
  const given =
    row.carrier_scac ?? options.default_carrier_scac ?? (numbers.length > 0 ? carrierOfBox(numbers[0]) : undefined);
  if (!given) {
    return {
      error: {
        column: 'carrier_scac',
        code: 'missing_carrier',
        outcome: 'failed',
        message: 'The row names no carrier and the container number does not tell it: add carrier_scac.',
        value: null,
      },
    };
  }
  const resolved = resolveScac(given);
  if (!resolved) {
    return {
      error: {
        column: 'carrier_scac',
        code: 'unknown_carrier',
        outcome: 'failed',
        message: `${given} is not a known SCAC or carrier name.`,
        value: given,
      },
    };
  }
  const scac = resolved.carrier.scac;
  for (const [column, value] of [
    ['container_number', numbers[0]],
    ['bill_of_lading', bill],
    ['booking_number', booking],
  ]) {
    if (!value) continue;
    const earlier = seen.get(`${column}:${value}`);
    if (earlier) {
      return {
        error: {
          column,
          code: 'duplicate_in_file',
          outcome: 'skipped',
          message: `Row ${earlier} already has ${value} with carrier ${scac}.`,
          value,
        },
      };
    }
  }
  const active = [...state.shipments.values()].filter((shipment) => !shipment.archived);
  const tracked = active.find(
    (shipment) =>
      numbers.some((number) => shipment.container_numbers.includes(number)) ||
      (bill && shipment.bill_of_lading_number === bill) ||
      (booking && shipment.booking_number === booking),
  );
  const reference = row.reference?.trim() || null;
  const conflict =
    reference &&
    active.find((shipment) => shipment !== tracked && shipment.reference?.toLowerCase() === reference.toLowerCase());
  if (conflict) {
    return {
      error: {
        column: 'reference',
        code: 'reference_conflict',
        outcome: 'failed',
        message: `Shipment ${conflict.id} already uses the reference ${reference}.`,
        value: reference,
      },
    };
  }
  const fields = {
    numbers,
    bill,
    booking,
    scac,
    carrierName: resolved.carrier.name,
    reference,
    tags: [...splitList(row.tags), ...(options.tags ?? [])],
    notes: row.notes ?? null,
    custom_fields: row.custom_fields ?? {},
  };
  if (tracked && (options.on_duplicate ?? 'skip') === 'skip') {
    const [column, value] = numbers.some((number) => tracked.container_numbers.includes(number))
      ? ['container_number', numbers.find((number) => tracked.container_numbers.includes(number))]
      : bill && tracked.bill_of_lading_number === bill
        ? ['bill_of_lading', bill]
        : ['booking_number', booking];
    return {
      error: {
        column,
        code: 'already_tracked',
        outcome: 'skipped',
        message: `Shipment ${tracked.id} already tracks ${column.replace(/_/g, ' ')} ${value} with ${tracked.carrier.scac}.`,
        value,
      },
      fields,
    };
  }
  return {fields, existing: tracked};
}

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

/**
 * The carrier lookup of a pending shipment, one step later: the world's boxes and any other valid number become
 * `active` with their containers (the world's schedule where the world has one); the test container stays
 * `not_found`. Sends shipment.tracking_status_changed, and shipment.status_changed and shipment.eta_changed when
 * the carrier's data brings a status and an ETA.
 */
export function lookUp(ctx, shipment) {
  const {state} = ctx;
  state.later(ctx.options.importStepMs, () => {
    const numbers = state.pending.get(shipment.id) ?? shipment.container_numbers;
    state.pending.delete(shipment.id);
    const previous = {
      tracking_status: shipment.tracking_status,
      tracking_stopped_reason: shipment.tracking_stopped_reason,
    };
    shipment.updated_at = isoNow();
    if (
      numbers.includes(NOT_FOUND_CONTAINER) ||
      (numbers.length === 0 && !shipment.bill_of_lading_number && !shipment.booking_number)
    ) {
      shipment.tracking_status = 'not_found';
      ctx.emit('shipment.tracking_status_changed', shipment, previous);
      return;
    }
    const world = SHIPMENTS.find((candidate) =>
      numbers.some((number) => candidate.containers.some((box) => box.number === number)),
    );
    shipment.container_numbers = numbers;
    if (world && world.carrier !== shipment.carrier.scac) {
      // The world's box sails with another carrier than the one named: that carrier does not know it.
      shipment.tracking_status = 'not_found';
      ctx.emit('shipment.tracking_status_changed', shipment, previous);
      return;
    }
    if (world && /awaiting carrier data/i.test(world.story)) {
      // The world's story says the carrier knows the box but publishes no data yet.
      shipment.tracking_status = 'awaiting_carrier_data';
      ctx.emit('shipment.tracking_status_changed', shipment, previous);
      return;
    }
    shipment.tracking_status = 'active';
    ctx.emit('shipment.tracking_status_changed', shipment, previous);
    const statusBefore = {status: shipment.status};
    shipment.status = world?.departed ? 'in_transit' : 'booked';
    ctx.emit('shipment.status_changed', shipment, statusBefore);
    if (world?.arrives) {
      const etaBefore = {eta: shipment.eta};
      shipment.eta = `${world.arrives}T06:00:00Z`;
      ctx.emit('shipment.eta_changed', shipment, etaBefore);
    }
    if (world?.pol) shipment.port_of_loading = state.locations(world.pol);
    if (world?.pod) shipment.port_of_discharge = state.locations(world.pod);
    for (const container of state.containers.values()) {
      if (container.shipment_id !== shipment.id) continue;
      Object.assign(container, {
        status: shipment.status === 'in_transit' ? 'in_transit' : 'awaiting_departure',
        current_location: shipment.port_of_loading,
        eta: shipment.eta,
        updated_at: shipment.updated_at,
      });
      recordMilestone(ctx, shipment, container);
    }
  });
}

/**
 * The first actual milestone the carrier reports for a box: released empty to the shipper at the port of loading.
 * Built from the milestone the examples show, recorded on the container and sent as shipment.milestone_added.
 */
function recordMilestone(ctx, shipment, container) {
  const {state} = ctx;
  const template = state.template.last_milestone;
  const location = shipment.port_of_loading ?? template.location;
  const now = isoNow();
  const milestone = {
    ...structuredClone(template),
    id: newId('evt'),
    container_id: container.id,
    code: 'empty_released',
    classifier: 'actual',
    occurred_at: now,
    timezone: location.timezone,
    location,
    mode: null,
    vessel: null,
    voyage_number: null,
    is_empty: true,
    is_transshipment: false,
    source: 'carrier',
    raw_description: 'Empty container released to shipper',
    dcsa: null,
    supersedes: null,
    recorded_at: now,
  };
  container.last_milestone = milestone;
  state.milestones.set(container.id, [...(state.milestones.get(container.id) ?? []), milestone]);
  ctx.emit('shipment.milestone_added', shipment, null, {milestone, container_number: container.number});
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
