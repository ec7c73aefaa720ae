// Code blocks: highlighted when the site is built, and kept as they are when a page hydrates (src/theme/CodeBlock/
// Content); highlighted in the browser when they mount later: after a client-side navigation, in the other color
// mode. Either way the reader sees tokens, and the copy and word-wrap buttons work.
import {expect, test, type Page} from './support/fixtures';
import {hydrated, watchProblems} from './support/site';

const GUIDE = '/docs/api/authentication';
const firstBlock = (page: Page) => page.locator('article .theme-code-block').first();
const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

test.use({viewport: {width: 375, height: 800}});

test('a code block from the page’s HTML stays highlighted after hydration, and its buttons work', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const problems = watchProblems(page, new URL(baseURL ?? '').origin);
  await page.goto(GUIDE);
  await hydrated(page);
  const block = firstBlock(page);
  const code = block.locator('pre code');
  const tokens = await code.locator('.token').count();
  expect(tokens).toBeGreaterThan(0);

  // The copy button answers only once the page has hydrated.
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);
  // innerText puts a blank line between the block's lines (each a block with a <br>): compare the lines.
  expect(lines(await code.innerText())).toEqual(lines(copied));
  await expect(code.locator('.token')).toHaveCount(tokens);

  // At 375 px the long export line scrolls, so the block offers word wrap.
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(problems.consoleErrors).toEqual([]);
});

test('a code block that mounts after a client-side navigation is highlighted', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800}); // the sidebar shows from 997 px
  await page.goto('/docs/api');
  await hydrated(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Authentication', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  await expect(firstBlock(page).locator('pre code .token').first()).toBeVisible();
});

test('in dark mode the page’s code blocks take the dark theme', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(GUIDE);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const pre = firstBlock(page).locator('pre');
  // Dracula's background, set when the block is highlighted again for the reader's mode.
  await expect(pre).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  await expect(pre.locator('code .token').first()).toBeVisible();
});
