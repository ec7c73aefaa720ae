// Keyboard journeys, at 1280 and 375 px: after each step, where focus is and that it is visible (support/focus.ts:
// :focus-visible with Chromium's ring, or an outline or box shadow of 3:1 against what is behind it). The mobile
// menu is a modal dialog (focus moves in, Tab stays in, Escape closes, focus returns); search opens with Ctrl+K and
// leads to a result; the calculator is filled with the keyboard alone, in the order its fields are read; "Try it"
// is reached right after the title, opened, filled and sent; closing the announcement bar keeps focus on the page;
// the not-found page offers search and a way back in.
import {expect, test, type Page} from './support/fixtures';
import {contrast} from './support/contrast';
import {expectFocusOn, expectVisibleFocus, focusState, tabTo} from './support/focus';
import {facts} from './support/site';

const WIDTHS = [1280, 375];

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

/** Whether the focused element sits inside a dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Whether the page's main content sits inside an inert element (out of reach of focus and clicks). */
const behindIsInert = (page: Page) => page.locator('main').evaluate((main) => main.closest('[inert]') !== null);

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('opens as a dialog that keeps focus, closes on Escape and returns focus', async ({page}) => {
    await page.goto('/docs/features/custom-fields');
    await hydrated(page);
    const toggle = page.locator('.navbar__toggle');
    await page.keyboard.press('Tab');
    await tabTo(page, toggle);
    await expectFocusOn(page, toggle);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', {name: 'Site navigation'});
    await expect(dialog).toBeVisible();
    await expectFocusOn(page, page.getByRole('button', {name: 'Close navigation bar'}));

    // Tab and Shift+Tab never leave the dialog, and every stop shows where focus is.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const now = await expectVisibleFocus(page);
      expect(await focusInDialog(page), `Tab ${i + 1} left the dialog for ${now.name}`).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectVisibleFocus(page);
      expect(await focusInDialog(page)).toBe(true);
    }
    // The page behind the menu cannot be reached.
    expect(await behindIsInert(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, toggle);
    expect(await behindIsInert(page)).toBe(false);
  });

  test('the close button is a 44 px target and returns focus too', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    const toggle = page.locator('.navbar__toggle');
    await page.keyboard.press('Tab');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', {name: 'Close navigation bar'});
    await expectFocusOn(page, close);
    const box = await close.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusOn(page, toggle);
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

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({viewport: {width, height: 800}});

    test('search: Ctrl+K, a query, the arrow keys, Enter opens the page, focus starts at its top', async ({page}) => {
      await page.goto('/docs/');
      await hydrated(page);
      const field = page.getByRole('combobox', {name: 'Search'});
      await page.keyboard.press('Control+k');
      await expectFocusOn(page, field);

      await page.keyboard.type('container', {delay: 20});
      const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
      await expect(options.nth(1)).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expectFocusOn(page, field);

      // The arrow keys move the active option; focus stays in the field (aria-activedescendant).
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options.nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await expectFocusOn(page, field);
      // The active option is marked by a bar of 3:1 against the list, and is scrolled into view.
      await expect(second).toBeInViewport();
      const [bar, list] = await second.evaluate((option) => [
        getComputedStyle(option).borderLeftColor,
        getComputedStyle(option.closest('[role=listbox]')!.parentElement!).backgroundColor,
      ]);
      expect(contrast(bar!, list!), `active option bar ${bar} on ${list}`).toBeGreaterThanOrEqual(3);

      const title = (await second.locator('span').first().textContent())!;
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?highlight=container/);
      await expect(page.locator('article h1')).toHaveText(title);
      // As after any link inside the site, Docusaurus resets focus to the top of the new page: the list is closed,
      // nothing in the navbar keeps focus, and the next Tab is the skip link, which leads into the page's content.
      await expect(page.getByRole('listbox', {name: 'Search results'})).toBeHidden();
      expect((await focusState(page)).tag).toBe('BODY');
      await page.keyboard.press('Tab');
      await expectFocusOn(page, page.getByRole('link', {name: 'Skip to main content'}));
      // The skip link focuses <main> and takes its tabindex away again (Docusaurus's programmaticFocus), so the
      // next Tab starts from there.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const inContent = await expectVisibleFocus(page);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), inContent.name).toBe(true);
    });

    test('the D&D calculator, filled with the keyboard alone, in reading order', async ({page}) => {
      await page.goto('/docs/tutorials/manage-demurrage-detention');
      await hydrated(page);
      const calculator = page.getByRole('form', {name: 'Demurrage and detention calculator'});
      const status = page.getByRole('status').filter({hasText: /^Total/});
      await expect(status).toHaveText('Total $1,300.00: demurrage $600.00, detention $700.00.');

      // Tab from the page's content to the calculator's first control, focus visible at every stop.
      await page.locator('main').focus();
      const first = calculator.getByRole('radio', {name: 'Returned empty: every date is known'});
      await tabTo(page, first, {max: 80});
      await expectFocusOn(page, first);

      // The controls in the order Tab reaches them: the box's status, the tariff, then demurrage and detention,
      // each from its date to its rates. A date input takes a stop per part (month, day, year) and its calendar
      // button, so each control is named once however many stops it takes.
      const order: string[] = [];
      for (let i = 0; i < 40 && order.length < 20; i += 1) {
        const {name} = await expectVisibleFocus(page);
        if (order.at(-1) !== name) order.push(name);
        await page.keyboard.press('Tab');
      }
      expect(order.slice(0, 20)).toEqual([
        'Returned empty: every date is known',
        'Tariff currency',
        'Clock-start date',
        'Full gate-out date',
        'Free days',
        'On the clock-start date',
        'Calendar days',
        'One rate for every day',
        'Tier 1 covers chargeable days 1 to',
        'Rate for days 1–4',
        'Rate from day 5 on',
        'Remove demurrage tier 2',
        'Add a demurrage tier',
        'Empty return date',
        'Free days',
        'On the day of gate-out',
        'Calendar days',
        'One rate for every day',
        'Tier 1 covers chargeable days 1 to',
        'Rate for days 1–4',
      ]);

      // Type new values: demurrage free days 5 and the detention's first rate 100 a day.
      const demurrageFreeDays = calculator.getByRole('group', {name: 'Demurrage', exact: true}).getByLabel('Free days');
      await tabTo(page, demurrageFreeDays, {back: true});
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('5');
      await expectFocusOn(page, demurrageFreeDays);
      const detentionRate = calculator
        .getByRole('group', {name: 'Detention', exact: true})
        .getByLabel('Rate for days 1–4');
      await tabTo(page, detentionRate);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('100');
      await expectFocusOn(page, detentionRate);

      // The result follows, and the short summary is announced once typing pauses.
      const result = page.getByRole('region', {name: 'Result', exact: true});
      await expect(result).toContainText('Total demurrage and detention $1,050.00');
      await expect(status).toHaveText('Total $1,050.00: demurrage $450.00, detention $600.00.');
      await expectFocusOn(page, detentionRate);
    });

    test('Try it: reached right after the title, opened, filled and sent, focus visible at every step', async ({
      page,
    }) => {
      const sandbox = facts.servers.find((server) => server.description.startsWith('Sandbox'))!.url;
      await page.route(`${sandbox}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*'},
          body: '{"object":"list","data":[],"has_more":false,"next_cursor":null}',
        }),
      );
      await page.goto('/docs/api/reference/shipment-list');
      await hydrated(page);
      await page.keyboard.press('Tab');
      await expectFocusOn(page, page.getByRole('link', {name: 'Skip to main content'}));
      await page.keyboard.press('Enter');

      // Try it is among the first stops of the content: after the breadcrumbs, before any parameter.
      const tryIt = page.getByRole('button', {name: 'Try it'});
      const stops = await tabTo(page, tryIt, {max: 10});
      expect(
        stops.length,
        `Tab stops from the start of the content to Try it: ${stops.map((s) => s.name)}`,
      ).toBeLessThan(10);
      await expectFocusOn(page, tryIt);

      // Enter opens the explorer and moves focus to its heading, never to <body>.
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByRole('heading', {name: 'Try it', level: 2}));

      // The sandbox is the server selected by default.
      const panel = page.locator('.openapi-right-panel__container');
      await expect(panel.getByRole('combobox', {name: 'Base URL'})).toHaveValue(sandbox);

      const token = page.getByLabel('Bearer Token');
      await tabTo(page, token);
      await page.keyboard.type('sk_test_keyboard');
      await expectFocusOn(page, token);

      const send = page.getByRole('button', {name: 'Send API Request'});
      await tabTo(page, send);
      await expectFocusOn(page, send);
      const sent = page.waitForRequest((request) => request.url().startsWith(sandbox) && request.method() === 'GET');
      await page.keyboard.press('Enter');
      expect(await (await sent).headerValue('authorization')).toBe('Bearer sk_test_keyboard');
      await expect(panel).toContainText('"has_more": false');
      // Focus stays on Send, so the reader can send again or Tab on to the response.
      await expectFocusOn(page, send);
    });

    test('closing the announcement bar with the keyboard keeps focus on the page', async ({page}) => {
      await page.goto('/docs/');
      await hydrated(page);
      const close = page.locator('.theme-announcement-bar button.close');
      await page.keyboard.press('Tab');
      await tabTo(page, close);
      await expectFocusOn(page, close);
      await page.keyboard.press('Enter');
      await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
      // Focus moves to the first control of the navbar below, where the bar was (the menu button on a phone).
      await expect(page.locator('.navbar :focus')).toHaveCount(1);
      await expectVisibleFocus(page);
    });
  });
}

test('the not-found page offers search and the main entry points', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  for (const name of ['Documentation home', 'Shipping lines coverage', 'API reference']) {
    await expect(page.getByRole('main').getByRole('link', {name})).toBeVisible();
  }
  const search = page.getByRole('searchbox', {name: 'Search the documentation'});
  await page.locator('main').focus();
  await tabTo(page, search);
  await page.keyboard.type('last free day');
  await expectFocusOn(page, search);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/search\?q=last\+free\+day/);
});
