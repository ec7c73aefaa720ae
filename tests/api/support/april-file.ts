// The spreadsheet the file-upload tutorial imports, made for the tests: the example rows of the site's import
// template (static/downloads/berthline-import-template-examples.csv, from src/data/import-template.ts), then rows
// with the mistakes the document's `completed_with_errors` example shows (a container number that lost a digit,
// a misspelled SCAC) and the test container that no carrier knows. Imported into a key's fresh state, it ends
// `completed_with_errors`: the tutorial's own error path, with an error report to download.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {BOXES_WITHOUT_SHIPMENT} from '../../../src/data/world';
import {ROOT} from './pages';

const EXAMPLES_CSV = path.join(ROOT, 'static', 'downloads', 'berthline-import-template-examples.csv');
const TEST_CONTAINER = Object.keys(BOXES_WITHOUT_SHIPMENT).find((number) => number.startsWith('BRLU')) as string;

/** Header and rows of the file, as cells. */
export function aprilRows(): string[][] {
  const lines = readFileSync(EXAMPLES_CSV, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const table = lines.map((line) => line.split(','));
  const [header, ...examples] = table;
  const row = (values: Record<string, string>): string[] => header.map((name) => values[name] ?? '');
  return [
    header,
    ...examples,
    row({container_number: 'MSCU339041', carrier_scac: 'MSCU', reference: 'NW-2026-0418'}),
    row({container_number: 'MSKU2205432', carrier_scac: 'MSK', reference: 'NW-2026-0430'}),
    row({container_number: TEST_CONTAINER, carrier_scac: 'MSCU', reference: 'NW-TEST-0401'}),
  ];
}

/** Writes the file as `name` (.csv, or .xlsx with the rows on the sheet Shipments, as the template has them). */
export async function writeAprilFile(dir: string, name: string): Promise<string> {
  const target = path.join(dir, path.basename(name));
  const rows = aprilRows();
  if (name.toLowerCase().endsWith('.csv')) {
    writeFileSync(target, `${rows.map((cells) => cells.join(',')).join('\n')}\n`);
    return target;
  }
  if (!name.toLowerCase().endsWith('.xlsx')) throw new Error(`${name}: the tests write .csv and .xlsx files`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Shipments');
  for (const cells of rows) sheet.addRow(cells);
  await workbook.xlsx.writeFile(target);
  return target;
}
