// The shapes of what scripts/changelog/ writes into src/generated/: the changelog (changelog.json) and each
// reference row's history (reference-history.json). Pages and components read those files through these types.

/** A release that added a row: `Added in 1.3.0`, linked to its changelog entry. */
export interface AddedIn {
  version: string;
  date: string;
  /** The changelog entry: `/docs/api/changelog#2026-08-04`. */
  href: string;
}

/** A deprecated row's `x-deprecation`, ready to show. */
export interface Deprecation {
  date: string;
  dateLabel: string;
  sunset: string;
  sunsetLabel: string;
  /** What to use instead, in a sentence: as inline Markdown with its link, and as plain text. */
  replacement?: {markdown: string; text: string};
  /** The migration note, inline Markdown. */
  note?: string;
}

export interface RowHistory {
  added?: AddedIn;
  deprecated?: Deprecation;
}

/** By page permalink, then by row anchor (src/lib/reference-anchors.mjs) or `operation` for the page's head. */
export type ReferenceHistory = Record<string, Record<string, RowHistory>>;
