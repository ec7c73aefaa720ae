// The build part of `npm run bench`: a cold `npm run build` (build/, .docusaurus/ and node_modules/.cache deleted
// first), then a warm one (caches kept), each timed with its peak memory; and the size of what the build wrote.
// Usage: `const build = await benchBuilds(root, logDir)`; `await outputStats(path.join(root, 'build'))`.
import {readdir, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import {runMeasured} from './process.mjs';

/** Total bytes of the files under `dir`, and how many of them are HTML pages. */
export async function outputStats(dir) {
  let bytes = 0;
  let htmlPages = 0;
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    if (entry.name.endsWith('.html')) htmlPages += 1;
  }
  return {bytes, htmlPages};
}

const round1 = (n) => Math.round(n * 10) / 10;

/** Cold then warm `npm run build` in `root` (which includes `npm run gen-api`, as the prebuild script). */
export async function benchBuilds(root, logDir) {
  const log = path.join(logDir, 'build.log');
  await rm(log, {force: true});
  for (const dir of ['build', '.docusaurus', path.join('node_modules', '.cache')]) {
    await rm(path.join(root, dir), {recursive: true, force: true});
  }
  console.log('bench: cold build (npm run build after deleting build/, .docusaurus/, node_modules/.cache) …');
  const cold = await runMeasured('npm', ['run', 'build'], {cwd: root, log});
  console.log(`bench:   ${round1(cold.seconds)} s, peak ${cold.peakRssMB} MB`);
  console.log('bench: warm build (caches kept) …');
  const warm = await runMeasured('npm', ['run', 'build'], {cwd: root, log});
  console.log(`bench:   ${round1(warm.seconds)} s, peak ${warm.peakRssMB} MB`);
  return {
    cold: {seconds: round1(cold.seconds), peakRssMB: cold.peakRssMB},
    warm: {seconds: round1(warm.seconds), peakRssMB: warm.peakRssMB},
    output: await outputStats(path.join(root, 'build')),
  };
}
