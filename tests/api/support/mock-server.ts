// Starts and stops the project's mock server (scripts/mock/, `npm run mock`) in its own process: on a free port
// between 4100 and 4199 (API tests), or on the port a test build lists as its mock server (tests/e2e/reference.spec.ts).
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
// No import of ./pages or ./spec: they read import.meta, which Playwright's loader (the e2e suite) does not support.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'scripts', 'mock', 'index.mjs');
/** Ports of the end-to-end suite's site servers, which live in the same range. */
const RESERVED = new Set([4173, 4174]);
const START_TIMEOUT_MS = 90_000;
/** The import steps of the tests' mock: short, so that the tutorials' imports finish within seconds. */
export const TEST_IMPORT_STEP_MS = 400;

export interface MockServer {
  /** Base URL of the API on the mock, such as `http://127.0.0.1:4100/v1`: what BERTHLINE_API_BASE is set to. */
  base: string;
  /** The mock's origin, such as `http://127.0.0.1:4100`, for its own routes (`/_mock/…`). */
  origin: string;
  port: number;
  /** What the mock printed: one line per request, and `MOCK FAILURE:` for every answer that disagreed with the document. */
  log: () => string;
  /** Resolves once what the mock printed satisfies `done` (checked as each line arrives); rejects after `timeoutMs`. */
  waitForLog: (done: (output: string) => boolean, timeoutMs?: number) => Promise<void>;
  /** The `MOCK FAILURE:` lines printed since `from` (an offset into log()). */
  failures: (from?: number) => string[];
  stop: () => Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const killGroup = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup('SIGKILL');
      resolve();
    });
    killGroup('SIGTERM');
  });
}

/** The running server, or what the mock printed before it exited (the port was taken after all, or it failed). */
async function tryStart(port: number, env: NodeJS.ProcessEnv): Promise<MockServer | string> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, '--port', String(port)], {
    cwd: ROOT,
    detached: true, // its own process group, so stop() ends it and anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, MOCK_IMPORT_STEP_MS: String(TEST_IMPORT_STEP_MS), ...env},
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const killOnExit = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', killOnExit);
  const origin = `http://127.0.0.1:${port}`;
  const waitForLog = (done: (text: string) => boolean, timeoutMs = 10_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!done(output)) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(
            `the mock server did not print what was expected within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`,
          ),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  const server: MockServer = {
    base: `${origin}/v1`,
    origin,
    port,
    log: () => output,
    waitForLog,
    failures: (from = 0) =>
      output
        .slice(from)
        .split('\n')
        .filter((line) => line.startsWith('MOCK FAILURE:')),
    stop: async () => {
      await stopProcess(child);
      process.removeListener('exit', killOnExit);
    },
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = waitForLog((text) => text.includes('mock server listening on'), START_TIMEOUT_MS).then(() => true);
  const result = await Promise.race([ready, exited.then(() => false)]).catch(() => false);
  if (result) return server;
  await server.stop();
  return output || `the mock server did not start within ${START_TIMEOUT_MS / 1000} s`;
}

/** Starts the mock on the first free port from `firstPort` up to 4199. */
export async function startMockServer(firstPort: number, env: NodeJS.ProcessEnv = {}): Promise<MockServer> {
  for (let port = firstPort; port <= 4199; port += 1) {
    if (RESERVED.has(port) || !(await portIsFree(port))) continue;
    const server = await tryStart(port, env);
    if (typeof server !== 'string') return server;
    if (!/EADDRINUSE/.test(server)) throw new Error(`the mock server failed on port ${port}:\n${server}`);
  }
  throw new Error(`no free port for the mock server between ${firstPort} and 4199`);
}

/** Starts the mock on exactly `port` (one a build lists as its mock server); fails with its output if it cannot. */
export async function startMockServerAt(port: number, env: NodeJS.ProcessEnv = {}): Promise<MockServer> {
  const server = await tryStart(port, env);
  if (typeof server !== 'string') return server;
  throw new Error(
    `the mock server could not start on port ${port} (is another mock server running there?):\n${server}`,
  );
}
