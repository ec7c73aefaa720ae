// Writes the shipment import template (CSV and Excel) from the bundled OpenAPI document, so that the template,
// the import columns table on the site and the API accept the same columns in the same order.
// Reads static/openapi/berthline-tracking-api.json (written by scripts/gen-api.mjs) and writes
// static/downloads/berthline-import-template.csv and .xlsx.
import {access, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ExcelJS from 'exceljs';
import {specFile} from '../config/site-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SPEC = path.join(root, specFile('json'));
export const DEFAULT_OUT_DIR = path.join(root, 'static', 'downloads');
export const TEMPLATE_BASENAME = 'berthline-import-template';
export const SHIPMENTS_SHEET = 'Shipments';
export const COLUMNS_SHEET = 'Columns';

/** The property that holds custom fields in JSON; in a file each custom field is a `cf.<key>` column. */
const CUSTOM_FIELDS = 'custom_fields';
/** Used when the document gives custom_fields no example object. */
const FALLBACK_CUSTOM_FIELD = {po_number: 'PO-88123'};
/** A fixed date keeps the workbook's metadata stable from one build to the next. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

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

/**
 * The template's columns, in the order of ShipmentImportItem's properties. `custom_fields` becomes one
 * `cf.<key>` column for each key of its example (for example `cf.po_number`).
 */
export function templateColumns(spec) {
  const item = spec?.components?.schemas?.ShipmentImportItem;
  if (!item || typeof item.properties !== 'object' || Object.keys(item.properties).length === 0) {
    throw new Error('the bundled OpenAPI document has no components.schemas.ShipmentImportItem properties');
  }
  const requiredSet = new Set(item.required ?? []);
  const groups = alternativeGroups(item);
  const columns = [];
  for (const [name, prop] of Object.entries(item.properties)) {
    const base = {
      property: name,
      required: requiredText(name, prop, requiredSet, groups),
      aliases: Array.isArray(prop['x-aliases']) ? prop['x-aliases'] : [],
      description: plainText(prop.description),
    };
    if (name === CUSTOM_FIELDS) {
      const example = exampleOf(prop);
      const fields =
        example && typeof example === 'object' && !Array.isArray(example) ? example : FALLBACK_CUSTOM_FIELD;
      for (const [key, value] of Object.entries(fields)) {
        columns.push({
          ...base,
          header: `cf.${key}`,
          description: `Custom field with the key ${key}. ${base.description}`,
          example: cellText(value),
        });
      }
    } else {
      columns.push({...base, header: name, example: cellText(exampleOf(prop))});
    }
  }
  return columns;
}

function csvField(value) {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(columns) {
  const header = columns.map((c) => csvField(c.header)).join(',');
  const example = columns.map((c) => csvField(c.example)).join(',');
  return `${header}\r\n${example}\r\n`;
}

export async function toWorkbook(columns) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Berthline';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;

  const sheet = workbook.addWorksheet(SHIPMENTS_SHEET, {views: [{state: 'frozen', ySplit: 1}]});
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.header,
    width: Math.min(40, Math.max(14, c.header.length + 4, c.example.length + 2)),
  }));
  sheet.getRow(1).font = {bold: true};
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.header, c.example])));
  // Identifiers and references are text: keep Excel from turning them into numbers or dates.
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
  });

  const info = workbook.addWorksheet(COLUMNS_SHEET, {views: [{state: 'frozen', ySplit: 1}]});
  info.columns = [
    {header: 'Column', key: 'column', width: 22},
    {header: 'Required', key: 'required', width: 28},
    {header: 'Also accepted as', key: 'aliases', width: 34},
    {header: 'Description', key: 'description', width: 80},
    {header: 'Example', key: 'example', width: 28},
  ];
  info.getRow(1).font = {bold: true};
  for (const c of columns) {
    info.addRow({
      column: c.header,
      required: c.required,
      aliases: c.aliases.join(', '),
      description: c.description,
      example: c.example,
    });
  }
  info.getColumn('description').alignment = {wrapText: true, vertical: 'top'};
  return workbook;
}

/**
 * Generates both template files. Returns their paths and the columns written.
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
  const spec = JSON.parse(await readFile(specPath, 'utf8'));
  const columns = templateColumns(spec);
  await mkdir(outDir, {recursive: true});
  const csvPath = path.join(outDir, `${TEMPLATE_BASENAME}.csv`);
  const xlsxPath = path.join(outDir, `${TEMPLATE_BASENAME}.xlsx`);
  await writeFile(csvPath, toCsv(columns));
  const workbook = await toWorkbook(columns);
  await writeFile(xlsxPath, Buffer.from(await workbook.xlsx.writeBuffer()));
  return {csvPath, xlsxPath, columns};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  generateImportTemplate()
    .then(({csvPath, xlsxPath, columns}) => {
      console.log(
        `gen-import-template: wrote ${path.relative(root, csvPath)} and ${path.relative(root, xlsxPath)} ` +
          `(${columns.length} columns)`,
      );
    })
    .catch((error) => {
      console.error(`gen-import-template: ${error.message}`);
      process.exit(1);
    });
}
