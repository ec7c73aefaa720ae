// cspell:ignore sqref bsqref
// The import template (scripts/gen-import-template.mjs): its files are read back as a reader's spreadsheet tool
// would, and every example row is validated against the document's ShipmentImportItem schema.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import ExcelJS from 'exceljs';
import {DEFAULT_SPEC, generateImportTemplate} from '../../scripts/gen-import-template.mjs';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {acceptedCodes, resolveScac} from '../../src/data/carriers';
import {EXAMPLE_REFERENCES, OPTIONAL_ADDITIONS, SHEETS, TEMPLATE_FILES} from '../../src/data/import-template';
import {importExamplesTable} from '../../src/components/ImportExamplesTable/spec';
import {DASH} from '../../src/components/DataTable/spec';
import {checkContainerNumber} from '../../src/lib/iso6346';
import {zipEntryText} from './support/zip-entry';

interface ImportItemProperty {
  examples?: unknown[];
  'x-aliases'?: string[];
  'x-label'?: string;
  description?: string;
  type?: string | string[];
}

interface Spec {
  components: {schemas: {ShipmentImportItem: {properties: Record<string, ImportItemProperty>}}};
  'x-limits': {fileImport: {maxRows: number}};
}

const BOM = '\uFEFF';
const {shipments: SHIPMENTS_SHEET, examples: EXAMPLES_SHEET, columns: COLUMNS_SHEET, carriers: CARRIERS_SHEET} = SHEETS;

/** Reads the bundled document, or bundles openapi/ when the build has not written it yet. */
async function loadSpec(dir: string): Promise<{spec: Spec; specPath: string}> {
  if (existsSync(DEFAULT_SPEC)) {
    return {spec: JSON.parse(await readFile(DEFAULT_SPEC, 'utf8')) as Spec, specPath: DEFAULT_SPEC};
  }
  const spec = (await bundleSpec()) as Spec;
  const specPath = path.join(dir, 'berthline-tracking-api.json');
  await writeFile(specPath, JSON.stringify(spec));
  return {spec, specPath};
}

/** The headers the template must have: the document's properties, in order, without the optional additions. */
function expectedHeaders(spec: Spec): string[] {
  return Object.keys(spec.components.schemas.ShipmentImportItem.properties).filter(
    (name) => !(OPTIONAL_ADDITIONS as readonly string[]).includes(name),
  );
}

function parseCsvLine(line: string, separator = ','): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === separator) {
      cells.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  cells.push(current);
  return cells;
}

/** The first `width` cells of a row as text, empty cells as ''. */
function rowValues(row: ExcelJS.Row, width: number): string[] {
  const values: string[] = [];
  for (let column = 1; column <= width; column += 1) {
    const value = row.getCell(column).value;
    values.push(value === null || value === undefined ? '' : String(value));
  }
  return values;
}

/** A CSV file read back: it must start with a UTF-8 byte-order mark; returns its rows of cells. */
async function readCsv(file: string, separator: string): Promise<string[][]> {
  const text = await readFile(file, 'utf8');
  assert.ok(text.startsWith(BOM), `${path.basename(file)} starts with a UTF-8 byte-order mark`);
  return text
    .slice(1)
    .split(/\r\n/)
    .filter((line) => line !== '')
    .map((line) => parseCsvLine(line, separator));
}

