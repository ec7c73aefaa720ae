// The scale bench's `npm start` figure (issue 22: at 50× the first page within 60 s): runs `docusaurus start` in a
// generated copy (the reference pages are already there, as `npm start` generates them before it starts) and times it until
// the docs home answers and its main script loads, which the dev server holds back until its first compilation is
// done. Peak memory is the process tree's, as for the builds. Usage:
// `const {seconds, peakRssMB} = await measureStart(dir, {env, log, timeoutMs})`.
import {createServer} from 'node:net';
import {BASE_URL} from '../../config/site-paths.mjs';
import {runMeasured} from './process.mjs';

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True once `origin`'s docs home answers 200 with a page whose main script answers 200 too. */
async function servesFirstPage(origin) {
  const page = await fetch(`${origin}${BASE_URL}`, {signal: AbortSignal.timeout(600_000)});
  if (!page.ok) return false;
  const script = /<script[^>]+src="([^"]*main[^"]*\.js)"/.exec(await page.text());
  if (!script) return false;
  return (await fetch(new URL(script[1], origin), {signal: AbortSignal.timeout(60_000)})).ok;
}

export async function measureStart(dir, {env, log, timeoutMs}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'];
  const run = await runMeasured('docusaurus', args, {
    cwd: dir,
    env,
    log,
    timeoutMs,
    readyWhen: () => servesFirstPage(origin),
  });
  if (run.readySeconds === undefined) return {timedOut: true, peakRssMB: run.peakRssMB};
  return {seconds: Math.round(run.readySeconds * 10) / 10, peakRssMB: run.peakRssMB};
}
