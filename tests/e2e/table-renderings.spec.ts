// A table that a component renders on a page and the same table in the page's Markdown (plugins/llms) come from one
// definition (src/components/DataTable): their cells must read the same, row by row.
import {expect, test, type Page} from '@playwright/test';

const PAGES = ['/docs/api', '/docs/api/authentication'];

/** Markdown cell text as a reader sees it: without code ticks, link targets or emphasis. */
const plain = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
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

async function htmlTables(page: Page) {
  return page.locator('article table:has(caption)').evaluateAll((tables) =>
    tables.map((table) => ({
      caption: table.querySelector('caption')?.textContent?.trim() ?? '',
      rows: [...table.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    })),
  );
}

for (const url of PAGES) {
  test(`${url}: each component table reads the same on the page and in its Markdown`, async ({page, request}) => {
    await page.goto(url);
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
