// An operation's request in the eleven code-sample languages, rendered at build time by scripts/gen-code-samples.mjs
// and shown as tabs that remember the reader's language across pages. Only the chosen language renders, as in every
// tab group (src/theme/Tabs): the page's static HTML has the curl request and all eleven tab names.
// The grammars that only these samples need (./prismLanguages) load once the page is interactive; a block whose
// language arrives with them renders plain until then, and highlighted after.
import {useEffect, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {hasGrammar} from '@site/plugins/bundling/prism-on-demand';

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

/** Loads the sample-only grammars after hydration, and renders the samples again once they are registered. */
function useSampleGrammars(): void {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void import('./prismLanguages').then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
}

export default function CodeSamples({samples}: {samples: CodeSample[]}): ReactNode {
  useSampleGrammars();
  if (samples.length === 0) return null;
  return (
    <section aria-label="Request samples" className="openapi-code-samples">
      <Tabs groupId="code-sample-language" className="openapi-code-samples__tabs">
        {samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock
              // Highlighted blocks memoize their tokens: a new key once the grammar exists renders them again.
              key={hasGrammar(sample.highlight) ? 'grammar' : 'plain'}
              language={sample.highlight}
              title={`Request in ${sample.label}`}>
              {sample.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
