// A technical writer's four tasks, played in a copy of the repository by the steps CONTRIBUTING.md gives, with the
// writer's check (scripts/check, `npm run check`) run in this process on the files each step changed: a new feature
// page, a renamed heading that other pages link to, a new API operation with examples and no mock handler, and a
// changed limit. Where a step is not followed yet, the check's step that owns it names the file and line; once all
// four are done, the whole check passes on every file they touched (that last run is the bench's: `npm run bench --
// --only writer`). The copy keeps its reference pages as generated for this repository (their regeneration, the one
// part of `npm run check` that takes more than seconds, is left out).
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {formatFinding, runCheck, STEPS, type CheckResult, type Finding, type StepName} from '../../scripts/check/index';
import type {LoadContext, Plugin} from '@docusaurus/types';
import apiWatch from '../../plugins/api-watch';
import {newPage} from '../../scripts/new-page/scaffold';
import {copyRepository} from './support/repository-copy';
import {api, formatCount} from '../../src/lib/api';

let copy: string;
let removeCopy: (() => Promise<void>) | undefined;

before(async () => {
  // A repository of its own, committed as copied: the check compares a renamed heading with the last commit.
  ({dir: copy, remove: removeCopy} = await copyRepository('writer', {git: true}));
});

after(async () => {
  await removeCopy?.();
});

const read = (file: string) => readFile(path.join(copy, file), 'utf8');
async function edit(file: string, change: (text: string) => string): Promise<void> {
  const before = await read(file);
  const after = change(before);
  assert.notEqual(after, before, `the edit of ${file} changed nothing`);
  await writeFile(path.join(copy, file), after);
}
/** The 1-based line of the first line of a file of the copy that contains `text`. */
async function lineOf(file: string, text: string): Promise<number> {
  const index = (await read(file)).split('\n').findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${file} contains ${text}`);
  return index + 1;
}

/** The steps that a run leaves out: all but `only`, or by default only the spelling check (a child process). */
const except = (only: StepName[]): StepName[] => STEPS.filter((step) => !only.includes(step));

async function check(files: string[], skip: StepName[] = ['spelling']): Promise<CheckResult> {
  const result = await runCheck({root: copy, files, referencePages: false, skip});
  if (process.env.WRITER_TIMINGS)
    console.log(result.timings.map((t) => `${t.step} ${t.seconds.toFixed(1)}`).join(', '));
  return result;
}
const errors = (result: CheckResult): Finding[] => result.findings.filter((f) => f.severity === 'error');
const places = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}`).sort();
const shown = (findings: Finding[]) => findings.map(formatFinding).join('\n');

/** Every file the four tasks changed, for the final run. */
const touched = new Set<string>();

