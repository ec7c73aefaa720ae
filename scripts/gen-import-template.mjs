// Writes the shipment import template from the bundled OpenAPI document, so that the template, the import columns
// table on the site and the API accept the same columns in the same order. Reads
// static/openapi/berthline-tracking-api.json (written by scripts/gen-api.mjs) and writes into static/downloads/ the
// files of src/data/import-template.ts: an Excel workbook (Shipments to fill in, Examples, Columns, Carriers), a
// comma- and a semicolon-separated CSV with a UTF-8 byte-order mark, and the example rows as CSV.
// The file names and sheets (src/data/import-template.ts), the example rows (src/data/import-examples.ts, from the
// world) and the accepted carrier codes (src/data/carriers.ts) come from the TypeScript data modules, loaded through
// tsx; the row limit comes from the document's x-limits. A file is written only when its bytes change.
import {access, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ExcelJS from 'exceljs';
import {specFile} from '../config/site-paths.mjs';
import {importTs} from './lib/ts-module.mjs';
import {writeIfChanged} from './lib/write-if-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A TypeScript data module of src/data/. */
const dataModule = (name) => importTs(path.join(root, 'src', 'data', name));

/**
 * The data modules, loaded once per run (not at import time: a CommonJS caller, such as a test under tsx, cannot
 * import a module with top-level await).
 */
let data;
async function loadData() {
  const [template, examples, carrierData] = await Promise.all([
    dataModule('import-template.ts'),
    dataModule('import-examples.ts'),
    dataModule('carriers.ts'),
  ]);
  return {...template, exampleRows: examples.exampleRows, acceptedCodes: carrierData.acceptedCodes};
}

export const DEFAULT_SPEC = path.join(root, specFile('json'));
export const DEFAULT_OUT_DIR = path.join(root, 'static', 'downloads');
/** Excel opens a CSV as UTF-8 only when it starts with this byte-order mark. */
export const BOM = '\uFEFF';
/** The import's row limit, from the document's `x-limits`: the rows of Shipments whose carrier cell is checked. */
function rowLimit(spec) {
  const rows = spec?.['x-limits']?.fileImport?.maxRows;
  if (!Number.isInteger(rows) || rows < 1) {
    throw new Error('the bundled OpenAPI document has no x-limits.fileImport.maxRows (the import row limit)');
  }
  return rows;
}

/** The property that holds custom fields in JSON; in a file each custom field is a `cf.<key>` column. */
const CUSTOM_FIELDS = 'custom_fields';
/** A fixed date keeps the workbook's metadata and its zip entries stable from one build to the next. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
// ExcelJS zips the workbook with JSZip, which dates each entry "now" unless its defaults say otherwise: with a
// fixed date, an unchanged document writes an unchanged workbook (and a running dev server sees no change).
createRequire(createRequire(import.meta.url).resolve('exceljs'))('jszip').defaults.date = FIXED_DATE;

function exampleOf(prop) {
  if (Array.isArray(prop.examples) && prop.examples.length > 0) return prop.examples[0];
  if (prop.example !== undefined) return prop.example;
  return null;
}

/** Plain text for a spreadsheet cell: one line, without Markdown code marks or link targets. */
function plainText(markdown) {
  return String(markdown ?? '')
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(';');
  return String(value);
}

/**
 * Columns that are required together as alternatives: an `anyOf`/`oneOf` whose branches each require one
 * property (for example one of container_number, bill_of_lading, booking_number).
 */
function alternativeGroups(item) {
  const groups = [];
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = item[keyword];
    if (!Array.isArray(branches)) continue;
    const names = branches.map((b) => (Array.isArray(b?.required) && b.required.length === 1 ? b.required[0] : null));
    if (names.every((n) => typeof n === 'string')) groups.push(names);
  }
  return groups;
}

function requiredText(name, prop, requiredSet, groups) {
  if (typeof prop['x-required'] === 'string') return prop['x-required'];
  if (requiredSet.has(name)) return 'Yes';
  const group = groups.find((g) => g.includes(name));
  if (group) return `One of ${group.join(', ')}`;
  return 'No';
}

