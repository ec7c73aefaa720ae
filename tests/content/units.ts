// How the content scanner reads a file: as units of text (a prose paragraph, a table row, a code line), so that a
// rule can look at the sentence or row a match stands in. Line numbers are 1-based.
export type Kind = 'markdown' | 'yaml' | 'code';

/** A run of source lines read as one piece of text. */
export interface Unit {
  /** First line, 1-based. */
  start: number;
  lines: string[];
  /** Prose units are split into sentences; table rows and code lines are their own context. */
  prose: boolean;
  /** True for lines inside a fenced code block of a Markdown page. */
  code: boolean;
}

/** One match of a pattern, with where it is and the sentence or row around it. */
export interface Match {
  text: string;
  /** The regular expression's capture groups. */
  groups: string[];
  line: number;
  /** The sentence (prose) or the whole row or line (tables, code) the match stands in. */
  context: string;
  /** Whether the match is inside a fenced code block. */
  inCode: boolean;
}

const isTableRow = (line: string) => /^\s*\|/.test(line);
const isFence = (line: string) => /^\s*(```|~~~)/.test(line);
/** Lines that start a new block in Markdown: headings, list items, admonitions, JSX tags, imports, quotes. */
const startsMarkdownBlock = (line: string) =>
  /^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|:::|<|import\s|export\s|>\s?)/.test(line) || /^---\s*$/.test(line);
/** Lines that start a new YAML entry: a key or a list item. */
const startsYamlEntry = (line: string) => /^\s*(-\s+|-$|[\w$@.\-"']+\s*:(\s|$))/.test(line);

export function kindOf(file: string): Kind {
  if (/\.mdx?$/.test(file)) return 'markdown';
  if (/\.(ya?ml|json)$/.test(file)) return 'yaml';
  return 'code';
}

export function unitsOf(text: string, kind: Kind): Unit[] {
  const lines = text.split(/\r?\n/);
  const units: Unit[] = [];
  let paragraph: Unit | null = null;
  let inFence = false;
  const close = () => {
    if (paragraph) units.push(paragraph);
    paragraph = null;
  };
  const single = (index: number, prose: boolean, code: boolean) =>
    units.push({start: index + 1, lines: [lines[index]], prose, code});

  lines.forEach((line, index) => {
    if (kind === 'code') return single(index, true, true);
    if (kind === 'markdown' && isFence(line)) {
      close();
      inFence = !inFence;
      return;
    }
    // A line of a code sample is its own context (a comment on it can still qualify a match).
    if (inFence) return single(index, true, true);
    if (line.trim() === '') return close();
    if (isTableRow(line)) {
      close();
      return single(index, false, false);
    }
    const startsBlock = kind === 'markdown' ? startsMarkdownBlock(line) : startsYamlEntry(line);
    if (startsBlock || !paragraph) {
      close();
      paragraph = {start: index + 1, lines: [line], prose: true, code: false};
    } else {
      paragraph.lines.push(line);
    }
  });
  close();
  return units;
}

/** The sentence of `text` around the character range [from, to). */
export function sentenceAround(text: string, from: number, to: number): string {
  let start = 0;
  for (const m of text.slice(0, from).matchAll(/[.!?](?=\s)/g)) start = (m.index ?? 0) + 1;
  const after = /[.!?](?=\s|$)/.exec(text.slice(to));
  const end = after ? to + (after.index ?? 0) + 1 : text.length;
  return text.slice(start, end).trim();
}

/** Every match of a global regular expression in a text, with its line and context. */
export function findAll(text: string, kind: Kind, pattern: RegExp): Match[] {
  if (!pattern.global) throw new Error(`findAll needs a global pattern, got ${pattern}`);
  const found: Match[] = [];
  for (const unit of unitsOf(text, kind)) {
    // Join the unit's lines with one space each and remember where each line starts.
    const offsets: number[] = [];
    let joined = '';
    for (const line of unit.lines) {
      offsets.push(joined.length);
      joined += `${line} `;
    }
    for (const match of joined.matchAll(pattern)) {
      const at = match.index ?? 0;
      let lineInUnit = 0;
      while (lineInUnit + 1 < offsets.length && offsets[lineInUnit + 1] <= at) lineInUnit += 1;
      found.push({
        text: match[0],
        groups: match.slice(1),
        line: unit.start + lineInUnit,
        context: unit.prose ? sentenceAround(joined, at, at + match[0].length) : joined.trim(),
        inCode: unit.code,
      });
    }
  }
  return found;
}
