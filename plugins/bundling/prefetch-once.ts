// Replaces @docusaurus/core/lib/client/prefetch.js (see ./index.ts). Docusaurus prefetches every chunk of each route
// whose link scrolls into view, and routes share most of their chunks (layout, version data, sidebar): a reference
// page inserted about 400 <link rel="prefetch"> elements for 26 distinct files, 60 to 90 ms of main-thread work on
// a phone's CPU. This version asks for each file once, and starts the requests while the main thread is idle, a few at
// a time: the links that scroll into view with the first screen came in one task of 50 to 80 ms on a 4x slower CPU
// right after hydration. Otherwise it does what the original does: a <link rel="prefetch"> where the browser
// supports one, else a plain GET, and failures are ignored.
const requested = new Set<string>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Requests waiting for an idle moment, oldest first. */
const waiting: Array<() => void> = [];
/** Time an idle period must still have left to start one more request (about 1 ms each, 3 on a slow phone). */
const ROOM_MS = 4;

function startWhileIdle(deadline?: IdleDeadline): void {
  do waiting.shift()?.();
  while (waiting.length > 0 && deadline !== undefined && deadline.timeRemaining() > ROOM_MS);
  if (waiting.length > 0) onIdle(startWhileIdle);
}

function onIdle(work: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, {timeout: 2000});
  else setTimeout(work, 1);
}

/** Starts `request` in an idle moment, after the requests waiting before it; settles as it does. */
function whenIdle(request: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) onIdle(startWhileIdle);
    waiting.push(() => void request().then(resolve, reject));
  });
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    document.head.appendChild(link);
  });
}

function getPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`prefetch failed: ${url}`)));
    request.send(null);
  });
}

const strategy = typeof document !== 'undefined' && supportsLinkPrefetch() ? linkPrefetch : getPrefetch;

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  // A failed prefetch costs nothing but the request; the browser logs it.
  return whenIdle(() => strategy(url)).catch(() => undefined);
}
