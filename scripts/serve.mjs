// Serves the production build under /docs/ as a static host should: compressed, `x.html` and `x` as the same page,
// a real 404 page with status 404, a clear 400 page for addresses that cannot be decoded, long cache lifetimes on
// hashed assets, and the security headers the build wrote into `_headers` on every answer.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {readHeadersFile} from './lib/headers-file.mjs';
import {BASE_URL} from '../config/site-paths.mjs';

export const BASE = BASE_URL;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Maps a request path to the build's page path, or says why it cannot. */
export function resolvePath(rawPathname) {
  try {
    decodeURIComponent(rawPathname);
  } catch {
    return {kind: 'bad-encoding'};
  }
  if (rawPathname === '/' || rawPathname === BASE.slice(0, -1)) return {kind: 'redirect', location: BASE};
  if (!rawPathname.startsWith(BASE)) return {kind: 'not-found'};
  let rest = rawPathname.slice(BASE.length - 1);
  if (rest.endsWith('/index.html')) rest = rest.slice(0, -'index.html'.length);
  else if (rest.endsWith('.html')) rest = rest.slice(0, -'.html'.length);
  if (rest === '/_headers') return {kind: 'not-found'};
  if (rest.length > 1 && rest.endsWith('/')) {
    return {kind: 'redirect', location: BASE + rest.slice(1, -1)};
  }
  return {kind: 'file', path: rest};
}

export function createServer({dir}) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const invalidAddressPage = readFileSync(path.join(root, 'invalid-address.html'));
  const securityHeaders = readHeadersFile(path.join(root, '_headers'));
  const compress = compression();

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const target = resolvePath(url.pathname);
      if (target.kind === 'bad-encoding') {
        res.writeHead(400, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end(invalidAddressPage);
        return;
      }
      if (target.kind === 'redirect') {
        res.writeHead(301, {Location: target.location + url.search});
        res.end();
        return;
      }
      if (target.kind === 'not-found') req.url = '/__no_such_page__';
      else req.url = target.path + url.search;
      res.setHeader('Cache-Control', req.url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false, etag: true}).catch((error) => {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end(`The server could not read the file: ${error.message}`);
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
    },
  });
  try {
    const server = createServer({dir: values.dir});
    server.listen(Number(values.port), values.host, () => {
      console.log(`Serving ${values.dir} at http://${values.host}:${values.port}${BASE}`);
    });
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  }
}
