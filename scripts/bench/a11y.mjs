// The accessibility part of `npm run bench`: axe on every tab of a reference page, each language of the code samples,
// each response and its media types, in light and dark mode (tests/e2e/axe-states.spec.ts, "a reference page's every
// tab"), on the existing build/. It takes about 45 s of a test worker, which `npm test` leaves to the bench for its
// 12 minutes. A finding fails the bench. Usage: `const a11y = await benchA11y(root, {log})` → `{seconds}`.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BenchError, runMeasured} from './process.mjs';

export async function benchA11y(root, {log}) {
  if (!existsSync(path.join(root, 'build', 'index.html')))
    throw new BenchError('--only a11y runs axe on build/: run npm run build first.');
  const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
  const {seconds} = await runMeasured(
    playwright,
    ['test', 'tests/e2e/axe-states.spec.ts', '--project=serve', '-g', "a reference page's every tab"],
    {cwd: root, log, env: {...process.env, BERTHLINE_BENCH_A11Y: '1'}},
  );
  return {seconds: Math.round(seconds * 10) / 10};
}
