// A reference row's history, beside its name: the release that added it (after the API's first release) and, when it
// is deprecated, its sunset and replacement. The rows are those of src/theme/ParamsItem and src/theme/SchemaItem,
// and the page's head (an operation's method and path, an event's badge), found by their anchor
// (src/lib/reference-anchors.mjs) in src/generated/reference-history.json, which scripts/changelog/ writes from the
// released snapshots and the document's `x-deprecation` (the same source as the changelog).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import history from '@site/src/generated/reference-history.json';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {useFieldAnchor} from '@site/src/theme/SchemaItem/field-scope';
import type {RowHistory} from '@site/src/lib/api-history';
import styles from './styles.module.css';

/** The key of a page's own head (its operation or event) among its rows. */
export const PAGE_HEAD = 'operation';

interface Props {
  /** The row's anchor; inside a field's row, the field's (from its place) when left out. */
  anchor?: string;
  /** In a `<summary>`, which must hold no link: the notes as plain text. */
  plain?: boolean;
}

export default function ReferenceNotes({anchor, plain = false}: Props): ReactNode {
  const {metadata} = useDoc();
  const fieldAnchor = useFieldAnchor();
  const key = anchor ?? fieldAnchor;
  const notes = key ? (history as Record<string, Record<string, RowHistory>>)[metadata.permalink]?.[key] : undefined;
  if (!notes) return null;
  const {added, deprecated} = notes;
  return (
    <span className={styles.notes}>
      {added &&
        (plain ? (
          <span className={styles.added}>Added in {added.version}</span>
        ) : (
          <Link className={styles.added} to={added.href}>
            Added in {added.version}
          </Link>
        ))}
      {deprecated && (
        <span className={styles.deprecated}>
          <strong>Deprecated</strong> since {deprecated.dateLabel}; it stops working on {deprecated.sunsetLabel}.
          {deprecated.replacement && (
            <>
              {' '}
              Use{' '}
              {plain ? (
                <code>{deprecated.replacement.text}</code>
              ) : (
                <InlineMarkdown>{deprecated.replacement.markdown}</InlineMarkdown>
              )}{' '}
              instead.
            </>
          )}
          {deprecated.note && !plain && (
            <>
              {' '}
              <InlineMarkdown>{deprecated.note}</InlineMarkdown>
            </>
          )}
        </span>
      )}
    </span>
  );
}
