// cspell:ignore Fheaders
// The serve command (scripts/serve.mjs) on a small build of its own: the options of `docusaurus serve`, a clear line
// for an unknown one, and requests that must neither crash it nor reach a file outside the build (HEAD, an address
// longer than 8 KB, a null byte, `..` in every spelling, a burst of 500 parallel requests on loopback).
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createServer} from '../../scripts/serve.mjs';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, MARKDOWN_TYPE, headersFile} from '../../scripts/lib/host-files.mjs';
import {OUTSIDE_FILE, OUTSIDE_TEXT} from '../e2e/support/outside';

const SERVE = path.join(__dirname, '..', '..', 'scripts', 'serve.mjs');
const HEADERS = {'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff'};
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;

let folder: string;
let site: string;
let server: http.Server;
let port: number;

before(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'berthline-serve-test-'));
  site = path.join(folder, 'build');
  mkdirSync(path.join(site, 'assets', 'js'), {recursive: true});
  const files: Record<string, string> = {
    'index.html': page('Docs home'),
    'integrations.html': page('Integrations'),
    'integrations.md': '# Integrations\n',
    '404.html': page('Page Not Found'),
    'invalid-address.html': page('This address is not valid'),
    'assets/js/main.0123abcd.js': 'console.log(1);\n',
    _headers: headersFile(HEADERS),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(site, file), text);
  writeFileSync(path.join(folder, OUTSIDE_FILE), OUTSIDE_TEXT);
  server = createServer({dir: site});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

after(() => {
  server.close();
  rmSync(folder, {recursive: true, force: true});
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends the request target exactly as written (no client normalizes `..` or escapes on the way). */
function send(target: string, method = 'GET', agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({host: '127.0.0.1', port, path: target, method, agent}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body}));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Writes raw bytes on a socket, for request lines that no HTTP client would send. */
function sendRaw(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('a page, its .html address and its Markdown are served with their cache rule and type', async () => {
  const clean = await send('/docs/integrations');
  assert.equal(clean.status, 200);
  assert.equal(clean.headers['cache-control'], CACHE_REVALIDATE);
  assert.equal(clean.headers['content-security-policy'], HEADERS['Content-Security-Policy']);
  assert.equal((await send('/docs/integrations.html')).body, clean.body);
  const markdown = await send('/docs/integrations.md');
  assert.equal(markdown.headers['content-type'], MARKDOWN_TYPE);
  assert.equal((await send('/docs/assets/js/main.0123abcd.js')).headers['cache-control'], CACHE_IMMUTABLE);
});

test('a missing asset answers 404 with the not-found page, not cached for a year', async () => {
  const answer = await send('/docs/assets/js/missing.0123abcd.js');
  assert.equal(answer.status, 404);
  assert.match(answer.body, /Page Not Found/);
  assert.equal(answer.headers['cache-control'], CACHE_REVALIDATE);
});

test('HEAD is answered with the headers of GET and no body', async () => {
  const answer = await send('/docs/integrations', 'HEAD');
  assert.equal(answer.status, 200);
  assert.equal(answer.body, '');
  assert.equal(answer.headers['content-security-policy'], HEADERS['Content-Security-Policy']);
  assert.equal((await send('/docs/%E0%A4%A', 'HEAD')).status, 400);
});

test('an address longer than 8 KB answers 414, and the server keeps serving', async () => {
  const answer = await send(`/docs/${'a'.repeat(9000)}`);
  assert.equal(answer.status, 414);
  assert.match(answer.body, /longer than 8192 characters/);
  assert.equal(answer.headers['content-security-policy'], HEADERS['Content-Security-Policy']);
  // Just under the limit: an ordinary not-found page, not a failure to read the file system.
  assert.equal((await send(`/docs/${'a'.repeat(8000)}`)).status, 404);
  assert.equal((await send('/docs/')).status, 200);
});

test('a null byte, escaped or raw, is a bad address, never a server error', async () => {
  for (const target of ['/docs/%00', '/docs/integrations%00.html', '/docs/a%00b']) {
    const answer = await send(target);
    assert.equal(answer.status, 400, target);
    assert.match(answer.body, /This address is not valid/, target);
  }
  const raw = await sendRaw(Buffer.from('GET /docs/\0 HTTP/1.1\r\nHost: localhost\r\n\r\n', 'latin1'));
  assert.match(raw, /^HTTP\/1\.1 400 /);
  assert.equal((await send('/docs/')).status, 200);
});

test('no spelling of `..` reaches a file outside the build', async () => {
  for (const target of [
    `/docs/../${OUTSIDE_FILE}`,
    `/docs/../../${OUTSIDE_FILE}`,
    `/docs/%2e%2e/${OUTSIDE_FILE}`,
    `/docs/..%2f${OUTSIDE_FILE}`,
    `/docs/..%5c${OUTSIDE_FILE}`,
    `/docs/assets/%2e%2e%2f%2e%2e%2f${OUTSIDE_FILE}`,
    `/docs/_headers`,
    `/docs/_headers.html`,
    `/docs/%5Fheaders`,
  ]) {
    const answer = await send(target);
    assert.ok([400, 404].includes(answer.status), `${target}: ${answer.status}`);
    assert.doesNotMatch(answer.body, new RegExp(OUTSIDE_TEXT), target);
    assert.doesNotMatch(answer.body, /Content-Security-Policy:/, target);
  }
});

test('a burst of 500 parallel requests is answered in full, and the server keeps serving', async () => {
  const agent = new http.Agent({keepAlive: false, maxSockets: 500});
  const answers = await Promise.all(
    Array.from({length: 500}, (_, i) => send(i % 2 ? '/docs/integrations' : '/docs/no-such-page', 'GET', agent)),
  );
  agent.destroy();
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array.from({length: 500}, (_, i) => (i % 2 ? 200 : 404)),
  );
  assert.equal((await send('/docs/')).status, 200);
});

function serveCommand(args: string[]) {
  return spawnSync(process.execPath, [SERVE, ...args], {encoding: 'utf8', timeout: 10_000});
}

test('--help lists the options of docusaurus serve', () => {
  const result = serveCommand(['--help']);
  assert.equal(result.status, 0);
  for (const option of ['--port', '--host', '--dir', '--build', '--no-open', '--help']) {
    assert.match(result.stdout, new RegExp(`^  ${option}\\b`, 'm'), option);
  }
});

test('an unknown option or a bad port is rejected in one line that lists the options, without a stack trace', () => {
  for (const args of [['--watch', '3000'], ['--port', 'eighty'], ['extra']]) {
    const result = serveCommand(args);
    assert.equal(result.status, 2, args.join(' '));
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0], /^serve: /);
    assert.doesNotMatch(result.stderr, /\n\s+at /);
  }
  assert.match(
    serveCommand(['--watch', '3000']).stderr,
    /'--watch'.*Options: --port, --host, --dir, --build, --no-open/,
  );
  assert.match(serveCommand(['--port', 'eighty']).stderr, /--port must be a number/);
});

