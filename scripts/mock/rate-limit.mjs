// Sliding-window rate limits per key, in the buckets the document names: general, burst and import starts.
import {Problem} from './problems.mjs';

/** A bucket: `limit` requests per `windowMs`, with the times of the requests it counted. */
class Bucket {
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.times = [];
  }

  prune(now) {
    while (this.times.length > 0 && this.times[0] <= now - this.windowMs) this.times.shift();
  }

  /** Seconds until the oldest counted request leaves the window (the window resets for it). */
  reset(now) {
    if (this.times.length === 0) return Math.ceil(this.windowMs / 1000);
    return Math.max(1, Math.ceil((this.times[0] + this.windowMs - now) / 1000));
  }

  headers(now) {
    return {
      'RateLimit-Limit': String(this.limit),
      'RateLimit-Remaining': String(Math.max(0, this.limit - this.times.length)),
      'RateLimit-Reset': String(this.reset(now)),
    };
  }
}

export class RateLimiter {
  constructor(limits) {
    this.general = new Bucket(limits.generalPerMinute, limits.windowSeconds * 1000);
    this.burst = new Bucket(limits.burstPerSecond, limits.burstWindowSeconds * 1000);
    this.imports = new Bucket(limits.importStartsPerMinute, limits.windowSeconds * 1000);
  }

  /**
   * Counts a request and returns the headers of the bucket it counted against, or throws 429 with that bucket's
   * headers and `Retry-After`. A request that starts an import counts against the import bucket too.
   */
  take(startsImport, now = Date.now()) {
    const buckets = [this.burst, this.general, ...(startsImport ? [this.imports] : [])];
    for (const bucket of buckets) bucket.prune(now);
    const full = buckets.find((bucket) => bucket.times.length >= bucket.limit);
    if (full) {
      const headers = {...full.headers(now), 'Retry-After': String(full.reset(now))};
      const seconds = full.windowMs / 1000;
      const window = `${seconds} second${seconds === 1 ? '' : 's'}`;
      const which =
        full === this.imports
          ? `This API key started more than ${full.limit} imports in ${window}`
          : `This API key sent more than ${full.limit} requests in ${window}`;
      const wait = headers['Retry-After'];
      throw new Problem('rate_limited', `${which}. Retry after ${wait} second${wait === '1' ? '' : 's'}.`, {headers});
    }
    for (const bucket of buckets) bucket.times.push(now);
    return (startsImport ? this.imports : this.general).headers(now);
  }
}
