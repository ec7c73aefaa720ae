// The writer's check as a function: `runCheck({root, files})` runs every step (./run.ts) in a worker thread and
// returns the findings. `npm run check` (scripts/check.ts) prints them; the tests call it on a copy of the
// repository, in this process, after each change a writer makes.
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CheckOptions, CheckResult} from './run';

export type {CheckOptions, CheckResult, StepName} from './run';
export {STEPS} from './run';
export {formatFinding, summarize, sortFindings, type Finding} from './finding';

type Message =
  | {type: 'step'; step: Parameters<NonNullable<CheckOptions['onStep']>>[0]; seconds: number; findings: number}
  | {type: 'result'; result: CheckResult}
  | {type: 'crash'; message: string};

export function runCheck({onStep, ...options}: CheckOptions): Promise<CheckResult> {
  return new Promise((resolve, reject) => {
    // The worker inherits this process's loader (tsx), which runs the TypeScript modules.
    const worker = new Worker(path.join(__dirname, 'worker.ts'), {
      workerData: {...options, root: path.resolve(options.root)},
    });
    worker.on('message', (message: Message) => {
      if (message.type === 'step') onStep?.(message.step, message.seconds, message.findings);
      else if (message.type === 'result') resolve(message.result);
      else reject(new Error(`the check crashed: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the check's worker exited with code ${code}`));
    });
  });
}
