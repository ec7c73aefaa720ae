// cspell:ignore bshp GRUPTBVSH
// What the world rules look for in a record, and the world's answers, from src/data/world.ts and src/data/carriers.ts.
import {carriers} from '../../../src/data/carriers';
import {
  BOXES_WITHOUT_SHIPMENT,
  REFERENCES_WITHOUT_SHIPMENT,
  REJECTED_ROWS,
  SHIPMENTS,
  SIZE_TYPES,
  WORLD_CARRIERS,
  WORLD_PORTS,
  shipmentOfContainer,
  type WorldPort,
  type WorldShipment,
} from '../../../src/data/world';
import {checkContainerNumber} from '../../../src/lib/iso6346';
import {MARKED_INVALID} from './container-check-digit';
import type {Area} from '../rule';
import {matchesIn, type WorldRecord} from './world-records';

/** The areas the world rules read: everything but the world itself. */
export const WORLD_AREAS: Area[] = ['docs', 'api-guide', 'openapi', 'data', 'template', 'program'];
export const isWorldModule = (file: string) => file === 'src/data/world.ts';

/** Northwind's references: `NW-2026-0412`, and `NW-2026-0412-A` after a rename. */
export const REFERENCE = /\bNW-\d{4}-\d{4}(?:-[A-Z])?\b/g;
/** A container number, written together or with the spaces or hyphens of a printed box: `MSCU 751238 7`. */
export const CONTAINER = /\b([A-Z]{3}[UJZ])[ -]?(\d{6})[ -]?(\d)\b/g;
/** A shipment id of the API. */
export const SHIPMENT_ID = /\bshp_[A-Za-z0-9]{6,}\b/g;
/** An ISO 6346 size-type code: size (2, 4, L), height (0, 2, 5), type group letter, detail digit. */
// The type group letters: G general, R reefer, U open top, P platform, T tank, B bulk, V ventilated, S named, H insulated.
export const SIZE_TYPE = /\b[24L][025][GRUPTBVSH][0-9]\b/g;
/** Bills of lading with a carrier prefix: MSC's MEDU…, CMA CGM's CMDU…. */
export const PREFIXED_BILL = /\b(?!MEDU\d{7}\b)(?:MEDU|CMDU)[A-Z0-9]{6,12}\b/g;
export const REEFER = /\breefers?\b/i;

/** SCACs (and alternate SCACs) of every carrier Berthline knows, resolved to the main SCAC. */
const SCAC_OF = new Map<string, string>();
for (const carrier of carriers) {
  SCAC_OF.set(carrier.scac, carrier.scac);
  for (const alternate of carrier.alternateScacs) SCAC_OF.set(alternate, carrier.scac);
}
const SCAC_TOKEN = /\b[A-Z0-9]{4}\b/g;
/** The world carriers' names as pages write them (case-sensitive: "MSC ELODIE" is an MSC ship, "MAERSK HALDEN" too). */
const NAME_PATTERNS = (Object.entries(WORLD_CARRIERS) as [string, {name: string}][]).map(([scac, {name}]) => ({
  scac,
  pattern: new RegExp(`\\b${name}\\b|\\b${name.toUpperCase()}\\b`, 'g'),
}));

/** The carriers a record names, by SCAC, with the line of each mention. */
export function carriersIn(record: WorldRecord): {scac: string; line: number; text: string}[] {
  const bySCAC = matchesIn(record, SCAC_TOKEN).flatMap((m) => {
    const scac = SCAC_OF.get(m.text);
    return scac ? [{scac, line: m.line, text: m.text}] : [];
  });
  const byName = NAME_PATTERNS.flatMap(({scac, pattern}) =>
    matchesIn(record, pattern).map((m) => ({scac, line: m.line, text: m.text})),
  );
  return [...bySCAC, ...byName];
}

// A port's name, but not inside a time zone such as `Asia/Shanghai`.
const PORT_NAMES = Object.entries(WORLD_PORTS).map(([code, name]) => ({
  code,
  pattern: new RegExp(`(?<![/\\w])${name}\\b`, 'g'),
}));
const PORT_CODES = new RegExp(`\\b(?:${Object.keys(WORLD_PORTS).join('|')})\\b`, 'g');

/** The world's ports a record names, by code or by name. */
export function portsIn(record: WorldRecord): {code: string; line: number; text: string}[] {
  return [
    ...matchesIn(record, PORT_CODES).map((m) => ({code: m.text, line: m.line, text: m.text})),
    ...PORT_NAMES.flatMap(({code, pattern}) =>
      matchesIn(record, pattern).map((m) => ({code, line: m.line, text: m.text})),
    ),
  ];
}

/** A container number as the world writes it: without spaces or hyphens. */
export const normalized = (groups: string[]) => groups.slice(0, 3).join('');

/**
 * The container numbers of a record that the world rules judge: a valid check digit, and not marked invalid in the
 * record (those belong to the container-check-digit rule).
 */
export function containersIn(record: WorldRecord): {number: string; line: number; text: string}[] {
  const marked = MARKED_INVALID.test(record.map((s) => s.text).join(' '));
  return matchesIn(record, CONTAINER).flatMap((m) => {
    const number = normalized(m.groups);
    if (marked || !checkContainerNumber(number).valid) return [];
    return [{number, line: m.line, text: m.text}];
  });
}

export const shipmentsByReference = new Map(SHIPMENTS.map((s) => [s.reference, s]));
export const isKnownReference = (reference: string) =>
  shipmentsByReference.has(reference) || reference in REFERENCES_WITHOUT_SHIPMENT;
export const isWorldBox = (number: string) =>
  shipmentOfContainer(number) !== undefined ||
  number in BOXES_WITHOUT_SHIPMENT ||
  REJECTED_ROWS.some((row) => row.container === number);

/** The rows that tried to take this shipment's reference. */
export const rejectedRowsOf = (shipment: WorldShipment) =>
  REJECTED_ROWS.filter((row) => row.reference === shipment.reference);

/** The carriers a page may show with a shipment: its carrier, and the one it was first added with. */
export const carriersOf = (shipment: WorldShipment) =>
  [shipment.carrier, shipment.firstAddedAs].filter((scac): scac is WorldShipment['carrier'] => Boolean(scac));

export const portsOf = (shipment: WorldShipment): string[] =>
  [shipment.pol, shipment.pod, ...(shipment.transshipment ?? [])].filter((p): p is WorldPort => p !== undefined);

export const isReeferType = (code: string) => code[2] === 'R';
export const sizeTypeIsReefer = (code: string) =>
  code in SIZE_TYPES ? SIZE_TYPES[code as keyof typeof SIZE_TYPES].type === 'reefer' : isReeferType(code);
