// An identifier (a code, a field path, an event type) that breaks only after its separators: a <wbr> after each
// `_`, `.` and `/` (src/lib/word-breaks.ts). The text is unchanged: copying it, its accessible name and the page's
// Markdown read the same.
import {Fragment, type ReactNode} from 'react';
import {identifierParts} from '@site/src/lib/word-breaks';

/** The text with a <wbr> after each separator; the text itself when it has none. */
export function breakAfterSeparators(text: string): ReactNode {
  const parts = identifierParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Inline code whose text breaks only after its separators. */
export function IdentifierCode({children}: {children?: ReactNode}): ReactNode {
  return <code>{typeof children === 'string' ? breakAfterSeparators(children) : children}</code>;
}
