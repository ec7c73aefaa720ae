// The table checks of a loaded page, run by the crawl on every page it loads (crawl.spec.ts), each a soft assertion:
// - checkTableRegions (both widths): only a table wider than its box becomes a scroll region
//   (src/components/ScrollRegion), and then it can be reached with the keyboard, has a label no other region on the
//   page has, and shows a visible cue; a table that fits is a plain table, with no landmark and no Tab stop (issue 20
//   found a landmark per Markdown table, the same label on six of eight pages). axe rates duplicate landmark labels
//   "moderate", below what the crawl fails on, so this checks them itself.
// - checkTableWords (both widths): no word in a table cell is broken across lines: an amount (`$150.00`) stays
//   whole, an identifier (`read_write`, `shipment.milestone_added`) breaks only after its separators, and any other
//   word (`Rate`) stays whole (issue 35 found `$15|0.00`, `Rat|e`, `shipment.miles|tone_added`).
// - checkTableRenderings (1280 px): a table that a component renders (src/components/DataTable, marked
//   `data-spec-table`) reads the same, row by row, as the same table in the page's Markdown twin (plugins/llms, which
//   converts the page's HTML): its caption as the sentence before it, each cell as a screen reader hears it.
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {markdownPath} from '../../../src/lib/markdown-url';

export interface RegionFacts {
  label: string;
  focusable: boolean;
  overflows: boolean;
  cue: boolean;
}

/** The scroll regions around tables in the page's content. */
export function tableRegions(page: Page): Promise<RegionFacts[]> {
  return page.locator('main [role="region"]:has(> table)').evaluateAll((regions) =>
    regions.map((region) => {
      const cue = region.parentElement?.querySelector(':scope > [aria-hidden="true"]');
      return {
        label: region.getAttribute('aria-label') ?? '',
        focusable: (region as HTMLElement).tabIndex === 0,
        overflows: region.scrollWidth > region.clientWidth + 1,
        cue: Boolean(cue && (cue as HTMLElement).getClientRects().length > 0),
      };
    }),
  );
}

export async function checkTableRegions(page: Page, url: string): Promise<void> {
  for (const region of await tableRegions(page)) {
    expect.soft(region.overflows, `${url}: the region "${region.label}" scrolls nothing`).toBe(true);
    expect.soft(region.focusable, `${url}: the region "${region.label}" takes no focus`).toBe(true);
    expect.soft(region.cue, `${url}: the region "${region.label}" shows no cue`).toBe(true);
    expect.soft(region.label, `${url}: a table region without a label`).not.toBe('');
  }
  const labels = await page
    .locator('[role="region"][aria-label], section[aria-label], section[aria-labelledby]')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          el.getAttribute('aria-label') ??
          document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '',
      ),
    );
  const repeated = labels.filter((label, i) => labels.indexOf(label) !== i);
  expect.soft(repeated, `${url}: region labels used twice`).toEqual([]);
}

/**
 * The words of the page's table cells that the browser broke across lines, each with the cell's text. A word is an
 * amount, or a run of characters up to and including a separator (`_`, `.`, `/`, `-`, `?`, `&`): a break may come
 * after a separator, never inside a word. Each word is measured as a Range of its text: one line, one top.
 */
export function brokenTableWords(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) => {
    const found: string[] = [];
    const amounts = /[$€£]\d[\d,]*(?:\.\d+)?/g;
    const words = /[^\s_./\-?&]+[_./\-?&]*/g;
    const lines = (range: Range): number => {
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => rect.top)
        .sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 2).length;
    };
    for (const cell of tables.flatMap((table) => [...table.querySelectorAll('th, td')])) {
      if (!(cell as HTMLElement).checkVisibility()) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        const spans: [number, number][] = [...text.matchAll(amounts)].map((m) => [m.index, m.index + m[0].length]);
        for (const m of text.matchAll(words)) {
          const [start, end] = [m.index, m.index + m[0].length];
          if (!spans.some(([s, e]) => start < e && end > s)) spans.push([start, end]);
        }
        for (const [start, end] of spans) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          if (lines(range) > 1) {
            found.push(`"${text.slice(start, end)}" in "${(cell.textContent ?? '').trim().slice(0, 60)}"`);
          }
        }
      }
    }
    return found;
  });
}

export async function checkTableWords(page: Page, url: string): Promise<void> {
  expect.soft(await brokenTableWords(page), `${url}: words broken across lines in table cells`).toEqual([]);
}

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
export function markdownTable(markdown: string, caption: string): string[][] {
  const at = markdown.indexOf(`${caption}:`);
  expect.soft(at, `the Markdown has no table introduced by "${caption}:"`).toBeGreaterThanOrEqual(0);
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

export async function checkTableRenderings(page: Page, request: APIRequestContext, url: string): Promise<void> {
  const tables = await htmlTables(page);
  if (tables.length === 0) return;
  const markdown = await (await request.get(markdownPath(url))).text();
  for (const table of tables) {
    const where = `${url}: the table "${table.caption}" in its Markdown`;
    expect.soft(markdownTable(markdown, table.caption), where).toEqual(table.rows);
  }
}
