// A table defined once, as data: its caption, column headings and cells, rendered by the React component
// (./index.tsx); the page's Markdown twin is converted from that HTML (plugins/llms).
export interface Cell {
  text: string;
  /** Shown as inline code. */
  code?: boolean;
  /** A site path (`/docs/…`) the cell links to. */
  href?: string;
  /** The text is inline Markdown (code spans, links, emphasis), as the OpenAPI document writes descriptions. */
  markdown?: boolean;
  /**
   * An addition shown under the text on the page. In Markdown (and for screen readers) it follows the text in
   * parentheses, or as its own sentence when it is one (ends with a full stop): see `noteJoints`.
   */
  note?: string | Cell;
  /** A yes or no, shown as ✓ or – on the page (the text is what screen readers and the Markdown say). */
  mark?: 'yes' | 'no';
}

export interface TableSpec {
  caption: string;
  columns: readonly Cell[];
  rows: readonly (readonly Cell[])[];
  /** The column whose cells head their rows (default 0, the first). */
  rowHeader?: number;
  /** An `id` for each row, in the order of `rows`, so a link can land on it (`#code`). */
  rowIds?: readonly string[];
  /** Columns whose cells are centred on the page (marks read better centred). */
  centered?: readonly number[];
}

/** What goes before and after a note when it is read in line with its cell's text. */
export const noteJoints = (note: Cell): [string, string] => (/\.$/.test(note.text) ? ['. ', ''] : [' (', ')']);

export const noteCell = (note: string | Cell): Cell => (typeof note === 'string' ? {text: note} : note);

export const cell = (text: string, options: Omit<Cell, 'text'> = {}): Cell => ({text, ...options});

/** A yes or no cell; `detail` is the note of a yes. */
export const yesNo = (yes: boolean, detail?: string): Cell =>
  yes ? cell('Yes', {mark: 'yes', ...(detail ? {note: detail} : {})}) : cell('No', {mark: 'no'});

/** Where a value is missing: a dash, as on every table of the site. */
export const DASH = '—';
