// Runs a postBuild step's child process (`node --import tsx <script> …args`) and waits for it without blocking the
// event loop, so Docusaurus can run the plugins' postBuild steps side by side (issue 22). Resolves with undefined
// when it succeeded, or the reason it failed (an exit code, a signal, or why it could not start).
import {spawn} from 'node:child_process';

export async function runTsxChild(
  script: string,
  args: string[],
  {cwd, input}: {cwd: string; input?: string},
): Promise<string | undefined> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
  });
  if (input !== undefined) child.stdin?.end(input);
  return new Promise((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code, signal) => resolve(code === 0 ? undefined : (signal ?? `exit ${code}`)));
  });
}
