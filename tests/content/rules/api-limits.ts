// The API's limits and windows are rendered from the document (`<ApiFact name="…" />`, RateLimitTable), never
// typed on a page. The patterns are built from the current figures, so they follow the document:
// - the file size limit (`10 MB`), anywhere outside code;
// - the row limit (`5,000`) in a sentence or row about rows, files or spreadsheets, except exports;
// - the JSON item limit (`1,000`) in a sentence or row about items or JSON, except characters and bulk actions;
// - "<n> requests a/per minute" and "<n> requests in <window> seconds" in prose;
// - the cursor and Idempotency-Key windows (`24 hours`) in a sentence about cursors or idempotency keys.
import {api, formatBytes, formatCount} from '../../../src/lib/api';
import {matchRule, plantedMarkdown, type Rule, type Source} from '../rule';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const {limits} = api;

interface Pattern {
  figure: string;
  pattern: RegExp;
  /** The sentence or row must say this for the number to be this limit. */
  about?: RegExp;
  /** …and must not say this (another limit with the same number). */
  unless?: RegExp;
}

export const LIMIT_PATTERNS: Pattern[] = [
  {figure: 'file-size', pattern: new RegExp(`\\b${escape(formatBytes(limits.fileImport.maxBytes))}\\b`, 'g')},
  {
    figure: 'file-rows',
    pattern: new RegExp(`\\b${escape(formatCount(limits.fileImport.maxRows))}\\b`, 'g'),
    about: /\brows?\b|\bfiles?\b|spreadsheet|shipments at once/i,
    unless: /\bexports?\b/i,
  },
  {
    figure: 'json-items',
    pattern: new RegExp(`\\b${escape(formatCount(limits.jsonImportItems))}\\b`, 'g'),
    about: /\bitems?\b|\bJSON\b/,
    unless: /\bcharacters?\b|bulk action/i,
  },
  {figure: 'test-key-requests (or RateLimitTable)', pattern: /\b\d[\d,]* requests (?:a|per|each) (?:minute|second)\b/g},
  {figure: 'rate-window', pattern: /\b\d[\d,]* requests in \d+ seconds\b/g},
  {
    figure: 'cursor-expiry or idempotency-window',
    pattern: new RegExp(`\\b${limits.cursorExpiryHours} hours\\b`, 'g'),
    about: /\bcursors?\b|idempotency|Idempotency-Key/i,
  },
];

const checks = LIMIT_PATTERNS.map(({figure, pattern, about, unless}) =>
  matchRule(pattern, (match) =>
    (!about || about.test(match.context)) && !unless?.test(match.context)
      ? `"${match.text}" is typed: write <ApiFact name="${figure}" />`
      : undefined,
  ),
);

const check = (source: Source) => checks.flatMap((one) => one(source));

const md = plantedMarkdown('docs');

export const apiLimits: Rule = {
  id: 'api-limits',
  description: 'Import limits, rate limits and time windows are rendered from the OpenAPI document, not typed.',
  areas: ['docs', 'api-guide'],
  check,
  planted: [
    {name: 'file size and rows in a sentence', source: md('A file may hold 5,000 rows and 10 MB.'), findings: 2},
    {name: 'a table row', source: md('| Rows per file | 5,000 data rows |'), findings: 1},
    {name: 'JSON items', source: md('Send up to 1,000 items as JSON.'), findings: 1},
    {name: 'a rate limit in prose', source: md('Test keys get 60 requests a minute.'), findings: 1},
    {name: 'a cursor window', source: md('Cursors expire after 24 hours.'), findings: 1},
    {
      name: 'an export of the same size is another limit',
      source: md('Exports of more than 5,000 rows are emailed.'),
      findings: 0,
    },
    {name: 'notes of 1,000 characters', source: md('| Notes | Up to 1,000 characters |'), findings: 0},
    {name: 'a report link valid for 24 hours', source: md('The error report link is valid for 24 hours.'), findings: 0},
    {name: 'the component', source: md('A file may hold <ApiFact name="file-rows" /> rows.'), findings: 0},
    {name: 'a number inside a code sample', source: md('```python\nMAX = "10 MB"\n```'), findings: 0},
  ],
};
