// The mock server as a reader runs it from the built site: the single file the pages link
// (`/docs/downloads/berthline-mock.mjs`), downloaded into an empty folder and started with `node`, on a free port and
// with the import steps shortened by its documented option `--import-step-ms`.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../../../../scripts/lib/free-port.mjs';
import {startBackground, type Background} from './processes';

export const MOCK_DOWNLOAD = '/docs/downloads/berthline-mock.mjs';
/** The import steps of the journeys' mock: short, so that a program's first poll after 2 s sees the import done. */
export const JOURNEY_IMPORT_STEP_MS = 300;

export interface ReaderMock {
  base: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts a mock file (`bytes`, the download or a planted variant) in its own folder. */
export async function startReaderMock(bytes: Buffer): Promise<ReaderMock> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'berthline-reader-mock-'));
  writeFileSync(path.join(dir, 'berthline-mock.mjs'), bytes);
  const port = await freePort();
  let server: Background;
  try {
    server = await startBackground(
      process.execPath,
      ['berthline-mock.mjs', '--port', String(port), '--import-step-ms', String(JOURNEY_IMPORT_STEP_MS)],
      {cwd: dir, env: {PATH: process.env.PATH, HOME: process.env.HOME}},
    );
    await server.waitFor(/listening on/);
  } catch (error) {
    rmSync(dir, {recursive: true, force: true});
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}/v1`,
    log: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** Downloads the mock from the built site. */
export async function downloadMock(site: string): Promise<Buffer> {
  const response = await fetch(`${site}${MOCK_DOWNLOAD}`);
  if (!response.ok) throw new Error(`${MOCK_DOWNLOAD} answers ${response.status} on the built site`);
  return Buffer.from(await response.arrayBuffer());
}
