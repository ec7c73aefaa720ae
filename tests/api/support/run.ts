// Runs the pages' commands and programs in a scratch folder, with a time limit.
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {CodeBlock} from './pages';

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

/**
 * The command-line arguments a program documents in its first lines, such as
 * `// Usage: node import-file.mjs northwind-april-bookings.xlsx` → `['northwind-april-bookings.xlsx']`.
 */
export function usageArguments(block: CodeBlock): string[] {
  const usage = /Usage:\s*(.+)$/m.exec(block.content.split('\n').slice(0, 3).join('\n'));
  if (!usage) return [];
  const words = usage[1]
    .replace(/["']{3}$|["']$/, '')
    .trim()
    .split(/\s+/);
  const program = words.findIndex((word) => block.title !== undefined && word.endsWith(block.title));
  return program < 0 ? [] : words.slice(program + 1);
}

/** The file name a program block is saved under: its title when that is a file name. */
export function programFileName(block: CodeBlock, fallbackExtension: string): string {
  return block.title && /^[\w.-]+\.\w+$/.test(block.title) ? block.title : `program-${block.line}${fallbackExtension}`;
}

/** Whether a command works here, such as `python3 -c "import requests"`. */
export function available(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {stdio: 'ignore'});
  return result.status === 0;
}
