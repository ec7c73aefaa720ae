// Loads Pagefind's browser script (written into build/pagefind/ by plugins/pagefind) the first time a reader
// searches, and runs queries with it. The script is a file of this site, imported at run time: the bundler must not
// try to resolve it. Pagefind fetches only the index chunks and page fragments a query needs.

/** One result, as the search UI shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** Readable path: the area, then the page's breadcrumbs ("API › Reference › Containers › List containers"). */
  trail: string;
  area: 'API' | 'Documentation';
  /** The matching passage; `<mark>` around the matched words, everything else escaped by Pagefind. */
  excerpt: string;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string; trail?: string};
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: {baseUrl?: string; excerptLength?: number; noWorker?: boolean}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
  preload(query: string): Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/** Starts loading Pagefind (once); `baseUrl` is the site's base URL, `/docs/`. */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
    // Searches on the page's thread: Pagefind's worker script is another 12.5 KB and one more round trip before the
    // first result, and a query's work (one chunk decoded, a few fragments) is small.
    await pagefind.options({baseUrl, excerptLength: 24, noWorker: true});
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, a deploy in between) may be retried by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The site's area of a result URL (under the base URL): everything under api is the API area. */
export function areaOfUrl(url: string, baseUrl: string): SearchHit['area'] {
  return url.startsWith(`${baseUrl}api`) && /^(\/|$|\?|#)/.test(url.slice(`${baseUrl}api`.length))
    ? 'API'
    : 'Documentation';
}

/**
 * While the reader is still typing, fetches the index chunks of the words already finished (those followed by a
 * space), so that the query after the last keystroke needs only its last word's chunk. Fetches nothing else: the
 * word being typed would pull a chunk per prefix.
 */
export function preloadFinishedWords(baseUrl: string, text: string): void {
  const words = text.trimStart().split(/\s+/);
  const finished = words.slice(0, -1).filter(Boolean);
  if (finished.length === 0) return;
  loadPagefind(baseUrl)
    .then((pagefind) => pagefind.preload(finished.join(' ')))
    .catch(() => undefined); // the search itself reports a failure
}

export interface SearchAnswer {
  query: string;
  /** Every matching page, best first; `hits` holds the data of the first `limit` of them. */
  total: number;
  hits: SearchHit[];
}

/**
 * Searches and loads the data of the best `limit` results (each is a fragment file of its own). The best result's
 * fragment is fetched alone, so that on a slow connection it does not share the bandwidth with the others; then the
 * rest together. `onProgress`, when given, receives the answer so far each time the next result in rank order has
 * loaded, so the first result shows before the last fragment arrives. `isCurrent`, checked once the index has
 * answered, stops a stale query there.
 */
export async function searchSite(
  baseUrl: string,
  query: string,
  limit: number,
  onProgress?: (partial: SearchAnswer) => void,
  isCurrent: () => boolean = () => true,
): Promise<SearchAnswer> {
  const pagefind = await loadPagefind(baseUrl);
  const found = await pagefind.search(query);
  const results = (found?.results ?? []).slice(0, limit);
  const total = found?.results.length ?? 0;
  // A query the reader has typed past fetches no fragments: each result's is a file of 1 to 10 KB.
  if (!isCurrent() || results.length === 0) return {query, total, hits: []};
  const toHit = async (result: PagefindResult): Promise<SearchHit> => {
    const data = await result.data();
    const url = data.url.replace(/\.html$/, '');
    return {
      url,
      title: data.meta.title ?? url,
      trail: data.meta.trail ?? '',
      area: areaOfUrl(url, baseUrl),
      excerpt: data.excerpt,
    };
  };
  const loaded: (SearchHit | undefined)[] = [await toHit(results[0]!)];
  let shown = 0;
  const report = () => {
    let ready = shown;
    while (loaded[ready]) ready++;
    if (ready > shown && ready < results.length) {
      shown = ready;
      onProgress?.({query, total, hits: loaded.slice(0, ready) as SearchHit[]});
    }
  };
  report();
  await Promise.all(
    results.slice(1).map(async (result, index) => {
      loaded[index + 1] = await toHit(result);
      report();
    }),
  );
  return {query, total, hits: loaded as SearchHit[]};
}

/** The URL that opens a result with the query's words highlighted (src/clientModules/search-highlight.ts). */
export function highlightedUrl(url: string, query: string): string {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return url;
  const [path, hash] = url.split('#');
  const params = new URLSearchParams(words.map((word) => ['highlight', word]));
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** Groups hits by area in a fixed order (Documentation, then API), keeping each group's ranking. */
export function groupByArea(hits: SearchHit[]): {area: SearchHit['area']; hits: SearchHit[]}[] {
  return (['Documentation', 'API'] as const)
    .map((area) => ({area, hits: hits.filter((hit) => hit.area === area)}))
    .filter((group) => group.hits.length > 0);
}
