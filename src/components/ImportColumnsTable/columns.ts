// The columns of the shipment import template, read from the OpenAPI document's components.schemas.ShipmentImportItem
// (through the facts module, src/lib/api.ts), with the cell wording of the table on the page.
import {importColumns as documentColumns} from '../../lib/api-facts/import-columns';
import type {ImportColumnFact} from '../../lib/api-facts/types';

export type {ImportColumnFact};

/** In a file, each custom field is its own column named `cf.<key>`; in JSON it is one `custom_fields` object. */
export const CUSTOM_FIELDS = 'custom_fields';

/** Every column; throws when the document has none. */
export function importColumns(): ImportColumnFact[] {
  const columns = documentColumns;
  if (columns.length === 0) {
    throw new Error(
      'ImportColumnsTable: the OpenAPI document has no ShipmentImportItem properties. Run `node scripts/gen-api.mjs`.',
    );
  }
  return columns;
}

export function formatExample(example: unknown): string {
  if (example === null || example === undefined) return '';
  if (Array.isArray(example)) return example.map(String).join(';');
  if (typeof example === 'object') {
    return Object.entries(example as Record<string, unknown>)
      .map(([key, value]) => `cf.${key} = ${String(value)}`)
      .join(', ');
  }
  return String(example);
}

export function formatRequired(required: boolean | string): string {
  if (typeof required === 'string') return required;
  return required ? 'Yes' : 'No';
}
