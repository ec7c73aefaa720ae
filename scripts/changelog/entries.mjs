// The changelog's entries (one per release, and Unreleased for the working document), its list of deprecations and
// each reference row's history, from the change records of ./changes.mjs and the current reference's rows
// (./rendered.mjs). What scripts/changelog/index.mjs writes into src/generated/.
import {describeGroup, groupKey, joinAnd, linkTo, rowAnchorOf} from './describe.mjs';
import {PAGE_HEAD} from './rendered.mjs';
import {dayLabel} from '../lib/days.mjs';
import {CHANGELOG_PATH} from '../../config/site-paths.mjs';

const REFERENCE = '/docs/api/reference';
const SECTIONS = [
  ['added', 'Added'],
  ['changed', 'Changed'],
  ['deprecated', 'Deprecated'],
  ['removed', 'Removed'],
];
const code = (text) => `\`${text}\``;

/**
 * What a deprecated record's sentence needs from the current document: its `x-deprecation` with labels, and its
 * replacement as linked Markdown (a parameter or field of the same page, or an operation's page).
 */
function deprecationFinder(rows, summaries) {
  return (record) => {
    const anchor = rowAnchorOf(record);
    const row = anchor && rows.get(record.target.slug)?.get(anchor);
    if (!row?.deprecation) return undefined;
    return {
      ...labels(row.deprecation),
      replacementMarkdown: replacementOf(row, record.target.slug, summaries).markdown,
    };
  };
}

const labels = (info) => ({...info, dateLabel: dayLabel(info.date), sunsetLabel: dayLabel(info.sunset)});

/** A row's replacement in a sentence, linked: a row of the same page, or an operation's page. */
function replacementOf(row, slug, summaries) {
  const {deprecation, replacement} = row;
  if (summaries.has(replacement)) {
    const name = summaries.get(replacement);
    return {markdown: `[${name}](${REFERENCE}/${replacement})`, text: name};
  }
  return {
    markdown: `[${code(deprecation.replacement)}](${REFERENCE}/${slug}#${replacement})`,
    text: deprecation.replacement,
  };
}

/** One entry of the changelog from its change records. */
export function buildEntry({id, date, version, notes, changes, before, after, rows, summaries, download}) {
  const groups = new Map();
  for (const record of changes) {
    const key = groupKey(record);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const context = {before, after, rows, deprecationOf: deprecationFinder(rows, summaries)};
  const items = [...groups.values()].filter(([first]) => first.section !== 'docs');
  const sections = SECTIONS.map(([section, title]) => ({
    section,
    title,
    items: items.filter(([first]) => first.section === section).map((records) => describeGroup(records, context)),
  })).filter((section) => section.items.length > 0);
  const docs = docsLine(
    changes.filter((record) => record.section === 'docs'),
    rows,
  );
  return {
    id,
    date,
    label: date ? dayLabel(date) : undefined,
    version,
    title: notes?.title ?? `Version ${version}`,
    notes: notes?.body ?? '',
    sections,
    breaking: sections.flatMap((section) => section.items).filter((item) => item.breaking).length,
    docs,
    download,
  };
}

/** The one line of changes to descriptions and examples: each page they show on, once; undefined when none. */
function docsLine(records, rows) {
  const pages = new Map();
  for (const {target} of records) {
    const key = target.slug ?? target.kind;
    if (pages.has(key)) continue;
    pages.set(
      key,
      target.kind === 'overview' ? `the [API overview](${REFERENCE}/berthline-tracking-api)` : linkedName(target, rows),
    );
  }
  return pages.size > 0 ? `Descriptions and examples changed on ${joinAnd([...pages.values()])}.` : undefined;
}

const linkedName = (target, rows) => {
  const href = linkTo(rows, target.slug);
  const name = target.kind === 'event' ? code(target.name) : target.name;
  return href ? `[${name}](${href})` : name;
};

/** Every current deprecation, as the changelog lists them: what, since, sunset, what to use instead. */
export function deprecationList(rows, summaries) {
  const byDeprecation = new Map();
  for (const [slug, page] of rows) {
    for (const [anchor, row] of page) {
      if (!row.deprecation) continue;
      const known = byDeprecation.get(row.deprecation) ?? {row, slug, pages: []};
      known.pages.push(`[${summaries.get(slug)}](${REFERENCE}/${slug}${anchor === PAGE_HEAD ? '' : `#${anchor}`})`);
      byDeprecation.set(row.deprecation, known);
    }
  }
  return [...byDeprecation.values()].map(({row, slug, pages}) => {
    const {note, ...info} = labels(row.deprecation);
    const what =
      row.kind === 'operation'
        ? `${pages[0]} (${code(row.name)})`
        : `the ${code(row.name)} ${row.kind} of ${joinAnd(pages)}`;
    return {what, ...info, replacement: replacementOf(row, slug, summaries).markdown, note: note ?? ''};
  });
}

/** Each reference row's history: the release that added it (after the first) and its current deprecation. */
export function referenceHistory(entries, rows, summaries) {
  const history = {};
  const permalink = (slug) => `${REFERENCE}/${slug}`;
  const note = (slug, anchor) => {
    history[permalink(slug)] ??= {};
    history[permalink(slug)][anchor] ??= {};
    return history[permalink(slug)][anchor];
  };
  for (const {entry, changes} of entries) {
    // A row is added by the release that adds it, not by one that adds a value to its enum.
    for (const record of changes.filter((change) => change.section === 'added' && change.subject !== 'value')) {
      const anchor = rowAnchorOf(record);
      if (!anchor || !rows.get(record.target.slug)?.has(anchor)) continue;
      const row = note(record.target.slug, anchor);
      row.added ??= {version: entry.version, date: entry.date ?? '', href: `${CHANGELOG_PATH}#${entry.id}`};
    }
  }
  for (const [slug, page] of rows) {
    for (const [anchor, row] of page) {
      if (!row.deprecation) continue;
      const replacement = replacementOf(row, slug, summaries);
      const {note: migration, ...info} = labels(row.deprecation);
      note(slug, anchor).deprecated = {...info, replacement, ...(migration ? {note: migration} : {})};
    }
  }
  return history;
}
