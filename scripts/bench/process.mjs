// Runs a command for the benchmark and measures it: wall-clock time and peak memory of its whole process tree.
// Output goes to a log file (its tail is shown when the command fails). Used by scripts/bench/build.mjs and
// scripts/bench/scale.mjs: `const {seconds, peakRssMB} = await runMeasured('npm', ['run', 'build'], {cwd, log})`.
//
// Peak memory: the command starts in its own process group, and every 250 ms the RSS (VmRSS in /proc/PID/status)
// of all processes in that group is summed; the peak is the largest sum. `/usr/bin/time -v` is not used: its
// "Maximum resident set size" is the largest single process (getrusage of the children), not the tree, and `npm run
// build` is a tree (npm, sh, gen-api, docusaurus). Shared pages count once per process, so the sum is an upper
// bound; a spike shorter than 250 ms can be missed.
import {spawn} from 'node:child_process';
import {createWriteStream, readdirSync, readFileSync} from 'node:fs';
import {mkdir, readFile} from 'node:fs/promises';
import path from 'node:path';

const SAMPLE_MS = 250;

/** Sum of VmRSS (bytes) of the processes whose process group is `groupId`. */
export function groupRssBytes(groupId) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/PID/stat is the process group; the command name (field 2) may contain spaces, so count
      // from the closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** An error the benchmark cannot go on after (a failed build, a busy port): printed without a stack. */
export class BenchError extends Error {}

const running = new Set();
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
/** Ends the process groups still running (on Ctrl-C or an error), so no build outlives the benchmark. */
export function killRunning() {
  for (const child of running) killGroup(child);
}

/**
 * Runs `command args` in `cwd`, its output appended to `log`. Resolves with `{seconds, peakRssMB, timedOut}` (and
 * `samples` of the tree's RSS and the output `lines`, timed, for scripts/bench/phases.mjs);
 * rejects with a BenchError when the command exits non-zero. After `timeoutMs` the group is killed and the
 * result says `timedOut: true`. With `readyWhen` (for a server), the result has `readySeconds`.
 */
export async function runMeasured(command, args, {cwd, log, env = process.env, timeoutMs = 0, readyWhen}) {
  await mkdir(path.dirname(log), {recursive: true});
  const out = createWriteStream(log, {flags: 'a'});
  out.write(`\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  running.add(child);
  child.stdout.pipe(out, {end: false});
  child.stderr.pipe(out, {end: false});
  // For the phase breakdown (scripts/bench/phases.mjs): every sample and every output line, in seconds from start.
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const samples = [];
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop();
      const t = elapsed();
      for (const text of parts) lines.push({t, text});
    });
  }
  let peak = 0;
  const sampler = setInterval(() => {
    const rss = groupRssBytes(child.pid);
    samples.push({t: elapsed(), mb: Math.round(rss / 2 ** 20)});
    peak = Math.max(peak, rss);
  }, SAMPLE_MS);
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          killGroup(child);
        }, timeoutMs)
      : undefined;
  // A server's command never exits: `readyWhen()` is asked once a second (never twice at once) until it resolves
  // true; then the time is noted as `readySeconds` and the group is stopped.
  let readySeconds;
  let asking = false;
  const poller = readyWhen
    ? setInterval(async () => {
        if (asking || readySeconds !== undefined) return;
        asking = true;
        try {
          if (await readyWhen()) {
            readySeconds = elapsed();
            killGroup(child);
          }
        } catch {
          // Not answering yet.
        } finally {
          asking = false;
        }
      }, 1000)
    : undefined;
  let code, signal;
  try {
    ({code, signal} = await new Promise((resolve, reject) => {
      child.on('error', (error) => reject(new BenchError(`Cannot run ${command}: ${error.message}`)));
      child.on('close', (exitCode, exitSignal) => resolve({code: exitCode, signal: exitSignal}));
    }));
  } finally {
    clearInterval(sampler);
    clearInterval(poller);
    clearTimeout(timer);
    running.delete(child);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await new Promise((resolve) => out.end(resolve));
  const peakRssMB = Math.round(peak / 2 ** 20);
  if (timedOut) return {seconds, peakRssMB, timedOut, samples, lines};
  if (readySeconds !== undefined) return {seconds, peakRssMB, timedOut, samples, lines, readySeconds};
  if (code !== 0) {
    const tail = (await readFile(log, 'utf8')).trimEnd().split('\n').slice(-25).join('\n');
    throw new BenchError(
      `\`${command} ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`}) in ${cwd}. Last lines of ${log}:\n${tail}`,
    );
  }
  return {seconds, peakRssMB, timedOut, samples, lines};
}