/** A template row as the importer reads it: empty cells left out, tags split at semicolons. */
function rowToItem(headers: string[], cells: string[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  headers.forEach((header, index) => {
    const value = cells[index] ?? '';
    if (value === '') return;
    item[header] = header === 'tags' ? value.split(';') : value;
  });
  return item;
}

async function withTemplate(
  run: (spec: Spec, generated: Awaited<ReturnType<typeof generateImportTemplate>>) => Promise<void>,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'berthline-template-'));
  try {
    const {spec, specPath} = await loadSpec(dir);
    await run(spec, await generateImportTemplate({specPath, outDir: dir}));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

test('the CSV templates: the columns of ShipmentImportItem in order, a byte-order mark, comma and semicolon', async () => {
  await withTemplate(async (spec, {paths}) => {
    const headers = expectedHeaders(spec);
    assert.ok(headers.length >= 8, `expected at least 8 columns, got ${headers.length}`);
    assert.equal(headers[0], 'container_number');
    for (const addition of OPTIONAL_ADDITIONS) assert.ok(!headers.includes(addition), `no ${addition} column`);
    assert.ok(!headers.some((header) => header.startsWith('cf.')), 'no custom field column');

    assert.deepEqual(await readCsv(paths.csv, ','), [headers], 'the comma CSV is the header row only');
    assert.deepEqual(await readCsv(paths.csvSemicolon, ';'), [headers], 'the semicolon CSV is the header row only');
    const examples = await readCsv(paths.examplesCsv, ',');
    assert.deepEqual(examples[0], headers);
    assert.equal(examples.length - 1, EXAMPLE_REFERENCES.length, 'one example row per example shipment');
    assert.deepEqual(
      examples.slice(1).map((row) => row[headers.indexOf('reference')]),
      [...EXAMPLE_REFERENCES],
    );
  });
});

test('every example row is a valid ShipmentImportItem of the document, with known carriers and valid boxes', async () => {
  await withTemplate(async (spec, {paths}) => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    const validate = ajv.compile(spec.components.schemas.ShipmentImportItem as object);
    const [headers, ...rows] = await readCsv(paths.examplesCsv, ',');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(paths.xlsx);
    const sheet = workbook.getWorksheet(EXAMPLES_SHEET);
    assert.ok(sheet, `the workbook has an "${EXAMPLES_SHEET}" sheet`);
    const sheetRows: string[][] = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) sheetRows.push(rowValues(sheet.getRow(r), headers.length));
    assert.deepEqual(sheetRows, rows, 'the Examples sheet holds the same rows as the examples CSV');

    for (const [index, cells] of rows.entries()) {
      const item = rowToItem(headers, cells);
      const where = `example row ${index + 2} (${String(item.reference)})`;
      assert.ok(validate(item), `${where}: ${ajv.errorsText(validate.errors)}`);
      assert.ok(item.container_number || item.bill_of_lading || item.booking_number, `${where} has an identifier`);
      assert.ok(resolveScac(String(item.carrier_scac)), `${where}: ${String(item.carrier_scac)} is a known SCAC`);
      for (const number of String(item.container_number ?? '')
        .split(';')
        .filter(Boolean)) {
        assert.ok(checkContainerNumber(number).valid, `${where}: ${number} has a valid check digit`);
      }
    }
  });
});

test('the workbook: an empty Shipments sheet first, screen names beside API names, a SCAC list for validation', async () => {
  await withTemplate(async (spec, {paths}) => {
    const headers = expectedHeaders(spec);
    const properties = spec.components.schemas.ShipmentImportItem.properties;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(paths.xlsx);
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      [SHIPMENTS_SHEET, EXAMPLES_SHEET, COLUMNS_SHEET, CARRIERS_SHEET],
    );

    const shipments = workbook.getWorksheet(SHIPMENTS_SHEET);
    assert.ok(shipments);
    assert.deepEqual(rowValues(shipments.getRow(1), headers.length), headers);
    assert.equal(shipments.getRow(1).getCell(1).font?.bold, true, 'the header row is bold');
    assert.equal(shipments.actualRowCount, 1, 'no example row in the sheet Berthline imports');
    headers.forEach((header, index) => {
      const note = JSON.stringify(shipments.getRow(1).getCell(index + 1).note ?? '');
      assert.ok(note.includes(String(properties[header]['x-label'])), `the ${header} header notes its screen name`);
    });

    const scacColumn = headers.indexOf('carrier_scac') + 1;
    const validation = shipments.getRow(2).getCell(scacColumn).dataValidation;
    assert.equal(validation?.type, 'list');
    assert.match(String(validation?.formulae?.[0]), new RegExp(`^${CARRIERS_SHEET}!\\$A\\$2:\\$A\\$\\d+$`));
    const maxRows = spec['x-limits'].fileImport.maxRows;
    assert.equal(
      shipments.getRow(maxRows + 1).getCell(scacColumn).dataValidation?.type,
      'list',
      `the last row the import reads (${maxRows + 1}) is checked`,
    );
    assert.equal(
      shipments.getRow(maxRows + 2).getCell(scacColumn).dataValidation?.type,
      undefined,
      'no row beyond the import limit is checked',
    );

    const scacs = workbook.getWorksheet(CARRIERS_SHEET);
    assert.ok(scacs);
    const codes: string[] = [];
    for (let r = 2; r <= scacs.rowCount; r += 1) codes.push(String(scacs.getRow(r).getCell(1).value));
    assert.deepEqual(
      codes,
      acceptedCodes().map((entry) => entry.code),
      'the Carriers sheet lists every code the importer accepts, in order',
    );
    for (const code of ['MEDU', 'CWLQ', 'CAT', 'NYKS', 'SAFM']) assert.ok(codes.includes(code), `the list has ${code}`);
    for (const code of codes) assert.ok(resolveScac(code), `the importer accepts ${code}`);
    assert.equal(
      String(validation?.formulae?.[0]).endsWith(`$A$${codes.length + 1}`),
      true,
      'the list covers every code',
    );

    const columns = workbook.getWorksheet(COLUMNS_SHEET);
    assert.ok(columns);
    assert.deepEqual(rowValues(columns.getRow(1), 6), [
      'Column',
      'Name on screen',
      'Required',
      'Also accepted as',
      'Description',
      'Example',
    ]);
    const listed: string[][] = [];
    for (let r = 2; r <= columns.rowCount; r += 1) listed.push(rowValues(columns.getRow(r), 6));
    assert.deepEqual(
      listed.slice(0, headers.length).map((row) => [row[0], row[1]]),
      headers.map((header) => [header, String(properties[header]['x-label'])]),
    );
    const additions = listed.slice(headers.length);
    assert.deepEqual(
      additions.map((row) => row[0]),
      ['customer', 'cf.<key>'],
    );
    for (const row of additions) assert.match(row[2], /^Optional addition/);
    for (const alias of properties.container_number['x-aliases'] ?? []) {
      assert.ok(listed[0][3].includes(alias), `the Columns sheet lists the alias ${alias}`);
    }
  });
});

