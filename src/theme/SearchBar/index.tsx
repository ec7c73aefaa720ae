// The navbar's search field (issue 19): offline search over both areas with Pagefind's chunked index, which loads
// when the reader first focuses the field and fetches only what each query needs. It follows the WAI-ARIA combobox
// pattern: the field controls a listbox of options grouped by area, the active option is `aria-activedescendant`
// (focus stays in the field), Ctrl+K / ⌘K focuses it from anywhere, and Enter opens the active result, or the first.
// The field never takes focus by itself, so a keyboard reader who moved on stays where they are. It works before the
// page's scripts run (issue 42; on a slow phone, for seconds after it shows): what a reader types then is searched
// once they run, and Enter submits the form to the results page.
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {useFieldBeforeHydration} from '@site/src/lib/static-html';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Excerpt from '@site/src/components/Search/Excerpt';
import {
  groupByArea,
  highlightedUrl,
  loadPagefind,
  preloadFinishedWords,
  searchSite,
  type SearchAnswer,
} from '@site/src/components/Search/pagefind';
import styles from './styles.module.css';
import {usePopupBelowNavbar} from './popup-position';

/**
 * Options shown in the list; each one's title, path and excerpt is a fragment file of its own (2 to 10 KB gzip'd,
 * a reference page's carries its whole text). Five, not six: the first query's bytes, 150 KB with six fragments of
 * reference pages against a target of 150 KB, 141 KB with five (bench/README.md, "Search"). The results page
 * lists them all.
 */
const LIMIT = 5;
/**
 * A query runs once the reader pauses this long: every query fetches the index chunks of its words and the
 * fragments of its results, and the prefixes typed on the way ("l", "la", …) would each fetch their own.
 */
const PAUSE_MS = 120;

/** The navbar's field in the static HTML, whatever React's ids. */
const FIELD = 'data-navbar-search';

/** True for the keys that open search on purpose (Ctrl/Cmd+K). */
function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

