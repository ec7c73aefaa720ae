// Reader journeys: every guide and tutorial page that shows programs, run as a reader runs it from the built site.
// For each page and each language it offers (curl, Python, Node.js), the code blocks of the page's Markdown twin, in
// page order, run in an empty folder holding only the files the page's own links download, against the mock server
// downloaded from the site (support/journeys/mock.ts), with a new `sk_test_` key at a reader's limits; every answer,
// printed line and file is compared with the page (support/journeys/runner.ts). Substitutions happen only where the
// page says them (support/journeys/reader.ts). Planted changes, to a page's code block and to the world, must fail.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test as base} from './support/fixtures';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {languagesOf, readPage, type Language, type Page} from './support/journeys/markdown';
import {downloadMock, startReaderMock, type ReaderMock} from './support/journeys/mock';
import {READER, requireSaid} from './support/journeys/reader';
import {Journey} from './support/journeys/runner';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');

/** The Markdown twins of the built site, as `/docs/…` addresses. */
function twins(dir = BUILD): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'reference' ? [] : twins(full);
    return entry.name.endsWith('.md')
      ? [
          `/docs/${path
            .relative(BUILD, full)
            .replace(/\.md$/, '')
            .replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''),
        ]
      : [];
  });
}

/** A page shows programs when it has a request to run or a program in a language tab. */
const showsPrograms = (page: Page) =>
  page.blocks.some(
    (block) => block.title.startsWith('Request:') || (block.tab !== undefined && /\.(mjs|py|sh)$/.test(block.title)),
  );

const twinText = (pagePath: string) =>
  readFileSync(path.join(BUILD, `${pagePath.replace(/^\/docs\/?/, '') || 'index'}.md`), 'utf8');

const JOURNEY_PAGES = twins()
  .map((pagePath) => readPage(pagePath, twinText(pagePath)))
  .filter(showsPrograms);

let keys = 0;
const newKey = (scope?: 'read') =>
  `sk_test_${scope === 'read' ? 'read_' : ''}reader${process.pid}x${(keys += 1)}${Math.random().toString(36).slice(2, 8)}`;

const test = base.extend<object, {readerMock: ReaderMock; mockBytes: Buffer}>({
  mockBytes: [
    async ({hosts}, use) => {
      await use(await downloadMock(await hosts.origin('serve')));
    },
    {scope: 'worker'},
  ],
  readerMock: [
    async ({mockBytes}, use) => {
      const mock = await startReaderMock(mockBytes);
      await use(mock);
      await mock.stop();
    },
    {scope: 'worker'},
  ],
});

async function journey(
  page: Page,
  language: Language | undefined,
  site: string,
  mock: ReaderMock,
  options: {pageKeys?: boolean} = {},
): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'berthline-reader-'));
  try {
    requireSaid(page, READER.downloadMock, 'it shows programs to run against the mock');
    return await new Journey(page, language, {
      site,
      mockBase: mock.base,
      mockLog: mock.log,
      dir,
      newKey,
      freePort: () => freePort(),
      ...options,
    }).run();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('the journeys cover the guides and tutorials', () => {
  const paths = JOURNEY_PAGES.map((page) => page.path);
  for (const expected of [
    '/docs/api',
    '/docs/api/tutorials/importing-shipments-via-file-upload',
    '/docs/api/tutorials/track-a-list-of-containers',
  ]) {
    expect(paths).toContain(expected);
  }
});

for (const page of JOURNEY_PAGES) {
  const languages = languagesOf(page);
  for (const language of languages.length > 0 ? languages : [undefined]) {
    test(`${page.path}${language ? ` in ${language}` : ''}: the reader gets what the page shows`, async ({
      baseURL,
      readerMock,
    }, info) => {
      test.setTimeout(180_000);
      const steps = await journey(page, language, baseURL ?? '', readerMock);
      info.annotations.push({type: 'steps', description: steps.join('; ')});
      expect(steps.length).toBeGreaterThan(0);
    });
  }
}

test('the API tutorials run back to back on one mock, with the keys the pages give', async ({baseURL, mockBytes}) => {
  test.setTimeout(300_000);
  const mock = await startReaderMock(mockBytes);
  try {
    for (const pagePath of [
      '/docs/api/tutorials/importing-shipments-via-file-upload',
      '/docs/api/tutorials/track-a-list-of-containers',
    ]) {
      const page = JOURNEY_PAGES.find((candidate) => candidate.path === pagePath)!;
      const steps = await journey(page, 'curl', baseURL ?? '', mock, {pageKeys: true});
      expect(steps.length).toBeGreaterThan(0);
    }
  } finally {
    await mock.stop();
  }
});

test.describe('a journey fails', () => {
  test('when a code block of the page changes', async ({baseURL, readerMock}) => {
    const original = twinText('/docs/api');
    const planted = original.replace('status=in_transit&limit=1', 'status=discharged&limit=1');
    expect(planted, 'the planted change applies').not.toBe(original);
    await expect(journey(readPage('/docs/api', planted), 'curl', baseURL ?? '', readerMock)).rejects.toThrow(
      /NW-2026-0415/,
    );
  });

  test('when a printed line of a program changes', async ({baseURL, readerMock}) => {
    const original = twinText('/docs/api');
    const planted = original.replace(
      "console.log('More pages:', page.has_more ? 'yes' : 'no');",
      "console.log('More:', page.has_more ? 'yes' : 'no');",
    );
    expect(planted, 'the planted change applies').not.toBe(original);
    await expect(journey(readPage('/docs/api', planted), 'Node.js', baseURL ?? '', readerMock)).rejects.toThrow(
      /the program printed/,
    );
  });

  test('when the world changes under the page', async ({baseURL}) => {
    test.setTimeout(120_000);
    // The mock, built again with one fact of the world changed: the main shipment's voyage.
    const out = mkdtempSync(path.join(os.tmpdir(), 'berthline-planted-mock-'));
    const world = path.join(out, 'world.ts');
    writeFileSync(
      world,
      readFileSync(path.join(ROOT, 'src', 'data', 'world.ts'), 'utf8').replaceAll(
        "voyage: 'FA614W'",
        "voyage: 'FA615W'",
      ),
    );
    const built = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'gen-mock-bundle.mjs'), '--out-dir', out, '--world', world],
      {encoding: 'utf8'},
    );
    expect(built.status, built.stderr).toBe(0);
    const file = path.join(out, 'berthline-mock.mjs');
    const planted = await startReaderMock(readFileSync(file));
    try {
      await expect(
        journey(readPage('/docs/api', twinText('/docs/api')), 'curl', baseURL ?? '', planted),
      ).rejects.toThrow(/FA614W/);
    } finally {
      await planted.stop();
      rmSync(out, {recursive: true, force: true});
    }
  });
});
