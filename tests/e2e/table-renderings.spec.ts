// A table that a component renders on a page and the same table in the page's Markdown (plugins/llms) come from one
// definition (src/components/DataTable): their cells must read the same, row by row. Checked on every hand-written
// page of the build whose HTML has a table DataTable rendered (marked `data-spec-table`).
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {tableSpecs} from '../../plugins/llms/components';
import {hydrated} from './support/site';

const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');

/** Files under a folder, from the folder. */
const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** The routes of the built hand-written pages whose HTML holds a DataTable table (`index.md` is the docs home). */
function pagesWithTables(): string[] {
  if (!existsSync(BUILD)) return [];
  return filesUnder(BUILD, /\.md$/)
    .filter((file) => !file.startsWith('api/reference/'))
    .map((file) => (file === 'index.md' ? '/docs/' : `/docs/${file.replace(/\.md$/, '')}`))
    .filter((route) => {
      const html = path.join(BUILD, route === '/docs/' ? 'index.html' : `${route.slice('/docs/'.length)}.html`);
      return existsSync(html) && readFileSync(html, 'utf8').includes('data-spec-table');
    });
}

const PAGES = pagesWithTables();

test('every table component is used on a hand-written page, so the pages checked here show each one', () => {
  const sources = ['docs', 'api'].flatMap((area) =>
    filesUnder(path.join(ROOT, area), /\.mdx?$/)
      .filter((file) => !file.startsWith('reference/'))
      .map((file) => readFileSync(path.join(ROOT, area, file), 'utf8')),
  );
  const unused = Object.keys(tableSpecs).filter((name) => !sources.some((source) => source.includes(`<${name}`)));
  expect(unused).toEqual([]);
  expect(PAGES.length, 'no built page with a table: run `npm run build` first').toBeGreaterThan(5);
});

/** Markdown cell text as a reader sees it: without code ticks, link targets or emphasis. */
const plain = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // A bare URL or email address, which Markdown prints as an autolink.
    .replace(/<((?:https?:|mailto:)?[^\s<>]+[:@][^\s<>]+)>/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\*\*?([^*]*)\*\*?/g, '$1')
    // Markdown's backslash escapes (`sk\_test`) read as the character itself.
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .trim();

/** The rows of the first Markdown table after the sentence that introduces it (its caption). */
function markdownTable(markdown: string, caption: string): string[][] {
  const at = markdown.indexOf(`${caption}:`);
  expect(at, `the Markdown has no table introduced by "${caption}:"`).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(at).split('\n').slice(1);
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map(plain);
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    rows.push(cells);
  }
  return rows;
}

/** The component tables of the page (they have a caption), each cell's text as a reader hears it: without what is
 * hidden from assistive technology (a ✓ drawn for the eye, a column name repeated in a stacked card). */
async function htmlTables(page: Page) {
  return page.locator('article table[data-spec-table]').evaluateAll((tables) =>
    tables.map((table) => ({
      caption: table.querySelector('caption')?.textContent?.trim() ?? '',
      rows: [...table.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => {
          const copy = cell.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        }),
      ),
    })),
  );
}

for (const url of PAGES) {
  test(`${url}: each component table reads the same on the page and in its Markdown`, async ({page, request}) => {
    await page.goto(url);
    // A table that filters on the page (the carriers) is final once the page has hydrated.
    await hydrated(page);
    await expect(page.locator('article table[data-spec-table]').first()).toBeAttached();
    const tables = await htmlTables(page);
    expect(tables.length).toBeGreaterThan(0);
    const markdown = await (await request.get(`${url}.md`)).text();
    for (const table of tables) {
      expect(markdownTable(markdown, table.caption), table.caption).toEqual(table.rows);
    }
  });
}

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