type Status = {kind: 'idle'} | {kind: 'searching'} | {kind: 'done'; answer: SearchAnswer} | {kind: 'failed'};

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const history = useHistory();
  const id = useId();
  const listboxId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [active, setActive] = useState(-1);
  const shortcutHint = useRef<HTMLElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const typedEarly = useFieldBeforeHydration(`[${FIELD}]`);

  useEffect(() => {
    // The static HTML says Ctrl K; a Mac reader sees the key they press.
    if (shortcutHint.current && /Mac|iPhone|iPad/.test(navigator.platform)) shortcutHint.current.textContent = '⌘ K';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const run = useCallback(
    async (text: string) => {
      const ticket = ++latest.current;
      setActive(-1);
      if (!text.trim()) {
        setStatus({kind: 'idle'});
        return;
      }
      setStatus({kind: 'searching'});
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      if (ticket !== latest.current) return;
      // Each result shows as soon as it and the better ones have loaded; the rest follow.
      const show = (answer: SearchAnswer) => {
        if (ticket === latest.current) setStatus({kind: 'done', answer});
      };
      searchSite(baseUrl, text, LIMIT, show, () => ticket === latest.current).then(
        (answer) => {
          // Answers to earlier keystrokes that arrive late are dropped.
          if (ticket === latest.current) setStatus({kind: 'done', answer});
        },
        () => {
          if (ticket === latest.current) setStatus({kind: 'failed'});
        },
      );
    },
    [baseUrl],
  );

  // What was typed before the scripts ran is searched now, and a field that has focus opens as a focus would open it.
  useEffect(() => {
    const field = input.current;
    if (document.activeElement === field) {
      setOpen(true);
      void loadPagefind(baseUrl).catch(() => undefined);
    }
    if (field?.value) {
      setQuery(field.value);
      void run(field.value);
    }
    // Once, for the page the reader typed on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hits = status.kind === 'done' ? groupByArea(status.answer.hits).flatMap((group) => group.hits) : [];
  const allResultsUrl = `${baseUrl}search?q=${encodeURIComponent(query.trim())}`;
  // The options, in the order the arrow keys move through them: the results, then "all results".
  const optionCount = hits.length > 0 ? hits.length + 1 : 0;
  // Results arrive one by one after the first: a reader on "all results" stays on it as the list grows above it.
  const [shownHits, setShownHits] = useState(hits.length);
  if (hits.length !== shownHits) {
    setShownHits(hits.length);
    if (active === shownHits && shownHits > 0) setActive(hits.length);
  }
  const optionId = (index: number) => `${id}-option-${index}`;

  const expanded = open && query.trim() !== '';

  // The list scrolls; the active option, which keeps focus in the field, is scrolled into view instead.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  });

  usePopupBelowNavbar(popup, expanded);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };
  const openOption = (index: number) => {
    if (index < hits.length) go(highlightedUrl(hits[index]!.url, query.trim()));
    else go(allResultsUrl);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + optionCount + (current < 0 && step < 0 ? 1 : 0)) % optionCount);
    } else if (event.key === 'Enter') {
      if (optionCount > 0) {
        event.preventDefault();
        openOption(active >= 0 ? active : 0);
      } else if (query.trim()) {
        event.preventDefault();
        go(allResultsUrl);
      }
    } else if (event.key === 'Escape') {
      // The first Escape closes the list and keeps the query (a search field would clear itself); the next clears.
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setQuery('');
        void run('');
      }
    }
  };

  let position = 0;
  return (
    <form
      className={styles.search}
      role="search"
      aria-label="Site search"
      action={`${baseUrl}search`}
      method="get"
      // Enter is the key handler's once the scripts run; the form carries it to the results page until then.
      onSubmit={(event) => event.preventDefault()}>
      <input
        ref={input}
        {...{[FIELD]: ''}}
        name="q"
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={typedEarly ?? query}
        onFocus={() => {
          setOpen(true);
          void loadPagefind(baseUrl).catch(() => undefined);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          preloadFinishedWords(baseUrl, event.target.value);
          void run(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd ref={shortcutHint} className={styles.shortcut} aria-hidden="true">
        Ctrl K
      </kbd>
      <div ref={popup} className={styles.popup} hidden={!expanded}>
        <div role="listbox" id={listboxId} aria-label="Search results" className={styles.listbox}>
          {status.kind === 'done' &&
            groupByArea(status.answer.hits).map((group) => (
              <div role="group" aria-labelledby={`${id}-${group.area}`} key={group.area}>
                <div role="presentation" id={`${id}-${group.area}`} className={styles.groupLabel}>
                  {group.area}
                </div>
                {group.hits.map((hit) => {
                  const index = position++;
                  return (
                    // Combobox pattern: focus stays in the field, whose key handler moves through the options.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      role="option"
                      id={optionId(index)}
                      key={hit.url}
                      aria-selected={index === active}
                      className={styles.option}
                      // Keeps focus in the field, so the click lands on the option and the field can close.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => openOption(index)}
                      onMouseMove={() => setActive(index)}>
                      <span className={styles.title}>{hit.title}</span>
                      <span className={styles.trail}>{hit.trail}</span>
                      <Excerpt html={hit.excerpt} className={styles.excerpt} />
                    </div>
                  );
                })}
              </div>
            ))}
          {optionCount > 0 && (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              role="option"
              id={optionId(hits.length)}
              aria-selected={active === hits.length}
              className={`${styles.option} ${styles.all}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openOption(hits.length)}
              onMouseMove={() => setActive(hits.length)}>
              {status.kind === 'done' && status.answer.total > hits.length
                ? `See all ${status.answer.total} results`
                : 'Open the results page'}
            </div>
          )}
        </div>
        <p role="status" className={styles.status}>
          {status.kind === 'searching' && hits.length === 0 && 'Searching…'}
          {status.kind === 'done' && status.answer.total === 0 && `No results for “${status.answer.query}”`}
          {status.kind === 'failed' && 'Search could not load. Check your connection and try again.'}
        </p>
      </div>
    </form>
  );
}
