// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/MethodEndpoint
// Replaces the theme's method and address at the top of an operation page (written for the site, not copied; its
// markup and classes kept: a `pre` with the method's badge and an `h2` with the server's URL and the path). The
// address breaks only after `/`, `?` and `&` (src/components/Identifier), where the theme's broke anywhere on a
// phone, in the middle of a word. The server's URL is rendered in the static HTML from the explorer's store, which
// every page that renders this provides (src/theme/ApiItem). Then comes the "Try it" button, so that the explorer is
// reachable right after the title in reading and focus order (it was the 51st Tab stop, at the end of the right
// column). The button is in the static HTML; it opens the explorer in the right column once hydrated. Between them,
// the operation's history: the release that added it, its deprecation (src/theme/ReferenceNotes).
import {type ReactNode} from 'react';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {breakAddress} from '@site/src/components/Identifier';
import {REFERENCE_PANEL_ID, TRY_IT_BUTTON_ID, useTryIt} from '@site/src/theme/ApiItem/try-it';
import ReferenceNotes, {PAGE_HEAD} from '@site/src/theme/ReferenceNotes';
import styles from './styles.module.css';

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

/** The badge color of each method, as the theme has it. */
const METHOD_COLORS: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/** The selected server's URL with its variables at their defaults, without a trailing slash; none for a callback. */
function useServerUrl(context: Props['context']): string {
  const server = useTypedSelector((state) => state.server.value);
  if (context === 'callback' || !server?.url) return '';
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) {
    url = url.replace(`{${name}}`, String((variable as {default?: string}).default ?? ''));
  }
  return url;
}

export default function MethodEndpoint({method, path, context}: Props): ReactNode {
  const tryIt = useTryIt();
  const serverUrl = useServerUrl(context);
  const color = METHOD_COLORS[method.toLowerCase()];
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${color ?? 'secondary'}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {breakAddress(`${serverUrl}${path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}`)}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
      {context !== 'callback' && <ReferenceNotes anchor={PAGE_HEAD} />}
      {tryIt && context !== 'callback' && (
        <div className={`${styles.tryIt} openapi-try-it`}>
          <button
            type="button"
            id={TRY_IT_BUTTON_ID}
            className="button button--primary"
            aria-expanded={tryIt.open}
            aria-controls={REFERENCE_PANEL_ID}
            onClick={tryIt.open ? tryIt.close : tryIt.start}>
            Try it
          </button>
          <span>
            {tryIt.open
              ? 'Press Try it again, or Back to the examples, for the request and response examples.'
              : 'Send this request from your browser to the sandbox or a mock server, and see the answer.'}
          </span>
        </div>
      )}
    </>
  );
}
