// Wrapper: the explorer's response panel (docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/Response) says what
// happened to every request. When a request gets no answer (nothing listens there, or the browser blocked it), the
// theme clears the status and keeps its placeholder, "Click the Send API Request button above…", with the error only
// in the console; here the panel names the request that was tried and the likely causes instead. A status region
// announces each outcome to screen readers: sending, the status of each answer, or the failure.
import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import OriginalResponse from '@theme-original/ApiExplorer/Response';
import type ResponseType from '@theme/ApiExplorer/Response';
import type {WrapperProps} from '@docusaurus/types';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {clearCode, clearHeaders, clearResponse} from '@theme/ApiExplorer/Response/slice';
import {isLocalServer, serverUrl} from '@site/src/theme/ApiItem/explorer-servers';
import {MOCK_SERVER} from '@site/src/data/mock-server';
import hidden from '@site/src/css/visually-hidden.module.css';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ResponseType>;

/** The theme's text while a request is on its way (theme.openapi.request.fetchingMessage). */
const fetching = () => translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});

/** The method and URL the explorer sent to: the server with its variables, and the path with the reader's values. */
function useTriedRequest(item: Props['item']): string {
  const server = useTypedSelector((state) => state.server.value);
  const pathParams = useTypedSelector((state) => state.params.path);
  const path = item.path.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = pathParams.find((param) => param.name === name)?.value;
    return typeof value === 'string' && value !== '' ? encodeURIComponent(value) : whole;
  });
  const base = server ? serverUrl(server).replace(/\/$/, '') : '';
  return `${item.method.toUpperCase()} ${base}${path}`;
}

/** The `code` of a problem+json answer, to say which error came back. */
function problemCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {code?: unknown};
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** What the status region says about the explorer's response state. */
function announce(value: string | undefined, code: number | string | undefined, tried: string): string {
  if (value === undefined) return '';
  if (value === fetching()) return 'Sending the request…';
  if (code === undefined) return `No response to ${tried}. The response panel lists the likely causes.`;
  const problem = problemCode(value);
  return `Response received: status ${code}${problem ? `, ${problem}` : ''}.`;
}

function Failure({tried, reason, local}: {tried: string; reason: string; local: boolean}): ReactNode {
  const dispatch = useTypedDispatch();
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">
          {translate({id: 'theme.openapi.response.title', message: 'Response'})}
        </span>
        <button
          type="button"
          className="openapi-explorer__response-clear-btn"
          onClick={() => {
            dispatch(clearResponse());
            dispatch(clearCode());
            dispatch(clearHeaders());
          }}>
          {translate({id: 'theme.openapi.response.clear', message: 'Clear'})}
        </button>
      </div>
      <div className={styles.failure}>
        <p>
          <strong>No response.</strong> The explorer sent <code>{tried}</code> and got no answer. The likely causes:
        </p>
        <ul>
          <li>
            Nothing is listening at that address.{' '}
            {local ? (
              <>
                Start the mock server (<Link to={MOCK_SERVER.guide}>download it</Link> and run{' '}
                <code>node {MOCK_SERVER.file}</code>), and set the port above to the one it prints.
              </>
            ) : (
              'Check the server and your network connection.'
            )}
          </li>
          <li>
            The browser blocked the request: this site&apos;s Content Security Policy, the server&apos;s CORS headers or
            an extension did not allow it. The browser&apos;s console names the reason.
          </li>
        </ul>
        <p className={styles.reason}>The explorer reported: {reason}</p>
      </div>
    </div>
  );
}

export default function ResponseWrapper(props: Props): ReactNode {
  const code = useTypedSelector((state) => state.response.code);
  const value = useTypedSelector((state) => state.response.value);
  const server = useTypedSelector((state) => state.server.value);
  const tried = useTriedRequest(props.item);
  // The theme clears the status when a request fails before any answer and keeps its message as the value.
  const failed = value !== undefined && code === undefined && value !== fetching();
  // Announced when the outcome changes (React's "information from previous renders" pattern). Every request passes
  // through "sending", so a repeated answer is announced again; what the reader types afterwards is not.
  const [outcome, setOutcome] = useState({value, code, announcement: ''});
  if (outcome.value !== value || outcome.code !== code) {
    setOutcome({value, code, announcement: announce(value, code, tried)});
  }
  return (
    <>
      {failed ? (
        <Failure tried={tried} reason={value} local={server !== undefined && isLocalServer(server)} />
      ) : (
        <OriginalResponse {...props} />
      )}
      <p role="status" className={hidden.visuallyHidden}>
        {outcome.announcement}
      </p>
    </>
  );
}