/** The name the web app shows for a column (`x-label` in the document), or the property name. */
const labelOf = (name, prop) => (typeof prop['x-label'] === 'string' ? prop['x-label'] : name);

/**
 * The template's columns, in the order of ShipmentImportItem's properties, without the optional additions
 * (customer, custom fields), which fail on a new workspace; `additions` describes those for the Columns sheet.
 */
function templateColumns(spec) {
  const item = spec?.components?.schemas?.ShipmentImportItem;
  if (!item || typeof item.properties !== 'object' || Object.keys(item.properties).length === 0) {
    throw new Error('the bundled OpenAPI document has no components.schemas.ShipmentImportItem properties');
  }
  const requiredSet = new Set(item.required ?? []);
  const groups = alternativeGroups(item);
  const columns = [];
  for (const [name, prop] of Object.entries(item.properties)) {
    if (data.OPTIONAL_ADDITIONS.includes(name)) continue;
    columns.push({
      property: name,
      header: name,
      label: labelOf(name, prop),
      required: requiredText(name, prop, requiredSet, groups),
      aliases: Array.isArray(prop['x-aliases']) ? prop['x-aliases'] : [],
      description: plainText(prop.description),
      example: cellText(exampleOf(prop)),
    });
  }
  return columns;
}

/** The optional additions as rows of the Columns sheet: what to add, and when it works. */
function optionalAdditions(spec) {
  const properties = spec.components.schemas.ShipmentImportItem.properties;
  return data.OPTIONAL_ADDITIONS.filter((name) => properties[name]).map((name) => {
    const prop = properties[name];
    const custom = name === CUSTOM_FIELDS;
    return {
      header: custom ? 'cf.<key>' : name,
      label: labelOf(name, prop),
      required:
        'Optional addition: add the column yourself, only when ' +
        (custom
          ? 'the custom field exists in Settings › Custom fields'
          : 'the customer exists in your customer portal'),
      aliases: Array.isArray(prop['x-aliases']) ? prop['x-aliases'] : [],
      description: plainText(prop.description),
      example: custom ? 'cf.po_number' : cellText(exampleOf(prop)),
    };
  });
}

/**
 * Every code the importer accepts as carrier_scac (src/data/carriers.ts `acceptedCodes`: SCACs, alternates, bill of
 * lading prefixes, legacy SCACs with a successor), one row each for the Carriers sheet.
 */
function acceptedScacs() {
  return data.acceptedCodes().map(({code, carrier, note}) => ({code, carrier: carrier.name, note}));
}

