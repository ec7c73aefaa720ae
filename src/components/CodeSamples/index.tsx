// An operation's request in the eleven code-sample languages, rendered at build time by scripts/gen-code-samples.mjs
// and shown as tabs that remember the reader's language across pages. Only the chosen language renders (`lazy`):
// Docusaurus re-renders every code block once a page has hydrated, and eleven of them were the largest part of that
// work; the page's static HTML has the curl request and all eleven tab names.
import {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import './prismLanguages';

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

export default function CodeSamples({samples}: {samples: CodeSample[]}): ReactNode {
  if (samples.length === 0) return null;
  return (
    <section aria-label="Request samples" className="openapi-code-samples">
      <Tabs lazy groupId="code-sample-language" className="openapi-code-samples__tabs">
        {samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock language={sample.highlight} title={`Request in ${sample.label}`}>
              {sample.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
