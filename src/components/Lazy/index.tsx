// Loads an interactive piece in its own chunk. The server renders it in full (React waits for lazy components while
// it renders the static HTML), the browser keeps that HTML until the chunk arrives, and a client-side visit shows
// @theme/Loading: a spinner after 200 ms, or the error with 'Retry' when the chunk cannot be loaded.
import {Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode} from 'react';
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
 */
export function lazyPiece<P extends object>(
  name: string,
  load: () => Promise<{default: ComponentType<P>}>,
): ComponentType<P> {
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        throw new ChunkLoadFailure(name, error);
      }),
    );
  // Shared by every instance on the page; replaced by a fresh one on 'Retry' (React.lazy caches a failure).
  let shared = create();

  function LazyPiece(props: P): ReactNode {
    const [Current, setCurrent] = useState(() => shared);
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
