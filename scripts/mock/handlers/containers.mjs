// Containers across the key's shipments, with the document's filters, sorts and expand[].
import {archiveState, expands, inArchiveState, inRange, list, page, sortBy} from '../query.mjs';
// A cycle (shipments.mjs expands containers), safe: each module uses the other's functions only when called.
import {containerView} from '../views.mjs';

function matches(state, container, query) {
  const shipment = state.shipments.get(container.shipment_id);
  const anyOf = (name, value) => {
    const wanted = list(query, name);
    return wanted === undefined || wanted.includes(value);
  };
  if (!inArchiveState(archiveState(query), shipment?.archived)) return false;
  if (query.shipment_id !== undefined && container.shipment_id !== query.shipment_id) return false;
  if (!anyOf('number', container.number) || !anyOf('status', container.status)) return false;
  if (
    !anyOf('carrier_scac', shipment?.carrier?.scac) ||
    !anyOf('port_of_discharge', shipment?.port_of_discharge?.locode)
  )
    return false;
  if (!anyOf('type', container.type) || !anyOf('size', container.size)) return false;
  if (query.pod_terminal !== undefined) {
    const terminal = container.pod_terminal;
    if (!terminal || ![terminal.firms_code, terminal.smdg_code].includes(query.pod_terminal)) return false;
  }
  if (
    query.available_for_pickup !== undefined &&
    container.available_for_pickup !== (String(query.available_for_pickup) === 'true')
  )
    return false;
  if (query.has_active_holds !== undefined) {
    const active = container.holds.some((hold) => hold.status === 'active');
    if (active !== (String(query.has_active_holds) === 'true')) return false;
  }
  if (!inRange(query, 'last_free_day', container.last_free_day)) return false;
  if (!inRange(query, 'return_by', container.detention?.return_by)) return false;
  if (!inRange(query, 'eta', container.eta) || !inRange(query, 'updated_at', container.updated_at)) return false;
  return true;
}

export function containerList(ctx) {
  const {state, query} = ctx;
  const found = [...state.containers.values()].filter((container) => matches(state, container, query));
  const sorted = sortBy(found, String(query.sort ?? '-created_at'));
  const expand = expands(query);
  const body = page(sorted, query, '/v1/containers');
  body.data = body.data.map((container) => containerView(state, container, expand));
  return {status: 200, body};
}
