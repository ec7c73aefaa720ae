// Writes the sample import file of the import tutorials (src/data/sample-import.ts) into static/downloads/: one
// worksheet, the header row and Northwind's rows from the example world, every cell as text (a bill of lading such as
// 264019385 stays text, not a number).
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ExcelJS from 'exceljs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT_DIR = path.join(root, 'static', 'downloads');
/** A fixed date keeps the workbook's bytes the same from one build to the next. */
const FIXED_DATE = new Date('2026-04-22T00:00:00Z');

/** The data module, through tsx (its imports leave out the `.ts` extension, which Node alone does not resolve). */
async function sampleModule() {
  const {tsImport} = await import('tsx/esm/api');
  return tsImport(pathToFileURL(path.join(root, 'src', 'data', 'sample-import.ts')).href, import.meta.url);
}

/** Writes the workbook and returns its path. */
export async function generateSampleImport(outDir = DEFAULT_OUT_DIR) {
  const {SAMPLE_IMPORT, SAMPLE_COLUMNS, SAMPLE_ROWS, sampleCells} = await sampleModule();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Berthline';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  const sheet = workbook.addWorksheet(SAMPLE_IMPORT.sheet);
  sheet.addRow([...SAMPLE_COLUMNS]);
  for (const row of SAMPLE_ROWS) sheet.addRow(sampleCells(row));
  sheet.getRow(1).font = {bold: true};
  sheet.columns.forEach((column) => {
    column.width = 18;
    column.numFmt = '@';
  });
  await mkdir(outDir, {recursive: true});
  const target = path.join(outDir, SAMPLE_IMPORT.name);
  await workbook.xlsx.writeFile(target);
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  generateSampleImport().then((target) => console.log(`wrote ${path.relative(root, target)}`));
}
