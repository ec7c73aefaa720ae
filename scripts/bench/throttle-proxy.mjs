// A reverse proxy that gives every request, from the page and from its workers alike, a slow mobile network:
// Lighthouse's slow 4G (150 ms round trip, 1,600 kilobits a second down, shared by all responses in flight).
// Chromium's network emulation applies to the page but not to a dedicated worker's fetches, so the search bench
// sends the browser here instead. Bodies pass through as the server compressed them, so the bytes counted are the
// bytes on the wire. Each request waits one round trip before its answer starts (connections are kept alive).
// Usage: `const proxy = await throttleProxy(origin, {port: 0}); … proxy.origin, proxy.requests …; await proxy.close();`
import http from 'node:http';
import {BenchError} from './process.mjs';

export const SLOW_4G = {rttMs: 150, downBitsPerSecond: 1_600_000};

const CHUNK = 8 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the proxy in front of `target` (an origin such as http://127.0.0.1:4261). Each request waits one round
 * trip before its answer starts; the answers then share one downlink of `downBitsPerSecond`. `requests` lists every
 * request with its path and the bytes sent, for the bench to count.
 */
export async function throttleProxy(
  target,
  {port = 0, rttMs = SLOW_4G.rttMs, downBitsPerSecond = SLOW_4G.downBitsPerSecond} = {},
) {
  const bytesPerMs = downBitsPerSecond / 8 / 1000;
  let linkFreeAt = 0; // when the shared downlink has sent everything queued so far
  const requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  /** Waits until `size` more bytes have passed the shared downlink. */
  const transmit = async (size) => {
    const start = Math.max(Date.now(), linkFreeAt);
    linkFreeAt = start + size / bytesPerMs;
    await sleep(linkFreeAt - Date.now());
  };

  const server = http.createServer((req, res) => {
    const record = {path: req.url ?? '/', bytes: 0, startedAt: Date.now()};
    requests.push(record);
    inFlight++;
    lastActivity = Date.now();
    res.on('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      {method: req.method, headers: {...req.headers, host: new URL(target).host}},
      async (answer) => {
        await sleep(rttMs);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pause();
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        await new Promise((resolve) => answer.on('end', resolve).resume());
        const body = Buffer.concat(chunks);
        for (let at = 0; at < body.length; at += CHUNK) {
          const piece = body.subarray(at, at + CHUNK);
          await transmit(piece.length);
          res.write(piece);
          record.bytes += piece.length;
        }
        res.end();
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(`The throttling proxy could not reach ${target}: ${error.message}`);
    });
    req.pipe(upstream);
  });

  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new BenchError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is busy: stop what listens there, or pick another port.`
            : `The throttling proxy cannot listen on 127.0.0.1:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    requests,
    inFlight: () => inFlight,
    lastActivity: () => lastActivity,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
