// cspell:ignore fastcgi scgi
// Serves a build with Debian's nginx and the server block the build wrote beside it (`<build>-hosting/nginx/`), for
// the `nginx` project of playwright.config.ts, which starts this script and stops it with SIGTERM. Everything nginx
// writes (configuration, pid, logs, temp files) goes into its own temporary prefix, deleted on exit; it listens on a
// loopback port above 1024, so it needs no root and never touches a system nginx.
// Usage: node --import tsx tests/e2e/support/nginx.ts --dir build --port 4175
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  NGINX_HEADERS_FILE,
  NGINX_INCLUDE_DIR,
  NGINX_LISTEN,
  NGINX_ROOT,
  NGINX_SERVER_FILE,
  hostingDirOf,
} from '../../../scripts/lib/host-files.mjs';
import {OUTSIDE_FILE, OUTSIDE_TEXT} from './outside';

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

function fail(message: string): never {
  console.error(`nginx test server: ${message}`);
  process.exit(1);
}

/** The generated server block with the two lines a deployment adapts replaced; each must be there exactly once. */
function adaptServerBlock(block: string, listen: string, root: string): string {
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) {
    if (block.split(line).length !== 2) fail(`the generated server block must contain "${line}" exactly once.`);
  }
  return block.replace(NGINX_LISTEN, listen).replace(NGINX_ROOT, root);
}

function main(): void {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string'}}});
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 1024 || port > 65535) fail('--port must be a port above 1024.');
  if (spawnSync(NGINX, ['-v']).error) fail('nginx is missing: sudo apt-get install -y nginx');
  const build = path.resolve(values.dir);
  const generated = path.join(hostingDirOf(build), 'nginx');
  if (!existsSync(path.join(generated, NGINX_SERVER_FILE))) fail(`no ${NGINX_SERVER_FILE} in ${generated}: rebuild.`);

  const prefix = mkdtempSync(path.join(os.tmpdir(), 'berthline-nginx-'));
  // Run as root, nginx's workers read files as `nobody`; the prefix is private to this user by default.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'conf');
  for (const dir of [path.join(conf, NGINX_INCLUDE_DIR), path.join(prefix, 'logs'), path.join(prefix, 'tmp')]) {
    mkdirSync(dir, {recursive: true});
  }
  const root = path.join(prefix, 'root');
  mkdirSync(root);
  symlinkSync(build, path.join(root, 'docs'));
  writeFileSync(path.join(root, OUTSIDE_FILE), OUTSIDE_TEXT);
  copyFileSync(path.join(generated, NGINX_HEADERS_FILE), path.join(conf, NGINX_INCLUDE_DIR, NGINX_HEADERS_FILE));
  writeFileSync(
    path.join(conf, NGINX_INCLUDE_DIR, NGINX_SERVER_FILE),
    adaptServerBlock(
      readFileSync(path.join(generated, NGINX_SERVER_FILE), 'utf8'),
      `listen 127.0.0.1:${port};`,
      `root ${root};`,
    ),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'tmp', name)};`;
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(prefix, 'logs', 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${NGINX_INCLUDE_DIR}/${NGINX_SERVER_FILE};
}
`,
  );

  const nginx = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')],
    {
      stdio: 'inherit',
    },
  );
  const cleanUp = () => rmSync(prefix, {recursive: true, force: true});
  nginx.on('exit', (code, signal) => {
    const log = path.join(prefix, 'logs', 'error.log');
    if (code !== 0 && signal === null && existsSync(log)) console.error(readFileSync(log, 'utf8'));
    cleanUp();
    process.exit(code ?? 0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
  console.log(`nginx serves ${build} at http://127.0.0.1:${port}/docs/ (prefix ${prefix})`);
}

main();
