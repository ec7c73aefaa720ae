// Keyboard journeys, at 1280 and 375 px: after each step, where focus is and that it is visible (support/focus.ts:
// :focus-visible with Chromium's ring, or an outline or box shadow of 3:1 against what is behind it). The mobile
// menu is a modal dialog (focus moves in, Tab stays in, Escape closes, focus returns); search opens with Ctrl+K and
// leads to a result; the calculator is walked with the keyboard alone, in the order its fields are read; "Try it"
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

    test.describe('the D&D calculator', () => {
      // Date inputs take their segments in the order of the locale; the walk types month, day, year.
      test.use({locale: 'en-US', timezoneId: 'UTC'});

      test('by keyboard alone: reading order, working days, tiers added and removed, a holiday, a bad date shown by its field and linked from the summary, reset', async ({
        page,
      }) => {
        // About 150 keystrokes, each followed by a check of where focus is and that it shows: some 20 s on a quiet
        // machine, more than the default minute on a loaded one.
        test.setTimeout(120_000);
        await page.goto('/docs/tutorials/manage-demurrage-detention');
        await hydrated(page);
        const calculator = page.getByRole('form', {name: 'Demurrage and detention calculator'});
        const demurrage = calculator.getByRole('group', {name: 'Demurrage', exact: true});
        const result = page.getByRole('region', {name: 'Result', exact: true});
        const fact = (term: string) => result.locator(`dt:text-is("${term}") + dd`);
        const status = page.getByRole('status').filter({hasText: /^Total/});
        await expect(status).toHaveText('Total $1,300.00: demurrage $600.00, detention $700.00.');
        // Remember whether "NaN" ever shows in the calculator, even for a moment while a date is half typed.
        await calculator.evaluate((form) => {
          const root = form.parentElement!;
          const w = window as unknown as {__nan: string[]};
          w.__nan = [];
          const check = () => {
            if (root.textContent?.includes('NaN')) w.__nan.push(root.textContent);
          };
          new MutationObserver(check).observe(root, {childList: true, subtree: true, characterData: true});
        });

        // Tab from the page's content to the calculator's first control, focus visible at every stop.
        await page.locator('main').focus();
        const first = calculator.getByRole('radio', {name: 'Returned empty: every date is known'});
        await tabTo(page, first, {max: 80});
        await expectFocusOn(page, first);

        // Every control in the order Tab reaches it: the box's status, the tariff, demurrage and detention each from
        // its date to its rates, the holidays, reset, then the result's day-by-day lists. A date input takes a stop per
        // part (month, day, year) and its calendar button, so each control is named once however many stops it takes.
        const order: string[] = [];
        for (let i = 0; i < 80; i += 1) {
          const {name} = await expectVisibleFocus(page);
          if (order.at(-1) !== name) order.push(name);
          if (name === 'Detention day by day') break;
          await page.keyboard.press('Tab');
        }
        const phaseOrder = (phase: string, onTheDay: string) => [
          'Free days',
          onTheDay,
          'Calendar days',
          'One rate for every day',
          'Tier 1 covers chargeable days 1 to',
          'Rate for days 1–4',
          'Rate from day 5 on',
          `Remove ${phase} tier 2`,
          `Add a ${phase} tier`,
        ];
        expect(order).toEqual([
          'Returned empty: every date is known',
          'Tariff currency',
          'Clock-start date',
          'Full gate-out date',
          ...phaseOrder('demurrage', 'On the clock-start date'),
          'Empty return date',
          ...phaseOrder('detention', 'On the day of gate-out'),
          'Public holidays at the port',
          'Reset to the worked example',
          'Demurrage day by day',
          'Detention day by day',
        ]);

        // Back to the clock-start date (entered from the field before it, so at its first part): 5 March.
        const discharge = calculator.getByLabel('Clock-start date', {exact: true});
        await tabTo(page, calculator.getByLabel('Tariff currency'), {back: true});
        await page.keyboard.press('Tab');
        await expectFocusOn(page, discharge);
        await page.keyboard.type('03052026');
        await expect(discharge).toHaveValue('2026-03-05');

        // Working days, with the arrow keys inside the radio group.
        const calendarDays = demurrage.getByRole('radio', {name: 'Calendar days'});
        const workingDays = demurrage.getByRole('radio', {name: /Working days/});
        await tabTo(page, calendarDays);
        await page.keyboard.press('ArrowDown');
        await expect(workingDays).toBeChecked();
        await expectFocusOn(page, workingDays);
        await expect(fact('Last free day')).toHaveText('Tue, Mar 10, 2026');
        await expect(fact('Free time').first()).toHaveText('4 working days from Thu, Mar 5, 2026');

        // Adding a tier moves focus to the new tier's first field; removing one moves it to the tier that takes its
        // place, never to the page's body or a button that scrolled away.
        await tabTo(page, demurrage.getByRole('button', {name: 'Add a demurrage tier'}));
        await page.keyboard.press('Enter');
        const newTier = demurrage.getByLabel('Rate from day 9 on');
        await expectFocusOn(page, newTier);
        await expect(newTier).toHaveValue('200');
        await expect(newTier).toBeInViewport();
        await tabTo(page, demurrage.getByRole('button', {name: 'Remove demurrage tier 2'}), {back: true});
        await page.keyboard.press('Enter');
        const lastTier = demurrage.getByLabel('Rate from day 5 on');
        await expectFocusOn(page, lastTier);
        await expect(lastTier).toHaveValue('200');
        await expect(demurrage.getByRole('button', {name: /^Remove demurrage tier/})).toHaveText([
          'Remove demurrage tier 2',
        ]);

        // A holiday on Monday 9 March moves the last free day to Wednesday 11 March.
        const holidays = calculator.getByLabel('Public holidays at the port');
        await tabTo(page, holidays);
        await page.keyboard.type('2026-03-09');
        await expect(fact('Last free day')).toHaveText('Wed, Mar 11, 2026');

        // An empty return date before the full gate-out date (Mon 9 Mar): no result, no NaN, and the message right
        // below the field, in view with it, at every width.
        const emptyReturn = calculator.getByLabel('Empty return date');
        await tabTo(page, emptyReturn, {back: true});
        // Shift+Tab enters a date input at its last part: step out backwards, then Tab in at the month.
        for (let i = 0; i < 5 && (await emptyReturn.evaluate((el) => el === document.activeElement)); i += 1) {
          await page.keyboard.press('Shift+Tab');
        }
        await page.keyboard.press('Tab');
        await expectFocusOn(page, emptyReturn);
        await page.keyboard.type('03082026');
        await expect(emptyReturn).toHaveValue('2026-03-08');
        const problem = 'The empty return date is before the gate-out date.';
        const message = calculator.getByText(problem);
        await expect(emptyReturn).toHaveAttribute('aria-invalid', 'true');
        const messageId = (await message.getAttribute('id'))!;
        expect((await emptyReturn.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
        await expect(message).toBeInViewport();
        const field = (await emptyReturn.boundingBox())!;
        const below = (await message.boundingBox())!;
        expect(below.y - (field.y + field.height), 'the message sits right below its field').toBeGreaterThanOrEqual(0);
        expect(below.y - (field.y + field.height), 'the message sits right below its field').toBeLessThan(16);
        await expect(result).toContainText('Fix the problem listed above to see the charges.');
        await expect(result.locator('dl')).toHaveCount(0);

        // The summary beside the result lists it as a link that takes focus back to the field.
        const summary = page.getByRole('alert').filter({hasText: 'Check these entries'});
        const link = summary.getByRole('link', {name: problem});
        await tabTo(page, link);
        await page.keyboard.press('Enter');
        await expectFocusOn(page, emptyReturn);
        await expect(emptyReturn).toBeInViewport();
        await expect(message).toBeInViewport();

        // Reset restores the worked example; focus stays on the button.
        const reset = calculator.getByRole('button', {name: 'Reset to the worked example'});
        await tabTo(page, reset);
        await page.keyboard.press('Enter');
        await expectFocusOn(page, reset);
        await expect(result).toContainText('Total demurrage and detention $1,300.00');
        await expect(fact('Last free day')).toHaveText('Thu, Mar 5, 2026');
        await expect(discharge).toHaveValue('2026-03-02');
        await expect(emptyReturn).toHaveValue('2026-03-17');
        await expect(holidays).toHaveValue('');
        await expect(calendarDays).toBeChecked();
        await expect(summary).toHaveCount(0);
        await expect(status).toHaveText('Total $1,300.00: demurrage $600.00, detention $700.00.');
        expect(await page.evaluate(() => (window as unknown as {__nan: string[]}).__nan)).toEqual([]);
      });
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
      const tryItHeading = page.getByRole('heading', {name: 'Try it', level: 2});
      await expectFocusOn(page, tryItHeading);
      // Its focus ring shows whole: no box that clips its content cuts the outline (the panel's scroll box did).
      const clipped = await tryItHeading.evaluate((heading) => {
        const style = getComputedStyle(heading);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = heading.getBoundingClientRect();
        for (let p = heading.parentElement; p; p = p.parentElement) {
          const overflow = getComputedStyle(p);
          if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
          const clip = p.getBoundingClientRect();
          if (box.left - ring < clip.left || box.right + ring > clip.right || box.top - ring < clip.top) {
            return p.className;
          }
        }
        return '';
      });
      expect(clipped, 'the box that cuts the focus ring of the Try it heading').toBe('');

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

test.describe('a short window, 1280 by 600', () => {
  test.use({viewport: {width: 1280, height: 600}});

  test('every control of the calculator is fully in view, clear of the sticky navbar, when focus reaches it either way', async ({
    page,
  }) => {
    await page.goto('/docs/tutorials/manage-demurrage-detention');
    await hydrated(page);
    const calculator = page.getByRole('form', {name: 'Demurrage and detention calculator'});
    await calculator.locator('input, select, button').first().focus();
    const hidden: string[] = [];
    const check = async (key: string) => {
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
          if (!element || !element.closest('[data-md^="Work out demurrage"]')) return undefined;
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? (element.id || element.tagName);
          return {name, top: box.top, bottom: box.bottom, navbarBottom: navbar.bottom, height: innerHeight};
        });
        if (!where) return;
        if (where.top < where.navbarBottom || where.bottom > where.height)
          hidden.push(`${key} → ${JSON.stringify(where)}`);
      }
    };
    await check('Tab');
    await check('Shift+Tab');
    expect(hidden).toEqual([]);
  });
});

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