test('a feature page: `npm run new` writes every file, and the check names what is left to fill in', async () => {
  const {written, manual} = await newPage(copy, 'feature', 'Vessel schedules');
  assert.deepEqual(manual, [], 'every line found its place');
  const files = written.map((w) => w.file);
  const page = 'docs/features/vessel-schedules.mdx';
  assert.deepEqual(files.sort(), [page, 'docs/index.mdx', 'sidebars.ts', 'src/data/features.ts'].sort());
  files.forEach((file) => touched.add(file));

  // As written, the check names the description and every note the writer has to fill in, and nothing else: what
  // `npm run new` wrote is formatted and linted as the check wants it.
  const unfilled = errors(await check(files, except(['pages', 'data', 'new-page', 'eslint', 'prettier'])));
  for (const finding of unfilled) {
    assert.ok(['new-page', 'front-matter', 'data'].includes(finding.step), formatFinding(finding));
    assert.ok(files.includes(finding.file), formatFinding(finding));
  }
  const expected = [`${page}:${await lineOf(page, 'description:')}`];
  for (const file of files) {
    (await read(file)).split('\n').forEach((line, index) => {
      if (line.includes('new-page:')) expected.push(`${file}:${index + 1}`);
    });
  }
  // The description's line holds its note too: the front matter rule and the note both name it.
  assert.deepEqual(places(unfilled.filter((f) => f.step !== 'data')), expected.sort(), shown(unfilled));
  assert.ok(
    unfilled.some(
      (f) => f.step === 'data' && f.file === 'src/data/features.ts' && /vessel-schedules", summary/.test(f.message),
    ),
    shown(unfilled),
  );

  // The writer fills in what each note asks for and removes the notes.
  const fills: Record<string, string> = {
    'in one or two sentences':
      'A vessel schedule shows when each vessel that carries your containers calls at its ports.',
    'the main task as numbered steps':
      '1. In the left navigation, select **Shipments**.\n2. Open a shipment and select **Vessel schedule**.',
    'the operations behind the feature': 'Read the vessel of a shipment with <Op id="shipmentById" />.',
    'links to the pages around this one': '- [Tracking shipments](./tracking-shipments.mdx)',
    'what this reader gets from the page': 'see when each vessel calls at its ports.',
  };
  const fillNotes = (text: string) =>
    text.replace(/\{\/\* new-page: ([\s\S]*?) \*\/\}/g, (_note, what: string) => {
      const fill = Object.entries(fills).find(([start]) => what.startsWith(start));
      assert.ok(fill, `a fill for the note "${what}"`);
      return fill[1];
    });
  await edit(page, (text) =>
    fillNotes(text).replace(
      /^description: .*\n/m,
      'description: See when each vessel that carries your containers calls at its ports, and how late it runs.\n',
    ),
  );
  await edit('docs/index.mdx', fillNotes);
  await edit('src/data/features.ts', (text) =>
    text.replace(
      /( {4}slug: 'vessel-schedules',\n {4}title: 'Vessel schedules',\n)[\s\S]*? {4}api: \[\],\n/,
      `$1    summary: 'Shows when each vessel that carries your containers calls at its ports, and how late it runs.',\n` +
        "    access: [{permission: 'view-shipments', does: 'see the schedules'}],\n" +
        "    api: ['shipmentById'],\n",
    ),
  );
});

test('a renamed heading: the check names every page and line that links to its old anchor', async () => {
  const target = 'api/error-codes.mdx';
  const oldAnchor = 'the-problem-details-format';
  const linking: string[] = [];
  for (const file of ['api/authentication.mdx', 'api/index.mdx', 'api/rate-limit.mdx']) {
    (await read(file)).split('\n').forEach((line, index) => {
      if (line.includes(`error-codes.mdx#${oldAnchor}`)) linking.push(`${file}:${index + 1}`);
    });
  }
  assert.ok(linking.length >= 2, 'pages link to the heading');
  touched.add(target);

  // The new title shares no word with the old one: the suggestion comes from comparing with the last commit.
  await edit(target, (text) => text.replace('## The problem details format\n', '## Error bodies\n'));
  const broken = errors(await check([target], except(['pages'])));
  assert.deepEqual(places(broken), linking.sort(), shown(broken));
  const headingLine = await lineOf(target, '## Error bodies');
  for (const finding of broken) {
    assert.ok(
      finding.message.includes(
        `has no heading or anchor #the-problem-details-format (did you mean #error-bodies, the heading at ${target}:${headingLine} renamed since the last commit`,
      ),
      finding.message,
    );
  }
  // CONTRIBUTING.md: a heading that pages link to keeps its anchor with an id comment.
  await edit(target, (text) => text.replace('## Error bodies\n', `## Error bodies {/* #${oldAnchor} */}\n`));
});

const OPERATION = 'openapi/paths/vessel-schedules.yaml';
const operationYaml = (port: string) => `get:
  operationId: vesselScheduleList
  summary: List vessel schedules
  tags:
    - Shipments
  description: |
    Returns the next port calls of the vessels that carry your containers, soonest first.

    Each port call names the vessel, the port as a UN/LOCODE and the estimated arrival.
  responses:
    '200':
      description: The next port calls.
      headers:
        Request-Id:
          $ref: ../components/headers/Request-Id.yaml
      content:
        application/json:
          schema:
            type: object
            required:
              - object
              - data
            properties:
              object:
                type: string
                const: list
              data:
                type: array
                items:
                  type: object
                  required:
                    - vessel
                    - port
                    - eta
                  properties:
                    vessel:
                      type: string
                      description: The vessel's name.
                    port:
                      type: string
                      pattern: '^[A-Z]{2}[A-Z2-9]{3}$'
                      description: The port of call, as a UN/LOCODE.
                    eta:
                      type: string
                      format: date-time
                      description: The estimated arrival at the port, in UTC.
          examples:
            next_calls:
              summary: The next port calls
              value:
                object: list
                data:
                  - vessel: MSC ELODIE
                    port: ${port}
                    eta: '2026-05-19T06:00:00Z'
    '401':
      $ref: ../components/responses/Unauthorized.yaml
`;

