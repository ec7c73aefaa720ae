// The live preview part of `npm run bench` (issue 45): in a temporary copy of the project, `npm start` as a writer
// runs it (the API files generated first, as `prestart` does), a reference page open in Chromium, then two saves
// under openapi/ and the seconds until the open page shows each: a changed limit (x-limits' file rows) on the file
// import's reference page, and a new operation's reference page; then a YAML slip, named by the browser's error
// overlay, and its fix, which clears it. No other command runs between the save and the page; a save the page never
// shows fails the bench. Usage: `const live = await benchLivePreview(root, {log})` →
// `{limitSeconds, newPageSeconds, slipSeconds, fixedSeconds, regenerations}`.
import {spawn} from 'node:child_process';
import {createWriteStream} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {BASE_URL} from '../../config/site-paths.mjs';
import {freePort} from '../lib/free-port.mjs';
import {CHROMIUM} from './lighthouse.mjs';
import {BenchError, runMeasured} from './process.mjs';
import {copyProject} from './scale.mjs';

/** `docusaurus start` in `dir`, its output appended to `log`; `stop()` ends its process group. */
function startServer(dir, port, {env, log}) {
  const out = createWriteStream(log, {flags: 'a'});
  const child = spawn('docusaurus', ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('close', resolve);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          resolve();
        }
      }),
  };
}

/** The new operation the bench adds: one path file, and its line in the root document. */
const NEW_OPERATION = `get:
  operationId: portCallList
  summary: List port calls
  tags:
    - Shipments
  description: The next port calls of the vessels that carry your containers, soonest first.
  responses:
    '200':
      description: The next port calls.
      content:
        application/json:
          schema:
            type: object
            properties:
              object:
                type: string
                const: list
    '401':
      $ref: ../components/responses/Unauthorized.yaml
`;

/** Seconds until `predicate` holds on the page (checked after each load and every 250 ms), or undefined. */
async function secondsUntil(page, started, predicate, timeoutMs = 60_000) {
  try {
    await page.waitForFunction(predicate.fn, predicate.arg, {timeout: timeoutMs, polling: 250});
    return Math.round((Date.now() - started) / 100) / 10;
  } catch {
    return undefined;
  }
}

export async function benchLivePreview(root, {log}) {
  const dir = await copyProject(root);
  await rm(log, {force: true}); // the regenerations are read back from this run's log only
  const env = {...process.env, PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}`};
  await runMeasured(process.execPath, ['scripts/gen-api.mjs', '--pages'], {cwd: dir, env, log});
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(dir, port, {env, log});
  const browser = await chromium.launch({executablePath: CHROMIUM});
  try {
    const page = await browser.newPage();
    const reference = `${origin}${BASE_URL}api/reference/start-shipment-import-via-file`;
    // The dev server compiles on the first request: wait for the page as a writer does.
    // The page renders in the browser (no server rendering under `npm start`): wait for its heading.
    for (let tries = 0; ; tries++) {
      const response = await page.goto(reference, {timeout: 300_000}).catch(() => undefined);
      const shown = await page
        .locator('main h1')
        .first()
        .waitFor({timeout: 30_000})
        .then(() => true)
        .catch(() => false);
      if (response?.ok() && shown) break;
      if (tries > 20) throw new Error('the dev server did not show the reference page within 10 minutes');
    }
    const rootFile = path.join(dir, 'openapi', 'openapi.yaml');
    const document = await readFile(rootFile, 'utf8');
    const rows = Number(/ {4}maxRows: (\d+)\n/.exec(document)?.[1]);
    const changed = (rows * 2).toLocaleString('en-US');
    console.log(`bench: live preview: saving x-limits' file rows ${rows} → ${rows * 2} …`);
    let started = Date.now();
    await writeFile(rootFile, document.replace(/ {4}maxRows: \d+\n/, `    maxRows: ${rows * 2}\n`));
    const limitSeconds = await secondsUntil(page, started, {
      fn: (text) => document.querySelector('main')?.textContent?.includes(text),
      arg: changed,
    });
    console.log(`bench: live preview: a new operation (openapi/paths/port-calls.yaml) …`);
    await writeFile(path.join(dir, 'openapi', 'paths', 'port-calls.yaml'), NEW_OPERATION);
    started = Date.now();
    await writeFile(
      rootFile,
      (await readFile(rootFile, 'utf8')).replace(
        'paths:\n',
        'paths:\n  /port-calls:\n    $ref: ./paths/port-calls.yaml\n',
      ),
    );
    // The writer reloads the new page's address until it is there.
    let newPageSeconds;
    while (Date.now() - started < 60_000) {
      await page.goto(`${origin}${BASE_URL}api/reference/port-call-list`).catch(() => undefined);
      const heading = page.locator('main h1', {hasText: 'List port calls'});
      if (
        await heading.waitFor({timeout: 2000}).then(
          () => true,
          () => false,
        )
      ) {
        newPageSeconds = Math.round((Date.now() - started) / 100) / 10;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // A YAML slip: the error overlay names it in the browser, and goes once it is fixed.
    console.log(`bench: live preview: a YAML slip in openapi/openapi.yaml, then its fix …`);
    const good = await readFile(rootFile, 'utf8');
    const overlayText = () =>
      document.querySelector('#webpack-dev-server-client-overlay')?.contentDocument?.body?.textContent ?? '';
    started = Date.now();
    await writeFile(rootFile, good.replace('paths:\n', 'paths: [\n'));
    const slipSeconds = await secondsUntil(page, started, {
      fn: `(${overlayText})().includes('the API files were not regenerated')`,
    });
    started = Date.now();
    await writeFile(rootFile, good);
    const fixedSeconds = await secondsUntil(page, started, {
      fn: `!(${overlayText})().includes('the API files were not regenerated')`,
    });
    const output = await readFile(log, 'utf8');
    const regenerations = [...output.matchAll(/\[api-watch\] gen-api: .* in ([\d.]+) s/g)].map((match) =>
      Number(match[1]),
    );
    // The preview not showing a save at all is a failure, not a slow figure.
    const missed = [
      limitSeconds === undefined && 'the changed limit',
      newPageSeconds === undefined && "the new operation's page",
      slipSeconds === undefined && 'the YAML slip in the error overlay',
      fixedSeconds === undefined && 'the overlay gone once the slip was fixed',
    ].filter(Boolean);
    if (missed.length > 0)
      throw new BenchError(`the live preview did not show ${missed.join(' or ')} within 60 s: see ${log}`);
    return {limitSeconds, newPageSeconds, slipSeconds, fixedSeconds, regenerations};
  } finally {
    await browser.close();
    await server.stop();
    await rm(dir, {recursive: true, force: true});
  }
}
