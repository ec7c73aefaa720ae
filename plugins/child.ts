// Runs a postBuild step's child process (`node --import tsx <script> …args`) and waits for it without blocking the
// event loop. Resolves with undefined when it succeeded, or the reason it failed (an exit code, a signal, or why it
// could not start).
//
// The children run one at a time (issue 42). Docusaurus runs the plugins' postBuild side by side, and the build
// process still holds the bundler's memory then (Rspack does not hand it back after compiling: 1.4 GB at 10× the
// operations), so the Markdown generator (plugins/llms) and the search index (plugins/pagefind) side by side added
// both their peaks to it: 2,409 MB at 10×, 1,573 MB at 1×. One after the other, each adds its own (bench/README.md).
import {spawn} from 'node:child_process';

/** The child that runs now, if any: the next one starts when it has ended. */
let running: Promise<unknown> = Promise.resolve();

function runNow(script: string, args: string[], {cwd, input}: {cwd: string; input?: string}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
  });
  if (input !== undefined) child.stdin?.end(input);
  return new Promise<string | undefined>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code, signal) => resolve(code === 0 ? undefined : (signal ?? `exit ${code}`)));
  });
}

export async function runTsxChild(
  script: string,
  args: string[],
  options: {cwd: string; input?: string},
): Promise<string | undefined> {
  const turn = running.then(() => runNow(script, args, options));
  running = turn;
  return turn;
}
