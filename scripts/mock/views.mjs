// The API's views of the mock's stored objects, as the handlers return them: a shipment and a container with what
// `expand[]` asks for, and a shipment in short form. Shared by the handlers, which import them from here only.

/** A shipment as the API returns it, with its containers when asked for. */
export function shipmentView(state, shipment, expand) {
  const view = structuredClone(shipment);
  if (expand.has('containers') || expand.has('containers.milestones')) {
    const milestones = expand.has('containers.milestones') ? new Set(['milestones']) : new Set();
    view.containers = [...state.containers.values()]
      .filter((container) => container.shipment_id === shipment.id)
      .map((container) => containerView(state, container, milestones));
  }
  return view;
}

/** A shipment in short form (ShipmentSummary). */
export const shipmentSummary = (shipment) => ({
  id: shipment.id,
  object: 'shipment',
  reference: shipment.reference,
  bill_of_lading_number: shipment.bill_of_lading_number,
  booking_number: shipment.booking_number,
  carrier: shipment.carrier,
  status: shipment.status,
  tracking_status: shipment.tracking_status,
});

/** A container as the API returns it: `milestones` and `shipment` only when asked for. */
export function containerView(state, container, expand) {
  const view = structuredClone(container);
  if (expand.has('milestones')) {
    view.milestones = structuredClone(
      state.milestones.get(container.id) ?? (container.last_milestone ? [container.last_milestone] : []),
    );
  }
  if (expand.has('shipment')) {
    view.shipment = shipmentSummary(state.shipments.get(container.shipment_id));
  }
  return view;
}
