// Upstream: @docusaurus/core@3.10.2 src/client/theme-fallback/Error
// Ejected (the smallest piece): the core fallback is unstyled and titled "This page crashed"; ours shows the theme's
// crash page ('This page crashed.', the error and 'Try again') inside the site layout, like every other page.
import {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    // The layout itself may be what throws: then the crash page is shown without it.
    <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
      <Head>
        <title>This page crashed | Berthline Docs</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Layout>
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
