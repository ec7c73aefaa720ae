// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/SecuritySchemes
// Replaces the theme's summary of the operation's security scheme at the top of "Try it" (written for the site, not
// copied): the theme put an `h4` "Authorization: http" inside a closed <details> under the explorer's `h2`, a heading
// that skipped a level and named the scheme's type, not what to send. Here it is one line of text: how the key is sent,
// and a link to the overview's authentication section. The key's own field follows in the explorer. A live key typed
// there is named as one: it stays in Try it and never goes into the site's samples (src/lib/reader-key.ts).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {checkTestKey, isLiveKey} from '@site/src/lib/key-check';
import styles from './styles.module.css';

interface Scheme {
  type?: string;
  scheme?: string;
  name?: string;
  in?: string;
  bearerFormat?: string;
}

/** What the reader sends, in words: "a bearer token (API key) in the Authorization header". */
function howSent(scheme: Scheme): string {
  if (scheme.type === 'http' && scheme.scheme === 'bearer') {
    return `a bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''} in the Authorization header`;
  }
  if (scheme.type === 'http') return `${scheme.scheme ?? 'HTTP'} credentials in the Authorization header`;
  if (scheme.type === 'apiKey') return `an API key in the ${scheme.name ?? ''} ${scheme.in ?? ''}`.trim();
  return scheme.type ?? 'credentials';
}

export default function SecuritySchemes({infoPath}: {infoPath: string}): ReactNode {
  const options = useTypedSelector((state) => state.auth.options) as Record<string, Scheme[] | undefined>;
  const selected = useTypedSelector((state) => state.auth.selected);
  const scheme = selected === undefined ? undefined : options[selected]?.[0];
  const data = useTypedSelector((state) => state.auth.data) as Record<string, Record<string, string | undefined>>;
  if (!scheme?.type) return null;
  const typed = Object.values(data).find((fields) => fields?.token)?.token;
  const refusal = typed && isLiveKey(typed) ? checkTestKey(typed) : undefined;
  return (
    <>
      <p className={styles.scheme}>
        Sends {howSent(scheme)}.{' '}
        {infoPath ? <Link to={`/${infoPath}#authentication`}>How authentication works</Link> : null}
      </p>
      {refusal && !refusal.ok ? (
        // An alert: it appears as the reader types the key, which is below it and out of view on a small screen.
        <p className={styles.live} role="alert">
          {refusal.message} The sandbox and the mock server answer a live key with 401.
        </p>
      ) : null}
    </>
  );
}
