// /docs/search?q=…: every result of a query, grouped by area, with its path and the matching passage (issue 19).
// The field above the results searches again as the reader types and keeps the address in step, so a results page
// can be shared. Pagefind loads on this page only; nothing is sent anywhere but this site. The field works before the
// scripts run: Enter submits it as a form (this page with ?q=), and what was typed is searched once they run.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useFieldBeforeHydration} from '@site/src/lib/static-html';
import Excerpt from '@site/src/components/Search/Excerpt';
import {groupByArea, highlightedUrl, searchSite, type SearchAnswer} from '@site/src/components/Search/pagefind';
import styles from './search.module.css';

/** Results shown at first and added by "Show more": each one fetches a small fragment file. */
const PAGE_SIZE = 25;

/** The page's field in the static HTML, whatever React's ids. */
const FIELD = 'data-search-page-field';

type Status = {kind: 'idle'} | {kind: 'searching'} | {kind: 'done'; answer: SearchAnswer} | {kind: 'failed'};

/** The last answer, with the query and limit it answers; anything else on screen is still being searched. */
interface Settled {
  query: string;
  limit: number;
  status: Status;
}

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const location = useLocation();
  const history = useHistory();
  const fieldId = useId();
  // The static page is built without a query; reading it only after hydration keeps React's first render equal to it.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [settled, setSettled] = useState<Settled>();
  const typedEarly = useFieldBeforeHydration(`[${FIELD}]`);
  const field = useRef<HTMLInputElement>(null);
  // What the field shows once the scripts run: its own state, set with the address in one update, so that no render
  // between hydration and the address taking what was typed gives the field an older value (a key typed then would
  // replace the whole query).
  const [text, setText] = useState<string>();
  const show = (value: string) => {
    setText(value);
    history.replace(`${location.pathname}?q=${encodeURIComponent(value)}`);
  };

  // Typed before the scripts ran: the address takes it, as if typed now; otherwise the field shows the address's.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) show(typed);
    else setText(new URLSearchParams(window.location.search).get('q') ?? '');
    // Once, for the page the reader typed on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address changed from elsewhere (the navbar's "all results", back and forward): the field follows it. The
  // field's own changes set both, so this changes nothing for them.
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (text !== undefined) setText(query);
  }

  useEffect(() => {
    if (!query.trim()) return undefined;
    let current = true;
    const settle = (status: Status) => current && setSettled({query, limit, status});
    searchSite(baseUrl, query, limit).then(
      (answer) => settle({kind: 'done', answer}),
      () => settle({kind: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [baseUrl, query, limit]);

  const status: Status = !query.trim()
    ? {kind: 'idle'}
    : settled?.query === query && settled.limit === limit
      ? settled.status
      : {kind: 'searching'};

  const heading = query.trim() ? `Search results for "${query.trim()}"` : 'Search the documentation';
  return (
    <Layout title={heading} description="Search the Berthline documentation and API reference.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{heading}</h1>
        <label htmlFor={fieldId} className={styles.label}>
          Search both areas: documentation, API guides and reference
        </label>
        <form action={`${baseUrl}search`} method="get" onSubmit={(event) => event.preventDefault()}>
          <input
            id={fieldId}
            ref={field}
            {...{[FIELD]: ''}}
            name="q"
            type="search"
            className={styles.field}
            value={typedEarly ?? text ?? query}
            autoComplete="off"
            onChange={(event) => {
              setLimit(PAGE_SIZE);
              show(event.target.value);
            }}
          />
        </form>
        <p role="status" className={styles.count}>
          {status.kind === 'searching' && 'Searching…'}
          {status.kind === 'done' &&
            (status.answer.total === 0
              ? `No results for “${status.answer.query}”`
              : `${status.answer.total} ${status.answer.total === 1 ? 'page' : 'pages'}`)}
          {status.kind === 'failed' && 'Search could not load. Check your connection and try again.'}
        </p>
        {status.kind === 'done' &&
          groupByArea(status.answer.hits).map((group) => (
            <section key={group.area} aria-labelledby={`${fieldId}-${group.area}`}>
              <h2 id={`${fieldId}-${group.area}`}>{group.area}</h2>
              <ol className={styles.results}>
                {group.hits.map((hit) => (
                  <li key={hit.url} className={styles.result}>
                    <Link to={highlightedUrl(hit.url, query.trim())} className={styles.title}>
                      {hit.title}
                    </Link>
                    <span className={styles.trail}>{hit.trail}</span>
                    <Excerpt html={hit.excerpt} className={styles.excerpt} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        {status.kind === 'done' && status.answer.total > status.answer.hits.length && (
          <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
