// Runs a command in a scratch folder with a time limit: the contract runner here, and the reader journeys
// (tests/e2e/support/journeys/), which run the pages' programs.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/** Runs a command in its own process group; on timeout the whole group is killed, so nothing is left behind. */
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
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({code, signal, stdout, stderr, timedOut, ms: Date.now() - started});
    });
  });
}

/** A failure message with everything a reader needs to reproduce the run. */
export function describeRun(label: string, result: RunResult, timeoutMs: number): string {
  const how = result.timedOut
    ? `did not finish within ${timeoutMs / 1000} s`
    : `exited with ${result.code ?? result.signal}`;
  return `${label} ${how}\n--- stdout ---\n${result.stdout.slice(-3000)}\n--- stderr ---\n${result.stderr.slice(-3000)}`;
}

export function makeWorkDir(prefix: string): {dir: string; remove: () => void} {
  const dir = mkdtempSync(path.join(os.tmpdir(), `berthline-${prefix}-`));
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}
