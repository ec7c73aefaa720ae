// Every rendering of a world object, compared field by field with the world at its moment. The truth is the mock
// server's fresh state (scripts/mock/seed.mjs: the world of src/data/world.ts and src/data/world-journeys.ts as API
// objects, with the detail the document's examples add); the renderings are the document's examples (webhook
// deliveries included) and the JSON blocks of the pages that are not a tutorial's answer (the journeys compare those
// with the running mock, tests/e2e/journeys.spec.ts). A rendering shows the world at its moment unless it says
// otherwise: an example of a request's answer may differ in the fields that request changes, and a webhook delivery,
// sent at its own time, agrees on what never changes.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {seedState} from '../../scripts/mock/seed.mjs';
import {SHIPMENTS, WORLD_AS_OF} from '../../src/data/world';
import {AREA_FILES, ROOT} from './sources';

type Json = Record<string, unknown>;
export type Kind = 'shipment' | 'container' | 'milestone';

export interface Rendering {
  /** Where it is: a file and the place in it. */
  where: string;
  kind: Kind;
  value: Json;
  /** Fields this rendering may show differently from the world's moment, or 'event' for a webhook delivery. */
  differs: readonly string[] | 'event';
}

/** Examples of an answer to a request the reader sends after the world's moment: the fields that request changes. */
export const AFTER_A_REQUEST: Readonly<Record<string, readonly string[]>> = {
  ShipmentPatchedTags: ['tags', 'custom_fields', 'updated_at'],
  ShipmentPatchedNotes: ['notes', 'updated_at'],
  ShipmentPatchedReference: ['reference', 'updated_at'],
  ShipmentPatchedArchived: [
    'archived',
    'archived_at',
    'tracking_status',
    'tracking_stopped_reason',
    'updated_at',
    'freshness.next_check_at',
  ],
  ShipmentPatchedCarrier: ['carrier', 'tracking_status', 'tracking_stopped_reason', 'updated_at', 'freshness'],
};
/** Examples of imports in progress or of a dry run: they hold no world object at the world's moment. */
const NOT_OF_THE_MOMENT = new Set([
  'ImportJsonPending',
  'ImportFilePending',
  'ImportProcessing',
  'ImportDryRunPending',
]);
/** What a webhook delivery shows that never changes: who and what the object is. */
const IDENTITY = new Set([
  'id',
  'object',
  'reference',
  'bill_of_lading_number',
  'booking_number',
  'container_numbers',
  'customer',
  'vessel',
  'voyage_number',
  'number',
  'shipment_id',
  'container_id',
  'code',
  'iso_size_type',
]);

const KINDS = new Set<string>(['shipment', 'container', 'milestone']);

/** The world objects inside a value, each with its path. */
function objectsIn(value: unknown, at: string, found: {at: string; kind: Kind; value: Json}[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => objectsIn(item, `${at}[${index}]`, found));
  else if (value && typeof value === 'object') {
    const object = value as Json;
    if (typeof object.object === 'string' && KINDS.has(object.object) && typeof object.id === 'string') {
      found.push({at, kind: object.object as Kind, value: object});
    }
    for (const [key, child] of Object.entries(object)) objectsIn(child, `${at}.${key}`, found);
  }
  return found;
}

/** The renderings in the document's examples. */
export function exampleRenderings(document: Json): Rendering[] {
  const examples = (document.components as {examples: Record<string, {value: unknown}>}).examples;
  const renderings: Rendering[] = [];
  for (const [name, example] of Object.entries(examples)) {
    if (NOT_OF_THE_MOMENT.has(name)) continue;
    // A webhook delivery, and an import that lists its shipments, show them as they were at their own time.
    const ownTime =
      (example.value as Json)?.object === 'event' || (example.value as Json)?.object === 'shipment_import';
    for (const {at, kind, value} of objectsIn(example.value, 'value')) {
      const differs = ownTime ? 'event' : (AFTER_A_REQUEST[name] ?? []);
      renderings.push({where: `examples/${name}: ${at}`, kind, value, differs});
    }
  }
  return renderings;
}