test('a path file no line under `paths:` refers to is named: the document would leave it out', async () => {
  const orphan = 'openapi/paths/port-calls.yaml';
  await writeFile(path.join(copy, orphan), operationYaml('NLRTM').replace('vesselScheduleList', 'portCallList'));
  const run = await check([orphan], except(['generate']));
  const found = run.findings.filter((f) => f.file === orphan);
  assert.deepEqual(places(found), [`${orphan}:1`], shown(run.findings));
  assert.match(
    found[0]!.message,
    /no \$ref from openapi\/openapi\.yaml reaches this file.*add its line under `paths:`/,
  );
  await rm(path.join(copy, orphan));
});

test('a new operation with examples: the check names an example that breaks its schema at its line', async () => {
  await writeFile(path.join(copy, OPERATION), operationYaml('Rotterdam'));
  await edit('openapi/openapi.yaml', (text) =>
    text.replace('paths:\n', 'paths:\n  /vessel-schedules:\n    $ref: ./paths/vessel-schedules.yaml\n'),
  );
  [OPERATION, 'openapi/openapi.yaml'].forEach((file) => touched.add(file));
  const wrong = errors(await check([OPERATION], except(['openapi'])));
  const portLine = await lineOf(OPERATION, 'port: Rotterdam');
  assert.ok(
    wrong.some((f) => f.file === OPERATION && f.line === portLine),
    `the failure names ${OPERATION}:${portLine}:\n${shown(wrong)}`,
  );
  await writeFile(path.join(copy, OPERATION), operationYaml('NLRTM'));
});

const maxRows = api.limits.fileImport.maxRows;
const changedRows = maxRows * 2;

test('a changed limit: a copy of it typed into a description, an example and a generator is named at its line', async () => {
  await edit('openapi/openapi.yaml', (text) =>
    text.replace(`    maxRows: ${maxRows}\n`, `    maxRows: ${changedRows}\n`),
  );
  const typed = formatCount(changedRows);
  const plants: [string, string, string, string][] = [
    [
      'openapi/paths/shipment-imports-file.yaml',
      'and at most {{file-rows}} data rows.',
      `and at most ${typed} data rows.`,
      `at most ${typed}`,
    ],
    ['openapi/components/responses/PayloadTooLarge.yaml', 'than the {{file-rows}} one', `than the ${typed} one`, typed],
    [
      'scripts/gen-postman.mjs',
      '\nexport async function generatePostmanCollection',
      `\nexport const MAX_ROWS = ${changedRows};\n\nexport async function generatePostmanCollection`,
      'MAX_ROWS',
    ],
  ];
  const original = new Map<string, string>();
  const planted: string[] = [];
  for (const [file, from, to, marker] of plants) {
    original.set(file, await read(file));
    await edit(file, (text) => text.replace(from, to));
    planted.push(`${file}:${await lineOf(file, marker)}`);
  }
  const run = await check([...original.keys()], except(['generate', 'content']));
  // Generation read the new limit: the workbook validates that many rows now.
  assert.ok(run.generated.includes('static/downloads/berthline-import-template.xlsx'), run.generated.join(', '));
  const copies = errors(run);
  assert.deepEqual(places(copies), planted.sort(), shown(copies));
  for (const finding of copies) assert.match(finding.message, /\(api-limits\)$/);
  // The writer removes the copies: the document's placeholders and the generator's reading stay as they were.
  for (const [file, text] of original) await writeFile(path.join(copy, file), text);
});

