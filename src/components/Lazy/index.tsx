// Loads an interactive piece in its own chunk. The server renders it in full (React waits for lazy components while
// it renders the static HTML), the browser fetches the chunk with the page's content and hydrates once it is in,
// and a client-side visit shows @theme/Loading: a spinner after 200 ms, or the error with 'Retry' when the chunk
// cannot be loaded.
import {Suspense, lazy, use, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';

export const LOADER_DELAY_MS = 200;

/** Marks failures of the loader itself, so that a crash inside the loaded component reaches the page's crash fallback. */
class ChunkLoadFailure extends Error {
  constructor(name: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The ${name} could not be loaded. Check your connection, then retry. (${reason})`, {cause});
    this.name = 'ChunkLoadFailure';
  }
}

function DelayedSpinner(): ReactNode {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <Loading isLoading pastDelay={pastDelay} timedOut={false} error={null} retry={() => undefined} />;
}

/**
 * @param name what the reader calls the piece, used in the error message ("container number checker")
 * @param load a dynamic import of the module whose default export is the component
 * @param options.inStaticHtml false for a piece that the static HTML never holds (it shows only after the reader
 *   asks for it, like the API explorer): its chunk is then fetched when it first renders, not with the page
 */
export function lazyPiece<P extends object>(
  name: string,
  load: () => Promise<{default: ComponentType<P>}>,
  {inStaticHtml = true}: {inStaticHtml?: boolean} = {},
): ComponentType<P> {
  const fetchChunk = () =>
    load().catch((error: unknown) => {
      throw new ChunkLoadFailure(name, error);
    });
  // In the browser the chunk is fetched as soon as the page's content module runs, and hydration waits for it
  // (below). Reached by hydration while still loading, the piece would be a dehydrated boundary, and Docusaurus's
  // update right after hydration (useIsBrowser) makes React throw such a boundary's server HTML away and show the
  // fallback until the chunk arrives, which moved everything below it (a layout shift of 0.2 on the coverage page).
  let early = typeof window === 'undefined' || !inStaticHtml ? undefined : fetchChunk();
  let loaded: ComponentType<P> | undefined;
  // Settles with the first fetch and never rejects: a failed chunk shows its error and 'Retry' once hydrated.
  const firstSettled = early?.then(
    (module) => {
      loaded = module.default;
    },
    () => undefined,
  );
  const create = () =>
    lazy(() => {
      const chunk = early ?? fetchChunk();
      early = undefined;
      return chunk;
    });
  // Shared by every instance on the page; replaced by a fresh one on 'Retry' (React.lazy caches a failure).
  let shared = create();

  function LazyPiece(props: P): ReactNode {
    // While hydrating, wait here, above this piece's own boundary: no Suspense boundary is above it, so React keeps
    // the server HTML of the whole page until the chunk is in, and the piece hydrates without suspending.
    if (!useIsBrowser() && firstSettled) use(firstSettled);
    const [Current, setCurrent] = useState<ComponentType<P>>(() => loaded ?? shared);
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      shared = create();
      setCurrent(() => shared);
      setAttempt((n) => n + 1);
    };
    return (
      <ErrorBoundary
        key={attempt}
        fallback={({error}) => {
          if (!(error instanceof ChunkLoadFailure)) throw error;
          return <Loading error={error} retry={retry} pastDelay isLoading={false} timedOut={false} />;
        }}>
        <Suspense fallback={<DelayedSpinner />}>
          <Current {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  LazyPiece.displayName = `Lazy(${name})`;
  return LazyPiece;
}
