// The carrier lookup of a new shipment, one import step after it was created: the world decides what the carrier
// answers, and each change is sent as the matching webhook event.
import {SHIPMENTS} from '../../src/data/world.ts';
import {newId, isoNow} from './ids.mjs';
import {NOT_FOUND_CONTAINER} from './seed.mjs';

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
