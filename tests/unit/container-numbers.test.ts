// Every container number written in the documentation, the API guides, the OpenAPI source and the data modules
// carries a valid ISO 6346 check digit, unless the same sentence (prose) or the same table row says it is invalid.
// Failures are reported as file:line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {checkContainerNumber} from '../../src/lib/iso6346';

const ROOT = path.join(__dirname, '..', '..');

/** A container number as it appears in running text: owner code, category U, J or Z, 7 digits. */
const CONTAINER_NUMBER = /\b[A-Z]{3}[UJZ]\d{7}\b/g;

/** Words that mark a number as a deliberately invalid example. */
const MARKED_INVALID =
  /\binvalid\b|\bnot (?:a )?valid\b|\bwrong check digit\b|\bincorrect check digit\b|\bshould be\b|\bcheck digit fails\b/i;

type Kind = 'markdown' | 'yaml' | 'code';

interface Found {
  number: string;
  /** 1-based line of the number. */
  line: number;
  /** The sentence or table row the number stands in. */
  context: string;
  markedInvalid: boolean;
}

interface Failure {
  where: string;
  number: string;
  reason: string;
}

/** A run of source lines read as one piece of text: a prose paragraph, a table row or a code line. */
interface Unit {
  /** First line, 1-based. */
  start: number;
  lines: string[];
  /** Prose units are split into sentences; table rows and code lines are their own context. */
  prose: boolean;
}

const isTableRow = (line: string) => /^\s*\|/.test(line);
const isFence = (line: string) => /^\s*(```|~~~)/.test(line);
/** Lines that start a new block in Markdown: headings, list items, admonitions, JSX tags, imports, quotes. */
const startsMarkdownBlock = (line: string) =>
  /^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|:::|<|import\s|export\s|>\s?)/.test(line) || /^---\s*$/.test(line);
/** Lines that start a new YAML entry: a key or a list item. */
const startsYamlEntry = (line: string) => /^\s*(-\s+|-$|[\w$@.\-"']+\s*:(\s|$))/.test(line);

function unitsOf(text: string, kind: Kind): Unit[] {
  const lines = text.split(/\r?\n/);
  const units: Unit[] = [];
  let paragraph: Unit | null = null;
  let inFence = false;
  const close = () => {
    if (paragraph) units.push(paragraph);
    paragraph = null;
  };
  const single = (index: number, prose: boolean) => units.push({start: index + 1, lines: [lines[index]], prose});

  lines.forEach((line, index) => {
    if (kind === 'code') {
      single(index, true);
      return;
    }
    if (kind === 'markdown' && isFence(line)) {
      close();
      inFence = !inFence;
      return;
    }
    if (inFence) {
      // A line of a code sample is its own context (a comment on it can still mark a number invalid).
      single(index, true);
      return;
    }
    if (line.trim() === '') {
      close();
      return;
    }
    if (isTableRow(line)) {
      close();
      single(index, false);
      return;
    }
    const startsBlock = kind === 'markdown' ? startsMarkdownBlock(line) : startsYamlEntry(line);
    if (startsBlock || !paragraph) {
      close();
      paragraph = {start: index + 1, lines: [line], prose: true};
    } else {
      paragraph.lines.push(line);
    }
  });
  close();
  return units;
}

/** The sentence of `text` around the character range [from, to). */
function sentenceAround(text: string, from: number, to: number): string {
  let start = 0;
  for (const m of text.slice(0, from).matchAll(/[.!?](?=\s)/g)) start = (m.index ?? 0) + 1;
  const after = /[.!?](?=\s|$)/.exec(text.slice(to));
  const end = after ? to + (after.index ?? 0) + 1 : text.length;
  return text.slice(start, end).trim();
}

/** Every container number in a text, with the sentence or table row it stands in. */
function findContainerNumbers(text: string, kind: Kind): Found[] {
  const found: Found[] = [];
  for (const unit of unitsOf(text, kind)) {
    // Join the unit's lines with one space each and remember where each line starts.
    const offsets: number[] = [];
    let joined = '';
    for (const line of unit.lines) {
      offsets.push(joined.length);
      joined += `${line} `;
    }
    for (const match of joined.matchAll(CONTAINER_NUMBER)) {
      const at = match.index ?? 0;
      let lineInUnit = 0;
      while (lineInUnit + 1 < offsets.length && offsets[lineInUnit + 1] <= at) lineInUnit += 1;
      const context = unit.prose ? sentenceAround(joined, at, at + match[0].length) : joined.trim();
      found.push({
        number: match[0],
        line: unit.start + lineInUnit,
        context,
        markedInvalid: MARKED_INVALID.test(context),
      });
    }
  }
  return found;
}

/** The numbers of a text that are invalid without saying so. */
function unmarkedInvalidNumbers(text: string, kind: Kind, file: string): Failure[] {
  return findContainerNumbers(text, kind).flatMap((found) => {
    const result = checkContainerNumber(found.number);
    if (result.valid || found.markedInvalid) return [];
    return [{where: `${file}:${found.line}`, number: found.number, reason: result.message}];
  });
}

function kindOf(file: string): Kind {
  if (/\.mdx?$/.test(file)) return 'markdown';
  if (/\.(ya?ml|json)$/.test(file)) return 'yaml';
  return 'code';
}

function walk(dir: string, keep: (rel: string) => boolean, skip: (rel: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const visit = (abs: string) => {
    for (const entry of readdirSync(abs, {withFileTypes: true})) {
      const full = path.join(abs, entry.name);
      const rel = path.relative(ROOT, full).split(path.sep).join('/');
      if (skip(rel)) continue;
      if (entry.isDirectory()) visit(full);
      else if (keep(rel)) out.push(rel);
    }
  };
  visit(path.join(ROOT, dir));
  return out.sort();
}

const isPage = (rel: string) => /\.mdx?$/.test(rel);

const AREAS: Record<string, string[]> = {
  'docs/': walk('docs', isPage),
  'api/ (without api/reference/)': walk(
    'api',
    isPage,
    (rel) => rel === 'api/reference' || rel.startsWith('api/reference/'),
  ),
  'openapi/': walk('openapi', () => true),
  'src/data/*.ts': readdirSync(path.join(ROOT, 'src', 'data'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `src/data/${name}`)
    .sort(),
};

interface AreaScan {
  files: number;
  numbers: Found[];
  failures: Failure[];
}

const scans = new Map<string, AreaScan>();
for (const [area, files] of Object.entries(AREAS)) {
  const scan: AreaScan = {files: files.length, numbers: [], failures: []};
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    scan.numbers.push(...findContainerNumbers(text, kindOf(file)));
    scan.failures.push(...unmarkedInvalidNumbers(text, kindOf(file), file));
  }
  scans.set(area, scan);
}

const report = (failures: Failure[]) => failures.map((f) => `  ${f.where}: ${f.number} (${f.reason})`).join('\n');

for (const [area, scan] of scans) {
  test(`container numbers in ${area} have valid check digits or are marked invalid`, () => {
    assert.ok(scan.files > 0, `no files found in ${area}`);
    assert.deepEqual(
      scan.failures,
      [],
      `Invalid container numbers not marked invalid in the same sentence or table row:\n${report(scan.failures)}`,
    );
  });
}

test('the scan really reads the content: at least 30 container numbers across the areas', () => {
  const all = [...scans.values()].flatMap((scan) => scan.numbers);
  assert.ok(all.length >= 30, `found only ${all.length} container numbers`);
  // Each area that documents containers contributes.
  for (const area of ['docs/', 'api/ (without api/reference/)', 'openapi/', 'src/data/*.ts']) {
    assert.ok((scans.get(area)?.numbers.length ?? 0) > 0, `no container number found in ${area}`);
  }
  // The deliberately invalid examples are found and recognized as marked.
  assert.ok(all.some((found) => !checkContainerNumber(found.number).valid && found.markedInvalid));
});

test('exception rule: a table row or sentence that says the number is invalid', () => {
  const table = [
    '| Number | Result |',
    '|---|---|',
    '| `MSCU7512388` | Invalid: the check digit should be 7 |',
    '| `MSCU7512387` | Valid |',
  ].join('\n');
  assert.deepEqual(unmarkedInvalidNumbers(table, 'markdown', 'made-up.mdx'), []);

  const sentence = 'Type `MSCU7512388` and the checker says it is invalid. Then fix it.';
  assert.deepEqual(unmarkedInvalidNumbers(sentence, 'markdown', 'made-up.mdx'), []);

  // A sentence wrapped over two source lines is still one sentence.
  const wrapped = 'The number `CMAU5632418` has the wrong\ncheck digit: it should be 6.';
  assert.deepEqual(unmarkedInvalidNumbers(wrapped, 'markdown', 'made-up.mdx'), []);

  // A comment on the same line of a code sample counts.
  const code = '```python\nnumbers = ["CMAU5632418"]  # invalid: the check digit should be 6\n```';
  assert.deepEqual(unmarkedInvalidNumbers(code, 'markdown', 'made-up.mdx'), []);
});

