// Every enum of the document by its location (src/generated/api/enums.json).
import data from '../../generated/api/enums.json';
import {has} from './reference';
import type {EnumFact} from './types';

export const enums = data as unknown as Record<string, EnumFact>;

/** The enum at a location (`ShipmentStatus`, `Container.last_free_day_source`, `parameters.ShipmentSort`). */
export function enumAt(location: string): EnumFact {
  if (!has(enums, location)) {
    const known = Object.keys(enums).sort().join(', ');
    throw new Error(`Unknown enum location "${location}". The OpenAPI document has enums at: ${known}.`);
  }
  return enums[location];
}

/** The values of the enum at a location, in the document's order. */
export const enumValues = (location: string): (string | number | null)[] =>
  enumAt(location).values.map((entry) => entry.value);
