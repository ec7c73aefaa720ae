// The programs of a journey: one command run to its end with a time limit, or a server kept running in the
// background (the mock, a webhook receiver) until the journey ends. Each runs in its own process group, so that
// stopping it stops what it started.
import {spawn} from 'node:child_process';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function run(
  command: string,
  args: string[],
  options: {cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number},
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${options.timeoutMs / 1000} s)`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr, ms: Date.now() - started});
    });
  });
}

export interface Background {
  output: () => string;
  /** Resolves once the output matches, or rejects with what it printed after `timeoutMs`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts a server and resolves once it printed its first line (it listens), or rejects if it exits first. */
export async function startBackground(
  command: string,
  args: string[],
  options: {cwd: string; env: NodeJS.ProcessEnv},
): Promise<Background> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  };
  const waitFor = async (pattern: RegExp, timeoutMs = 15_000): Promise<void> => {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > until)
        throw new Error(`${args.join(' ')} did not print ${pattern} within ${timeoutMs / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await waitFor(/\S/);
  return {output: () => output, waitFor, stop};
}
