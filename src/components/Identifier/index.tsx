// An identifier (a code, a field path, an event type) that breaks only after its separators: a <wbr> after each
// `_`, `.` and `/` (src/lib/word-breaks.ts). The text is unchanged: copying it, its accessible name and the page's
// Markdown read the same.
import {Fragment, type ReactNode} from 'react';
import {addressParts, identifierParts} from '@site/src/lib/word-breaks';

/** The parts with a <wbr> between each two; the text itself when there is one part. */
function joinWithBreaks(text: string, parts: string[]): ReactNode {
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The text with a <wbr> after each separator (`_`, `.`, `/`); the text itself when it has none. */
export const breakAfterSeparators = (text: string): ReactNode => joinWithBreaks(text, identifierParts(text));

/** An address with a <wbr> after each `/`, `?` and `&` (never inside `://`). */
export const breakAddress = (text: string): ReactNode => joinWithBreaks(text, addressParts(text));

/** Inline code whose text breaks only after its separators. */
export function IdentifierCode({children}: {children?: ReactNode}): ReactNode {
  return <code>{typeof children === 'string' ? breakAfterSeparators(children) : children}</code>;
}
