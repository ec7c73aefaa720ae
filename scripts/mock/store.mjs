// State per API key: a fresh copy of the example world, the key's clock and ids, the rate-limit buckets, the
// idempotency keys, the webhook endpoints and the timers of the imports and lookups in progress. Keys never see each
// other's changes.
import {createHash} from 'node:crypto';
import {WORLD_AS_OF} from '../../src/data/world.ts';
import {isoNow, stableId} from './ids.mjs';
import {RateLimiter} from './rate-limit.mjs';
import {seedState} from './seed.mjs';

const WORLD_MOMENT = Date.parse(WORLD_AS_OF);

export class KeyState {
  constructor(document, identity) {
    Object.assign(this, seedState(document));
    this.identity = identity;
    /** The real time of the key's first request: its clock shows the world's moment then. */
    this.startedAt = Date.now();
    /** How many ids of each kind the key has made, so that every fresh key makes the same ones. */
    this.sequences = new Map();
    this.limiter = new RateLimiter(identity.limits);
    // A key that starts with part of its window used (the rate-limit demonstration key).
    for (let i = 0; i < (identity.used ?? 0); i += 1) this.limiter.general.times.push(Date.now());
    /** Idempotency-Key → {fingerprint, answer | undefined while in progress}. */
    this.idempotency = new Map();
    /** The endpoints this key's events go to: {id, url, secret, deliveries}. */
    this.webhooks = [];
    this.timers = new Set();
    /** Every failed or skipped row of each finished import, for its error report. */
    this.errorReports = new Map();
    /** The container numbers of shipments whose carrier lookup has not answered yet, by shipment id. */
    this.pending = new Map();
    this.closed = false;
  }

  /** The key's clock, in milliseconds: the world's moment at the key's first request, running forward from there. */
  now() {
    return WORLD_MOMENT + (Date.now() - this.startedAt);
  }

  /** The key's clock as the API writes times: `2026-04-22T09:20:03Z`. */
  iso() {
    return isoNow(this.now());
  }

  /** The next new id of a kind (`imp`, `shp`, `evt`…): the first import of every fresh key has the same id. */
  nextId(prefix) {
    const count = (this.sequences.get(prefix) ?? 0) + 1;
    this.sequences.set(prefix, count);
    return stableId(prefix, `${prefix} ${count}`);
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
      if (this.defaults.webhook)
        state.webhooks.push({...this.defaults.webhook, id: state.nextId('we'), deliveries: []});
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
