// The page for an address that cannot be read: the serve command answers such requests with it (HTTP 400), and
// src/clientModules/bad-url.ts sends the app here when it meets one, instead of a blank page.
import {useSyncExternalStore, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** The query string changes only through history navigation on this page. */
function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The address the reader followed, from `?from=`: read in the browser only, after hydration. */
const readFromAddress = (): string | null => new URLSearchParams(window.location.search).get('from');
const noAddressOnServer = (): string | null => null;

export default function InvalidAddress(): ReactNode {
  const address = useSyncExternalStore(subscribeToHistory, readFromAddress, noAddressOnServer);
  return (
    <Layout title="This address is not valid" description="The address you followed has a broken character code.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              This address is not valid
            </Heading>
            <p>
              The address you followed contains a character code (a <code>%</code> sign followed by letters and digits)
              that no browser can read, so there is no page to show.
              {address ? (
                <>
                  {' '}
                  The address was <code>{address}</code>.
                </>
              ) : null}
            </p>
            <p>Check the link for a typing or copying mistake, or start again from one of these pages:</p>
            <ul>
              <li>
                <Link to="/">Documentation home</Link>
              </li>
              <li>
                <Link to="/api">API getting started</Link>
              </li>
            </ul>
          </div>
        </div>
      </main>
    </Layout>
  );
}
