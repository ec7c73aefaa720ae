// The checks of one import row, as the document's RowErrorCode describes them: identifiers, ISO 6346 check digits,
// the carrier (named, defaulted or read from the box's owner code), duplicates in the file, shipments already
// tracked and references already in use.
import {legacyScac, resolveScac} from '../../src/data/carriers.ts';
import {LEASING_OWNER_CODES, WORLD_CARRIERS} from '../../src/data/world.ts';
import {checkContainerNumber} from '../../src/lib/iso6346.ts';
import {customFieldProblem, customFieldValue, isCustomField} from './custom-fields.mjs';

/** The one name of a carrier in the API: the world's name for its carriers, the coverage table's for the others. */
export const carrierName = (scac) => WORLD_CARRIERS[scac]?.name ?? resolveScac(scac)?.carrier.name ?? scac;

/** ISO 6346, as the site's container number checker applies it (src/lib/iso6346.ts), to the number as written. */
function checkDigitValid(number) {
  const result = checkContainerNumber(number);
  return result.valid && result.normalized === number;
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
export function checkRow(state, row, options, seen) {
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
  // A legacy SCAC whose carrier no line took over (Hanjin's HJSC): Berthline knows it, and cannot track it.
  const lost = resolved ? undefined : legacyScac(given);
  if (lost) {
    return {
      error: {
        column: 'carrier_scac',
        code: 'unsupported_carrier',
        outcome: 'failed',
        message: `${lost.scac} was the SCAC of ${lost.formerCarrier}. ${lost.fate}`,
        value: given,
      },
    };
  }
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
  const custom = checkCustomFields(row);
  if (custom.error) return custom;
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
    carrierName: carrierName(scac),
    reference,
    tags: [...splitList(row.tags), ...(options.tags ?? [])],
    notes: row.notes ?? null,
    custom_fields: custom.values,
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

/**
 * The custom fields of a row: a column or key that names no field of the workspace fails the row as
 * `unknown_custom_field`, a value of the wrong type as `invalid_custom_field_value`.
 */
function checkCustomFields(row) {
  const values = {};
  for (const [key, value] of Object.entries(row.custom_fields ?? {})) {
    const column = row.customColumns?.[key] ?? `custom_fields.${key}`;
    if (!isCustomField(key)) {
      return {
        error: {
          column,
          code: 'unknown_custom_field',
          outcome: 'failed',
          message: `${column} names no custom field of this workspace. Define ${key} in Settings › Custom fields, or rename the column.`,
          value: String(value),
        },
      };
    }
    const fromText = row.customColumns !== undefined;
    const problem = customFieldProblem(key, value, fromText);
    if (problem) {
      return {
        error: {column, code: 'invalid_custom_field_value', outcome: 'failed', message: problem, value: String(value)},
      };
    }
    values[key] = fromText ? customFieldValue(key, value) : value;
  }
  return {values};
}
