// One entry of the changelog: its heading (day and title), version and download, its prose, its lists of changes
// (breaking ones marked) and its line of documentation updates.
import type {ComponentProps, ReactNode} from 'react';
import Heading from '@theme/Heading';
import MarkdownToJsx from 'markdown-to-jsx';
import InlineMarkdown, {MarkdownLink} from '@site/src/components/InlineMarkdown';
import ScrollRegion from '@site/src/components/ScrollRegion';
import type {ChangelogEntry} from '@site/src/lib/api-history';
import {entryAnchor, entryHeading, sectionAnchor} from './data';
import hidden from '@site/src/css/visually-hidden.module.css';
import styles from './styles.module.css';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

/** The prose kept beside a release: Markdown, its links through Docusaurus' Link, its tables in scroll regions. */
function Notes({children}: {children: string}): ReactNode {
  return (
    <MarkdownToJsx options={{forceBlock: true, overrides: {a: MarkdownLink, table: Table}}}>{children}</MarkdownToJsx>
  );
}

interface Props {
  entry: ChangelogEntry;
  /** On the API's landing page: a smaller heading and no prose. */
  compact?: boolean;
}

export default function Entry({entry, compact = false}: Props): ReactNode {
  const level = compact ? 'h3' : 'h2';
  const sectionLevel = compact ? 'h4' : 'h3';
  return (
    <section className={styles.entry} aria-labelledby={compact ? undefined : entryAnchor(entry)}>
      <Heading as={level} id={compact ? undefined : entryAnchor(entry)}>
        {entryHeading(entry)}
      </Heading>
      <p className={styles.meta}>
        {/* The full stops the layout stands for, for screen readers and the page's Markdown twin. */}
        <span className={styles.version}>Version {entry.version}</span>
        <span className={hidden.visuallyHidden}>. </span>
        {entry.breaking > 0 && (
          <>
            <span className={styles.breaking}>
              {entry.breaking} breaking change{entry.breaking > 1 ? 's' : ''}
            </span>
            <span className={hidden.visuallyHidden}>. </span>
          </>
        )}
        {entry.download && !compact && (
          <>
            <a href={entry.download} download>
              Download the document as released (YAML)
            </a>
            <span className={hidden.visuallyHidden}>.</span>
          </>
        )}
      </p>
      {!compact && entry.notes && <Notes>{entry.notes}</Notes>}
      {entry.sections.map(({section, title, items}) => (
        <div key={section}>
          <Heading
            as={sectionLevel}
            id={compact ? undefined : sectionAnchor(entry, section)}
            className={styles.sectionTitle}>
            {title}
          </Heading>
          <ul className={styles.items}>
            {items.map(({markdown, breaking}) => (
              <li key={markdown}>
                {breaking && <strong className={styles.breakingItem}>Breaking: </strong>}
                <InlineMarkdown>{markdown}</InlineMarkdown>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {!compact && entry.docs && (
        <p className={styles.docs}>
          <InlineMarkdown>{entry.docs}</InlineMarkdown>
        </p>
      )}
    </section>
  );
}
