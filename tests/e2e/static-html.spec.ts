// What the static HTML holds before any script runs: what a reader without JavaScript, a search engine, a link
// preview and Pagefind see, and what the page shows before it hydrates.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/fixtures';
import {carriers} from '../../src/data/carriers';
import {BUILD_DIR, facts, holdScripts, htmlAddressOf, SITEMAP_PATHS} from './support/site';

/** The built file of a route: `/docs/x` is `build/x.html`. */
const fileOf = (route: string) => path.join(BUILD_DIR, htmlAddressOf(route).replace(/^\/docs\//, ''));

// React 19.2 moves a Suspense boundary past 12.8 kB to a hidden <div> at the end of <body>, swapped in by an inline
// script (facebook/react#35271); patches/@docusaurus+core keeps every boundary in place.
test('no page keeps part of its content in a hidden block for a script to move in', () => {
  for (const route of SITEMAP_PATHS) {
    const html = readFileSync(fileOf(route), 'utf8');
    expect(html, route).not.toMatch(/<template id="?B:|<div hidden id="?S:/);
  }
});

// Code blocks are highlighted when the page is built (src/theme/CodeBlock/Content): a block in a language Prism has
// no grammar for is one plain line of text. Each block of a page needs a token of its language's grammar.
test('every code block in the static HTML is highlighted by its language', () => {
  const plain: string[] = [];
  for (const route of SITEMAP_PATHS) {
    const html = readFileSync(fileOf(route), 'utf8');
    for (const [, language, body] of html.matchAll(
      /<pre[^>]*class="prism-code language-([\w-]+)[^"]*"[^>]*>(.*?)<\/pre>/gs,
    )) {
      if (['text', 'txt', 'plain'].includes(language!)) continue;
      if (!/class="token (?!plain")/.test(body!)) plain.push(`${route}: a ${language} block`);
    }
  }
  expect(plain).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the coverage page lists every carrier, under its filters', async ({page}) => {
    await page.goto('/docs/coverage/shipping-lines-coverage');
    const table = page.getByRole('table', {name: /Ocean carriers Berthline tracks/});
    await expect(table.getByRole('row')).toHaveCount(1 + carriers.length);
    await expect(page.getByRole('search', {name: 'Filter carriers'}).getByRole('searchbox')).toBeDisabled();
  });

  test('a reference page names the server before the path, as it does once hydrated', async ({page}) => {
    const op = facts.operations[0]!;
    await page.goto(`/docs/api/reference/${op.slug}`);
    await expect(page.locator('h2.openapi__method-endpoint-path')).toHaveText(
      /^https:\/\/sandbox\.api\.berthline\.example\/v1\//,
    );
  });
});

// Issue 42: before the scripts run, a control that needs them looks unavailable and takes no click or key (the style
// sheet makes it pointer-inert, the page template's loader stops its keys); after hydration it works.
test('before hydration a folded row and a select take no key, and both work once the page has hydrated', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/docs/api/reference/shipment-list', {waitUntil: 'domcontentloaded'});
  // The first folded row, by its place among the page's rows (a `:not([open])` locator would move on once it opens).
  const rows = page.locator('article details');
  const index = await rows.evaluateAll((all) => all.findIndex((row) => !(row as HTMLDetailsElement).open));
  const details = rows.nth(index);
  const summary = details.locator(':scope > summary');
  expect(await summary.evaluate((node) => getComputedStyle(node).opacity)).toBe('0.6');
  await summary.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  expect(await details.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
  const select = page.locator('article select').first();
  const before = await select.evaluate((node) => (node as HTMLSelectElement).selectedIndex);
  await select.focus();
  await page.keyboard.press('ArrowDown');
  expect(await select.evaluate((node) => (node as HTMLSelectElement).selectedIndex)).toBe(before);
  await release();
  expect(await summary.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
});
