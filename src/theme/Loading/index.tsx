// Upstream: @docusaurus/core@3.10.2 src/client/theme-fallback/Loading
// Ejected: the core fallback is a full-screen, inline-styled block; ours sits in the page for lazily loaded pieces
// and routes alike, follows the color mode, announces itself to screen readers and offers 'Retry' on failure.
import {type ReactNode} from 'react';
import styles from './styles.module.css';

/** What react-loadable (routes) and our lazy pieces (src/components/Lazy) pass to the loader. */
export interface Props {
  error?: unknown;
  retry?: () => void;
  pastDelay?: boolean;
  isLoading?: boolean;
  timedOut?: boolean;
}

export function loadingErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message || 'The content could not be loaded.';
}

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{loadingErrorMessage(error)}</p>
        <button type="button" className="button button--primary button--sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
