// The end-to-end suite's `test`: every spec imports it instead of @playwright/test's. Its worker fixture `hosts`
// starts a host the first time a test of that worker asks for it, on a free port (scripts/lib/free-port.mjs), and
// stops it when the worker ends, so a run of one spec starts only the servers that spec uses:
// - `serve`: the project's serve command (scripts/serve.mjs) with build/, analytics off;
// - `analytics`: the same with build-analytics/ (analytics and edit links switched on by test values);
// - `nginx`: Debian's nginx with build/ and the server block the build wrote (./nginx.ts).
// `baseURL` is the host of the project (`host` option in playwright.config.ts). The worker fixture `mockServer` is the
// project's mock server (npm run mock) on a free port of its own, started for the first test of the worker that asks
// for it: "Try it" reaches it by setting the mock server's port variable (./site.ts, chooseMockServer).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {test as base} from '@playwright/test';
import {freePort} from '../../../scripts/lib/free-port.mjs';
import {startMockServerAt, type MockServer} from '../../api/support/mock-server';
import {startNginx, untilAnswers} from './nginx';

export type Host = 'serve' | 'analytics' | 'nginx';

const ROOT = path.join(__dirname, '..', '..', '..');
const BUILDS: Record<Host, string> = {serve: 'build', analytics: 'build-analytics', nginx: 'build'};

export interface Hosts {
  /** The origin of a host, such as `http://127.0.0.1:41234`, started on first use. */
  origin(host: Host): Promise<string>;
}

async function startServe(dir: string, port: number): Promise<() => Promise<void>> {
  const serve = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '--dir', dir, '--port', `${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => serve.once('exit', () => resolve()));
  const stop = async () => {
    serve.kill();
    await exited;
  };
  await untilAnswers(port, () => serve.exitCode !== null, stop, 'the serve command');
  return stop;
}

export const test = base.extend<object, {host: Host; hosts: Hosts; mockServer: MockServer}>({
  host: ['serve', {option: true, scope: 'worker'}],
  hosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright passes the fixtures first; this one needs none
    async ({}, use) => {
      const started = new Map<Host, Promise<{origin: string; stop: () => Promise<void>}>>();
      const start = async (host: Host) => {
        const port = await freePort();
        const dir = path.join(ROOT, BUILDS[host]);
        const stop = host === 'nginx' ? await startNginx(dir, port) : await startServe(dir, port);
        return {origin: `http://127.0.0.1:${port}`, stop};
      };
      await use({
        origin(host) {
          if (!started.has(host)) started.set(host, start(host));
          return started.get(host)!.then((running) => running.origin);
        },
      });
      for (const running of started.values()) await (await running).stop();
    },
    {scope: 'worker'},
  ],
  mockServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright passes the fixtures first; this one needs none
    async ({}, use) => {
      const server = await startMockServerAt(await freePort());
      await use(server);
      await server.stop();
    },
    {scope: 'worker'},
  ],
  baseURL: async ({host, hosts}, use) => use(await hosts.origin(host)),
});
export type {MockServer};

export {expect} from '@playwright/test';
export type {APIRequestContext, BrowserContext, Locator, Page, Request, Response} from '@playwright/test';
