// The import template's files and sheets: one source for scripts/gen-import-template.mjs (which writes them into
// static/downloads/), the download list on the site (<TemplateDownloads />) and the tutorials that upload them.

import {IMPORT_TEMPLATE_BASENAME} from '../../config/site-paths.mjs';

export const TEMPLATE_BASENAME = IMPORT_TEMPLATE_BASENAME;

/** The workbook's sheets, in order. Berthline reads the first one unless an import names another. */
export const SHEETS = {
  /** The header row only: fill in one shipment per row. */
  shipments: 'Shipments',
  /** Northwind Forwarding's example rows: never imported unless you choose this sheet. */
  examples: 'Examples',
  /** Each column: its name on screen, whether it is required, aliases, description, example. */
  columns: 'Columns',
  /** The SCACs Berthline accepts; the carrier_scac column of Shipments is checked against them. */
  carriers: 'Carriers',
} as const;

export interface TemplateFile {
  /** File name in static/downloads/ and on the reader's disk. */
  name: string;
  /** Short kind, shown as a badge. */
  badge: 'XLSX' | 'CSV';
  /** What the file is, in a few words. */
  title: string;
  /** What it holds, in a sentence. */
  description: string;
}

export const TEMPLATE_FILES = {
  xlsx: {
    name: `${TEMPLATE_BASENAME}.xlsx`,
    badge: 'XLSX',
    title: 'Excel workbook',
    description: `Sheet ${SHEETS.shipments} holds the header row to fill in, with the carrier column checked against the list on sheet ${SHEETS.carriers}; sheet ${SHEETS.examples} shows example rows, which are not imported; sheet ${SHEETS.columns} gives each column's name on screen, aliases and rules.`,
  },
  csv: {
    name: `${TEMPLATE_BASENAME}.csv`,
    badge: 'CSV',
    title: 'Comma-separated, UTF-8 with BOM',
    description: 'The header row, for scripts and spreadsheet tools. The byte-order mark makes Excel open it as UTF-8.',
  },
  csvSemicolon: {
    name: `${TEMPLATE_BASENAME}-semicolon.csv`,
    badge: 'CSV',
    title: 'Semicolon-separated, UTF-8 with BOM',
    description:
      'The same header row for Excel in locales that use a decimal comma (most of Europe), where Excel separates values with semicolons.',
  },
  examplesCsv: {
    name: `${TEMPLATE_BASENAME}-examples.csv`,
    badge: 'CSV',
    title: 'Example rows, comma-separated',
    description:
      'The example rows of the workbook as a CSV file, to see every kind of row filled in. Replace them with your own rows before you import.',
  },
} as const satisfies Record<string, TemplateFile>;

/**
 * Columns of the document's ShipmentImportItem that the template leaves out, because a row fails on a new workspace
 * until their targets exist: a customer of the customer portal, or a custom field defined in Settings › Custom
 * fields. The Columns sheet documents them as optional additions.
 */
export const OPTIONAL_ADDITIONS = ['customer', 'custom_fields'] as const;

/** The world's shipments (src/data/world.ts) that fill the Examples sheet, one kind of row each. */
export const EXAMPLE_REFERENCES = [
  'NW-2026-0412',
  'NW-2026-0413',
  'NW-2026-0414',
  'NW-2026-0415',
  'NW-2026-0416',
] as const;
