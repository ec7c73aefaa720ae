// The changelog's feeds in the <head> of every page of the API area, so a feed reader finds them from any API page.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {changelog} from './data';

export default function FeedLinks(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const title = `${changelog.api.title} changelog`;
  return (
    <Head>
      <link rel="alternate" type="application/rss+xml" title={title} href={`${siteConfig.url}${changelog.feeds.rss}`} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={title}
        href={`${siteConfig.url}${changelog.feeds.atom}`}
      />
    </Head>
  );
}
