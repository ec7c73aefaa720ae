// The reader's own test key in the site's code samples (issue 43): entered once, on Getting started
// (src/components/YourTestKey) or in "Try it" (src/theme/ApiItem/explorer-memory.ts), it takes the place of the sample
// key (SAMPLE_API_KEY) in every code block the site shows and copies (src/theme/CodeBlock), until the tab reloads or
// closes. It is held in this module's memory only: never in storage or a cookie, and sent nowhere; only the requests
// the reader sends with "Try it" carry it, to the server they chose. Live keys are refused.
import {useSyncExternalStore} from 'react';
import {API_KEY_PATTERN, SAMPLE_API_KEY} from '@site/config/api-keys.mjs';

export type KeyCheck = {ok: true; key: string} | {ok: false; message: string};

/** Whether `value` is a test key the samples can show, or why not, in words for the reader. */
export function checkTestKey(value: string): KeyCheck {
  const key = value.trim();
  if (key === '') return {ok: false, message: 'Enter a test key: it starts with sk_test_.'};
  const kind = API_KEY_PATTERN.exec(key)?.[1];
  if (kind === 'live' || key.startsWith('sk_live_')) {
    return {
      ok: false,
      message:
        'That is a live key (sk_live_…), which acts on your real workspace: this site does not put it in its samples. ' +
        'Enter a test key (sk_test_…) from Settings › API keys instead.',
    };
  }
  if (kind !== 'test') {
    return {
      ok: false,
      message:
        'A test key is sk_test_ followed by at least four letters, digits or underscores, such as sk_test_51Ab….',
    };
  }
  return {ok: true, key};
}

let readerKey: string | undefined;
const listeners = new Set<() => void>();

/** Sets the reader's key (a checked test key), or forgets it with `undefined`. */
export function setReaderKey(key: string | undefined): void {
  if (key !== undefined && !checkTestKey(key).ok) throw new Error('only a checked test key goes into the samples');
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