test('--dir, --host, --port and --no-open start the server on that build and address', async () => {
  const child = spawn(process.execPath, [SERVE, '--dir', site, '--host', '127.0.0.1', '--port', '0', '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    const address = /http:\/\/127\.0\.0\.1:(\d+)\/docs\//.exec(line);
    assert.ok(address, line);
    const response = await fetch(`http://127.0.0.1:${address[1]}/docs/integrations`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Integrations/);
  } finally {
    child.kill();
  }
});

test('--build runs `npm run build` into --dir first, then serves it; a failed build stops it', async () => {
  // A stand-in `npm` first on PATH records its arguments and writes a copy of the small build where it is told to.
  const bin = path.join(folder, 'bin');
  const target = path.join(folder, 'built-by-npm');
  mkdirSync(bin, {recursive: true});
  writeFileSync(
    path.join(bin, 'npm'),
    `#!/bin/sh\necho "$@" > "${folder}/npm-args"\n[ -n "$FAIL_BUILD" ] && exit 3\ncp -r "${site}" "$5"\n`,
    {mode: 0o755},
  );
  const env = {...process.env, PATH: `${bin}:${process.env.PATH}`};
  const failed = spawnSync(process.execPath, [SERVE, '--build', '--dir', target], {
    encoding: 'utf8',
    env: {...env, FAIL_BUILD: '1'},
  });
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /^serve: the build failed \(exit 3\); nothing to serve\.\n$/);
  const child = spawn(process.execPath, [SERVE, '--build', '--dir', target, '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    assert.equal(readFileSync(path.join(folder, 'npm-args'), 'utf8'), `run build -- --out-dir ${target}\n`);
    const address = /http:\/\/127\.0\.0\.1:(\d+)\/docs\//.exec(line);
    assert.ok(address, line);
    assert.match(await (await fetch(`http://127.0.0.1:${address[1]}/docs/integrations`)).text(), /Integrations/);
  } finally {
    child.kill();
  }
});

test('a folder without a build is named, with what to run', () => {
  const result = serveCommand(['--dir', path.join(folder, 'no-build')]);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^serve: No build in .*no-build: run `npm run build` first, or pass --build\.\n$/);
});
