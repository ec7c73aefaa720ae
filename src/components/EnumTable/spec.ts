// The values of any enum of the OpenAPI document with their descriptions, found by its location
// (src/lib/api-facts/enums.ts): `ShipmentStatus`, `Container.last_free_day_source`, `parameters.ShipmentSort`. Defined
// once, rendered by DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {enumAt} from '../../lib/api-facts/enums';
import {cell, DASH, type TableSpec} from '../DataTable/spec';

export interface EnumTableProps {
  /** The enum's location: `ShipmentStatus`, `Container.last_free_day_source`, `parameters.ShipmentSort`… */
  at: string;
  /** Table caption. Default: "Values of <location>". */
  caption?: string;
}

/** Throws with the known locations for a typo, which fails the build at the page. */
export function enumTable({at, caption}: EnumTableProps): TableSpec {
  const {values} = enumAt(at);
  return {
    caption: caption ?? `Values of ${at}`,
    columns: [cell('Value'), cell('Meaning')],
    rows: values.map(({value, description}) => [
      cell(value === null ? 'null' : String(value), {code: true}),
      description ? cell(description, {markdown: true}) : cell(DASH),
    ]),
  };
}