test('exception rule: a mark in another sentence, row or line does not count', () => {
  const otherSentence = 'Track `MSCU7512388` from Rotterdam. Invalid numbers are rejected.';
  assert.deepEqual(unmarkedInvalidNumbers(otherSentence, 'markdown', 'made-up.mdx'), [
    {where: 'made-up.mdx:1', number: 'MSCU7512388', reason: 'The check digit should be 7, not 8.'},
  ]);

  const otherRow = [
    '| Number | Result |',
    '|---|---|',
    '| `MSCU7512388` | Tracked |',
    '| `ABCU0000000` | invalid |',
  ].join('\n');
  const failures = unmarkedInvalidNumbers(otherRow, 'markdown', 'made-up.mdx').map((f) => f.where);
  assert.ok(failures.includes('made-up.mdx:3'), 'the unmarked row is reported');

  const yaml = ['example:', '  container_number: CMAU5632418', '  note: invalid entries are rejected'].join('\n');
  assert.deepEqual(
    unmarkedInvalidNumbers(yaml, 'yaml', 'made-up.yaml').map((f) => f.where),
    ['made-up.yaml:2'],
  );

  const ts = ["  number: 'TGHU6124305',", '  // Invalid numbers are rejected.'].join('\n');
  assert.deepEqual(
    unmarkedInvalidNumbers(ts, 'code', 'made-up.ts').map((f) => f.where),
    ['made-up.ts:1'],
  );
});

test('valid numbers pass without any mark, and lines are counted from 1', () => {
  const text = ['---', 'title: Made up', '---', '', 'Track `MSCU7512387` and `CSQU3054383` today.'].join('\n');
  const found = findContainerNumbers(text, 'markdown');
  assert.deepEqual(
    found.map((f) => [f.number, f.line]),
    [
      ['MSCU7512387', 5],
      ['CSQU3054383', 5],
    ],
  );
  assert.deepEqual(unmarkedInvalidNumbers(text, 'markdown', 'made-up.mdx'), []);
});
