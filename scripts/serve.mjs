// Serves the production build under /docs/ as a static host should, by the rules of scripts/lib/host-files.mjs (the
// same rules the build writes for Netlify, Cloudflare Pages, Vercel and nginx): compressed, `x.html` and `x` as the
// same page, a real 404 page with status 404, a clear 400 page for addresses that cannot be decoded, long cache
// lifetimes on hashed assets only, and the security headers the build wrote into `_headers` on every answer.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1] [--build] [--no-open] (see --help)
import http from 'node:http';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {readHeadersFile} from './lib/headers-file.mjs';
import {
  BASE,
  CACHE_NEVER,
  HIDDEN_FILES,
  INVALID_ADDRESS_PAGE,
  MARKDOWN_TYPE,
  cacheControlFor,
} from './lib/host-files.mjs';

export {BASE};

/** nginx's default limit on a request line (large_client_header_buffers 8k): longer addresses get 414 from both. */
export const MAX_TARGET_LENGTH = 8192;

/** The longest file name Linux file systems take, in bytes. */
const MAX_NAME_BYTES = 255;

/** Maps a request path to the build's page path, or says why it cannot. */
export function resolvePath(rawPathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return {kind: 'bad-encoding'};
  }
  // A null byte names no file anywhere; nginx answers it as a bad request too.
  if (decoded.includes('\0')) return {kind: 'bad-encoding'};
  if (rawPathname === '/' || rawPathname === BASE.slice(0, -1)) return {kind: 'redirect', location: BASE};
  // No file system has a name this long (a long address is otherwise a failure to read the file, not a 404).
  if (decoded.split('/').some((name) => Buffer.byteLength(name) > MAX_NAME_BYTES)) return {kind: 'not-found'};
  if (!rawPathname.startsWith(BASE)) return {kind: 'not-found'};
  let rest = rawPathname.slice(BASE.length - 1);
  if (rest.endsWith('/index.html')) rest = rest.slice(0, -'index.html'.length);
  else if (rest.endsWith('.html')) rest = rest.slice(0, -'.html'.length);
  if (HIDDEN_FILES.some((file) => decodeURIComponent(rest) === `/${file}`)) return {kind: 'not-found'};
  if (rest.length > 1 && rest.endsWith('/')) {
    return {kind: 'redirect', location: BASE + rest.slice(1, -1)};
  }
  return {kind: 'file', path: rest};
}

/** Whether a page path (`/assets/js/x.js`) names a file of the build, so that its answer may carry its cache rule. */
function isFileOf(root, pagePath) {
  const file = path.join(root, decodeURIComponent(pagePath));
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function createServer({dir}) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first, or pass --build.`);
  }
  const invalidAddressPage = readFileSync(path.join(root, INVALID_ADDRESS_PAGE));
  const securityHeaders = readHeadersFile(path.join(root, '_headers'));
  const compress = compression();

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if ((req.url ?? '').length > MAX_TARGET_LENGTH) {
      res.writeHead(414, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NEVER});
      res.end(`This address is longer than ${MAX_TARGET_LENGTH} characters.\n`);
      return;
    }
    compress(req, res, () => {
      let url;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        url = null;
      }
      const target = url ? resolvePath(url.pathname) : {kind: 'bad-encoding'};
      if (target.kind === 'bad-encoding') {
        res.writeHead(400, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_NEVER});
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
      // A missing asset's 404 gets the page's rule, not a year of caching.
      const cacheKey = target.kind === 'file' && isFileOf(root, target.path) ? target.path.slice(1) : 'not-found';
      res.setHeader('Cache-Control', cacheControlFor(cacheKey));
      if (target.kind === 'file' && target.path.endsWith('.md')) res.setHeader('Content-Type', MARKDOWN_TYPE);
      serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false, etag: true}).catch((error) => {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end(`The server could not read the file: ${error.message}`);
      });
    });
  });
  // A request Node cannot parse (a raw null byte or space in the address, a broken header) gets a plain 400.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

/** The options of `docusaurus serve` that this command speaks, with what each does here. */
export const OPTIONS = {
  port: {type: 'string', value: '<port>', help: 'port to listen on (default: $PORT or 3000)'},
  host: {type: 'string', value: '<host>', help: 'address to listen on (default: 127.0.0.1)'},
  dir: {type: 'string', value: '<dir>', help: 'the build folder to serve (default: build)'},
  build: {type: 'boolean', help: 'run `npm run build` first (into --dir)'},
  'no-open': {
    type: 'boolean',
    help: 'do not open a browser (accepted for docusaurus serve; this command never opens one)',
  },
  help: {type: 'boolean', short: 'h', help: 'print these options'},
};

export function usage() {
  const lines = Object.entries(OPTIONS).map(([name, option]) => {
    const flag = `--${name}${option.value ? ` ${option.value}` : ''}`;
    return `  ${flag.padEnd(18)} ${option.help}`;
  });
  return ['Usage: npm run serve -- [options]', '', 'Options:', ...lines].join('\n');
}

/** The parsed options, or the one-line reason they are not valid. */
export function parseOptions(args) {
  const names = Object.keys(OPTIONS).map((name) => `--${name}`);
  let values;
  try {
    const options = Object.fromEntries(
      Object.entries(OPTIONS).map(([name, {type, short}]) => [name, short ? {type, short} : {type}]),
    );
    ({values} = parseArgs({args, options, strict: true, allowPositionals: false}));
  } catch (error) {
    const reason = error.message.split('\n')[0].replace(/\. To specify a positional argument.*$/, '');
    return {error: `${reason}. Options: ${names.join(', ')} (--help explains them).`};
  }
  const port = values.port ?? process.env.PORT ?? '3000';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
    return {error: `--port must be a number from 0 to 65535, not "${port}".`};
  }
  return {
    values: {...values, port: Number(port), host: values.host ?? '127.0.0.1', dir: values.dir ?? 'build'},
  };
}

function main() {
  const {values, error} = parseOptions(process.argv.slice(2));
  if (error) {
    console.error(`serve: ${error}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage());
    return;
  }
  if (values.build) {
    const built = spawnSync('npm', ['run', 'build', '--', '--out-dir', values.dir], {stdio: 'inherit'});
    if (built.status !== 0) {
      console.error(`serve: the build failed (exit ${built.status ?? built.signal}); nothing to serve.`);
      process.exit(1);
    }
  }
  try {
    const server = createServer({dir: values.dir});
    server.on('error', (listenError) => {
      console.error(
        `serve: cannot listen on ${values.host}:${values.port} (${listenError.code ?? listenError.message}).`,
      );
      process.exit(1);
    });
    server.listen(values.port, values.host, () => {
      console.log(`Serving ${values.dir} at http://${values.host}:${server.address().port}${BASE}`);
    });
  } catch (createError) {
    console.error(`serve: ${createError.message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
