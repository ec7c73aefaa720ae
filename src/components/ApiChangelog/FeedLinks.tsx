// The changelog's feeds in the <head> of every page of the API area, so a feed reader finds them from any API page.
// Only their addresses and the API's title: the changelog itself is not loaded.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {meta} from '@site/src/lib/api-facts/meta';
import {CHANGELOG_FEEDS} from '@site/config/site-paths.mjs';

export default function FeedLinks(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const title = `${meta.title} changelog`;
  return (
    <Head>
      <link rel="alternate" type="application/rss+xml" title={title} href={`${siteConfig.url}${CHANGELOG_FEEDS.rss}`} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={title}
        href={`${siteConfig.url}${CHANGELOG_FEEDS.atom}`}
      />
    </Head>
  );
}
