// The example rows of the import template: one definition for the workbook's Examples sheet and the examples CSV
// (scripts/gen-import-template.mjs) and the table of the Excel tutorial (<ImportExamplesTable />), both read from the
// example world (./world.ts). tests/unit/import-template.test.ts checks that the sheet and the table agree.
import {EXAMPLE_REFERENCES} from './import-template';
import {shipmentByReference, type WorldShipment} from './world';

export type ExampleReference = (typeof EXAMPLE_REFERENCES)[number];

function shipmentOf(reference: string): WorldShipment {
  const shipment = shipmentByReference(reference);
  if (!shipment) throw new Error(`the example shipment ${reference} is not in src/data/world.ts`);
  return shipment;
}

/** One example shipment's cells, by the import column (ShipmentImportItem property) they go into. */
export function exampleValues(reference: string): Readonly<Record<string, string>> {
  const shipment = shipmentOf(reference);
  const by = shipment.importedBy ?? ['container'];
  return {
    container_number: by.includes('container') ? shipment.containers.map((c) => c.number).join(';') : '',
    bill_of_lading: by.includes('billOfLading') ? (shipment.billOfLading ?? '') : '',
    booking_number: by.includes('booking') ? (shipment.booking ?? '') : '',
    carrier_scac: shipment.carrier,
    reference: shipment.reference,
    tags: shipment.tags.join(';'),
    port_of_discharge: shipment.pod ?? '',
    notes: '',
  };
}

/** The example rows, each a cell per header (empty where the shipment gives nothing), in the order of the references. */
export function exampleRows(headers: readonly string[]): Record<string, string>[] {
  return EXAMPLE_REFERENCES.map((reference) => {
    const values = exampleValues(reference);
    return Object.fromEntries(headers.map((header) => [header, values[header] ?? '']));
  });
}

/** The spreadsheet row of an example shipment: the header is row 1, so the first shipment is row 2. */
export function exampleRowNumber(reference: ExampleReference): number {
  const index = EXAMPLE_REFERENCES.indexOf(reference);
  if (index < 0) throw new Error(`${reference} is not one of the template's example shipments`);
  return index + 2;
}
