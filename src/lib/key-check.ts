// Whether a key the reader typed may go into the site's samples (./reader-key.ts), and why not in words for them: the
// key field on Getting started (src/components/YourTestKey) and "Try it" (src/theme/ApiExplorer, src/theme/ApiItem).
import {API_KEY_PATTERN} from '@site/config/api-keys.mjs';

/** Whether `value` is, or starts like, a live key: one this site never shows in a sample. */
export const isLiveKey = (value: string): boolean => value.trim().startsWith('sk_live_');

export type KeyCheck = {ok: true; key: string} | {ok: false; message: string};

/** Whether `value` is a test key the samples can show, or why not, in words for the reader. */
export function checkTestKey(value: string): KeyCheck {
  const key = value.trim();
  if (key === '') return {ok: false, message: 'Enter a test key: it starts with sk_test_.'};
  if (isLiveKey(key)) {
    return {
      ok: false,
      message:
        'That is a live key (sk_live_…), which acts on your real workspace: this site does not put it in its samples. ' +
        'Enter a test key (sk_test_…) from Settings › API keys instead.',
    };
  }
  if (API_KEY_PATTERN.exec(key)?.[1] !== 'test') {
    return {
      ok: false,
      message:
        'A test key is sk_test_ followed by at least four letters, digits or underscores, such as sk_test_51Ab….',
    };
  }
  return {ok: true, key};
}
