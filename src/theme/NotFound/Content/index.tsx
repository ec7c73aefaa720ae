// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/NotFound/Content
// Ejected (the smallest component that holds the text): the stock not-found page is two sentences with no way back
// in. This one keeps its heading and adds a search field (it opens the search page, which works without the navbar
// field) and the site's main entry points.
import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {API_OVERVIEW_ROUTE} from '@site/config/site-paths.mjs';
import styles from './styles.module.css';

const ENTRY_POINTS = [
  {to: '/', label: 'Documentation home', about: 'What Berthline does and where to start.'},
  {to: '/features/tracking-shipments', label: 'Track shipments', about: 'Add containers and follow every milestone.'},
  {to: '/coverage/shipping-lines-coverage', label: 'Shipping lines coverage', about: 'Which carriers are covered.'},
  {to: '/api', label: 'API: getting started', about: 'Your first request to the Tracking API.'},
  {to: API_OVERVIEW_ROUTE, label: 'API reference', about: 'Every operation and field.'},
];

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link that brought you here may have a typo.
            Search for what you were looking for, or start from one of the pages below.
          </p>
          <form
            className={styles.search}
            action={searchPage}
            method="get"
            role="search"
            aria-labelledby="not-found-search-label">
            <label id="not-found-search-label" htmlFor="not-found-search">
              Search the documentation
            </label>
            <div className={styles.row}>
              <input id="not-found-search" name="q" type="search" placeholder="For example: last free day" />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Popular pages</Heading>
          <ul className={styles.entries}>
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
                <span>{entry.about}</span>
              </li>
            ))}
          </ul>
          <p>
            Followed a broken link on this site? Tell us at{' '}
            <Link href="mailto:support@berthline.example">support@berthline.example</Link> and we will fix it.
          </p>
        </div>
      </div>
    </main>
  );
}
