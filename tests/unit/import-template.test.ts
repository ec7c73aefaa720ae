import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  COLUMNS_SHEET,
  DEFAULT_SPEC,
  SHIPMENTS_SHEET,
  generateImportTemplate,
} from '../../scripts/gen-import-template.mjs';
import {bundleSpec} from '../../scripts/gen-api.mjs';

interface ImportItemProperty {
  examples?: unknown[];
  'x-aliases'?: string[];
  description?: string;
}

interface Spec {
  components: {schemas: {ShipmentImportItem: {properties: Record<string, ImportItemProperty>}}};
}

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

/** The headers the template must have: the document's properties, custom_fields as cf.<key> columns. */
function expectedHeaders(spec: Spec): string[] {
  const headers: string[] = [];
  for (const [name, prop] of Object.entries(spec.components.schemas.ShipmentImportItem.properties)) {
    if (name === 'custom_fields') {
      const example = prop.examples?.[0];
      const keys =
        example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : ['po_number'];
      headers.push(...keys.map((key) => `cf.${key}`));
    } else {
      headers.push(name);
    }
  }
  return headers;
}

function parseCsvLine(line: string): string[] {
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
    } else if (ch === ',') {
      cells.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  cells.push(current);
  return cells;
}

function rowValues(row: ExcelJS.Row): string[] {
  const values: string[] = [];
  row.eachCell({includeEmpty: true}, (cell) => {
    values.push(cell.value === null || cell.value === undefined ? '' : String(cell.value));
  });
  return values;
}

test('the import template has the columns of ShipmentImportItem, in order', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'berthline-template-'));
  try {
    const {spec, specPath} = await loadSpec(dir);
    const headers = expectedHeaders(spec);
    assert.ok(headers.length >= 10, `expected at least 10 columns, got ${headers.length}`);
    assert.equal(headers[0], 'container_number');

    const {csvPath, xlsxPath} = await generateImportTemplate({specPath, outDir: dir});

    // CSV: header row, then one example row with a value for every column.
    const lines = (await readFile(csvPath, 'utf8')).split(/\r?\n/).filter((line) => line !== '');
    assert.equal(lines.length, 2, 'the CSV has a header row and one example row');
    assert.deepEqual(parseCsvLine(lines[0]), headers);
    const example = parseCsvLine(lines[1]);
    assert.equal(example.length, headers.length);
    const properties = spec.components.schemas.ShipmentImportItem.properties;
    const tagsExample = properties.tags?.examples?.[0];
    if (Array.isArray(tagsExample)) {
      assert.equal(example[headers.indexOf('tags')], tagsExample.join(';'), 'tags are ;-joined');
    }
    assert.equal(example[0], String(properties.container_number.examples?.[0] ?? ''));

    // Excel: sheet Shipments with a bold header and the same example row; sheet Columns lists every column.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    const shipments = workbook.getWorksheet(SHIPMENTS_SHEET);
    assert.ok(shipments, `the workbook has a "${SHIPMENTS_SHEET}" sheet`);
    assert.equal(workbook.worksheets[0].name, SHIPMENTS_SHEET, 'Shipments is the first sheet');
    assert.deepEqual(rowValues(shipments.getRow(1)), headers);
    assert.equal(shipments.getRow(1).getCell(1).font?.bold, true, 'the header row is bold');
    assert.deepEqual(rowValues(shipments.getRow(2)), example);
    assert.equal(shipments.rowCount, 2);

    const columns = workbook.getWorksheet(COLUMNS_SHEET);
    assert.ok(columns, `the workbook has a "${COLUMNS_SHEET}" sheet`);
    assert.deepEqual(rowValues(columns.getRow(1)).slice(0, 4), [
      'Column',
      'Required',
      'Also accepted as',
      'Description',
    ]);
    const listed: string[] = [];
    for (let r = 2; r <= columns.rowCount; r += 1) listed.push(String(columns.getRow(r).getCell(1).value));
    assert.deepEqual(listed, headers);
    const aliases = String(columns.getRow(2).getCell(3).value ?? '');
    for (const alias of properties.container_number['x-aliases'] ?? []) {
      assert.ok(aliases.includes(alias), `the Columns sheet lists the alias ${alias}`);
    }
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
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
