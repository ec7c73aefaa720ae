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

/** One item of an entry: a sentence of inline Markdown, and whether it breaks existing integrations. */
export interface ChangeItem {
  markdown: string;
  breaking: boolean;
}

export interface ChangelogEntry {
  /** The entry's anchor on the changelog page: its date (`2026-10-06`), or `unreleased`. */
  id: string;
  /** The release's day; none for Unreleased. */
  date?: string;
  label?: string;
  version: string;
  title: string;
  /** The prose kept beside the release (openapi/releases/<date>.md), Markdown. */
  notes: string;
  sections: {section: string; title: string; items: ChangeItem[]}[];
  breaking: number;
  /** The pages whose descriptions or examples changed, as a sentence of inline Markdown. */
  docs?: string;
  /** Where the document as released is downloaded (`/docs/openapi/releases/2026-10-06.yaml`). */
  download?: string;
}

export interface DeprecationEntry {
  what: string;
  date: string;
  dateLabel: string;
  sunset: string;
  sunsetLabel: string;
  replacement: string;
  note: string;
}

/** src/generated/changelog.json (scripts/changelog/index.mjs). */
export interface Changelog {
  api: {title: string; version: string};
  latest: {id: string; date: string; label: string; version: string};
  unreleased: ChangelogEntry | null;
  releases: ChangelogEntry[];
  deprecations: DeprecationEntry[];
  feeds: {rss: string; atom: string};
}
