// Reads an uploaded import file (.xlsx or UTF-8 .csv with commas or semicolons) into rows keyed by the import
// columns of the document (ShipmentImportItem), matching headers and their x-aliases without regard to case,
// spaces and underscores, and custom-field columns (`cf.<key>` or the field's label). Each row keeps its cells as
// sent, for the error report. What cannot be read is a 415 or 422 problem, as the document says.
import ExcelJS from 'exceljs';
import {customFieldColumn, isCustomField} from './custom-fields.mjs';
import {Problem} from './problems.mjs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const normalize = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[\s_]+/g, '');

/** The file's kind from its name and the type its part declares. */
function kindOf(file) {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  if (file.contentType === XLSX) return 'xlsx';
  if (file.contentType === 'text/csv') return 'csv';
  throw new Problem(
    'unsupported_media_type',
    `${file.name} is not a spreadsheet Berthline reads: save it as .xlsx or UTF-8 .csv.`,
  );
}

/** CSV lines into cells, with double quotes as RFC 4180 writes them. */
function csvRows(text, delimiter) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

async function xlsxRows(bytes, sheetName) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new Problem('invalid_file', 'The file cannot be read as an .xlsx workbook.');
  }
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!sheet) {
    const names = workbook.worksheets.map((candidate) => candidate.name).join(', ');
    throw new Problem('invalid_file', `The workbook has no sheet named ${sheetName}. Its sheets: ${names}.`);
  }
  const rows = [];
  sheet.eachRow({includeEmpty: false}, (row) => {
    const cells = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).text;
      cells.push(value ?? '');
    }
    rows.push(cells);
  });
  return {rows: rows.filter((cells) => cells.some((value) => value.trim() !== '')), sheet: sheet.name};
}

/**
 * The data rows of an uploaded file, as objects keyed by import column, with the file's facts for the import.
 * @param {{name: string, contentType: string, bytes: Buffer}} file
 */
export async function readImportFile(document, file, sheetName) {
  const kind = kindOf(file);
  let table;
  let sheet = null;
  if (kind === 'xlsx') ({rows: table, sheet} = await xlsxRows(file.bytes, sheetName));
  else {
    const text = file.bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\uFFFD'))
      throw new Problem('unsupported_media_type', `${file.name} is not UTF-8 text: save it as UTF-8 .csv.`);
    const header = text.split(/\r?\n/, 1)[0];
    const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
    table = csvRows(text, delimiter);
  }
  if (table.length === 0)
    throw new Problem('invalid_file', `${file.name} is empty: row 1 must hold the column headers.`);
  const columns = document.components.schemas.ShipmentImportItem.properties;
  const names = new Map();
  for (const [name, schema] of Object.entries(columns)) {
    if (name === 'custom_fields') continue;
    for (const alias of [name, ...(schema['x-aliases'] ?? [])]) names.set(normalize(alias), name);
  }
  const [header, ...data] = table;
  /** What each column holds: an import column, a custom field, or nothing (ignored). */
  const mapped = header.map((title) => {
    const name = names.get(normalize(title));
    if (name) return {name};
    const custom = customFieldColumn(title);
    return custom && (custom.prefixed || isCustomField(custom.key)) ? {custom: custom.key, title} : undefined;
  });
  const ignored = header.filter((title, index) => mapped[index] === undefined && title.trim() !== '');
  if (!mapped.some((column) => ['container_number', 'bill_of_lading', 'booking_number'].includes(column?.name))) {
    throw new Problem(
      'invalid_file',
      `Row 1 of ${file.name} has no identifier column: add container_number, bill_of_lading or booking_number.`,
    );
  }
  const maxRows = document['x-limits'].fileImport.maxRows;
  if (data.length > maxRows)
    throw new Problem('too_many_items', `${file.name} has ${data.length} data rows; a file can hold ${maxRows}.`);
  if (data.length === 0) throw new Problem('invalid_file', `${file.name} has a header row but no data rows.`);
  const rows = data.map((cells) => {
    const row = {sent: header.map((_, index) => cells[index] ?? '')};
    mapped.forEach((column, index) => {
      const value = (cells[index] ?? '').trim();
      if (!column || value === '') return;
      if (column.name) row[column.name] = value;
      else {
        row.custom_fields = {...row.custom_fields, [column.custom]: value};
        row.customColumns = {...row.customColumns, [column.custom]: column.title};
      }
    });
    return row;
  });
  return {
    rows,
    header,
    ignoredColumns: ignored,
    file: {name: file.name, size_bytes: file.bytes.length, content_type: kind === 'xlsx' ? XLSX : 'text/csv', sheet},
  };
}