/** The renderings in the pages' JSON blocks, except a tutorial's answers (titled `Response:`). */
export function pageRenderings(): Rendering[] {
  const renderings: Rendering[] = [];
  for (const file of [...AREA_FILES.docs(), ...AREA_FILES['api-guide']()]) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/^([ \t]*)```json([^\n]*)\n([\s\S]*?)\n\1```/gm)) {
      if (/title="Response:/.test(match[2])) continue;
      let value: unknown;
      try {
        value = JSON.parse(match[3]);
      } catch {
        continue;
      }
      const line = text.slice(0, match.index).split('\n').length;
      for (const found of objectsIn(value, 'block')) {
        renderings.push({where: `${file}:${line}: ${found.at}`, kind: found.kind, value: found.value, differs: []});
      }
    }
  }
  return renderings;
}

/** The world at its moment, by id: the mock's fresh state. */
export function worldObjects(document: Json): Map<string, Json> {
  const state = seedState(document) as {
    shipments: Map<string, Json>;
    containers: Map<string, Json>;
    milestones: Map<string, Json[]>;
  };
  const byId = new Map<string, Json>();
  for (const shipment of state.shipments.values()) byId.set(String(shipment.id), shipment);
  for (const container of state.containers.values()) byId.set(String(container.id), container);
  for (const list of state.milestones.values()) for (const milestone of list) byId.set(String(milestone.id), milestone);
  return byId;
}

/** The ids of world objects that a tutorial creates after the moment: the journeys check their renderings. */
export const addedLater = (): Set<string> =>
  new Set(
    SHIPMENTS.filter((shipment) => shipment.addedBy).flatMap((shipment) => [
      shipment.id,
      ...shipment.containers.flatMap((box) => (box.id ? [box.id] : [])),
    ]),
  );

const summaryOnly = (value: Json) => !('port_of_loading' in value) && value.object === 'shipment';

/** Where a rendering disagrees with the world: one line per field. */
export function disagreements(rendering: Rendering, truth: Json | undefined): string[] {
  if (!truth) return [`${rendering.where}: ${rendering.kind} ${String(rendering.value.id)} is no object of the world`];
  const problems: string[] = [];
  const compare = (shown: unknown, real: unknown, at: string) => {
    const field = at.replace(/^\./, '');
    const top = field.split(/[.[]/)[0];
    if (
      field === ''
        ? false
        : rendering.differs === 'event'
          ? !IDENTITY.has(top)
          : rendering.differs.some((name) => field === name || field.startsWith(`${name}.`) || top === name)
    )
      return;
    if (Array.isArray(shown) && Array.isArray(real)) {
      if (shown.length !== real.length && !(field === 'milestones' && summaryOnly(rendering.value))) {
        problems.push(`${rendering.where}: ${field} has ${shown.length} items; the world has ${real.length}`);
      }
      shown.forEach((item, index) => compare(item, real[index], `${at}[${index}]`));
      return;
    }
    if (
      field !== 'custom_fields' &&
      shown &&
      typeof shown === 'object' &&
      real &&
      typeof real === 'object' &&
      !Array.isArray(real)
    ) {
      for (const [key, value] of Object.entries(shown)) {
        if (key in (real as Json)) compare(value, (real as Json)[key], `${at}.${key}`);
      }
      return;
    }
    if (field === 'custom_fields' || JSON.stringify(shown) !== JSON.stringify(real)) {
      if (JSON.stringify(shown) === JSON.stringify(real)) return;
      problems.push(
        `${rendering.where}: ${field} is ${JSON.stringify(shown)}; the world at ${WORLD_AS_OF} has ${JSON.stringify(real)}`,
      );
    }
  };
  compare(rendering.value, truth, '');
  return problems;
}

/** The bundled document gen-api writes. */
export const bundledDocument = (): Json =>
  JSON.parse(readFileSync(path.join(ROOT, 'static', 'openapi', 'berthline-tracking-api.json'), 'utf8')) as Json;