/** The `sqref` ranges of a sheet's data validations, as written in the file (exceljs merges them when it reads). */
function validationRanges(xml: string): string[] {
  return [...xml.matchAll(/<dataValidation\b[^>]*\bsqref="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/));
}

/** Rows and columns a range like `D2:D5001` covers. */
function bounds(range: string): {col: [number, number]; row: [number, number]} {
  const cell = (ref: string) => {
    const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(ref) ?? [];
    const col = [...(letters ?? '')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
    return {col, row: Number(digits)};
  };
  const [from, to = from] = range.split(':');
  const a = cell(from);
  const b = cell(to);
  return {col: [a.col, b.col], row: [a.row, b.row]};
}

/** Pairs of ranges that share a cell: Excel reports each as a problem to repair. */
function overlaps(ranges: readonly string[]): string[] {
  const found: string[] = [];
  ranges.forEach((first, i) => {
    for (const second of ranges.slice(i + 1)) {
      const a = bounds(first);
      const b = bounds(second);
      const meet = (x: [number, number], y: [number, number]) => x[0] <= y[1] && y[0] <= x[1];
      if (meet(a.col, b.col) && meet(a.row, b.row)) found.push(`${first} and ${second}`);
    }
  });
  return found;
}

test('the workbook opens without repair: one carrier validation over the import limit, no overlapping ranges', async () => {
  await withTemplate(async (spec, {paths}) => {
    const xml = zipEntryText(await readFile(paths.xlsx), 'xl/worksheets/sheet1.xml');
    const ranges = validationRanges(xml);
    assert.deepEqual(overlaps(ranges), []);
    const column = String.fromCharCode(64 + expectedHeaders(spec).indexOf('carrier_scac') + 1);
    assert.deepEqual(ranges, [`${column}2:${column}${spec['x-limits'].fileImport.maxRows + 1}`]);
  });
  // The check finds what exceljs wrote before: a validation set cell by cell, merged into D2:D5001 and D10:D5001.
  assert.deepEqual(overlaps(['D2:D5001', 'D10:D5001']), ['D2:D5001 and D10:D5001']);
  assert.deepEqual(overlaps(['D2:D9', 'D10:D5001', 'E2:E5001']), []);
});

test('the Excel tutorial shows the rows of the Examples sheet, numbered as the spreadsheet numbers them', async () => {
  await withTemplate(async (spec, {paths}) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(paths.xlsx);
    const sheet = workbook.getWorksheet(EXAMPLES_SHEET);
    assert.ok(sheet);
    const headers = expectedHeaders(spec);
    const sheetRows = new Map<number, Record<string, string>>();
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const cells = rowValues(sheet.getRow(r), headers.length);
      sheetRows.set(r, Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
    }
    const table = importExamplesTable();
    const shown = table.columns.slice(1).map((column) => column.text);
    assert.equal(table.rows.length, sheetRows.size, 'one table row per sheet row');
    for (const row of table.rows) {
      const number = Number(row[0]?.text);
      const sheetRow = sheetRows.get(number);
      assert.ok(sheetRow, `the table's row ${number} is a row of the sheet`);
      const cells = Object.fromEntries(shown.map((header, index) => [header, row[index + 1]?.text ?? '']));
      for (const header of headers) {
        const inTable = header in cells ? cells[header] : DASH;
        assert.equal(inTable === DASH ? '' : inTable, sheetRow[header], `row ${number}, ${header}`);
      }
    }
  });
});

test('the files the site offers are the files the generator writes', async () => {
  await withTemplate(async (_spec, {paths}) => {
    assert.deepEqual(
      Object.values(paths)
        .map((file) => path.basename(file))
        .sort(),
      Object.values(TEMPLATE_FILES)
        .map((file) => file.name)
        .sort(),
    );
  });
});

test('a missing bundled document fails with a clear message', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'berthline-template-'));
  try {
    await assert.rejects(
      generateImportTemplate({specPath: path.join(dir, 'missing.json'), outDir: dir}),
      /is missing; run `node scripts\/gen-api\.mjs` first/,
    );
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
