// The chrome every page shares: navbar and mobile menu, colour mode, announcement bar, footer, version label,
// sidebar categories, table of contents and the reference pages' code-sample languages.
import {expect, test, type Page} from './support/fixtures';
import {CODE_SAMPLE_LANGUAGES} from '../../config/code-samples.mjs';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {contrast} from './support/contrast';
import {hydrated} from './support/site';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('navbar', () => {
  test('has Documentation and API entries that lead to each area', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await navbar.getByRole('link', {name: 'Documentation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('up to 996 px wide a mobile menu opens and closes', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/integrations');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).not.toBeInViewport();
    await toggle.click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(menu.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('wider than 996 px the entries are in the bar itself', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/docs/');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true})).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('a first visit follows the OS: light without a dark preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'no-preference'});
    const page = await context.newPage();
    await page.goto('/docs/');
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  test('a first visit follows the OS: dark with a dark preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/');
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  test('the toggle cycles system, light and dark, stored under the key "theme", and syncs other tabs', async ({
    browser,
  }) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    const other = await context.newPage();
    await page.goto('/docs/');
    await hydrated(page);
    await other.goto('/docs/api');
    const toggle = page.locator('.navbar button[title*="mode" i]').first();
    const seen: {stored: string | null; theme: string | null; title: string | null}[] = [];
    for (let i = 0; i < 3; i += 1) {
      await toggle.click();
      seen.push({
        stored: await page.evaluate(() => window.localStorage.getItem('theme')),
        theme: await theme(page),
        title: await toggle.getAttribute('title'),
      });
    }
    const stored = seen.map((s) => s.stored);
    // Three clicks visit each choice once; 'system' clears the stored key and follows the OS (light here).
    expect(new Set(stored)).toEqual(new Set(['light', 'dark', null]));
    for (const s of seen) expect(s.theme).toBe(s.stored === 'dark' ? 'dark' : 'light');
    // The other tab follows the last choice made in the first one.
    const last = seen[seen.length - 1];
    await expect.poll(() => theme(other)).toBe(last.theme);
    // Pick dark explicitly and watch the other tab switch.
    while ((await page.evaluate(() => window.localStorage.getItem('theme'))) !== 'dark') await toggle.click();
    await expect.poll(() => theme(other)).toBe('dark');
    const namespaced = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => /^theme-/.test(k)));
    expect(namespaced).toEqual([]);
    await context.close();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('closes, stays closed, and shows again for a new id', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    const storage = await page.evaluate(() => ({
      dismissed: window.localStorage.getItem('docusaurus.announcement.dismiss'),
      id: window.localStorage.getItem('docusaurus.announcement.id'),
    }));
    expect(storage.dismissed).toBe('true');
    expect(storage.id).toBeTruthy();
    await page.reload();
    await expect(bar(page)).toHaveCount(0);
    // A bar with a different id (here: the stored id belongs to an older announcement) is shown again.
    await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

test('the footer has Docs, Community and More columns with working links', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const footer = page.locator('footer');
  for (const title of ['Docs', 'Community', 'More']) {
    await expect(footer.locator('.footer__title', {hasText: new RegExp(`^${title}$`)})).toBeVisible();
  }
  await expect(footer.getByRole('link', {name: 'Email support'})).toHaveAttribute(
    'href',
    'mailto:support@berthline.example',
  );
  // Integrations is documentation, under Docs (it sat under Community).
  const docsColumn = footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: /^Docs$/})});
  await expect(docsColumn.getByRole('link', {name: 'Integrations'})).toBeVisible();
  const communityColumn = footer
    .locator('.footer__col')
    .filter({has: page.locator('.footer__title', {hasText: /^Community$/})});
  await expect(communityColumn.getByRole('link', {name: 'Integrations'})).toHaveCount(0);
  await footer.getByRole('link', {name: 'Error codes'}).click();
  await expect(page).toHaveURL(/\/docs\/api\/error-codes$/);
});

test('long breadcrumbs keep one line at 1280 px: the page actions move below them', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/api/tutorials/importing-shipments-via-file-upload');
  await hydrated(page);
  const items = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
  await expect(items.last()).toHaveText('Importing shipments via file upload');
  const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(new Set(tops).size, `breadcrumb rows at ${tops.join(', ')}`).toBe(1);
});

test('the version label is quiet in dark mode: no filled chip brighter than the page', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(API_OVERVIEW_PATH);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const badge = page.locator('.theme-doc-version-badge');
  await expect(badge).toHaveText(/Next/);
  const [fill, pageColor] = await badge.evaluate((el) => [
    getComputedStyle(el).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  const transparent = fill === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(fill!);
  expect(transparent || contrast(fill!, pageColor!) < 1.25, `badge fill ${fill} on ${pageColor}`).toBe(true);
});

test('documentation and API pages show the version label "Next"', async ({page}) => {
  for (const route of ['/docs/integrations', '/docs/api/authentication']) {
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(/Next/);
  }
});

test('sidebar categories expand and collapse', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const category = page.locator('nav[aria-label="Docs sidebar"] .menu__list-item-collapsible', {hasText: 'Tutorials'});
  const link = page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', {name: 'Track shipments from an Excel file'});
  await expect(link).toBeHidden();
  await category.getByRole('button').or(category.getByRole('link')).first().click();
  await expect(link).toBeVisible();
  await category.getByRole('button').or(category.getByRole('link')).first().click();
  await expect(link).toBeHidden();
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.goto('/docs/tutorials/manage-demurrage-detention');
  await hydrated(page);
  const toc = page.locator('.table-of-contents').first();
  // The page's own headings (a component's inner headings are not part of the outline).
  const h2 = await page.locator('article .markdown > h2[id]').count();
  const h3 = await page.locator('article .markdown > h3[id]').count();
  expect(h2).toBeGreaterThan(0);
  await expect(toc.locator('a')).toHaveCount(h2 + h3);
  for (const id of await page.locator('article .markdown > h4[id]').evaluateAll((els) => els.map((el) => el.id))) {
    await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(0);
  }
});

test('reference pages offer code samples in the eleven languages, and remember the choice', async ({page}) => {
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  const panel = page.locator('.openapi-right-panel__container');
  const labels = CODE_SAMPLE_LANGUAGES.map((entry) => entry.label);
  await expect(panel.getByRole('tab')).toHaveText(labels);
  await panel.getByRole('tab', {name: 'Python'}).click();
  await expect(panel.getByRole('tabpanel')).toContainText('import requests');
  await page.goto('/docs/api/reference/container-list');
  await hydrated(page);
  await expect(page.locator('.openapi-right-panel__container').getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('every code-sample language is highlighted, including those registered on operation pages only', async ({
  page,
}) => {
  await page.goto('/docs/api/reference/patch-shipment-by-id');
  await hydrated(page);
  const panel = page.locator('.openapi-right-panel__container');
  // A keyword each grammar marks as a token: proof that the language is registered, not shown as plain text.
  const keywords: Record<string, string> = {
    curl: 'curl',
    Python: 'import',
    Java: 'new',
    'C#': 'new',
    Go: 'func',
    Ruby: 'require',
    PHP: 'curl_setopt_array',
    Rust: 'fn',
    PowerShell: '$headers',
  };
  for (const [label, word] of Object.entries(keywords)) {
    await panel.getByRole('tab', {name: label, exact: true}).click();
    const code = panel.getByRole('tabpanel').locator('code');
    await expect(code.locator('.token').first(), `${label} has Prism tokens`).toBeVisible();
    await expect(code.locator('.token', {hasText: word}).first(), `${label}: "${word}" is a token`).toBeVisible();
  }
});
