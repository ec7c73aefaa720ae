// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/CodeSnippets
// Replaces the theme's code snippets of "Try it" (written for the site, not copied; 30 lines of its 480 kept in
// spirit: the request built from the explorer's state by the theme's buildPostmanRequest, and credentials masked).
// The theme labelled its language tabs with their ids ("python · nodejs · csharp") where the page's own samples say
// "Python · Node.js · C#", added a second row of variants (a lone "CURL" tab) and generated every language on each
// change. Here the samples sit in the same tabs as the page's static samples (src/components/CodeSamples): the same
// labels, order and remembered language (groupId `code-sample-language`), one row, and only the language shown is
// generated, with the same postman-code-generators options as the static samples (config/code-samples.mjs). The
// reader's API key shows as `<token>` until "Show key", and a live key even then; the key itself is never stored
// (src/theme/ApiItem/explorer-memory.ts).
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import codegen from 'postman-code-generators';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import {useResolvedEncoding} from '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import type {RequestBodyObject} from 'docusaurus-plugin-openapi-docs/src/openapi/types';
import {CODE_SAMPLE_LANGUAGES, CODE_SAMPLE_OPTIONS} from '@site/config/code-samples.mjs';
import '@site/src/components/CodeSamples/prism-languages';
import {isLiveKey} from '@site/src/lib/key-check';
import styles from './styles.module.css';

/** postman-collection's request (the package has no declarations; the theme's function names its type). */
type PostmanRequest = Parameters<typeof buildPostmanRequest>[0];

interface Props {
  postman: PostmanRequest;
  requestBody?: RequestBodyObject;
}

type Credentials = Record<string, unknown>;

/**
 * The credentials as the samples show them: each value replaced by its field's name in angle brackets (`<token>`), as
 * the theme masked them, unless `reveal` ("Show key"); a live key stays masked even then, as the site puts no live
 * key in a sample.
 */
function shownCredentials(data: Credentials, reveal: boolean): Credentials {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object'
        ? shownCredentials(value as Credentials, reveal)
        : reveal && !(typeof value === 'string' && isLiveKey(value))
          ? value
          : `<${key}>`,
    ]),
  );
}

/** True once the reader has typed any credential into the explorer. */
function hasCredentials(data: Credentials): boolean {
  return Object.values(data).some((value) =>
    value !== null && typeof value === 'object' ? hasCredentials(value as Credentials) : Boolean(value),
  );
}

/** The request the explorer would send, as postman-collection builds it from the explorer's state. */
function useRequest({postman, requestBody}: Props, reveal: boolean): {request: PostmanRequest; credentials: boolean} {
  const state = useTypedSelector((s) => s);
  const encoding = useResolvedEncoding(requestBody);
  return useMemo(() => {
    const data = (state.auth?.data ?? {}) as Credentials;
    const auth = {...state.auth, data: shownCredentials(data, reveal) as typeof state.auth.data};
    const request = buildPostmanRequest(postman, {
      queryParams: state.params.query,
      pathParams: state.params.path,
      cookieParams: state.params.cookie,
      headerParams: state.params.header,
      contentType: state.contentType.value,
      accept: state.accept.value,
      body: state.body,
      server: state.server.value,
      auth,
      encoding,
    });
    return {request, credentials: hasCredentials(data)};
  }, [postman, state, encoding, reveal]);
}

/** A language's sample: the tabs render the selected language's panel only, so only it is generated. */
function Sample({request, index}: {request: PostmanRequest; index: number}): ReactNode {
  const entry = CODE_SAMPLE_LANGUAGES[index]!;
  const [code, setCode] = useState('');
  useEffect(() => {
    codegen.convert(entry.language, entry.postmanVariant, request, CODE_SAMPLE_OPTIONS, (error, snippet) => {
      setCode(error ? '' : snippet);
    });
  }, [entry, request]);
  return (
    <CodeBlock className="openapi-explorer__code-block" language={entry.highlight} title={`Request in ${entry.label}`}>
      {code}
    </CodeBlock>
  );
}

export default function CodeSnippets(props: Props & Record<string, unknown>): ReactNode {
  const [revealed, setRevealed] = useState(false);
  const {request, credentials} = useRequest(props, revealed);
  return (
    <section aria-label="Request samples" className="openapi-code-samples">
      {credentials && (
        <div className={styles.keyToggle}>
          <span>{revealed ? 'Your API key is shown in the samples.' : 'Your API key is hidden in the samples.'}</span>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? 'Hide key' : 'Show key'}
          </button>
        </div>
      )}
      <Tabs groupId="code-sample-language" className="openapi-code-samples__tabs">
        {CODE_SAMPLE_LANGUAGES.map((entry, index) => (
          <TabItem key={entry.language} value={entry.language} label={entry.label}>
            <Sample request={request} index={index} />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
