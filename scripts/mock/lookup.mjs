// The carrier lookup of a new shipment, one import step after it was created: the world decides what the carrier
// answers (./world-api.mjs), as of the key's clock, and each change is sent as the matching webhook event.
import {SHIPMENTS} from '../../src/data/world.ts';
import {journeyOf} from '../../src/data/world-journeys.ts';
import {NOT_FOUND_CONTAINER, worldContainer, worldPort} from './seed.mjs';
import {apiLocation, shipmentFacts, shipmentStatusOf, UNREPORTED_BOX} from './world-api.mjs';

/** The world's shipment a new shipment tracks: by its boxes, or by its bill of lading or booking. */
function worldOf(shipment, numbers) {
  return SHIPMENTS.find(
    (candidate) =>
      (numbers.length > 0 && numbers.some((number) => candidate.containers.some((box) => box.number === number))) ||
      (shipment.bill_of_lading_number !== null && candidate.billOfLading === shipment.bill_of_lading_number) ||
      (shipment.booking_number !== null && candidate.booking === shipment.booking_number),
  );
}

/** A container of a shipment whose carrier has not answered: its number only. */
export function pendingContainer(state, shipment, number, id, now) {
  const container = state.examples.containerTemplate();
  Object.assign(container, structuredClone(UNREPORTED_BOX), {
    id,
    number,
    shipment_id: shipment.id,
    iso_size_type: null,
    size: null,
    type: null,
    status: null,
    current_location: null,
    vessel: null,
    voyage_number: null,
    last_milestone: null,
    eta: null,
    ata: null,
    freshness: {last_checked_at: null, last_changed_at: null, next_check_at: now, is_stale: false},
    created_at: now,
    updated_at: now,
  });
  return container;
}

/** Adds the containers a new shipment names, before its carrier answers. */
export function addPendingContainers(state, shipment, numbers, now) {
  for (const number of numbers) {
    const box = SHIPMENTS.flatMap((world) => world.containers).find((candidate) => candidate.number === number);
    const id = box?.id ?? state.nextId('ctr');
    state.containers.set(id, pendingContainer(state, shipment, number, id, now));
  }
}

/** Changes the tracking status and sends shipment.tracking_status_changed. */
function track(ctx, shipment, status) {
  const previous = {
    tracking_status: shipment.tracking_status,
    tracking_stopped_reason: shipment.tracking_stopped_reason,
  };
  shipment.tracking_status = status;
  shipment.updated_at = ctx.state.iso();
  ctx.emit('shipment.tracking_status_changed', shipment, previous);
}

/**
 * The carrier lookup of a pending shipment: when its import finishes (`at: 'now'`: the mock's carriers answer at
 * once, so a reader who sees the import done sees the lookups done too), or one import step after a corrected
 * carrier. The test container stays `not_found`, and so does a
 * world box named with another carrier than its own; a world shipment that waits for carrier data becomes
 * `awaiting_carrier_data`; any other world shipment becomes `active` with its journey as of the key's clock; a valid
 * number the world does not know becomes `active` and `booked`, with no movement yet.
 */
export function lookUp(ctx, shipment, {at = 'later'} = {}) {
  const {state} = ctx;
  const answer = () => {
    const numbers = state.pending.get(shipment.id) ?? shipment.container_numbers;
    state.pending.delete(shipment.id);
    const world = worldOf(shipment, numbers);
    if (numbers.includes(NOT_FOUND_CONTAINER) || (world && world.carrier !== shipment.carrier.scac)) {
      track(ctx, shipment, 'not_found');
      return;
    }
    if (!world && numbers.length === 0 && !shipment.bill_of_lading_number && !shipment.booking_number) {
      track(ctx, shipment, 'not_found');
      return;
    }
    if (world?.awaitingCarrierData) {
      track(ctx, shipment, 'awaiting_carrier_data');
      return;
    }
    track(ctx, shipment, 'active');
    const statusBefore = {status: shipment.status};
    shipment.status = world ? shipmentStatusOf(world) : 'booked';
    ctx.emit('shipment.status_changed', shipment, statusBefore);
    if (!world) {
      for (const container of state.containers.values()) {
        if (container.shipment_id === shipment.id) container.status = 'awaiting_departure';
      }
      return;
    }
    answerFromWorld(ctx, shipment, world);
  };
  if (at === 'now') answer();
  else state.later(ctx.options.importStepMs, answer);
}

/** What the carrier reports about a world shipment: its places, vessel, dates, boxes and their milestones. */
function answerFromWorld(ctx, shipment, world) {
  const {state} = ctx;
  const facts = shipmentFacts(world);
  const etaBefore = {eta: shipment.eta};
  const port = (locode) => worldPort(state.examples, world, locode);
  Object.assign(shipment, {
    bill_of_lading_number: facts.bill_of_lading_number ?? shipment.bill_of_lading_number,
    booking_number: facts.booking_number ?? shipment.booking_number,
    container_numbers: facts.container_numbers,
    port_of_loading: port(world.pol),
    port_of_discharge: port(world.pod),
    transshipment_ports: facts.transshipment_ports.map((locode) => apiLocation({locode, facility: null})),
    vessel: facts.vessel,
    voyage_number: facts.voyage_number,
    atd: facts.atd,
    eta: facts.eta,
    ata: facts.ata,
    original_eta: facts.eta,
  });
  const now = state.iso();
  const nextCheck = new Date(state.now() + 4 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  shipment.freshness = {last_checked_at: now, last_changed_at: now, next_check_at: nextCheck, is_stale: false};
  if (shipment.eta !== etaBefore.eta && journeyOf(world.reference).length > 0) {
    ctx.emit('shipment.eta_changed', shipment, etaBefore);
  }
  for (const box of world.containers) {
    const known = [...state.containers.values()].find(
      (container) => container.shipment_id === shipment.id && container.number === box.number,
    );
    const id = known?.id ?? box.id ?? state.nextId('ctr');
    const {container, milestones} = worldContainer(state.examples, world, box, {
      id,
      asOf: now,
      recordedAt: () => now,
      createdAt: known?.created_at ?? now,
    });
    Object.assign(container, {shipment_id: shipment.id, updated_at: now});
    container.freshness = {...shipment.freshness};
    state.containers.set(id, container);
    state.milestones.set(id, milestones);
    if (container.last_milestone) {
      ctx.emit('shipment.milestone_added', shipment, null, {
        milestone: container.last_milestone,
        container_number: container.number,
      });
    }
  }
}
