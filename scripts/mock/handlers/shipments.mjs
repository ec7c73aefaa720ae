// Shipments: list with filters, sorting and expand[], retrieve by id or reference, merge-patch with If-Match, and
// archive. Changes send the matching webhook events.
import {createHash} from 'node:crypto';
import {customFieldProblem} from '../custom-fields.mjs';
import {Problem} from '../problems.mjs';
import {archiveState, expands, inArchiveState, inRange, list, page, sortBy} from '../query.mjs';
import {shipmentView} from '../views.mjs';

export const etag = (shipment) =>
  `"${createHash('sha256').update(JSON.stringify(shipment)).digest('hex').slice(0, 12)}"`;

const lower = (text) => String(text ?? '').toLowerCase();

function matches(shipment, query) {
  const anyOf = (name, value) => {
    const wanted = list(query, name);
    return wanted === undefined || wanted.includes(value);
  };
  if (!inArchiveState(archiveState(query), shipment.archived)) return false;
  if (!anyOf('status', shipment.status) || !anyOf('tracking_status', shipment.tracking_status)) return false;
  if (!anyOf('carrier_scac', shipment.carrier?.scac)) return false;
  if (!anyOf('port_of_loading', shipment.port_of_loading?.locode)) return false;
  if (!anyOf('port_of_discharge', shipment.port_of_discharge?.locode)) return false;
  if (!anyOf('final_destination', shipment.final_destination?.locode)) return false;
  if (query.reference !== undefined && lower(query.reference) !== lower(shipment.reference)) return false;
  if (query.bill_of_lading_number !== undefined && query.bill_of_lading_number !== shipment.bill_of_lading_number)
    return false;
  if (query.booking_number !== undefined && query.booking_number !== shipment.booking_number) return false;
  if (query.container_number !== undefined && !shipment.container_numbers.includes(query.container_number))
    return false;
  const tags = list(query, 'tag');
  if (tags && !tags.some((tag) => shipment.tags.includes(tag))) return false;
  if (query.customer_id !== undefined && shipment.customer?.id !== query.customer_id) return false;
  const flags = list(query, 'risk_flag');
  if (flags && !flags.some((flag) => shipment.risk_flags.includes(flag))) return false;
  for (const [key, value] of Object.entries(query.custom_fields ?? {})) {
    if (shipment.custom_fields[key] !== value) return false;
  }
  for (const field of ['eta', 'etd', 'created_at', 'updated_at']) {
    if (!inRange(query, field, shipment[field])) return false;
  }
  if (query.q !== undefined) {
    const needle = lower(query.q);
    const haystack = [
      shipment.reference,
      shipment.bill_of_lading_number,
      shipment.booking_number,
      ...shipment.container_numbers,
      shipment.notes,
      shipment.customer?.name,
    ];
    if (!haystack.some((text) => lower(text).includes(needle))) return false;
  }
  return true;
}

export function shipmentList(ctx) {
  const {state, query} = ctx;
  const found = [...state.shipments.values()].filter((shipment) => matches(shipment, query));
  const sorted = sortBy(found, String(query.sort ?? '-created_at'));
  const expand = expands(query);
  const body = page(sorted, query, '/v1/shipments');
  body.data = body.data.map((shipment) => shipmentView(state, shipment, expand));
  return {status: 200, body};
}

export function findById(state, id) {
  const shipment = state.shipments.get(id);
  if (!shipment) throw new Problem('resource_not_found', `No shipment with the id ${id} exists in this workspace.`);
  return shipment;
}

export function findByReference(state, reference, includeArchived) {
  const all = [...state.shipments.values()].filter((shipment) => lower(shipment.reference) === lower(reference));
  const active = all.find((shipment) => !shipment.archived);
  const archived = all
    .filter((shipment) => shipment.archived)
    .sort((a, b) => String(b.archived_at).localeCompare(String(a.archived_at)))[0];
  const shipment = active ?? (includeArchived ? archived : undefined);
  if (!shipment) throw new Problem('resource_not_found', `No active shipment has the reference ${reference}.`);
  return shipment;
}

const withEtag = (state, shipment, expand) => ({
  status: 200,
  headers: {ETag: etag(shipment)},
  body: shipmentView(state, shipment, expand),
});

export const shipmentById = (ctx) =>
  withEtag(ctx.state, findById(ctx.state, ctx.params.shipment_id), expands(ctx.query));

export const shipmentByReference = (ctx) =>
  withEtag(
    ctx.state,
    findByReference(ctx.state, ctx.params.reference, String(ctx.query.include_archived) === 'true'),
    expands(ctx.query),
  );

/** Archives one shipment and sends shipment.archived. */
export function archive(ctx, shipment) {
  const previous = {archived: false, archived_at: null};
  shipment.archived = true;
  shipment.archived_at = ctx.state.iso();
  shipment.updated_at = shipment.archived_at;
  // Archiving stops tracking (TrackingStoppedReason `archived`), unless it had stopped already.
  if (shipment.tracking_status !== 'stopped') {
    Object.assign(shipment, {tracking_status: 'stopped', tracking_stopped_reason: 'archived'});
  }
  // An archived shipment is not checked any more (Data freshness).
  if (shipment.freshness) shipment.freshness = {...shipment.freshness, next_check_at: null};
  ctx.emit('shipment.archived', shipment, previous);
}

