// The writer's check (scripts/check/) catches what it promises, each at its file and line: pages that do not compile,
// components not imported, broken links and anchors (fixtures in tests/fixtures/broken-pages/), the front matter
// rules, failures printed by the document's lint, ESLint, Prettier and spelling on planted files; and `npm run new`
// places each kind of page. tests/unit/writer.test.ts plays the whole check on a copy of the repository.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {formatFinding, summarize, type Finding} from '../../scripts/check/finding';
import {pageFrontMatter, sidebarDocIds, siteFrontMatter, type FrontMatterPage} from '../../scripts/check/front-matter';
import {loadMdx} from '../../scripts/check/mdx';
import {parseFailures} from '../../scripts/check/openapi';
import {OpenApiSource} from '../../scripts/check/openapi-source';
import {closest} from '../../scripts/check/links';
import {checkPages} from '../../scripts/check/pages';
import {componentAnchorsOf, referenceRowAnchors} from '../../scripts/check/run';
import {loadSite, type Site} from '../../scripts/check/site';
import {eslint, prettier, spelling} from '../../scripts/check/style';
import {globalMdxComponents} from '../../scripts/lib/pages.mjs';
import {newPage} from '../../scripts/new-page/scaffold';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = 'tests/fixtures/broken-pages';

let site: Site;
before(async () => {
  await loadMdx();
  site = loadSite(ROOT, await componentAnchorsOf(ROOT), await referenceRowAnchors(ROOT));
});

