// Keyboard journeys: after each step, where focus is and that it is visible. The mobile menu is a modal dialog
// (focus moves in, Tab stays in, Escape closes, focus returns), closing the announcement bar keeps focus on the page,
// and the not-found page offers search and a way back in.
import {expect, test, type Page} from '@playwright/test';

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

/** The focused element's accessible description, and whether it shows a focus indicator. */
async function focused(page: Page): Promise<{name: string; inDialog: boolean; visible: boolean}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return {name: '<body>', inDialog: false, visible: false};
    const style = getComputedStyle(el);
    const indicator =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? el.tagName,
      inDialog: Boolean(el.closest('[role="dialog"]')),
      visible: el.matches(':focus-visible') && indicator,
    };
  });
}

/** Whether the page's main content sits inside an inert element (out of reach of focus and clicks). */
const behindIsInert = (page: Page) => page.locator('main').evaluate((main) => main.closest('[inert]') !== null);

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('opens as a dialog that keeps focus, closes on Escape and returns focus', async ({page}) => {
    await page.goto('/docs/features/custom-fields');
    await hydrated(page);
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', {name: 'Site navigation'});
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
    expect((await focused(page)).visible).toBe(true);

    // Tab and Shift+Tab never leave the dialog, and every stop shows where focus is.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog, `Tab ${i + 1} left the dialog for ${now.name}`).toBe(true);
      expect(now.visible, `no visible focus on ${now.name}`).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    // The page behind the menu cannot be reached.
    expect(await behindIsInert(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await behindIsInert(page)).toBe(false);
  });

  test('the close button is a 44 px target and returns focus too', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await page.locator('.navbar__toggle').click();
    const close = page.getByRole('button', {name: 'Close navigation bar'});
    const box = await close.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.navbar__toggle')).toBeFocused();
  });

  test('a link in the menu opens its page and the menu closes', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await page.locator('.navbar__toggle').click();
    // On a docs page the menu opens on the page's sidebar; the site's main menu is one step back.
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await page.getByRole('dialog').getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await behindIsInert(page)).toBe(false);
  });
});

test('closing the announcement bar with the keyboard keeps focus on the page', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const close = page.locator('.theme-announcement-bar button.close');
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  const now = await focused(page);
  expect(now.name).not.toBe('<body>');
  await expect(page.locator('.navbar :focus')).toHaveCount(1);
});

test('the not-found page offers search and the main entry points', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  for (const name of ['Documentation home', 'Shipping lines coverage', 'API reference']) {
    await expect(page.getByRole('main').getByRole('link', {name})).toBeVisible();
  }
  await page.getByLabel('Search the documentation').fill('last free day');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/search\?q=last\+free\+day/);
});
