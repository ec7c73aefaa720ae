// Which coverage facts a source reports and which Berthline derives (src/data/data-sources.ts), as a list: a table
// ran off a 375 px screen.
import type {ReactNode} from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {factOrigins, type FactOrigin} from '@site/src/data/data-sources';

const originText = (origin: FactOrigin['origin']): string =>
  origin === 'reported' ? 'reported by the source' : 'derived by Berthline';

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