/** The custom fields of a patch: each key must name a field of the workspace, and each value fit its type (422). */
function checkCustomFields(fields) {
  if (!fields) return;
  const errors = Object.entries(fields).flatMap(([key, value]) => {
    const problem = customFieldProblem(key, value);
    if (!problem) return [];
    const code = problem.startsWith('No custom field') ? 'unknown_field' : 'invalid_value';
    return [{pointer: `/custom_fields/${key}`, code, detail: problem}];
  });
  if (errors.length > 0) {
    throw new Problem('validation_failed', `${errors.length} field${errors.length > 1 ? 's are' : ' is'} invalid.`, {
      errors,
    });
  }
}

/**
 * The 412 of an `If-Match` that names no current version of the shipment, or undefined when it matches. Entity tags
 * compare as RFC 9110 says, quotes included; a value without its quotes is no entity tag, and the answer says so
 * instead of calling it different from the ETag it spells.
 */
function preconditionFailure(ifMatch, current) {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(current)) return undefined;
  const unquoted = tags.filter((tag) => !/^".*"$/.test(tag));
  if (unquoted.includes(current.slice(1, -1))) {
    return new Problem(
      'precondition_failed',
      `If-Match ${ifMatch} is not an entity tag: an ETag keeps its double quotes. Send If-Match: ${current}, exactly as the ETag header gave it.`,
    );
  }
  return new Problem(
    'precondition_failed',
    `The shipment changed since you read it: If-Match ${ifMatch} does not match its ETag ${current}. Retrieve it again, reapply your change and send the new ETag.`,
  );
}

/** JSON merge patch (RFC 7396) of the fields a customer owns, with If-Match. */
function patch(ctx, shipment) {
  const failure = preconditionFailure(ctx.headers['if-match'], etag(shipment));
  if (failure) throw failure;
  const body = ctx.body;
  if (body.carrier_scac !== undefined && !['pending', 'not_found'].includes(shipment.tracking_status)) {
    throw new Problem(
      'field_not_editable',
      `carrier_scac can be corrected only while tracking_status is pending or not_found; it is ${shipment.tracking_status}.`,
      {
        errors: [
          {pointer: '/carrier_scac', code: 'not_editable', detail: `tracking_status is ${shipment.tracking_status}.`},
        ],
      },
    );
  }
  if (typeof body.reference === 'string') {
    const taken = [...ctx.state.shipments.values()].find(
      (other) => other.id !== shipment.id && !other.archived && lower(other.reference) === lower(body.reference),
    );
    if (taken)
      throw new Problem(
        'reference_conflict',
        `The active shipment ${taken.id} already uses the reference ${body.reference}.`,
      );
  }
  checkCustomFields(body.custom_fields);
  let customer = shipment.customer;
  if (body.customer_id !== undefined) {
    customer =
      body.customer_id === null
        ? null
        : [...ctx.state.shipments.values()]
            .map((other) => other.customer)
            .find((known) => known?.id === body.customer_id);
    if (customer === undefined) {
      throw new Problem('validation_failed', `No customer with the id ${body.customer_id} exists in this workspace.`, {
        errors: [{pointer: '/customer_id', code: 'invalid_value', detail: 'Unknown customer.'}],
      });
    }
  }
  const before = structuredClone(shipment);
  if (body.reference !== undefined) shipment.reference = body.reference;
  if (body.tags !== undefined) shipment.tags = body.tags ?? [];
  if (body.notes !== undefined) shipment.notes = body.notes;
  shipment.customer = customer;
  if (body.custom_fields !== undefined) {
    const merged = body.custom_fields === null ? {} : {...shipment.custom_fields};
    for (const [key, value] of Object.entries(body.custom_fields ?? {})) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    shipment.custom_fields = merged;
  }
  if (body.carrier_scac !== undefined && body.carrier_scac !== shipment.carrier.scac) {
    shipment.carrier = {scac: body.carrier_scac, name: ctx.carrierName(body.carrier_scac)};
    const previous = {
      tracking_status: shipment.tracking_status,
      tracking_stopped_reason: shipment.tracking_stopped_reason,
    };
    shipment.tracking_status = 'pending';
    ctx.emit('shipment.tracking_status_changed', shipment, previous);
    ctx.lookUp(shipment);
  }
  if (body.archived === true && !shipment.archived) archive(ctx, shipment);
  if (body.archived === false && shipment.archived) {
    shipment.archived = false;
    shipment.archived_at = null;
    if (shipment.tracking_stopped_reason === 'archived') {
      Object.assign(shipment, {tracking_status: 'active', tracking_stopped_reason: null});
    }
  }
  if (JSON.stringify(before) !== JSON.stringify(shipment)) shipment.updated_at = ctx.state.iso();
  return withEtag(ctx.state, shipment, new Set());
}

export const patchShipmentById = (ctx) => patch(ctx, findById(ctx.state, ctx.params.shipment_id));

export function patchShipmentByReference(ctx) {
  const answer = patch(ctx, findByReference(ctx.state, ctx.params.reference, false));
  answer.headers['Content-Location'] = `/v1/shipments/${answer.body.id}`;
  return answer;
}

export function archiveShipments(ctx) {
  const result = {object: 'archive_result', archived: [], already_archived: [], not_found: []};
  const ids = ctx.body.shipment_ids;
  const targets = ids ?? ctx.body.references;
  for (const target of targets) {
    let shipment;
    try {
      shipment = ids ? findById(ctx.state, target) : findByReference(ctx.state, target, true);
    } catch {
      result.not_found.push(target);
      continue;
    }
    if (shipment.archived) result.already_archived.push(shipment.id);
    else {
      archive(ctx, shipment);
      result.archived.push(shipment.id);
    }
  }
  return {status: 200, body: result};
}
