// "Edit this page" links and last-updated dates: on hand-written pages only, and an edit link only when the build
// was given DOCS_EDIT_URL (the analytics build of scripts/test.ts is; the default build is not).
import {expect, test} from './support/fixtures';
import {DOCS_EDIT_URL_FOR_TESTS} from './support/test-values';

test('hand-written pages show when they were last updated; generated reference pages do not', async ({page}) => {
  for (const path of ['/docs/features/custom-fields', '/docs/api/authentication']) {
    await page.goto(path);
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d{1,2}, \d{4}/);
  }
  await page.goto('/docs/api/reference/shipment-list');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
});

test('without DOCS_EDIT_URL no page shows an edit link', async ({page}) => {
  await page.goto('/docs/features/custom-fields');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});

test('with DOCS_EDIT_URL hand-written pages link to their source; reference pages do not', async ({page, hosts}) => {
  const withEditUrl = await hosts.origin('analytics');
  await page.goto(`${withEditUrl}/docs/features/custom-fields`);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${DOCS_EDIT_URL_FOR_TESTS}docs/features/custom-fields.mdx`,
  );
  await page.goto(`${withEditUrl}/docs/api/authentication`);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${DOCS_EDIT_URL_FOR_TESTS}api/authentication.mdx`,
  );
  await page.goto(`${withEditUrl}/docs/api/reference/shipment-list`);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});
