// The Markdown version of <ApiChangelog /> (plugins/llms/components.ts), from the same data as the page.
import {tableMarkdown} from '../DataTable/markdown';
import type {ChangelogEntry} from '../../lib/api-history';
import {CHANGELOG_PATH, changelog, entryHeading, followSentence, versionSentence} from './data';
import {deprecationTable} from './spec';

function entryMarkdown(entry: ChangelogEntry, compact: boolean): string {
  const hashes = compact ? '###' : '##';
  const facts = [
    `Version ${entry.version}.`,
    entry.breaking > 0 ? `${entry.breaking} breaking change${entry.breaking > 1 ? 's' : ''}.` : '',
    entry.download && !compact ? `[Download the document as released (YAML)](pathname://${entry.download}).` : '',
  ];
  const sections = entry.sections.map(
    ({title, items}) =>
      `${hashes}# ${title}\n\n${items.map(({markdown, breaking}) => `- ${breaking ? '**Breaking:** ' : ''}${markdown}`).join('\n')}`,
  );
  return [
    `${hashes} ${entryHeading(entry)}`,
    facts.filter(Boolean).join(' '),
    compact ? '' : entry.notes,
    ...sections,
    compact ? '' : (entry.docs ?? ''),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** `<ApiChangelog />` as Markdown; with `latest`, the newest releases only, as on the API's landing page. */
export function changelogMarkdown(props: {latest?: unknown}): string {
  if (typeof props.latest === 'number') {
    const entries = changelog.releases.slice(0, props.latest).map((entry) => entryMarkdown(entry, true));
    return `${[...entries, `[Every release in the changelog](${CHANGELOG_PATH}), with what is coming next and the deprecations.`].join('\n\n')}\n`;
  }
  const {unreleased, releases, deprecations} = changelog;
  const parts = [`${versionSentence(changelog)} ${followSentence(changelog)}`];
  if (deprecations.length > 0) {
    parts.push(
      '## Deprecations and sunsets',
      'A deprecated part keeps working until its sunset, announced at least 12 months ahead; until then each answer that uses it carries the `Deprecation` and `Sunset` headers.',
      tableMarkdown(deprecationTable(deprecations)),
    );
  }
  parts.push(
    ...[unreleased, ...releases].filter((entry) => entry !== null).map((entry) => entryMarkdown(entry, false)),
  );
  return `${parts.join('\n\n')}\n`;
}
