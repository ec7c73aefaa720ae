// The "record" a value stands in, for the world rules: the facts written next to a reference or a container number
// that a reader takes as facts about that shipment or box. A record is
// - a table row, or a sentence of prose;
// - in YAML, JSON and programs: the object a `key: value` line belongs to (its sibling keys and their children, found
//   by indentation), or the line itself when the line carries more than one key and value (a CSV row, a one-line
//   JSON object, a tuple of a program).
import type {Source} from '../rule';
import {unitsOf} from '../units';

/** One line's part of a record. */
export interface Segment {
  line: number;
  text: string;
}

export type WorldRecord = Segment[];

/** A line that holds one key and one scalar value and nothing else: `reference: NW-2026-0412`, `"number": "X",`. */
const KEY_VALUE_ONLY = /^\s*(?:-\s+)?["']?[\w.$-]+["']?\s*[:=]\s*["']?[^"'\s,{}[\]]+["']?\s*,?\s*(?:#.*)?$/;
/** A list item that holds one scalar and nothing else: `- MSCU7512387`, `"MSCU7512387",`. */
const ITEM_ONLY = /^\s*(?:-\s+)?["']?[^"'\s,{}[\]:]+["']?\s*,?\s*$/;

/** The column where a line's content starts; a YAML list item's content starts after its dash. */
function contentColumn(line: string): number {
  const match = /^(\s*)(-\s+)?/.exec(line);
  return (match?.[1].length ?? 0) + (match?.[2]?.length ?? 0);
}
const startsItem = (line: string) => /^\s*-(\s|$)/.test(line);
const blank = (line: string) => line.trim() === '';

/** The object line `index` belongs to: its siblings at the same column and their children. */
function objectAround(lines: string[], index: number, first: number): WorldRecord {
  const line = lines[index];
  const column = contentColumn(line);
  const segment = (i: number): Segment => ({line: first + i, text: lines[i]});
  // A top-level key belongs to no object of a shipment: its record is the line.
  if (column === 0) return [segment(index)];
  const record: Segment[] = [segment(index)];
  // Upward: siblings and their children, up to the line that starts this list item or the parent key.
  if (!startsItem(line)) {
    for (let i = index - 1; i >= 0; i -= 1) {
      if (blank(lines[i])) continue;
      const col = contentColumn(lines[i]);
      if (col < column) break;
      record.unshift(segment(i));
      if (col === column && startsItem(lines[i])) break;
    }
  }
  // Downward: siblings and their children, up to the next list item or the end of the object.
  for (let i = index + 1; i < lines.length; i += 1) {
    if (blank(lines[i])) continue;
    const col = contentColumn(lines[i]);
    if (col < column || (col === column && startsItem(lines[i]))) break;
    record.push(segment(i));
  }
  return record;
}

/** A line that starts with a key: `tags: [a, b]`, `"tags": ["a"],`. */
const KEY_LINE = /^\s*(?:-\s+)?["']?[\w.$-]+["']?\s*:/;

/**
 * The record of line `index` (0-based) in a block of structured lines (a YAML file, a code fence, a program).
 * `first` is the 1-based number of the block's first line. With `widen`, a value that describes its object (a tag in
 * a list, a key with a list of values) takes the whole object as its record.
 */
export function structuredRecord(lines: string[], index: number, first: number, widen = false): WorldRecord {
  const line = lines[index];
  if (widen && ITEM_ONLY.test(line)) {
    const column = contentColumn(line);
    for (let i = index - 1; i >= 0; i -= 1) {
      if (!blank(lines[i]) && contentColumn(lines[i]) < column) return objectAround(lines, i, first);
    }
    return [{line: first + index, text: line}];
  }
  if (widen && KEY_LINE.test(line)) return objectAround(lines, index, first);
  if (!KEY_VALUE_ONLY.test(line) || ITEM_ONLY.test(line)) return [{line: first + index, text: line}];
  return objectAround(lines, index, first);
}

/** Splits a prose unit into sentences, each a record of the lines it spans. */
function sentences(lines: string[], first: number): WorldRecord[] {
  const records: WorldRecord[] = [];
  let current: Segment[] = [];
  lines.forEach((text, i) => {
    let rest = text;
    // A sentence ends at . ! or ? followed by a space or the end of the line.
    for (;;) {
      const end = /[.!?](?=\s|$)/.exec(rest);
      if (!end) break;
      const cut = (end.index ?? 0) + 1;
      current.push({line: first + i, text: rest.slice(0, cut)});
      records.push(current);
      current = [];
      rest = rest.slice(cut);
    }
    if (rest.trim() !== '') current.push({line: first + i, text: rest});
  });
  if (current.length > 0) records.push(current);
  return records;
}

/** Every record of a source that contains a line matching `anchor`, once each. */
export function recordsOf(source: Source, anchor: RegExp, widen = false): WorldRecord[] {
  const lines = source.text.split(/\r?\n/);
  const test = (text: string) => new RegExp(anchor.source, anchor.flags.replace('g', '')).test(text);
  const out: WorldRecord[] = [];
  const seen = new Set<string>();
  const keep = (record: WorldRecord) => {
    const key = record.map((s) => `${s.line}:${s.text}`).join('\n');
    if (seen.has(key) || !record.some((s) => test(s.text))) return;
    seen.add(key);
    out.push(record);
  };
  const structured = (start: number, end: number) => {
    const block = lines.slice(start, end);
    block.forEach((text, i) => {
      if (test(text)) keep(structuredRecord(block, i, start + 1, widen));
    });
  };

  if (source.kind !== 'markdown') {
    structured(0, lines.length);
    return out;
  }
  // Markdown: code fences are structured blocks, table rows are records, prose is split into sentences.
  const units = unitsOf(source.text, 'markdown');
  let i = 0;
  while (i < units.length) {
    const unit = units[i];
    if (unit.code) {
      let end = i;
      while (end + 1 < units.length && units[end + 1].code && units[end + 1].start === units[end].start + 1) end += 1;
      structured(unit.start - 1, units[end].start);
      i = end + 1;
      continue;
    }
    if (unit.prose) sentences(unit.lines, unit.start).forEach(keep);
    else keep([{line: unit.start, text: unit.lines.join(' ')}]);
    i += 1;
  }
  return out;
}

/** Every match of a global pattern in a record, with its line. */
export function matchesIn(record: WorldRecord, pattern: RegExp): {text: string; groups: string[]; line: number}[] {
  return record.flatMap((segment) =>
    [...segment.text.matchAll(pattern)].map((m) => ({text: m[0], groups: m.slice(1), line: segment.line})),
  );
}
