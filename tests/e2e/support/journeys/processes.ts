// The programs of a journey: one command run to its end with a time limit (tests/api/support/run.ts), or a server
// kept running in the background (the mock, a webhook receiver) until the journey ends. Each runs in its own process
// group, so that stopping it stops what it started.
import {spawn} from 'node:child_process';

export {run, type RunResult} from '../../../api/support/run';

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
