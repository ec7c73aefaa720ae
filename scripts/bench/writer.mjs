// The writer part of `npm run bench` (issue 45): tests/unit/writer.test.ts in full, with its last task, the whole
// check on every file the four tasks touched, which `npm test` leaves out to keep the suite within its 12 minutes.
// A failing test fails the bench. Usage: `const writer = await benchWriter(root, {log})` → `{seconds, wholeCheck}`,
// `wholeCheck` being the whole check's seconds and each step's.
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {BenchError, runMeasured} from './process.mjs';

export async function benchWriter(root, {log}) {
  const report = path.join(path.dirname(log), 'writer-whole-check.json');
  await rm(report, {force: true});
  const {seconds} = await runMeasured(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/unit/writer.test.ts'],
    {cwd: root, log, env: {...process.env, BERTHLINE_WRITER_WHOLE_CHECK: report}},
  );
  const whole = JSON.parse(await readFile(report, 'utf8').catch(() => 'null'));
  if (!whole) throw new BenchError(`the writer's whole check did not run: see ${log}`);
  return {
    seconds: Math.round(seconds * 10) / 10,
    wholeCheck: {
      seconds: Math.round(whole.seconds * 10) / 10,
      steps: Object.fromEntries(whole.timings.map((t) => [t.step, Math.round(t.seconds * 10) / 10])),
    },
  };
}
