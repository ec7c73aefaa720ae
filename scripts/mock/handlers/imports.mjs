// Shipment imports: start from JSON or a file, list, and retrieve while they progress.
import Ajv from 'ajv';
import {Problem} from '../problems.mjs';
import {expands, inRange, list, page, sortBy} from '../query.mjs';
import {readImportFile} from '../spreadsheet.mjs';
import {isFinal, startImport} from '../importer.mjs';
import {shipmentSummary} from '../views.mjs';

/** An import as the API returns it; its error report is served by the mock itself. */
export function importView(ctx, item, expand, inList) {
  const view = structuredClone(item);
  if (view.error_report_url) {
    view.error_report_url = `${ctx.origin}/_mock/files/${ctx.state.fileToken}/imports/${item.id}/errors.csv`;
  }
  if (inList && !expand.has('errors')) delete view.errors;
  if (expand.has('shipments')) {
    view.shipments = item.shipment_ids
      .map((id) => ctx.state.shipments.get(id))
      .filter(Boolean)
      .map(shipmentSummary);
  }
  return view;
}

export function listAllShipmentImports(ctx) {
  const {state, query} = ctx;
  const anyOf = (name, value) => {
    const wanted = list(query, name);
    return wanted === undefined || wanted.includes(value);
  };
  const found = [...state.imports.values()].filter(
    (item) =>
      anyOf('status', item.status) &&
      anyOf('source', item.source) &&
      (query.created_by === undefined || item.created_by.id === query.created_by) &&
      inRange(query, 'created_at', item.created_at),
  );
  const body = page(sortBy(found, String(query.sort ?? '-created_at')), query, '/v1/shipment-imports');
  const expand = expands(query);
  body.data = body.data.map((item) => importView(ctx, item, expand, true));
  return {status: 200, body};
}

export function checkShipmentImportStatus(ctx) {
  const item = ctx.state.imports.get(ctx.params.import_id);
  if (!item)
    throw new Problem('resource_not_found', `No import with the id ${ctx.params.import_id} exists in this workspace.`);
  return {status: 200, body: importView(ctx, item, expands(ctx.query), false)};
}

/** Imports that still run count against the concurrent-imports limit of the key. */
function checkConcurrency(ctx) {
  const running = [...ctx.state.imports.values()].filter((item) => !isFinal(item.status)).length;
  const limit = ctx.state.identity.limits.concurrentImports;
  if (running >= limit) {
    const wait = String(Math.max(1, Math.ceil((ctx.options.importStepMs * 2) / 1000)));
    throw new Problem(
      'rate_limited',
      `${running} import${running > 1 ? 's are' : ' is'} still running, and this key can run ${limit} at a time. Retry after ${wait} seconds.`,
      {
        headers: {
          'RateLimit-Limit': String(limit),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': wait,
          'Retry-After': wait,
        },
      },
    );
  }
}

function accepted(ctx, item) {
  return {
    status: 202,
    headers: {Location: `/v1/shipment-imports/${item.id}`},
    body: importView(ctx, item, new Set(), false),
  };
}

export function startShipmentImportViaJson(ctx) {
  checkConcurrency(ctx);
  const item = startImport(ctx, {
    source: 'json',
    file: null,
    rows: ctx.body.items,
    options: ctx.body.options ?? {},
    ignoredColumns: [],
    idempotencyKey: ctx.headers['idempotency-key'],
  });
  return accepted(ctx, item);
}

let optionsValidator;

/** The `options` part: a JSON string with the fields of ShipmentImportOptions (its contentSchema). */
export function parseOptions(document, text) {
  if (text === undefined) return {};
  let options;
  try {
    options = JSON.parse(text);
  } catch (error) {
    throw new Problem('validation_failed', `The options part is not valid JSON: ${error.message}`, {
      errors: [{pointer: '/options', code: 'invalid_type', detail: 'Send the options as a JSON object.'}],
    });
  }
  optionsValidator ??= new Ajv({strict: false, allErrors: true}).compile(
    document.components.schemas.ShipmentImportOptions,
  );
  if (!optionsValidator(options)) {
    throw new Problem(
      'validation_failed',
      `The options part has ${optionsValidator.errors.length} invalid field${optionsValidator.errors.length > 1 ? 's' : ''}.`,
      {
        errors: optionsValidator.errors.map((error) => ({
          pointer: `/options${error.instancePath}${error.keyword === 'additionalProperties' ? `/${error.params.additionalProperty}` : ''}`,
          code: error.keyword === 'additionalProperties' ? 'unknown_field' : 'invalid_value',
          detail: `${error.keyword === 'additionalProperties' ? `'${error.params.additionalProperty}' ` : ''}${error.message}.`,
        })),
      },
    );
  }
  return options;
}

export async function startShipmentImportViaFile(ctx) {
  const {file, fields} = ctx.multipart;
  const options = parseOptions(ctx.document, fields.options);
  const maxBytes = ctx.document['x-limits'].fileImport.maxBytes;
  if (file.bytes.length > maxBytes)
    throw new Problem('file_too_large', `${file.name} has ${file.bytes.length} bytes; a file can have ${maxBytes}.`);
  const read = await readImportFile(ctx.document, file, options.sheet ?? undefined);
  checkConcurrency(ctx);
  const item = startImport(ctx, {
    source: 'file',
    file: read.file,
    rows: read.rows,
    header: read.header,
    options,
    ignoredColumns: read.ignoredColumns,
    idempotencyKey: ctx.headers['idempotency-key'],
  });
  return accepted(ctx, item);
}
