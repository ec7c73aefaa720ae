// State per API key: a fresh copy of the example world, the rate-limit buckets, the idempotency keys, the webhook
// endpoint and the timers of the imports and lookups in progress. Keys never see each other's changes.
import {createHash} from 'node:crypto';
import {RateLimiter} from './rate-limit.mjs';
import {seedState} from './seed.mjs';

export class KeyState {
  constructor(document, identity) {
    Object.assign(this, seedState(document));
    this.identity = identity;
    this.limiter = new RateLimiter(identity.limits);
    /** Idempotency-Key → {fingerprint, answer | undefined while in progress}. */
    this.idempotency = new Map();
    /** {url, secret} where this key's events go, or undefined. */
    this.webhook = undefined;
    this.timers = new Set();
    /** Every failed or skipped row of each finished import, for its error report. */
    this.errorReports = new Map();
    /** The container numbers of shipments whose carrier lookup has not answered yet, by shipment id. */
    this.pending = new Map();
    this.closed = false;
  }

  /** Runs `task` after `ms`, unless the state was reset or the server closed in the meantime. */
  later(ms, task) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) task();
    }, ms);
    this.timers.add(timer);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The token in this key's error report URLs (a hash: the URL never shows the key). */
  get fileToken() {
    return createHash('sha256').update(this.identity.key).digest('hex').slice(0, 16);
  }
}

export class Store {
  constructor(document, defaults = {}) {
    this.document = document;
    this.defaults = defaults;
    this.states = new Map();
  }

  get(identity) {
    let state = this.states.get(identity.key);
    if (!state) {
      state = new KeyState(this.document, identity);
      if (this.defaults.webhook) state.webhook = {...this.defaults.webhook};
      this.states.set(identity.key, state);
    }
    return state;
  }

  byFileToken(token) {
    return [...this.states.values()].find((state) => state.fileToken === token);
  }

  /** Forgets one key's state: its next request starts from the seed again. */
  reset(key) {
    this.states.get(key)?.close();
    return this.states.delete(key);
  }

  close() {
    for (const state of this.states.values()) state.close();
    this.states.clear();
  }
}
