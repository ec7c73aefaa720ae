// Which coverage facts a source reports and which Berthline derives (src/data/data-sources.ts), as a list: a table
// ran off a 375 px screen. Its Markdown version comes from ./list.ts too.
import type {ReactNode} from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {factOrigins, originText} from './list';

export default function FactOrigins(): ReactNode {
  return (
    <ul>
      {factOrigins.map((entry) => (
        <li key={entry.fact}>
          <strong>
            <InlineMarkdown>{entry.fact}</InlineMarkdown>
          </strong>
          : {originText(entry.origin)}. <InlineMarkdown>{entry.how}</InlineMarkdown>
        </li>
      ))}
    </ul>
  );
}