test('a new query parameter the mock does not honour: the check warns at it, naming the operation', async () => {
  const file = 'openapi/paths/containers.yaml';
  const original = await read(file);
  await edit(file, (text) =>
    text.replace(
      '    - name: last_free_day[gte]\n',
      `    - name: on_hold
      in: query
      description: Only containers with an active hold (true) or without one (false).
      schema:
        type: boolean
      example: true
    - name: last_free_day[gte]
`,
    ),
  );
  const run = await check([file], except(['generate', 'mock']));
  const ignored = run.findings.filter((f) => f.step === 'mock' && f.file === file);
  assert.deepEqual(places(ignored), [`${file}:${await lineOf(file, '- name: on_hold')}`], shown(run.findings));
  assert.match(ignored[0].message, /containerList handler ignores the query parameter on_hold/);
  await writeFile(path.join(copy, file), original);
  await check([file], except(['generate']));
});

test("a syntax slip in a data module is named at its file and line, with the parser's message in full", async () => {
  const file = 'src/data/features.ts';
  const original = await read(file);
  // The comma after the first entry is lost.
  const lines = original.split('\n');
  const slip = lines.indexOf('  },') + 1;
  lines[slip - 1] = '  }';
  await writeFile(path.join(copy, file), lines.join('\n'));
  const run = await check([file], except(['data', 'eslint', 'prettier']));
  // Named once: the parser names the line where the next entry starts (ESLint and Prettier would say the same).
  assert.deepEqual(
    run.findings.map((f) => `${f.step} ${f.file}:${f.line}`),
    [`data ${file}:${slip + 1}`],
    shown(run.findings),
  );
  assert.match(
    run.findings[0].message,
    /^the module does not load: line \d+, column \d+: Expected "[,\]]" but found "\{"$/,
  );
  await writeFile(path.join(copy, file), original);
});

test('a release note: a broken link and a second H1 fail at their lines; the single-file form checks it', async () => {
  const file = 'openapi/releases/unreleased.md';
  const original = await read(file);
  await writeFile(
    path.join(copy, file),
    `${original.trimEnd()}\n\n# Also new\n\nSee [the archive guide](/docs/api/archiving-shipments) and [limits](#no-such-release).\n`,
  );
  const run = await check([file], except(['pages']));
  const found = errors(run).filter((f) => f.file === file);
  const line = await lineOf(file, '# Also new');
  assert.deepEqual(
    found.map((f) => `${f.line} ${f.message.split(':')[0]}`),
    [
      `${line} a second H1`,
      `${line + 2} link to /docs/api/archiving-shipments (from the changelog page)`,
      `${line + 2} link to #no-such-release (from the changelog page)`,
    ],
    shown(run.findings),
  );
  await writeFile(path.join(copy, file), original);
  assert.deepEqual(errors(await check([file], except(['pages', 'eslint', 'prettier', 'spelling']))), []);
});

/**
 * Where the last task writes the whole check's timings: set by `npm run bench -- --only writer`, which runs this file
 * with it. The whole check on every file the four tasks touched takes about 10 s, which the suite's 12 minutes leave
 * to the bench; `npm test` runs the four tasks' own checks above.
 */
const WHOLE_CHECK_REPORT = process.env.BERTHLINE_WRITER_WHOLE_CHECK;

