// cspell:ignore archiv idempot
// The API's limits have one owner, the OpenAPI document (x-limits, and the schema keywords it reads), and every other
// place renders them from it:
// - a page writes `<ApiFact name="file-rows" />` (or a component that reads the facts);
// - the document's own descriptions and examples write `{{file-rows}}`, which gen-api fills when it bundles;
// - a generator (the import template, the Postman collection, the Markdown twins, gen-api itself) reads the value
//   from the document.
// This rule finds typed copies in all three: a figure's text ("5,000", "10 MB", "24 hours") in a sentence, table row
// or YAML entry about that limit, and in a generator a number equal to a limit's value on a line about it. The
// patterns and the planted copies are built from the figures (src/lib/api-facts/limit-figures.ts), so they follow
// the owner: change a limit and the rule looks for the new value.
import {api} from '../../../src/lib/api';
import {limitFigures, type LimitFigure} from '../../../src/lib/api-facts/limit-figures';
import {finding, plantedMarkdown, type Area, type Planted, type Rule, type Source} from '../rule';
import {findAll} from '../units';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const figures = limitFigures(api.limits);

interface LimitPattern {
  /** The figure's name: `<ApiFact name>` on a page, `{{name}}` in the document. */
  figure: string;
  /** A typed copy in prose, a table row or a YAML entry. */
  typed: RegExp;
  /** The sentence, row or entry must say this for the match to be this limit… */
  about?: RegExp;
  /** …and must not say this (another limit with the same number). */
  unless?: RegExp;
  /** In a generator, the words on a line with the limit's value that make the number this limit. */
  code: RegExp;
}

const figure = (name: string): LimitFigure => figures[name];
/** The figure's text, and its plain number where the text is a formatted count ("5,000" or "5000"). */
const textOrNumber = (name: string) => {
  const {text, value} = figure(name);
  return text === value.toLocaleString('en-US') && text !== String(value)
    ? `(?:${escape(text)}|${value})`
    : escape(text);
};
const plain = (name: string) => figure(name).value;

export const LIMIT_PATTERNS: LimitPattern[] = [
  {
    figure: 'file-size',
    typed: new RegExp(`\\b${escape(figure('file-size').text)}\\b`, 'g'),
    code: /bytes|size|\bMB\b/i,
  },
  {
    figure: 'file-rows',
    typed: new RegExp(`\\b${textOrNumber('file-rows')}\\b`, 'g'),
    about: /\brows?\b|\bfiles?\b|spreadsheet|shipments at once/i,
    unless: /\bexports?\b/i,
    code: /rows/i,
  },
  {
    figure: 'json-items',
    typed: new RegExp(`\\b${textOrNumber('json-items')}\\b`, 'g'),
    about: /\bitems?\b|\bJSON\b/,
    unless: /\bcharacters?\b|bulk action/i,
    code: /items/i,
  },
  {
    figure: 'page-size-max',
    typed: new RegExp(`\\b(?:1 to|up to) ${plain('page-size-max')}\\b|\\b${plain('page-size-max')} at a time\\b`, 'g'),
    about: /\bpages?\b|\blimit\b|at a time|one request|cursor/i,
    unless: /archiv|characters?|\boptions?\b|\btags?\b/i,
    code: /page|limit/i,
  },
  {
    figure: 'page-size-default',
    typed: new RegExp(`\\b${plain('page-size-default')} by default\\b`, 'g'),
    about: /\bpages?\b|\blimit\b/i,
    code: /page.*default|default.*page|defaultLimit/i,
  },
  {
    figure: 'rate-window',
    typed: new RegExp(`\\b${plain('rate-window')}(?: seconds|-second)\\b`, 'g'),
    about: /window|sliding|bucket|rate limit/i,
    code: /window/i,
  },
  {
    // Any number: a rate limit in requests a minute is a plan's or the test keys' (RateLimitTable renders them).
    figure: 'test-key-requests',
    typed: /\b\d[\d,]* requests (?:a|per|each) (?:minute|second)\b|\b\d[\d,]* requests in \d+ seconds\b/g,
    code: /requests|perMinute|rateLimit/i,
  },
  {
    figure: 'cursor-expiry',
    typed: new RegExp(`\\b${escape(figure('cursor-expiry').text)}\\b`, 'g'),
    about: /\bcursors?\b/i,
    code: /cursor/i,
  },
  {
    figure: 'idempotency-window',
    typed: new RegExp(`\\b${escape(figure('idempotency-window').text)}\\b`, 'g'),
    about: /idempotency|Idempotency-Key/i,
    code: /idempot/i,
  },
];

/** How the fix is written where the copy is. */
function fix(source: Source, name: string): string {
  if (source.kind === 'yaml') return `write {{${name}}}, which gen-api fills from ${figure(name).owner}`;
  if (source.area === 'generator') return `read ${figure(name).owner} from the bundled document`;
  return `write <ApiFact name="${name}" />`;
}

/** A number equal to the limit's value, as code writes it: `5000`, `5_000`, `10 * 1024 * 1024`. */
function valuePattern(name: string): RegExp {
  const {value} = figure(name);
  const grouped = value.toLocaleString('en-US').replace(/,/g, '_');
  const megabytes = value % (1024 * 1024) === 0 ? `|\\b${value / 1024 / 1024}\\s*\\*\\s*1024\\s*\\*\\s*1024\\b` : '';
  return new RegExp(`(?<![\\w.])(?:${value}|${grouped})(?![\\w.])${megabytes}`, 'g');
}

