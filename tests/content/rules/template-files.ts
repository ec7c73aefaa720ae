// A page that uploads or names a spreadsheet uses the files the site offers (the template of
// src/data/import-template.ts and the sample file of src/data/sample-import.ts, both written by gen-api), so a reader
// can download the very file a tutorial uploads, and names the sheets the template has. Two other kinds of file are fine: the error report Berthline writes (`…errors.csv`) and the
// `file.xlsx` placeholder of a usage line.
import {SHEETS, TEMPLATE_FILES} from '../../../src/data/import-template';
import {SAMPLE_IMPORT} from '../../../src/data/sample-import';
import {finding, plantedMarkdown, type Rule} from '../rule';
import {findAll} from '../units';

const SPREADSHEET = /(?<![\w.$/-])[\w.-]+\.(?:xlsx|xlsm|xls|csv)\b/g;
/** A sheet named in import options or an import's `file` object: `"sheet": "Bookings"`, `sheet: Bookings`. */
const SHEET_VALUE = /["']?\bsheet["']?\s*:\s*["']?([A-Za-z][\w -]*?)["']?\s*(?:[,}]|$)/g;

const OFFERED: readonly string[] = [...Object.values(TEMPLATE_FILES).map((file) => file.name), SAMPLE_IMPORT.name];
const SHEET_NAMES: readonly string[] = Object.values(SHEETS);
const allowed = (name: string) =>
  OFFERED.includes(name) || /errors\.csv$/.test(name) || /^file\.(xlsx|csv)$/.test(name);

const md = plantedMarkdown('api-guide');

export const templateFiles: Rule = {
  id: 'template-files',
  description: 'Pages upload the template files the site offers and name the sheets the template has.',
  areas: ['docs', 'api-guide'],
  check(source) {
    const files = findAll(source.text, source.kind, SPREADSHEET)
      .filter((match) => !allowed(match.text))
      .map((match) =>
        finding(
          source,
          match.line,
          `${match.text} is no file the site offers; use ${OFFERED.join(', ')} (src/data/import-template.ts)`,
        ),
      );
    const sheets = findAll(source.text, source.kind, SHEET_VALUE)
      // Only in code and data: in prose, "the **Shipments** sheet: it holds…" is a sentence, not a value.
      .filter((match) => match.inCode || source.kind !== 'markdown')
      .filter((match) => match.groups[0] !== 'null' && !SHEET_NAMES.includes(match.groups[0]))
      .map((match) =>
        finding(source, match.line, `sheet "${match.groups[0]}": the template's sheets are ${SHEET_NAMES.join(', ')}`),
      );
    return [...files, ...sheets];
  },
  planted: [
    {
      name: 'a tutorial uploads a file the site does not offer, from a sheet the template lacks',
      source: md(
        '```bash\ncurl -F "file=@northwind-april-bookings.xlsx" \\\n  -F \'options={"sheet":"Bookings"}\'\n```',
      ),
      findings: 2,
    },
    {
      name: 'YAML-style sheet value in a JSON answer',
      source: md('```json\n{"file": {"name": "berthline-import-template.xlsx", "sheet": "Sheet1"}}\n```'),
      findings: 1,
    },
    {
      name: 'the template, its sheets, an error report and a placeholder pass',
      source: md(
        '```bash\ncurl -F "file=@berthline-import-template.xlsx" -F \'options={"sheet":"Shipments"}\'\n' +
          'curl -o "$id-errors.csv" "$report"  # Usage: node import-file.mjs <file.xlsx|file.csv>\n```\n\n' +
          '`"sheet": null` for CSV files. Fill in the **Shipments** sheet: it holds the header row.',
      ),
      findings: 0,
    },
  ],
};
