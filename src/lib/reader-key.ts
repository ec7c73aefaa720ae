// The reader's own test key in the site's code samples (issue 43): entered once, on Getting started
// (src/components/YourTestKey) or in "Try it" (src/theme/ApiItem/explorer-memory.ts), it takes the place of the sample
// key (SAMPLE_API_KEY) in every code block the site shows and copies (src/theme/CodeBlock), until the tab reloads or
// closes. It is held in this module's memory only: never in storage or a cookie, and sent nowhere; only the requests
// the reader sends with "Try it" carry it, to the server they chose. Live keys are refused (./key-check.ts, which only
// the places that take a key load: this module is in every page's code blocks).
import {useSyncExternalStore} from 'react';
import {API_KEY_PATTERN, SAMPLE_API_KEY} from '@site/config/api-keys.mjs';

let readerKey: string | undefined;
const listeners = new Set<() => void>();

/** Sets the reader's key (a checked test key), or forgets it with `undefined`. */
export function setReaderKey(key: string | undefined): void {
  // A test key, so letters, digits and underscores only: it goes into code blocks' HTML as it is.
  if (key !== undefined && API_KEY_PATTERN.exec(key)?.[1] !== 'test')
    throw new Error('only a test key goes into samples');
  if (key === readerKey) return;
  readerKey = key;
  for (const listener of listeners) listener();
}

export function getReaderKey(): string | undefined {
  return readerKey;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's key; undefined in the static render and while the page hydrates (the HTML has the sample key). */
export function useReaderKey(): string | undefined {
  return useSyncExternalStore(subscribe, getReaderKey, () => undefined);
}

/** `text` with the sample key replaced by the reader's key, when there is one. */
export function withReaderKey(text: string, key: string | undefined): string {
  return key ? text.replaceAll(SAMPLE_API_KEY, key) : text;
}