function check(source: Source) {
  if (source.area === 'generator') {
    return LIMIT_PATTERNS.flatMap(({figure: name, code}) =>
      findAll(source.text, source.kind, valuePattern(name))
        .filter((match) => code.test(match.context))
        .map((match) =>
          finding(
            source,
            match.line,
            `${match.text} is a typed copy of ${name} (${figure(name).owner}): ${fix(source, name)}`,
          ),
        ),
    );
  }
  return LIMIT_PATTERNS.flatMap(({figure: name, typed, about, unless}) =>
    findAll(source.text, source.kind, typed)
      .filter((match) => !match.inCode && (!about || about.test(match.context)) && !unless?.test(match.context))
      .map((match) => finding(source, match.line, `"${match.text}" is typed: ${fix(source, name)}`)),
  );
}

const md = plantedMarkdown('docs');
const yaml = (text: string): Source => ({file: 'openapi/planted.yaml', kind: 'yaml', area: 'openapi', text});
const script = (text: string): Source => ({
  file: 'scripts/gen-planted.mjs',
  kind: 'code',
  area: 'generator',
  text,
});

/** For each figure, a sentence that quotes it and a line of code that types its value. */
const COPIES: Record<string, {sentence: (text: string) => string; code: (value: number) => string}> = {
  'file-size': {sentence: (t) => `A file may be at most ${t}.`, code: (v) => `const maxFileBytes = ${v};`},
  'file-rows': {sentence: (t) => `A file may hold ${t} data rows.`, code: (v) => `const VALIDATED_ROWS = ${v};`},
  'json-items': {sentence: (t) => `Send up to ${t} items as JSON.`, code: (v) => `const maxItems = ${v};`},
  'page-size-max': {sentence: (t) => `Set the page size from 1 to ${t}.`, code: (v) => `const pageLimit = ${v};`},
  'page-size-default': {
    sentence: (t) => `A page holds ${t} by default, whatever the limit.`,
    code: (v) => `const defaultPageLimit = ${v};`,
  },
  'rate-window': {
    sentence: (t) => `Buckets count requests in a sliding window of ${t}.`,
    code: (v) => `const windowSeconds = ${v};`,
  },
  'test-key-requests': {
    sentence: (t) => `Test keys get ${t} requests a minute.`,
    code: (v) => `const requestsPerMinute = ${v};`,
  },
  'cursor-expiry': {sentence: (t) => `A cursor expires after ${t}.`, code: (v) => `const cursorHours = ${v};`},
  'idempotency-window': {
    sentence: (t) => `Idempotency keys are kept for ${t}.`,
    code: (v) => `const idempotencyKeyHours = ${v};`,
  },
};

/** A planted copy of each limit on a page, in a description and an example of the document, and in a generator. */
function plantedCopies(): Planted[] {
  return Object.entries(COPIES).flatMap(([name, {sentence, code}]) => {
    const {text, value} = figure(name);
    return [
      {name: `${name} typed on a page`, source: md(sentence(text)), findings: 1},
      {name: `${name} typed in a description`, source: yaml(`description: ${sentence(text)}`), findings: 1},
      {
        name: `${name} typed in an example`,
        source: yaml(`examples:\n  limit:\n    value:\n      detail: ${sentence(text)}`),
        findings: 1,
      },
      {name: `${name} typed in a generator`, source: script(code(value)), findings: 1},
      {
        name: `${name} as a placeholder in the document`,
        source: yaml(`description: ${sentence(`{{${name}}}`)}`),
        findings: 0,
      },
      {name: `${name} as a component on a page`, source: md(sentence(`<ApiFact name="${name}" />`)), findings: 0},
    ];
  });
}

const rows = figure('file-rows').text;
const items = figure('json-items').text;

export const apiLimits: Rule = {
  id: 'api-limits',
  description:
    'Limits and time windows are owned by the OpenAPI document: pages render them, its own text uses placeholders, generators read them.',
  areas: ['docs', 'api-guide', 'openapi', 'generator'] satisfies Area[],
  check,
  planted: [
    ...plantedCopies(),
    {name: 'a table row', source: md(`| Rows per file | ${rows} data rows |`), findings: 1},
    {
      name: 'an export of the same size is another limit',
      source: md(`Exports of more than ${rows} rows are emailed.`),
      findings: 0,
    },
    {
      name: 'notes of the same length are another limit',
      source: md(`| Notes | Up to ${items} characters |`),
      findings: 0,
    },
    {
      name: 'a report link valid for the same hours',
      source: md(`The error report link is valid for ${figure('cursor-expiry').text}.`),
      findings: 0,
    },
    {
      name: 'a number inside a code sample',
      source: md(`\`\`\`python\nMAX = "${figure('file-size').text}"\n\`\`\``),
      findings: 0,
    },
    {
      name: 'the owner itself',
      source: yaml(`x-limits:\n  fileImport:\n    maxRows: ${plain('file-rows')}`),
      findings: 0,
    },
    {
      name: 'a generator that reads the owner',
      source: script("const maxRows = spec['x-limits'].fileImport.maxRows;"),
      findings: 0,
    },
    {
      name: 'milliseconds in a generator',
      source: script('const timestamp = Math.floor(Date.now() / 1000);'),
      findings: 0,
    },
  ],
};