test(
  'the four tasks done: the whole check passes, the reference and template follow the limit, the mock answers the operation',
  {skip: WHOLE_CHECK_REPORT ? false : 'run by npm run bench -- --only writer'},
  async () => {
    const started = performance.now();
    const result = await check([...touched]);
    await writeFile(
      WHOLE_CHECK_REPORT!,
      JSON.stringify({seconds: (performance.now() - started) / 1000, timings: result.timings}),
    );
    assert.deepEqual(errors(result), [], shown(result.findings));
    // The new operation has no stateful handler: a warning at its operationId, and the mock answers its example.
    const warnings = result.findings.filter((f) => f.severity === 'warning');
    assert.deepEqual(
      places(warnings),
      [`${OPERATION}:${await lineOf(OPERATION, 'operationId: vesselScheduleList')}`],
      shown(warnings),
    );
    assert.match(warnings[0].message, /answers vesselScheduleList from the document's examples only/);

    // The changed limit reaches the reference's description.
    const bundle = JSON.parse(await read('static/openapi/berthline-tracking-api.json')) as {
      paths: Record<string, {post: {description: string}}>;
    };
    const description = bundle.paths['/shipment-imports/file'].post.description;
    assert.match(description, new RegExp(`at most ${formatCount(changedRows)} data rows`));
    assert.doesNotMatch(description, new RegExp(formatCount(maxRows)));

    // The copy's mock serves the copy's document.
    const {startMock} = (await import(pathToFileURL(path.join(copy, 'scripts', 'mock', 'server.mjs')).href)) as {
      startMock(options: object): Promise<{base: string; failures: string[]; close(): Promise<void>}>;
    };
    const mock = await startMock({port: 0, log: () => undefined});
    try {
      const response = await fetch(`${mock.base}/vessel-schedules`, {
        headers: {Authorization: 'Bearer sk_test_51NorthwindDocsExample'},
      });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), {
        object: 'list',
        data: [{vessel: 'MSC ELODIE', port: 'NLRTM', eta: '2026-05-19T06:00:00Z'}],
      });
      assert.deepEqual(mock.failures, []);
    } finally {
      await mock.close();
    }
  },
);

test('under npm start, a save under openapi/ regenerates what the pages read (plugins/api-watch)', async () => {
  const saved = {env: process.env.NODE_ENV, log: console.log, warn: console.warn, error: console.error};
  const printed: string[] = [];
  const print = (...args: unknown[]) => void printed.push(args.join(' '));
  process.env.NODE_ENV = 'development';
  Object.assign(console, {log: print, warn: print, error: print});
  try {
    // The dev server loads the plugin's content once: that starts its watcher of openapi/.
    await (apiWatch({siteDir: copy} as LoadContext) as Plugin).loadContent?.();
    // A writer changes a limit and adds an operation, and saves.
    const rows = maxRows * 3;
    await edit('openapi/openapi.yaml', (text) => text.replace(/ {4}maxRows: \d+\n/, `    maxRows: ${rows}\n`));
    const schedules = OPERATION.replace('vessel-schedules', 'port-calls');
    await writeFile(
      path.join(copy, schedules),
      operationYaml('NLRTM')
        .replace('vesselScheduleList', 'portCallList')
        .replace('List vessel schedules', 'List port calls'),
    );
    await edit('openapi/openapi.yaml', (text) =>
      text.replace('paths:\n', 'paths:\n  /port-calls:\n    $ref: ./paths/port-calls.yaml\n'),
    );
    // Each run prints what it regenerated; the test waits until every run started has ended.
    const count = (pattern: RegExp) => printed.filter((line) => pattern.test(line)).length;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ended = count(/^\[api-watch\] (gen-api: .* in [\d.]+ s|the API files were not regenerated)/);
      if (ended > 0 && ended === count(/^\[api-watch\] openapi\/ changed/)) break;
      assert.ok(Date.now() < deadline, `no regeneration ended within 60 s:\n${printed.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(!printed.some((line) => /not regenerated/.test(line)), printed.join('\n'));
    const limits = JSON.parse(await read('src/generated/api/limits.json')) as {fileImport: {maxRows: number}};
    assert.equal(limits.fileImport.maxRows, rows);
    const operations = JSON.parse(await read('src/generated/api/operations.json')) as {
      operationId: string;
      slug: string;
    }[];
    const added = operations.find((operation) => operation.operationId === 'portCallList');
    assert.ok(added, 'the facts list the new operation');
    assert.match(await read(`api/reference/${added.slug}.api.mdx`), /List port calls/);
    assert.match(await read('api/reference/sidebar.ts'), new RegExp(`reference/${added.slug}`));
    assert.match(await read('api/reference/start-shipment-import-via-file.api.mdx'), new RegExp(formatCount(rows)));
  } finally {
    process.env.NODE_ENV = saved.env;
    Object.assign(console, {log: saved.log, warn: saved.warn, error: saved.error});
  }
});
