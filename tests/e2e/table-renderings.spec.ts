// The table comparison that the crawl runs on every page at 1280 px (support/tables.ts): every table component is
// used on a hand-written page, so the crawl compares each one with the same table in the page's Markdown twin, and the
// comparison fails when a cell differs.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/fixtures';
import {markdownTable} from './support/tables';

const ROOT = path.resolve(__dirname, '..', '..');
const COMPONENTS = path.join(ROOT, 'src', 'components');

/** Files under a folder, from the folder. */
const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** The components whose table the crawl compares: they render DataTable, or a table of their own marked for it. */
const tableComponents = readdirSync(COMPONENTS, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'DataTable')
  .map((entry) => entry.name)
  .filter((name) =>
    filesUnder(path.join(COMPONENTS, name), /\.tsx$/).some((file) =>
      /import DataTable from|data-spec-table/.test(readFileSync(path.join(COMPONENTS, name, file), 'utf8')),
    ),
  );

test('every table component is used on a hand-written page, so the pages checked here show each one', () => {
  expect(tableComponents.length).toBeGreaterThan(5);
  const sources = ['docs', 'api'].flatMap((area) =>
    filesUnder(path.join(ROOT, area), /\.mdx?$/)
      .filter((file) => !file.startsWith('reference/'))
      .map((file) => readFileSync(path.join(ROOT, area, file), 'utf8')),
  );
  const unused = tableComponents.filter((name) => !sources.some((source) => source.includes(`<${name}`)));
  expect(unused).toEqual([]);
});

test('the comparison fails when a cell differs', () => {
  const markdown = 'Intro.\n\nServers:\n\n| Base URL | Environment |\n| --- | --- |\n| `https://a` | Live |\n';
  expect(markdownTable(markdown, 'Servers')).toEqual([
    ['Base URL', 'Environment'],
    ['https://a', 'Live'],
  ]);
  expect(markdownTable(markdown, 'Servers')).not.toEqual([
    ['Base URL', 'Environment'],
    ['https://a', 'Production'],
  ]);
});
