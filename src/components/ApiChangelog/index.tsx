// The API changelog (scripts/changelog/ generates its data from the released snapshots and the working document):
// on the changelog page, which version the reference shows, the feeds, the current deprecations and every entry,
// Unreleased first; on the API's landing page (`latest`), the newest releases only. Its Markdown version is
// ./markdown.ts, from the same data.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import DataTable from '@site/src/components/DataTable';
import InlineMarkdown, {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {
  CHANGELOG_PATH,
  DEPRECATIONS_ANCHOR,
  DEPRECATIONS_HEADING,
  changelog,
  followSentence,
  versionSentence,
} from './data';
import Entry from './Entry';
import {deprecationTable} from './spec';
import styles from './styles.module.css';

interface Props {
  /** Show only this many of the newest releases, with a link to the whole changelog. */
  latest?: number;
}

export default function ApiChangelog({latest}: Props): ReactNode {
  if (latest !== undefined) {
    return (
      <div className={styles.latest}>
        {changelog.releases.slice(0, latest).map((entry) => (
          <Entry key={entry.id} entry={entry} compact />
        ))}
        <p>
          <Link to={CHANGELOG_PATH}>Every release in the changelog</Link>, with what is coming next and the
          deprecations.
        </p>
      </div>
    );
  }
  const {unreleased, releases, deprecations} = changelog;
  return (
    <div className={styles.changelog}>
      <p>
        <InlineMarkdown>{`${versionSentence(changelog)} ${followSentence(changelog)}`}</InlineMarkdown>
      </p>
      {deprecations.length > 0 && (
        <>
          <Heading as="h2" id={DEPRECATIONS_ANCHOR}>
            {DEPRECATIONS_HEADING}
          </Heading>
          <p>
            A deprecated part keeps working until its sunset, announced at least 12 months ahead; until then each answer
            that uses it carries the <code>Deprecation</code> and <code>Sunset</code> headers.
          </p>
          <DataTable spec={deprecationTable(deprecations)} renderMarkdown={renderInlineMarkdown} />
        </>
      )}
      {unreleased && <Entry entry={unreleased} />}
      {releases.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
