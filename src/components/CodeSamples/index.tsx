// An operation's request in the eleven code-sample languages, rendered at build time by plugins/reference-pages
// and shown as tabs that remember the reader's language across pages. On reference pages only the chosen language
// renders (`lazy`; other tab groups render every panel, src/theme/Tabs): the page's static HTML has the curl request
// and all eleven tab names, and the curl block hydrates without Prism (src/theme/CodeBlock/Content). The grammars that
// only some samples need (./prism-languages) load when such a sample is first shown; it renders plain until then, and
// highlighted after. A hand-written page renders every sample (`lazy={false}`, src/components/WebhookReceivers): its
// Markdown twin is converted from its HTML (plugins/llms).
import {useEffect, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
  /** The block's title; by default `Request in <label>`. */
  title?: string;
}

/** The Prism languages that ./prism-languages registers: prism-react-renderer does not bundle them. */
const LATE_GRAMMARS = new Set(['java', 'csharp', 'ruby', 'php', 'powershell']);

let lateGrammarsLoaded = false;

/** Whether `language`'s grammar is registered; loads the late grammars when it is one of them. */
function useGrammar(language: string): boolean {
  const needed = LATE_GRAMMARS.has(language);
  const [ready, setReady] = useState(!needed || lateGrammarsLoaded);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    void import('./prism-languages').then(() => {
      lateGrammarsLoaded = true;
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}

function Sample({sample}: {sample: CodeSample}): ReactNode {
  const ready = useGrammar(sample.highlight);
  return (
    <CodeBlock
      // Highlighted blocks memoize their tokens: a new key once the grammar exists renders them again.
      key={ready ? 'grammar' : 'plain'}
      language={sample.highlight}
      title={sample.title ?? `Request in ${sample.label}`}>
      {sample.code}
    </CodeBlock>
  );
}

export default function CodeSamples({samples, lazy = true}: {samples: CodeSample[]; lazy?: boolean}): ReactNode {
  if (samples.length === 0) return null;
  return (
    <section aria-label="Request samples" className="openapi-code-samples">
      <Tabs lazy={lazy} groupId="code-sample-language" className="openapi-code-samples__tabs">
        {samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <Sample sample={sample} />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
