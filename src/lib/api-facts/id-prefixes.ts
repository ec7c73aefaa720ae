// The id prefixes of the document's objects (src/generated/api/idPrefixes.json).
import data from '../../generated/api/idPrefixes.json';
import type {IdPrefixFact} from './types';

export const idPrefixes = data as unknown as IdPrefixFact[];

/** The id prefix of a schema's objects (`Shipment` → `shp_`). */
export function idPrefix(schema: string): IdPrefixFact {
  const found = idPrefixes.find((entry) => entry.schema === schema);
  if (!found) {
    const known = idPrefixes.map((entry) => `${entry.schema} (${entry.prefix})`).join(', ');
    throw new Error(`No id prefix for schema "${schema}". The document's id patterns give: ${known}.`);
  }
  return found;
}
