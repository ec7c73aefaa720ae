// "Copy page" and "View as Markdown": the page's Markdown version (written into the build by plugins/llms), to paste
// into an assistant or to read as plain text. Copying fetches the file on demand, so pages carry no Markdown.
import {useEffect, useId, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/src/lib/markdown-url';
import styles from './styles.module.css';

type Status = {kind: 'idle' | 'copied' | 'error'; message: string};

const IDLE: Status = {kind: 'idle', message: ''};
/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2500;

/** The page's Markdown, or an error that says so in words a reader can act on. */
async function fetchMarkdown(href: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(href, {headers: {Accept: 'text/markdown'}});
  } catch {
    throw new Error('Could not load the Markdown version: check your connection and try again.');
  }
  if (!response.ok) throw new Error(`Could not load the Markdown version (HTTP ${response.status}).`);
  // A host that answers unknown addresses with the app's HTML page must not put that page on the clipboard.
  if (response.headers.get('Content-Type')?.includes('text/html')) {
    throw new Error('This page has no Markdown version here: it is written by the production build.');
  }
  return response.text();
}

/**
 * Writes the text to the clipboard. Where the browser supports it, the clipboard item is created right in the click
 * with the text still on its way, so browsers that need the click's user activation (Safari) accept it.
 */
function writeClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    return clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  if (clipboard?.writeText) return text.then((value) => clipboard.writeText(value));
  return Promise.reject(new Error('no clipboard'));
}

export default function PageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const href = markdownPath(pathname);
  const statusId = useId();
  const [status, setStatus] = useState<Status>(IDLE);
  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus(IDLE), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    // Cleared first, so that a second "Copied" is announced again.
    setStatus(IDLE);
    const text = fetchMarkdown(href);
    writeClipboard(text).then(
      () => setStatus({kind: 'copied', message: 'Copied the page as Markdown'}),
      async () => {
        const loadError = await text.then(
          () => undefined,
          (error: Error) => error,
        );
        setStatus({
          kind: 'error',
          message:
            loadError?.message ??
            'Your browser did not allow copying. Open “View as Markdown” and copy the text from there.',
        });
      },
    );
  };

  return (
    // data-page-actions: left out of the search index (plugins/pagefind/page.ts), so no excerpt starts with them.
    <div className={styles.actions} role="group" aria-label="This page as Markdown" data-page-actions>
      <button type="button" className={styles.action} onClick={copy} aria-describedby={statusId}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 5V2.5h8.5v8.5H11M2.5 5h8.5v8.5H2.5z" />
        </svg>
        {status.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 1.5h6.5L13 5v9.5H3zM9.5 1.5V5H13M5.5 11V8l1.25 1.5L8 8v3M10.5 8v3m-1-1 1 1 1-1" />
        </svg>
        View as Markdown
      </a>
      {/* Always in the page, so that screen readers announce what appears in it. A success shows on the button. */}
      <span id={statusId} className={styles[status.kind]} role="status" aria-live="polite">
        {status.message}
      </span>
    </div>
  );
}
