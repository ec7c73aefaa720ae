// Runs the check (./run.ts) in a worker thread: a fresh module scope, so the product data, the sidebars and the
// document's facts are loaded as they are on disk now, even when one process checks several times (the tests).
import {parentPort, workerData} from 'node:worker_threads';
import {runSteps, type CheckOptions} from './run';

async function main(): Promise<void> {
  const options = workerData as Omit<CheckOptions, 'onStep'>;
  const result = await runSteps({
    ...options,
    onStep: (step, seconds, findings) => parentPort?.postMessage({type: 'step', step, seconds, findings}),
  });
  parentPort?.postMessage({type: 'result', result});
}

main().catch((error: unknown) => {
  parentPort?.postMessage({type: 'crash', message: (error as Error)?.stack ?? String(error)});
});
