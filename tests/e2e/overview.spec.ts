// The REST API overview has no sidebar (the specification), yet it is placed like every other page: breadcrumbs,
// previous/next links in the sidebar's order, the navbar's API item marked current, one version label (the seed's
// "Next") and the API's version as plain text beside an h1 as large as other pages' titles, in the same content
// column as the pages with a sidebar.
import {expect, test} from './support/fixtures';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {facts, hydrated} from './support/site';

const h1Size = (page: import('@playwright/test').Page) =>
  page
    .locator('article h1')
    .first()
    .evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));

for (const width of [1280, 375]) {
  test(`the overview is placed like every other page at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/docs/api/authentication');
    const guideH1 = await h1Size(page);
    const column = () =>
      page.locator('article').evaluate((article) => {
        const box = article.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.width)];
      });
    const guideColumn = await column();

    await page.goto(API_OVERVIEW_PATH);
    await hydrated(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    // Without a sidebar, its content still keeps the column of the other pages: opening it moves nothing sideways.
    expect(await column(), 'the content column: left edge and width').toEqual(guideColumn);

    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Reference', 'REST API overview']);
    await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText('REST API overview');

    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.getByRole('link', {name: /Previous.*Track a list of containers/})).toHaveAttribute(
      'href',
      '/docs/api/tutorials/track-a-list-of-containers',
    );
    await expect(pager.getByRole('link', {name: /Next.*Shipments/})).toHaveAttribute(
      'href',
      '/docs/api/reference/shipments',
    );

    if (width === 1280) {
      await expect(page.locator('.navbar__item.navbar__link--active')).toHaveText('API');
    } else {
      // With no sidebar, the menu opens on the site's main menu.
      await page.locator('.navbar__toggle').click();
      const menu = page.getByRole('dialog', {name: 'Site navigation'});
      await expect(menu.getByRole('link', {name: 'API', exact: true})).toHaveClass(/menu__link--active/);
      await page.keyboard.press('Escape');
    }

    await expect(page.locator('.theme-doc-version-badge')).toHaveCount(1);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(/Next/);
    await expect(page.locator('.api-overview-title p')).toHaveText(`Version ${facts.version}`);
    await expect(page.locator('article h1')).toHaveCount(1);
    expect(await h1Size(page)).toBe(guideH1);
  });
}

test('the pages around the overview link back to it', async ({page}) => {
  for (const [route, name] of [
    ['/docs/api/tutorials/track-a-list-of-containers', /Next.*REST API overview/],
    ['/docs/api/reference/shipments', /Previous.*REST API overview/],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name})).toHaveAttribute(
      'href',
      API_OVERVIEW_PATH,
    );
  }
});
