// Wrapper: the explorer's code snippets show the reader's API key as a placeholder; a toggle reveals the real key in
// the snippets for copying, and hides it again. The key itself is never stored (src/theme/ApiItem/explorer-memory.ts).
import {useState, type ReactNode} from 'react';
import CodeSnippets from '@theme-original/ApiExplorer/CodeSnippets';
import type CodeSnippetsType from '@theme/ApiExplorer/CodeSnippets';
import type {WrapperProps} from '@docusaurus/types';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import '@site/src/components/CodeSamples/prism-languages';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeSnippetsType>;

/** True once the reader has typed any credential into the explorer. */
function useHasCredentials(): boolean {
  return useTypedSelector((state) =>
    Object.values((state.auth?.data ?? {}) as Record<string, Record<string, unknown>>).some((fields) =>
      Object.values(fields ?? {}).some(Boolean),
    ),
  );
}

export default function CodeSnippetsWrapper(props: Props): ReactNode {
  const [revealed, setRevealed] = useState(false);
  const hasCredentials = useHasCredentials();
  return (
    <>
      {hasCredentials && (
        <div className={styles.keyToggle}>
          <span>{revealed ? 'Your API key is shown in the samples.' : 'Your API key is hidden in the samples.'}</span>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? 'Hide key' : 'Show key'}
          </button>
        </div>
      )}
      <CodeSnippets {...props} maskCredentials={!(revealed && hasCredentials)} />
    </>
  );
}
