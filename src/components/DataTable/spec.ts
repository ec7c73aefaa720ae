// A table defined once, as data: its caption, column headings and cells. The React component (./index.tsx) and the
// Markdown version (./markdown.ts) both render a TableSpec, so the page and its Markdown cannot disagree.
export interface Cell {
  text: string;
  /** Shown as inline code. */
  code?: boolean;
  /** A site path (`/docs/…`) the cell links to. */
  href?: string;
}

export interface TableSpec {
  caption: string;
  columns: readonly Cell[];
  /** The first cell of each row heads the row. */
  rows: readonly (readonly Cell[])[];
}

export const cell = (text: string, options: Omit<Cell, 'text'> = {}): Cell => ({text, ...options});
