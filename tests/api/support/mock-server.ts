// Starts and stops a Prism mock server of the bundled document: on a free port between 4100 and 4199 (API tests),
// or on the port a test build lists as its mock server (tests/e2e/reference.spec.ts).
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
// No import of ./pages or ./spec: they read import.meta, which Playwright's loader (the e2e suite) does not support.
const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The bundled document, relative to ROOT (as ./spec's BUNDLE_YAML). */
const BUNDLE_YAML = 'static/openapi/berthline-tracking-api.yaml';

const PRISM = path.join(ROOT, 'node_modules', '.bin', 'prism');
/** Ports of the end-to-end suite's site servers, which live in the same range. */
const RESERVED = new Set([4173, 4174]);
const START_TIMEOUT_MS = 60_000;

export interface MockServer {
  /** Base URL of the mock, such as `http://127.0.0.1:4100`: the API's paths without `/v1`. */
  base: string;
  port: number;
  /** What Prism printed, for failure messages. */
  log: () => string;
  /** Resolves once what Prism printed satisfies `done` (checked as each line arrives); rejects after `timeoutMs`. */
  waitForLog: (done: (output: string) => boolean, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const killGroup = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-pid, signal); // the whole group: Prism and any worker it started
      } catch {
        // The group is gone already.
      }
    };
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup('SIGKILL'); // leave no straggler of the group behind
      resolve();
    });
    killGroup('SIGTERM');
  });
}

/** The running server, or what Prism printed before it exited (the port was taken after all, or Prism failed). */
async function tryStart(port: number): Promise<MockServer | string> {
  const child = spawn(PRISM, ['mock', BUNDLE_YAML, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    detached: true, // its own process group, so stop() can end Prism and its children together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Should the test process end without running after(), take Prism down with it.
  const killOnExit = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', killOnExit);
  const base = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopProcess(child);
    process.removeListener('exit', killOnExit);
  };
  const waitForLog = (done: (output: string) => boolean, timeoutMs = 10_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!done(output)) return;
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
      };
      const timer = setTimeout(() => {
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        reject(new Error(`Prism did not print what was expected within ${timeoutMs / 1000} s:\n${output}`));
      }, timeoutMs);
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      check();
    });
  const server: MockServer = {base, port, log: () => output, waitForLog, stop};
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      process.removeListener('exit', killOnExit);
      return output;
    }
    try {
      await fetch(`${base}/shipments`, {signal: AbortSignal.timeout(2_000)}); // any answer means it listens
      if (/Prism is listening/.test(output)) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(`Prism did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** Starts Prism on the first free port from `firstPort` up to 4199. */
export async function startMockServer(firstPort: number): Promise<MockServer> {
  for (let port = firstPort; port <= 4199; port += 1) {
    if (RESERVED.has(port) || !(await portIsFree(port))) continue;
    const server = await tryStart(port);
    if (typeof server !== 'string') return server;
  }
  throw new Error(`no free port for Prism between ${firstPort} and 4199`);
}

/** Starts Prism on exactly `port` (one a build lists as its mock server); fails with Prism's output if it cannot. */
export async function startMockServerAt(port: number): Promise<MockServer> {
  const server = await tryStart(port);
  if (typeof server !== 'string') return server;
  throw new Error(`Prism could not start on port ${port} (is another mock server running there?):\n${server}`);
}
