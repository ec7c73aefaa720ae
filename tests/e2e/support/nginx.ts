// cspell:ignore fastcgi scgi
// Serves a build with Debian's nginx and the server block the build wrote beside it (`<build>-hosting/nginx/`), for
// the `nginx` project of the end-to-end suite (./fixtures.ts). Everything nginx writes (configuration, pid, logs,
// temp files) goes into its own temporary prefix, deleted when it stops; it listens on a loopback port above 1024, so
// it needs no root and never touches a system nginx.
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
  throw new Error(`nginx test server: ${message}`);
}

/** The generated server block with the two lines a deployment adapts replaced; each must be there exactly once. */
function adaptServerBlock(block: string, listen: string, root: string): string {
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) {
    if (block.split(line).length !== 2) fail(`the generated server block must contain "${line}" exactly once.`);
  }
  return block.replace(NGINX_LISTEN, listen).replace(NGINX_ROOT, root);
}

/** Starts nginx on `port` serving the build in `dir`; resolves once it answers, with a function that stops it. */
export async function startNginx(dir: string, port: number): Promise<() => Promise<void>> {
  if (spawnSync(NGINX, ['-v']).error) fail('nginx is missing: scripts/install-debian-packages installs it.');
  const build = path.resolve(dir);
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
    {stdio: 'inherit'},
  );
  const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve));
  const log = path.join(prefix, 'logs', 'error.log');
  const stop = async (): Promise<void> => {
    nginx.kill('SIGQUIT');
    await exited;
    rmSync(prefix, {recursive: true, force: true});
  };
  await untilAnswers(
    port,
    () => nginx.exitCode !== null,
    stop,
    'nginx',
    () => (existsSync(log) ? readFileSync(log, 'utf8') : `exit ${nginx.exitCode}`),
  );
  return stop;
}

/** Waits until a server answers /docs/ on `port`; fails with the reason when it stops first or never answers. */
export async function untilAnswers(
  port: number,
  stopped: () => boolean,
  stop: () => Promise<void>,
  name: string,
  reason = () => 'see its output above',
): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (stopped()) throw new Error(`${name} stopped at start on port ${port}: ${reason()}`);
    const answered = await fetch(`http://127.0.0.1:${port}/docs/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${name} does not answer on port ${port}`);
}