function csvField(value, separator) {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV text with a UTF-8 byte-order mark: the header row, then the rows given. */
function toCsv(columns, rows = [], separator = ',') {
  const line = (cells) => cells.map((cell) => csvField(cell, separator)).join(separator);
  const lines = [line(columns.map((c) => c.header)), ...rows.map((row) => line(columns.map((c) => row[c.header])))];
  return `${BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}

/** A sheet with a bold, frozen header row and text cells, so that Excel keeps identifiers as typed. */
function addTable(workbook, name, columns) {
  const sheet = workbook.addWorksheet(name, {views: [{state: 'frozen', ySplit: 1}]});
  sheet.columns = columns;
  sheet.getRow(1).font = {bold: true};
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
  });
  return sheet;
}

const widthOf = (c) => Math.min(40, Math.max(14, c.header.length + 4, c.example.length + 2));

async function toWorkbook(columns, additions, examples, scacs, maxRows) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Berthline';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  const tableColumns = columns.map((c) => ({header: c.header, key: c.header, width: widthOf(c)}));

  // Shipments: only the header row, so that nothing but the reader's own rows is imported. Each header carries
  // the web app's name for the column as a note.
  const shipments = addTable(workbook, data.SHEETS.shipments, tableColumns);
  columns.forEach((c, index) => {
    shipments.getRow(1).getCell(index + 1).note = `${c.label}. ${c.description}`;
  });
  // One validation over the whole column range, added as a range: set cell by cell, exceljs merges the cells into
  // ranges sorted as text (D10 before D2) and writes overlapping ones, which Excel then offers to repair.
  const carrierColumn = shipments.getColumn('carrier_scac').letter;
  const list = `${data.SHEETS.carriers}!$A$2:$A$${scacs.length + 1}`;
  shipments.dataValidations.add(`${carrierColumn}2:${carrierColumn}${maxRows + 1}`, {
    type: 'list',
    allowBlank: true,
    formulae: [list],
    // A warning, not a stop: an empty or unlisted carrier can still be detected from the container number.
    errorStyle: 'warning',
    showErrorMessage: true,
    errorTitle: 'Unknown SCAC',
    error: `Not a code Berthline knows. See sheet ${data.SHEETS.carriers}, or leave the cell empty to detect the carrier.`,
  });

  const exampleSheet = addTable(workbook, data.SHEETS.examples, tableColumns);
  for (const row of examples) exampleSheet.addRow(row);

  const info = addTable(workbook, data.SHEETS.columns, [
    {header: 'Column', key: 'column', width: 22},
    {header: 'Name on screen', key: 'label', width: 22},
    {header: 'Required', key: 'required', width: 34},
    {header: 'Also accepted as', key: 'aliases', width: 34},
    {header: 'Description', key: 'description', width: 80},
    {header: 'Example', key: 'example', width: 28},
  ]);
  for (const c of [...columns, ...additions]) {
    info.addRow({
      column: c.header,
      label: c.label,
      required: c.required,
      aliases: c.aliases.join(', '),
      description: c.description,
      example: c.example,
    });
  }
  info.getColumn('description').alignment = {wrapText: true, vertical: 'top'};

  const carriersSheet = addTable(workbook, data.SHEETS.carriers, [
    {header: 'SCAC', key: 'code', width: 10},
    {header: 'Carrier', key: 'carrier', width: 44},
    {header: 'Note', key: 'note', width: 56},
  ]);
  for (const scac of scacs) carriersSheet.addRow(scac);
  return workbook;
}

/**
 * Generates every template file of src/data/import-template.ts, writing only those that changed. Returns their paths,
 * the columns and example rows, and the files written.
 * @param {{specPath?: string, outDir?: string}} [options]
 */
export async function generateImportTemplate({specPath = DEFAULT_SPEC, outDir = DEFAULT_OUT_DIR} = {}) {
  try {
    await access(specPath);
  } catch {
    throw new Error(
      `the bundled OpenAPI document ${path.relative(process.cwd(), specPath) || specPath} is missing; ` +
        'run `node scripts/gen-api.mjs` first',
    );
  }
  data ??= await loadData();
  const spec = JSON.parse(await readFile(specPath, 'utf8'));
  const columns = templateColumns(spec);
  const examples = data.exampleRows(columns.map((c) => c.header));
  const paths = Object.fromEntries(
    Object.entries(data.TEMPLATE_FILES).map(([kind, file]) => [kind, path.join(outDir, file.name)]),
  );
  const workbook = await toWorkbook(columns, optionalAdditions(spec), examples, acceptedScacs(), rowLimit(spec));
  const contents = [
    [paths.csv, toCsv(columns)],
    [paths.csvSemicolon, toCsv(columns, [], ';')],
    [paths.examplesCsv, toCsv(columns, examples)],
    [paths.xlsx, Buffer.from(await workbook.xlsx.writeBuffer())],
  ];
  const written = [];
  for (const [file, content] of contents) if (await writeIfChanged(file, content)) written.push(file);
  return {paths, csvPath: paths.csv, xlsxPath: paths.xlsx, columns, examples, written};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  generateImportTemplate()
    .then(({paths, columns}) => {
      const files = Object.values(paths).map((file) => path.relative(root, file));
      console.log(`gen-import-template: wrote ${files.join(', ')} (${columns.length} columns)`);
    })
    .catch((error) => {
      console.error(`gen-import-template: ${error.message}`);
      process.exit(1);
    });
}
