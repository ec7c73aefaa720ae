/**
 * How to run a page's examples against the mock server without a checkout: a link to the one-file download and the
 * address to use (src/data/mock-server.ts).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {MOCK_SERVER, mockServerSentences} from '@site/src/data/mock-server';

/** Text with `code` in backticks, as React nodes. */
function withCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) => (part.startsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

export default function MockServerNote(): ReactNode {
  const href = useBaseUrl(MOCK_SERVER.href.replace(/^\/docs/, ''));
  return (
    <p>
      <strong>Try it against the mock server:</strong>{' '}
      <a href={href} download={MOCK_SERVER.file}>
        download <code>{MOCK_SERVER.file}</code>
      </a>
      , the API&apos;s mock in one file. {mockServerSentences().map((sentence) => [...withCode(sentence), ' '])}
      <Link to={MOCK_SERVER.guide}>Run the mock server</Link> lists its options.
    </p>
  );
}