async function lineOf(file: string, text: string): Promise<number> {
  const index = (await readFile(path.join(ROOT, file), 'utf8')).split('\n').findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${file} contains ${text}`);
  return index + 1;
}

/** The findings of one fixture page, as `line: message`. */
async function fixture(name: string): Promise<Finding[]> {
  const file = `${FIXTURES}/${name}`;
  const findings = await checkPages(site, {globals: globalMdxComponents(ROOT), sidebars: {}, files: [file]});
  return findings.filter((finding) => finding.file === file);
}

test('an MDX syntax error is named at its file and line', async () => {
  const found = await fixture('syntax-error.mdx');
  assert.equal(found.length, 1, found.map(formatFinding).join('\n'));
  assert.equal(found[0].line, await lineOf(`${FIXTURES}/syntax-error.mdx`, '<Tabs groupId="language">'));
  assert.match(found[0].message, /MDX does not compile: .*closing tag for `<Tabs>`/);
});

test('a component that is neither imported nor given by the theme is named at its line', async () => {
  const found = await fixture('unknown-component.mdx');
  // FeatureAccess is imported and Details comes from the theme: neither is reported.
  assert.equal(found.length, 1, found.map(formatFinding).join('\n'));
  assert.equal(found[0].line, await lineOf(`${FIXTURES}/unknown-component.mdx`, '<NoSuchWidget />'));
  assert.match(found[0].message, /<NoSuchWidget> is used but not imported/);
});

test('a link to a missing page file and one to an unknown route are named; the valid links pass', async () => {
  const file = `${FIXTURES}/broken-link.mdx`;
  const found = await fixture('broken-link.mdx');
  assert.deepEqual(
    found.map((f) => f.line),
    [await lineOf(file, './no-such-page.mdx'), await lineOf(file, '/docs/no/such/route')],
    found.map(formatFinding).join('\n'),
  );
  assert.match(found[0].message, /link to \.\/no-such-page\.mdx: .*does not exist/);
  assert.match(found[1].message, /no page or static file has the address \/docs\/no\/such\/route/);
});

test('an anchor no heading, table row, generated heading or reference row has is named; the ones that exist pass', async () => {
  const file = `${FIXTURES}/broken-anchor.mdx`;
  const found = await fixture('broken-anchor.mdx');
  assert.deepEqual(
    found.map((f) => f.line),
    [
      await lineOf(file, '#the-problem-format'),
      await lineOf(file, '#no_such_code'),
      await lineOf(file, '#param-query-no_such_flag'),
    ],
    found.map(formatFinding).join('\n'),
  );
  assert.match(
    found[0].message,
    /api\/error-codes\.mdx has no heading or anchor #the-problem-format \(did you mean #the-problem-details-format/,
  );
  assert.match(found[1].message, /has no heading or anchor #no_such_code/);
});

const page = (fields: Partial<FrontMatterPage> & {frontMatter: Record<string, unknown>}): FrontMatterPage => {
  const yaml = Object.entries(fields.frontMatter)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
  return {file: 'docs/planted.mdx', area: 'docs', id: 'planted', source: `---\n${yaml}\n---\n\nText.\n`, ...fields};
};
const description = 'A description long enough to be a search result snippet of this page.';

test('a missing anchor suggests the heading renamed since the last commit first, then the closest by words', () => {
  const ids = ['create-a-workspace-rule-admin', 'set-up-a-team-rule', 'related-pages'];
  assert.deepEqual(closest('create-a-workspace-rule', ids), ['#create-a-workspace-rule-admin', '#set-up-a-team-rule']);
  assert.deepEqual(closest('create-a-workspace-rule', ids, new Set(['set-up-a-team-rule'])), [
    '#set-up-a-team-rule',
    '#create-a-workspace-rule-admin',
  ]);
});

test('the front matter rules name the key at fault', () => {
  const cases: [Record<string, unknown>, number, RegExp][] = [
    [{description}, 1, /needs a title/],
    [{title: 'Planted', description: 'Too short.'}, 3, /has 10 characters; it needs 40 to 160/],
    [{title: 'Planted'}, 1, /needs a description of 40 to 160 characters/],
    [{title: 'A title that is much longer than forty characters', description}, 2, /add a sidebar_label/],
    [
      {title: 'Planted', description, sidebar_label: 'A label that is much longer than forty characters'},
      4,
      /sidebar_label has 49/,
    ],
    [{title: 'Planted', description, slug: '/'}, 4, /only an area's home page has slug \//],
  ];
  for (const [frontMatter, line, message] of cases) {
    const found = pageFrontMatter(page({frontMatter}));
    assert.equal(found.length, 1, JSON.stringify(found));
    assert.equal(found[0].line, line, JSON.stringify(frontMatter));
    assert.match(found[0].message, message);
  }
  assert.deepEqual(pageFrontMatter(page({frontMatter: {title: 'Planted', description}})), []);
});

test('a page outside its sidebar, and two pages with one title, are named', () => {
  const one = page({frontMatter: {title: 'Same title', description}});
  const two = page({file: 'docs/other.mdx', id: 'other', frontMatter: {title: 'same TITLE', description}});
  const sidebars = {
    docs: {file: 'sidebars.ts', ids: sidebarDocIds({docsSidebar: ['other', {type: 'category', items: []}]})},
  };
  const found = siteFrontMatter([one, two], sidebars);
  assert.deepEqual(
    found.map((f) => `${f.file}:${f.line}: ${f.message}`),
    [
      "docs/planted.mdx:1: the page is in no sidebar: add 'planted' to sidebars.ts, where it belongs in the reading order",
      'docs/planted.mdx:2: another page has the same title: docs/other.mdx',
      'docs/other.mdx:2: another page has the same title: docs/planted.mdx',
    ],
  );
});

test('the summary lists each file with the lines of its errors and warnings', () => {
  const findings: Finding[] = [
    {step: 'links', severity: 'error', file: 'docs/b.mdx', line: 12, message: 'x'},
    {step: 'pages', severity: 'error', file: 'docs/a.mdx', line: 3, message: 'y'},
    {step: 'links', severity: 'error', file: 'docs/b.mdx', line: 4, message: 'z'},
    {step: 'mock', severity: 'warning', file: 'openapi/paths/x.yaml', line: 2, message: 'w'},
  ];
  assert.equal(
    summarize(findings),
    [
      '3 errors and 1 warning in 3 files:',
      '  docs/a.mdx: errors at line 3',
      '  docs/b.mdx: errors at line 4, 12',
      '  openapi/paths/x.yaml: warnings at line 2',
    ].join('\n'),
  );
  assert.equal(formatFinding(findings[3]), 'openapi/paths/x.yaml:2: warning: w (mock)');
});

test("the document lint's failures become findings at their source file and line", async () => {
  const output = [
    'openapi/paths/shipments.yaml:',
    '  7:3  error    struct  Expected type `string` but got `integer`.',
    '  9:1  warning  operation-summary  A warning is not a failure.',
    '',
    'openapi/components/schemas/Problem.yaml:12: a line-numbered failure',
    'FAIL #/paths/~1shipments/get/operationId: a failure at a pointer of the bundle',
    'FAIL #/components/examples/ImportFailed/value/status: a failure in a component the bundler named',
  ].join('\n');
  const found = parseFailures(ROOT, output, new OpenApiSource(ROOT));
  assert.deepEqual(
    found.map((f) => `${f.file}:${f.line}`),
    [
      'openapi/paths/shipments.yaml:7',
      'openapi/components/schemas/Problem.yaml:12',
      `openapi/paths/shipments.yaml:${await lineOf('openapi/paths/shipments.yaml', 'operationId:')}`,
      `openapi/components/examples/ImportFailed.yaml:${await lineOf('openapi/components/examples/ImportFailed.yaml', 'status:')}`,
    ],
  );
});

/** A scratch repository with the project's tool settings and the installed packages, for planted files. */
let scratch: string;
before(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'berthline-check-'));
  for (const file of [
    'package.json',
    'eslint.config.mjs',
    '.prettierrc.json',
    '.prettierignore',
    'cspell.json',
    'cspell-words.txt',
  ]) {
    await cp(path.join(ROOT, file), path.join(scratch, file));
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'junction');
});
after(async () => {
  if (scratch) await rm(scratch, {recursive: true, force: true});
});

async function plant(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(scratch, file)), {recursive: true});
  await writeFile(path.join(scratch, file), text);
}

test('ESLint, Prettier and the spelling check report planted faults at their file and line', async () => {
  await plant('src/data/planted.ts', 'export const used = 1;\nconst unused = 2;\n');
  await plant('openapi/planted.yaml', 'description:    Two spaces too many.\n');
  // cspell:ignore Shipmnet
  await plant('docs/planted.mdx', '---\ntitle: Planted\n---\n\nThe Shipmnet page.\n');
  const [lint, format, words] = await Promise.all([
    eslint(scratch, ['src/data/planted.ts']),
    prettier(scratch, ['openapi/planted.yaml']),
    spelling(scratch, ['docs/planted.mdx']),
  ]);
  assert.deepEqual(
    lint.map((f) => `${f.file}:${f.line}`),
    ['src/data/planted.ts:2'],
    lint.map(formatFinding).join('\n'),
  );
  assert.match(lint[0].message, /no-unused-vars/);
  assert.deepEqual(
    format.map((f) => `${f.file}:${f.line}`),
    ['openapi/planted.yaml:1'],
  );
  assert.deepEqual(
    words.map((f) => `${f.file}:${f.line}: ${f.message}`),
    ['docs/planted.mdx:5: "Shipmnet" is an unknown word: fix the typo, or add a real term to cspell-words.txt'],
  );
});

test('`npm run new` places a concept, a tutorial and a guide in their sidebar and overview', async () => {
  const files = [
    'sidebars.ts',
    'sidebarsApi.ts',
    'api/reference/sidebar.ts',
    'config/site-paths.mjs',
    'docs/index.mdx',
    'api/index.mdx',
    'openapi/openapi.yaml',
  ];
  for (const file of files) await plant(file, await readFile(path.join(ROOT, file), 'utf8'));
  for (const dir of ['docs/concepts', 'docs/tutorials']) await mkdir(path.join(scratch, dir), {recursive: true});
  const written = [
    ...(await newPage(scratch, 'concept', 'Free time')).written,
    ...(await newPage(scratch, 'tutorial', 'Book a pickup')).written,
    ...(await newPage(scratch, 'guide', 'Pagination')).written,
  ].map((w) => w.file);
  assert.deepEqual([...new Set(written)].sort(), [
    'api/index.mdx',
    'api/pagination.mdx',
    'docs/concepts/free-time.mdx',
    'docs/index.mdx',
    'docs/tutorials/book-a-pickup.mdx',
    'openapi/openapi.yaml',
    'sidebars.ts',
    'sidebarsApi.ts',
  ]);
  const load = async (file: string) =>
    sidebarDocIds(((await import(pathToFileURL(path.join(scratch, file)).href)) as {default: object}).default);
  const docs = await load('sidebars.ts');
  for (const id of ['concepts/free-time', 'tutorials/book-a-pickup']) assert.ok(docs.has(id), id);
  assert.ok((await load('sidebarsApi.ts')).has('pagination'));
  const overview = await readFile(path.join(scratch, 'docs/index.mdx'), 'utf8');
  assert.match(overview, /\| \*\*Free time\*\* \| .* See \[Free time\]\(\.\/concepts\/free-time\.mdx\)\. \|/);
  assert.match(overview, /\n\d+\. \[Book a pickup\]\(\.\/tutorials\/book-a-pickup\.mdx\): /);
  assert.match(
    await readFile(path.join(scratch, 'openapi/openapi.yaml'), 'utf8'),
    /\n {4}- \[Pagination\]\(\/docs\/api\/pagination\): /,
  );
  await assert.rejects(newPage(scratch, 'guide', 'Pagination'), /api\/pagination\.mdx exists already/);
});

function cspell(fixtureFile: string): {status: number | null; output: string} {
  // The fixtures are outside cspell.json's files on purpose (so `npm run lint` passes); their text goes in on
  // standard input under a neutral name, checked with the project's configuration and dictionary.
  const text = readFileSync(path.join(ROOT, 'tests', 'fixtures', fixtureFile), 'utf8');
  const bin = path.join(ROOT, 'node_modules', '.bin', 'cspell');
  const result = spawnSync(bin, ['lint', '--no-progress', '--no-summary', `stdin://${fixtureFile}`], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

// The fixture's deliberate misspelling:
// cspell:ignore shipmnet
test('cspell rejects a misspelled word and accepts the project vocabulary', () => {
  const wrong = cspell('misspelled.md');
  assert.equal(wrong.status, 1, wrong.output);
  assert.match(wrong.output, /misspelled\.md:1:\d+ - Unknown word \(shipmnet\)/);
  const right = cspell('spelled-correctly.md');
  assert.equal(right.status, 0, right.output);
});

test('the project dictionary has one word a line, sorted, without duplicates', async () => {
  const words = (await readFile(path.join(ROOT, 'cspell-words.txt'), 'utf8')).trimEnd().split('\n');
  for (const word of words) assert.match(word, /^\S+$/, `"${word}" is not one word`);
  const sorted = [...new Set(words)].sort(
    (a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}) || a.localeCompare(b, 'en'),
  );
  assert.deepEqual(words, sorted, 'sort cspell-words.txt alphabetically, ignoring case, and remove duplicates');
});
