// What the reader typed into the API explorer (their API key, the chosen auth and server), kept in this tab's memory
// only. The theme would write the key to sessionStorage or localStorage; with `authPersistence: false` it writes
// nothing, and this module carries the values from one reference page to the next until the tab reloads or closes.
// A test key typed here is also the reader's key in the site's code samples, and a key entered for the samples
// (src/lib/reader-key.ts) fills the explorer's empty key field.

import type {AuthState} from '@theme/ApiExplorer/Authorization/slice';
import type {RootState} from '@theme/ApiItem/store';
import {getReaderKey, setReaderKey} from '@site/src/lib/reader-key';
import {checkTestKey} from '@site/src/lib/key-check';

type AuthData = AuthState['data'];
type Server = RootState['server']['value'];

interface Memory {
  authData?: AuthData;
  selectedAuth?: string;
  server?: Server;
}

const memory: Memory = {};

/** The theme's fresh auth state, with what the reader entered earlier in this tab filled in. */
export function recallAuth(auth: AuthState): AuthState {
  const data: AuthData = {...auth.data};
  for (const [scheme, fields] of Object.entries(memory.authData ?? {})) {
    if (data[scheme]) data[scheme] = {...data[scheme], ...fields};
  }
  const readerKey = getReaderKey();
  for (const [scheme, fields] of Object.entries(data)) {
    if (readerKey && fields && 'token' in fields && !fields.token) data[scheme] = {...fields, token: readerKey};
  }
  const selected = memory.selectedAuth && auth.options?.[memory.selectedAuth] ? memory.selectedAuth : auth.selected;
  return {...auth, data, selected};
}

export function recallServer(): Server | undefined {
  return memory.server;
}

/** Follows a store and remembers its auth and server; returns the unsubscribe function. */
export function rememberFrom(store: {subscribe(listener: () => void): () => void; getState(): RootState}) {
  return store.subscribe(() => {
    const state = store.getState();
    memory.authData = state.auth?.data;
    for (const fields of Object.values(memory.authData ?? {})) {
      const check = typeof fields?.token === 'string' ? checkTestKey(fields.token) : undefined;
      if (check?.ok) setReaderKey(check.key);
    }
    memory.selectedAuth = state.auth?.selected;
    if (state.server?.value) memory.server = state.server.value;
  });
}
