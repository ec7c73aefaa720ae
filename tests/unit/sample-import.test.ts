// The sample import file of the tutorials (src/data/sample-import.ts, written into static/downloads/ by gen-api):
// the template's columns plus a custom field the world's workspace defines, and rows whose outcomes are the world's.
// Run: node --import tsx --test tests/unit/sample-import.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {SAMPLE_COLUMNS, SAMPLE_IMPORT, SAMPLE_ROWS, sampleCells} from '../../src/data/sample-import';
import {CUSTOM_FIELDS, SHIPMENTS, shipmentByReference} from '../../src/data/world';

const ROOT = path.join(__dirname, '..', '..');

test("the sample file's columns are the template's, and a custom field of the workspace", () => {
  const template = readFileSync(path.join(ROOT, 'static', 'downloads', 'berthline-import-template.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(',');
  const custom = SAMPLE_COLUMNS.filter((column) => !template.includes(column));
  assert.deepEqual(
    SAMPLE_COLUMNS.filter((column) => template.includes(column)),
    template,
  );
  for (const column of custom) assert.ok(column.slice(3) in CUSTOM_FIELDS, `${column} names no custom field`);
});

test('rows that create a shipment name shipments the tutorials add; the repeated row names one the world tracks', () => {
  for (const row of SAMPLE_ROWS) {
    const shipment = shipmentByReference(row.reference);
    assert.ok(shipment, row.reference);
    if (row.outcome === 'already_tracked') assert.equal(shipment.addedBy, undefined, `${row.reference} is tracked`);
    else assert.equal(shipment.addedBy, 'sample-file', `${row.reference} is added by the sample file`);
  }
  const added = SHIPMENTS.filter((shipment) => shipment.addedBy === 'sample-file').map((s) => s.reference);
  assert.deepEqual(
    SAMPLE_ROWS.filter((row) => row.outcome !== 'already_tracked').map((row) => row.reference),
    added,
  );
});

test('the workbook gen-api wrote holds exactly these rows, as text', async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path.join(ROOT, 'static', 'downloads', SAMPLE_IMPORT.name));
  const sheet = workbook.getWorksheet(SAMPLE_IMPORT.sheet);
  assert.ok(sheet, `the workbook has no sheet ${SAMPLE_IMPORT.sheet}`);
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  const expected = [[...SAMPLE_COLUMNS], ...SAMPLE_ROWS.map(sampleCells)].map((cells) =>
    cells.map((cell, index) => (index < cells.length ? cell : '')),
  );
  assert.deepEqual(
    rows.map((cells) => cells.join(',').replace(/,+$/, '')),
    expected.map((cells) => cells.join(',').replace(/,+$/, '')),
  );
});
