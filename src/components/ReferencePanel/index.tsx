// The right panel of an operation page (plugins/reference-pages places it after the page's head): the request in the
// eleven code-sample languages and, below it, the documented response of the status the reader selected under
// "Responses" (src/theme/ApiTabs). From 1200 px on it sits beside the page and stays in view while the reader scrolls
// (src/theme/ApiItem/styles.module.css); below, it follows the description, before the parameters. In reading and
// Tab order it comes right after "Try it" and the description, before the parameters. "Try it" swaps the samples for
// the API explorer, whose chunk (with the code generators) loads only then.
import {useEffect, useId, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme/CodeBlock';
import type TheApiExplorer from '@theme/ApiExplorer';
import {lazyPiece} from '@site/src/components/Lazy';
import CodeSamples, {type CodeSample} from '@site/src/components/CodeSamples';
import {REFERENCE_PANEL_ID, TRY_IT_HEADING_ID, useTryIt} from '@site/src/theme/ApiItem/try-it';
import {ExamplesInPanelContext, useResponseStatus} from '@site/src/theme/ApiItem/response-status';
import styles from './styles.module.css';

// Shown only once the reader opens "Try it": its chunk (and the code generators it brings) is fetched then.
const ApiExplorer = lazyPiece<ComponentProps<typeof TheApiExplorer>>(
  'API explorer',
  () => import(/* webpackChunkName: "api-explorer" */ '@theme/ApiExplorer'),
  {inStaticHtml: false},
);

/** One named example of a response (plugins/reference-pages, splitResponseExamples). */
interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** Each status's media type and named examples, as the page exports them. */
export type ResponseExamples = Record<string, {type: string; examples: NamedExample[]}>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the theme's operation object is untyped JSON
type Operation = any;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The documented response of the selected status, with a choice among its named examples. */
function ResponseExample({responses}: {responses: ResponseExamples}): ReactNode {
  const codes = Object.keys(responses);
  const selected = useResponseStatus()?.status;
  const status = selected !== undefined && selected in responses ? selected : codes[0];
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const selectId = useId();
  if (status === undefined) return null;
  const entry = responses[status]!;
  const index = chosen[status] ?? 0;
  const example = entry.examples[index] ?? entry.examples[0]!;
  return (
    <section aria-label="Response example" className={styles.response}>
      {entry.examples.length > 1 && (
        <div className={styles.exampleChoice}>
          <label htmlFor={selectId}>Example</label>
          <select
            id={selectId}
            value={index}
            onChange={(event) => setChosen((before) => ({...before, [status]: Number(event.target.value)}))}>
            {entry.examples.map((option, i) => (
              <option key={option.name} value={i}>
                {option.summary ?? option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <CodeBlock key={`${status}-${index}`} language="json" title={`Response ${status} · ${entry.type}`}>
        {text(example.value)}
      </CodeBlock>
    </section>
  );
}

/** The explorer under a heading that takes focus when "Try it" opens it, and a way back to the examples. */
function Explorer({api, close}: {api: Operation; close: () => void}): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const {frontMatter} = useDoc() as unknown as {frontMatter: {info_path?: string}};
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={TRY_IT_HEADING_ID} className={clsx(styles.explorer, 'openapi-explorer')}>
      <div className={styles.explorerHead}>
        <h2 id={TRY_IT_HEADING_ID} ref={heading} tabIndex={-1}>
          Try it
        </h2>
        <button type="button" className="button button--secondary button--sm" onClick={close}>
          Back to the examples
        </button>
      </div>
      <ApiExplorer item={api} infoPath={frontMatter.info_path ?? ''} />
    </section>
  );
}

export default function ReferencePanel({
  operation,
  samples,
  responses = {},
}: {
  operation: Operation;
  samples: CodeSample[];
  responses?: ResponseExamples;
}): ReactNode {
  const tryIt = useTryIt();
  const exploring = tryIt?.open === true;
  return (
    <ExamplesInPanelContext.Provider value={false}>
      <div
        id={REFERENCE_PANEL_ID}
        className={clsx('openapi-right-panel__container', styles.panel, exploring && styles.exploring)}>
        {exploring ? <Explorer api={operation} close={tryIt.close} /> : <CodeSamples samples={samples} />}
        {!exploring && <ResponseExample responses={responses} />}
      </div>
    </ExamplesInPanelContext.Provider>
  );
}
