// The editors' checks catch what they promise: scripts/check-pages.mjs names the file and line of an MDX syntax
// error, of a component that is not imported and of a broken link (fixtures in tests/fixtures/broken-pages/), and
// passes the real pages; cspell, with the project's configuration, rejects a misspelled word and accepts the
// project's vocabulary (tests/fixtures/misspelled.md, tests/fixtures/spelled-correctly.md).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = 'tests/fixtures/broken-pages';

function checkPages(...args: string[]): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, ['scripts/check-pages.mjs', ...args], {cwd: ROOT, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

/** The 1-based line of the first line of a fixture that contains `text`. */
function lineOf(fixture: string, text: string): number {
  const index = readFileSync(path.join(ROOT, FIXTURES, fixture), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${fixture} contains ${text}`);
  return index + 1;
}

/** The problem lines of a failed run (check-pages prints one problem a line, as `file:line: message`). */
function problems(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\S+:\d+: /.test(line));
}

test('an MDX syntax error is reported with its file and line', () => {
  const {status, output} = checkPages(`${FIXTURES}/syntax-error.mdx`);
  assert.equal(status, 1, output);
  const line = lineOf('syntax-error.mdx', '<Tabs groupId="language">');
  assert.match(
    output,
    new RegExp(`${FIXTURES}/syntax-error\\.mdx:${line}: MDX does not compile: .*closing tag for \`<Tabs>\``),
  );
});

test('a component that is neither imported nor provided by the theme is reported with its file and line', () => {
  const {status, output} = checkPages(`${FIXTURES}/unknown-component.mdx`);
  assert.equal(status, 1, output);
  const line = lineOf('unknown-component.mdx', '<NoSuchWidget />');
  assert.match(
    output,
    new RegExp(`${FIXTURES}/unknown-component\\.mdx:${line}: <NoSuchWidget> is used but not imported`),
  );
  // FeatureAccess is imported and Details comes from the theme: neither is reported.
  assert.equal(problems(output).length, 1, output);
});

test('a link to a missing page file and a link to an unknown route are reported with their file and line', () => {
  const {status, output} = checkPages(`${FIXTURES}/broken-link.mdx`);
  assert.equal(status, 1, output);
  const file = `${FIXTURES}/broken-link\\.mdx`;
  const fileLine = lineOf('broken-link.mdx', './no-such-page.mdx');
  const routeLine = lineOf('broken-link.mdx', '/docs/no/such/route');
  assert.match(output, new RegExp(`${file}:${fileLine}: link to \\./no-such-page\\.mdx: .*does not exist`));
  assert.match(
    output,
    new RegExp(`${file}:${routeLine}: link to /docs/no/such/route: no page or static file has the route`),
  );
  // The fixture's valid links (a page file, a reference page, a static file, a page with an anchor) pass.
  assert.equal(problems(output).length, 2, output);
});

test('the fixture folder fails as a whole, with one problem per broken thing', () => {
  const {status, output} = checkPages(FIXTURES);
  assert.equal(status, 1, output);
  assert.equal(problems(output).length, 4, output);
});

test('the real pages pass', () => {
  const {status, output} = checkPages();
  assert.equal(status, 0, output);
  assert.match(output, /^check-pages: every page compiles/m);
});

function cspell(fixture: string): {status: number | null; output: string} {
  // The fixtures are outside cspell.json's files on purpose (so `npm run lint` passes); their text goes in on
  // standard input under a neutral name, checked with the project's configuration and dictionary.
  const text = readFileSync(path.join(ROOT, 'tests', 'fixtures', fixture), 'utf8');
  const bin = path.join(ROOT, 'node_modules', '.bin', 'cspell');
  const result = spawnSync(bin, ['lint', '--no-progress', '--no-summary', `stdin://${fixture}`], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

// The fixture's deliberate misspelling:
// cspell:ignore shipmnet
test('cspell rejects a misspelled word', () => {
  const {status, output} = cspell('misspelled.md');
  assert.equal(status, 1, output);
  assert.match(output, /misspelled\.md:1:\d+ - Unknown word \(shipmnet\)/);
});

test('cspell accepts the project vocabulary, container numbers and ids', () => {
  const {status, output} = cspell('spelled-correctly.md');
  assert.equal(status, 0, output);
});

test('the project dictionary has one word a line, sorted, without duplicates', () => {
  const words = readFileSync(path.join(ROOT, 'cspell-words.txt'), 'utf8').trimEnd().split('\n');
  for (const word of words) assert.match(word, /^\S+$/, `"${word}" is not one word`);
  const sorted = [...new Set(words)].sort(
    (a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}) || a.localeCompare(b, 'en'),
  );
  assert.deepEqual(words, sorted, 'sort cspell-words.txt alphabetically, ignoring case, and remove duplicates');
});
