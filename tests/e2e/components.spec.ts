// The interactive pieces of the documentation: the demurrage and detention calculator, the container number checker,
// the carrier coverage table, and the milestone table and timeline. Each is checked in the server-rendered HTML, used
// in the browser (the checker with the keyboard only; the calculator's one keyboard walk is in keyboard.spec.ts), at
// 375 px wide in light and dark mode, and after a client-side visit.
import {expect, test, type APIRequestContext, type Locator, type Page} from './support/fixtures';
import {carriers, type Carrier} from '../../src/data/carriers';
import {classifierLabels, exampleJourney, milestoneByCode, milestones} from '../../src/data/milestones';
import {features, planSummary} from '../../src/data/features';
import {brokenCells} from './support/line-breaks';
import {hydrated as reactHydrated} from './support/site';
import {settleInColorScheme} from './support/axe';

const CALCULATOR_ROUTE = '/docs/tutorials/manage-demurrage-detention';
const CHECKER_ROUTES = [
  '/docs/api/tutorials/track-a-list-of-containers',
  '/docs/tutorials/track-shipments-from-a-excel-file',
];
const CARRIERS_ROUTE = '/docs/coverage/shipping-lines-coverage';
const MILESTONES_ROUTE = '/docs/concepts/container-milestones';

// Date inputs take their segments in the order of the locale; the tests type month, day, year.
test.use({locale: 'en-US', timezoneId: 'UTC'});

/** The visible text of server-rendered HTML: tags become spaces, entities are decoded, whitespace collapses. */
function textOf(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      // React separates adjacent text nodes with empty comments; they are not gaps in the text.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
  );
}

async function staticHtml(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), `GET ${route}`).toBe(200);
  return response.text();
}

/** The app has hydrated and the lazily loaded pieces have arrived (their chunk loads after hydration starts). */
async function hydrated(page: Page): Promise<void> {
  await reactHydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Presses Tab until `target` has the focus (keyboard only: no clicks, no programmatic focus). */
async function tabTo(page: Page, target: Locator, maxPresses = 400): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Whether the focused element shows a focus indicator: a drawn outline or a box shadow, under :focus-visible. */
async function focusIndicator(target: Locator) {
  return target.evaluate((el) => {
    const style = window.getComputedStyle(el);
    return {
      focused: el === document.activeElement,
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      boxShadow: style.boxShadow !== 'none' && style.boxShadow !== '',
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Demurrage and detention calculator

const calculator = (page: Page) => page.getByRole('form', {name: 'Demurrage and detention calculator'});
const result = (page: Page) => page.getByRole('region', {name: 'Result', exact: true});
const phaseGroup = (page: Page, name: string) => calculator(page).getByRole('group', {name, exact: true});
const fact = (page: Page, term: string) => result(page).locator(`dt:text-is("${term}") + dd`);

/** Opens the result's two day-by-day lists. */
async function openDayByDay(page: Page): Promise<void> {
  for (const details of await result(page).locator('details').all()) {
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
  }
}

test.describe('demurrage and detention calculator', () => {
  test('the static HTML already shows the worked example’s result', async ({request}) => {
    const text = textOf(await staticHtml(request, CALCULATOR_ROUTE));
    expect(text).toContain('Last free day Thu 5 Mar 2026');
    expect(text).toContain('Return by Thu 12 Mar 2026');
    expect(text).toContain('Total demurrage and detention $1,300.00');
    // The polite status starts with the summary, so that its first change is the first thing announced.
    expect(text).toContain('Total $1,300.00: demurrage $600.00, detention $700.00.');
    expect(text).not.toContain('NaN');
  });

  test('free time can start the day after discharge: the last free day and the charges move one day', async ({
    page,
  }) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await phaseGroup(page, 'Demurrage').getByRole('radio', {name: 'On the day after the clock-start date'}).check();
    await expect(fact(page, 'Last free day')).toHaveText('Fri, Mar 6, 2026');
    await expect(fact(page, 'Free time').first()).toHaveText('4 calendar days from Tue, Mar 3, 2026');
    await expect(fact(page, 'Cost').first()).toHaveText('$450.00');
  });

  test('a flat rate needs one field, and any number of tiers can be added', async ({page}) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    const demurrage = phaseGroup(page, 'Demurrage');
    await demurrage.getByLabel('One rate for every day').check();
    await demurrage.getByLabel('Rate for every chargeable day').fill('100');
    await expect(fact(page, 'Cost').first()).toHaveText('$400.00');
    await expect(result(page).getByRole('list', {name: 'Demurrage cost by tier'})).toHaveText(
      'Every day at $100.00 a day: 4 days, $400.00',
    );

    // Back to tiers: the flat rate stays as tier 1's rate, the other bands are as they were. A new band takes the
    // focus (its first field, here its rate: the last band has no end).
    await demurrage.getByLabel('One rate for every day').uncheck();
    await demurrage.getByRole('button', {name: 'Add a demurrage tier'}).click();
    await expect(demurrage.getByLabel('Rate from day 9 on')).toBeFocused();
    // Tier 2 now ends after chargeable day 4 + 4; set it to end on day 2 and price three bands.
    await demurrage.getByLabel('Tier 1 covers chargeable days 1 to').fill('1');
    await demurrage.getByLabel('Tier 2 covers chargeable days 2 to').fill('2');
    await demurrage.getByLabel('Rate from day 3 on').fill('300');
    await expect(result(page).getByRole('list', {name: 'Demurrage cost by tier'}).getByRole('listitem')).toHaveText([
      'Day 1 at $100.00 a day: 1 day, $100.00',
      'Day 2 at $200.00 a day: 1 day, $200.00',
      'Day 3 onward at $300.00 a day: 2 days, $600.00',
    ]);
    await demurrage.getByRole('button', {name: 'Remove demurrage tier 3'}).click();
    // Tier 2 is the last band again, and has the focus: day 1 at 100 (the flat rate typed above), days 2 to 4 at 200.
    await expect(demurrage.getByLabel('Rate from day 2 on')).toBeFocused();
    await expect(fact(page, 'Cost').first()).toHaveText('$700.00');
  });

  test('the tariff currency is used for every amount', async ({page}) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await calculator(page).getByLabel('Tariff currency').fill('EUR');
    await expect(result(page)).toContainText('Total demurrage and detention €1,300.00');
    await expect(calculator(page).getByRole('group', {name: 'Daily rates (EUR)'})).toHaveCount(2);
  });

  test('a box still at the terminal: charges to date and the rate per day from today', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-03-08T15:00:00Z'));
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await calculator(page)
      .getByRole('radio', {name: /Still at the terminal/})
      .check();
    await expect(calculator(page).getByLabel('Full gate-out date')).toBeDisabled();
    await expect(fact(page, 'Today').first()).toHaveText('Sun, Mar 8, 2026');
    await expect(fact(page, 'Charges to date').first()).toHaveText('$450.00');
    await expect(fact(page, 'From today').first()).toHaveText('$150.00 more each day');
    await expect(result(page)).toContainText(
      'Not started: detention starts when the full container leaves the terminal.',
    );
    await expect(result(page)).toContainText('Total to date $450.00');

    // Picked up on the 9th, not returned by the 16th: detention to date.
    await page.clock.setFixedTime(new Date('2026-03-16T15:00:00Z'));
    await page.reload();
    await hydrated(page);
    await calculator(page)
      .getByRole('radio', {name: /Picked up, not returned yet/})
      .check();
    await expect(calculator(page).getByLabel('Empty return date')).toBeDisabled();
    await expect(fact(page, 'Charges to date')).toHaveText('$500.00');
    await expect(fact(page, 'From today')).toHaveText('$200.00 more each day');
    await expect(result(page)).toContainText('Total to date $1,100.00');
  });

  test('the day-by-day breakdown lists every day with its rate and running total', async ({page}) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await result(page).getByText('Demurrage day by day').click();
    const table = result(page).getByRole('table', {name: 'Demurrage: each day with its rate and the running total'});
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toHaveText(/Mon, Mar 2, 2026\s*Free\s*\$0\.00\s*\$0\.00/);
    await expect(rows.nth(4)).toHaveText(/Fri, Mar 6, 2026\s*Chargeable day 1\s*\$150\.00\s*\$150\.00/);
    await expect(rows.last()).toHaveText(/Mon, Mar 9, 2026\s*Chargeable day 4\s*\$150\.00\s*\$600\.00/);
  });

  test('on a wide screen the result sits beside the form and stays in view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    const formBox = await calculator(page).boundingBox();
    const resultBox = await result(page).boundingBox();
    expect(formBox && resultBox && resultBox.x >= formBox.x + formBox.width).toBe(true);
    // Scrolled down to the holidays, the total is still on screen.
    await calculator(page).getByLabel('Public holidays at the port').scrollIntoViewIfNeeded();
    await expect(result(page).getByText('Total demurrage and detention')).toBeInViewport();
  });

  test('at 1280 × 800 with both day-by-day lists open, the result panel fits the window and Tab stays on screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await openDayByDay(page);
    const panel = result(page).locator('xpath=..');
    const total = result(page).getByText('Total demurrage and detention');
    const navbar = (await page.locator('.navbar').boundingBox())!;
    // The panel is never taller than the window below the navbar; what does not fit scrolls inside it. Wherever the
    // page is scrolled along the form, its foot and the total are on screen.
    for (const control of ['Clock-start date', 'Empty return date', 'Public holidays at the port']) {
      await calculator(page).getByLabel(control, {exact: true}).scrollIntoViewIfNeeded();
      const box = (await panel.boundingBox())!;
      expect(box.height, `scrolled to ${control}`).toBeLessThanOrEqual(800 - navbar.height);
      expect(box.y + box.height, `scrolled to ${control}`).toBeLessThanOrEqual(800);
      await expect(total).toBeInViewport({ratio: 1});
    }
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    // Tab from reset into the panel: every stop there is on screen and nothing covers it (not the pinned total).
    const reset = page.getByRole('button', {name: 'Reset to the worked example'});
    await reset.focus();
    for (const name of ['Demurrage day by day', 'Detention day by day']) {
      await page.keyboard.press('Tab');
      const summary = result(page).locator('summary', {hasText: name});
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport({ratio: 1});
      expect(
        await summary.evaluate((el) => {
          const {left, top, width, height} = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(left + width / 2, top + height / 2));
        }),
        `${name} is covered`,
      ).toBe(true);
    }
    // The detention list scrolls into view inside the panel, down to its last day.
    await result(page).locator('table').last().locator('tbody tr').last().scrollIntoViewIfNeeded();
    await expect(result(page).locator('table').last().locator('tbody tr').last()).toBeInViewport();
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px the day-by-day tables never break inside an amount or a heading`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(CALCULATOR_ROUTE);
      await hydrated(page);
      await openDayByDay(page);
      const cells = result(page).locator('details table').locator('th, td');
      await expect(cells.first()).toBeVisible();
      // Amounts and column headings keep one line; a date keeps its line above its kind of day.
      expect(await brokenCells(cells, 'thead th, td')).toEqual([]);
      expect(await brokenCells(result(page).locator('details tbody th > span:first-child'), 'span')).toEqual([]);
      // The worked example's tables fit: no sideways scroll.
      await expect(result(page).getByRole('region', {name: /day by day/})).toHaveCount(0);

      // Rates of 25,000 a day: amounts of ten digits still read whole, in a labelled region that scrolls when the
      // table cannot fit.
      for (const label of ['Rate for days 1–4', 'Rate from day 5 on']) {
        await phaseGroup(page, 'Detention').getByLabel(label).fill('25000');
      }
      await expect(result(page)).toContainText('$125,000.00');
      expect(await brokenCells(cells, 'thead th, td')).toEqual([]);
    });
  }

  test('the line check fails on an amount broken inside', async ({page}) => {
    await page.goto(CALCULATOR_ROUTE);
    const planted = await page.evaluate(() => {
      const cell = document.createElement('div');
      cell.id = 'planted';
      cell.style.cssText = 'width: 3ch; overflow-wrap: anywhere';
      cell.textContent = 'Rate $1,300.00';
      document.body.append(cell);
      return cell.id;
    });
    expect(await brokenCells(page.locator(`#${planted}`))).toEqual([
      '"Rate $1,300.00" breaks in "Rate"',
      '"Rate $1,300.00" breaks in "$1,300.00"',
    ]);
    expect(await brokenCells(page.locator(`#${planted}`), 'div')).toHaveLength(1);
  });

  test('the inputs are kept in the address, and the address restores them', async ({page, context}) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await phaseGroup(page, 'Detention').getByRole('radio', {name: 'On the day after gate-out'}).check();
    await calculator(page).getByLabel('Tariff currency').fill('GBP');
    await expect(page).toHaveURL(/det_start=next-day/);
    await expect(page).toHaveURL(/currency=GBP/);
    const shared = page.url();
    await expect(result(page)).toContainText('Total demurrage and detention £1,100.00');

    const other = await context.newPage();
    await other.goto(shared);
    await hydrated(other);
    await expect(result(other)).toContainText('Total demurrage and detention £1,100.00');
    await expect(phaseGroup(other, 'Detention').getByRole('radio', {name: 'On the day after gate-out'})).toBeChecked();
    await other.getByRole('button', {name: 'Reset to the worked example'}).click();
    await expect(other).toHaveURL(new RegExp(`${CALCULATOR_ROUTE}$`));
  });

  test('a screen reader hears a short summary, not the whole result on every keystroke', async ({page}) => {
    // The page's timers run on Playwright's clock, paused once the page is ready: the test moves time itself.
    await page.clock.install();
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    // The result is no live region; one polite status holds a single sentence, in the static HTML too, so loading
    // the page announces nothing.
    await expect(result(page)).not.toHaveAttribute('aria-live');
    await expect(result(page).locator('[aria-live], [role="status"], [role="log"]')).toHaveCount(0);
    const status = result(page).locator('xpath=following-sibling::*[@role="status"]');
    await expect(status).toHaveText('Total $1,300.00: demurrage $600.00, detention $700.00.');
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    await page.clock.pauseAt(Date.now() + 2_000);

    // Keystrokes closer together than the pause: the result follows each one, the announcement waits.
    const freeDays = phaseGroup(page, 'Demurrage').getByLabel('Free days', {exact: true});
    await freeDays.fill('1');
    await expect(fact(page, 'Cost').first()).not.toHaveText('$600.00');
    await page.clock.runFor(400);
    await freeDays.fill('5');
    await expect(fact(page, 'Cost').first()).toHaveText('$450.00');
    await page.clock.runFor(400);
    await expect(status).toHaveText('Total $1,300.00: demurrage $600.00, detention $700.00.');

    // Once typing pauses: one sentence, no table, no list, none of the day-by-day figures.
    await page.clock.runFor(800);
    await expect(status).toHaveText('Total $1,150.00: demurrage $450.00, detention $700.00.');
    await expect(status.locator('table, dl, ul, ol, details')).toHaveCount(0);
    expect(await status.textContent()).not.toMatch(/Chargeable|Last free day|day by day/);

    // A problem is announced as a count, once, not as the result.
    await freeDays.fill('');
    await page.clock.runFor(800);
    await expect(status).toHaveText(/^\d+ (entry|entries) to check\.$/);
  });
});

test.describe('demurrage and detention calculator in another locale', () => {
  test.use({locale: 'de-DE'});

  test('dates follow the reader’s locale once the page has loaded', async ({page}) => {
    await page.goto(CALCULATOR_ROUTE);
    await hydrated(page);
    await expect(fact(page, 'Last free day')).toHaveText('Do., 5. März 2026');
    await expect(fact(page, 'Return by')).toHaveText('Do., 12. März 2026');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Container number checker

const numberField = (page: Page) => page.getByLabel('Container number', {exact: true});
const checkerForm = (page: Page) => page.locator('form').filter({has: numberField(page)});
const checkerOutput = (page: Page) => checkerForm(page).locator('xpath=following-sibling::*[@aria-live="polite"][1]');
const part = (page: Page, term: string) => checkerOutput(page).locator(`div:has(> dt:text-is("${term}")) > dd`);

/** Selects what the field holds and types a number over it, then presses Enter. */
async function checkNumber(page: Page, value: string): Promise<void> {
  await expect(numberField(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

for (const route of CHECKER_ROUTES) {
  test.describe(`container number checker on ${route}`, () => {
    test('the labelled form is in the static HTML', async ({request}) => {
      const html = await staticHtml(request, route);
      const label = /<label\b[^>]*\bfor="?([^"\s>]+)"?[^>]*>\s*Container number\s*<\/label>/.exec(html);
      expect(label, 'a <label> "Container number"').not.toBeNull();
      const id = label![1];
      expect(html).toMatch(new RegExp(`<input\\b[^>]*\\bid="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?[\\s>]`));
      expect(html).toMatch(
        /<form\b[^>]*>[\s\S]*Container number[\s\S]*<button\b[^>]*type="?submit"?[^>]*>\s*Check\s*</,
      );
      expect(textOf(html)).toContain('a 3-letter owner code, the category letter U, J or Z');
    });

    test('with the keyboard only: a valid number, a wrong check digit and a short entry', async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      await tabTo(page, numberField(page));

      await checkNumber(page, 'MSCU7512387');
      const output = checkerOutput(page);
      await expect(output).toContainText('MSCU7512387 is a valid container number.');
      await expect(part(page, 'Owner code')).toHaveText('MSC');
      await expect(part(page, 'Category')).toHaveText(/^U\s+freight container$/);
      await expect(part(page, 'Serial number')).toHaveText('751238');
      await expect(part(page, 'Check digit')).toHaveText('7');
      // Enter submits the form and keeps the focus in the field.
      await expect(numberField(page)).toBeFocused();

      await checkNumber(page, 'MSCU7512388');
      await expect(output).toContainText('MSCU7512388 is not a valid container number.');
      await expect(output).toContainText('The check digit should be 7, not 8.');
      await expect(output).toContainText('the number would be MSCU7512387');
      await expect(output.locator('dl')).toHaveCount(0);

      await checkNumber(page, 'ABC');
      await expect(output).toContainText('ABC is not a valid container number.');
      await expect(output).toContainText('A container number has 11 characters; this one has 3.');
    });
  });
}

test('the container number checker splits a pasted list at semicolons, commas, spaces and new lines', async ({
  page,
}) => {
  await page.goto(CHECKER_ROUTES[0]);
  await hydrated(page);
  await page.getByLabel('Check several numbers').check();
  // A row copied from a European Excel sheet, a comma list, and a number written with spaces as on the box.
  await page.getByLabel('Container numbers').fill('MSCU7512387;CSQU3054383\nMSCU7512388, ABC\nTGHU 612430 4');
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  // In list mode the form holds the text area instead of the single field.
  const output = page
    .locator('form')
    .filter({has: page.getByLabel('Container numbers')})
    .locator('xpath=following-sibling::*[@aria-live="polite"][1]');
  await expect(output).toContainText('3 of 5 numbers are valid.');
  const rows = output.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.locator('td:nth-child(2)')).toHaveText([
    'MSCU7512387',
    'CSQU3054383',
    'MSCU7512388',
    'ABC',
    'TGHU6124304',
  ]);
  await expect(rows.locator('td:first-child')).toHaveText(['1', '1', '2', '2', '3']);
});

// ---------------------------------------------------------------------------------------------------------------
// Carrier coverage table

// The tables by their captions: a table sits in a focusable region only while it is wider than the page
// (src/components/ScrollRegion).
const carrierRegion = (page: Page) => page.getByRole('table', {name: /^Ocean carriers Berthline tracks/});
const carrierRows = (page: Page) => carrierRegion(page).locator('tbody th[role="rowheader"]');
const carrierSearch = (page: Page) => page.getByLabel('Search by name, SCAC, bill of lading or container number');
const carrierCount = (page: Page) => page.getByRole('search', {name: 'Filter carriers'}).getByRole('status');

function carrierNames(list: readonly Carrier[]): string[] {
  return list.map((carrier) => carrier.name);
}

/** The names shown in the carrier rows (the group line under a name is not part of it). */
async function shownCarrierNames(page: Page): Promise<string[]> {
  return carrierRows(page).evaluateAll((cells) =>
    cells.map((cell) => cell.firstElementChild?.textContent?.trim() ?? ''),
  );
}

test.describe('carrier coverage table', () => {
  test('every carrier of the data module is in the static HTML', async ({request}) => {
    const html = await staticHtml(request, CARRIERS_ROUTE);
    const text = textOf(html);
    const missing = carriers.filter((carrier) => !text.includes(carrier.name) || !text.includes(carrier.scac));
    expect(missing.map((carrier) => carrier.name)).toEqual([]);
    expect(html.match(/role="?rowheader"?/g)?.length).toBe(carriers.length);
    expect(text).toContain(`Ocean carriers Berthline tracks (${carriers.length})`);
  });

  test('search narrows the rows and the count follows; a nonsense query says so', async ({page}) => {
    await page.goto(CARRIERS_ROUTE);
    await hydrated(page);
    await expect(carrierCount(page)).toHaveText(`${carriers.length} of ${carriers.length} carriers`);
    expect(await shownCarrierNames(page)).toEqual(carrierNames(carriers));

    const search = carrierSearch(page);
    await search.fill('MSCU');
    await expect(carrierCount(page)).toHaveText(`1 of ${carriers.length} carriers`);
    await expect(carrierRows(page)).toHaveCount(1);
    expect(await shownCarrierNames(page)).toEqual(['MSC (Mediterranean Shipping Company)']);

    // The bill of lading prefix finds its carrier too, and the row says why it matched.
    await search.fill('medu');
    expect(await shownCarrierNames(page)).toEqual(['MSC (Mediterranean Shipping Company)']);
    await expect(carrierRows(page)).toContainText('matched bill of lading prefix MEDU');

    await search.fill('no-such-shipping-line');
    await expect(carrierCount(page)).toHaveText(`0 of ${carriers.length} carriers`);
    await expect(carrierRows(page)).toHaveCount(0);
    const empty = carrierRegion(page).getByRole('row').filter({hasText: 'No carrier matches'});
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('“no-such-shipping-line”');
    await empty.getByRole('button', {name: 'Clear filters'}).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(carrierRows(page)).toHaveCount(carriers.length);
  });

  test('a legacy SCAC, a container prefix and a whole container number find their carrier and say why', async ({
    page,
  }) => {
    await page.goto(CARRIERS_ROUTE);
    await hydrated(page);
    const search = carrierSearch(page);
    const cases = [
      {query: 'NYKS', name: 'ONE (Ocean Network Express)', reason: 'matched legacy SCAC NYKS of NYK Line'},
      {query: 'MSKU', name: 'Maersk', reason: 'matched box owner code MSKU'},
      {query: 'MSKU9070323', name: 'Maersk', reason: 'container number: box owner code MSKU'},
      {query: 'SEJJ', name: 'Sealand', reason: 'matched alternate SCAC SEJJ'},
      {query: 'Hamburg Sud', name: 'Hamburg Süd', reason: ''},
    ];
    for (const {query, name, reason} of cases) {
      await search.fill(query);
      await expect(carrierCount(page)).toHaveText(`1 of ${carriers.length} carriers`);
      expect(await shownCarrierNames(page)).toEqual([name]);
      if (reason) await expect(carrierRows(page).first()).toContainText(reason);
    }
    // A name match needs no explanation.
    await search.fill('maersk');
    await expect(carrierRows(page).first()).not.toContainText('matched');
  });

  test('typing a number says what it is: a wrong check digit, a leased box, a number without a carrier code', async ({
    page,
  }) => {
    await page.goto(CARRIERS_ROUTE);
    await hydrated(page);
    const search = carrierSearch(page);
    const notes = page.locator('[aria-live="polite"]').filter({has: page.locator('p')});
    const requestLink = carrierRegion(page).getByRole('link', {name: 'ask us to add the carrier'});

    // A container number with a wrong check digit: the owner is still read, and a warning says what to check.
    await search.fill('MSCU7512388');
    expect(await shownCarrierNames(page)).toEqual(['MSC (Mediterranean Shipping Company)']);
    await expect(carrierRows(page).first()).toContainText('container number: box owner code MSCU');
    await expect(carrierRows(page).first()).not.toContainText('SCAC');
    await expect(notes).toContainText('Wrong check digit: MSCU7512388: The check digit should be 7, not 8.');

    // A leased box: no carrier row, no request for a new carrier, the reason above the table.
    await search.fill('TGHU6124304');
    await expect(carrierRows(page)).toHaveCount(0);
    await expect(notes).toContainText('Leased box: TGHU is the owner code of Textainer, a container leasing company.');
    await expect(notes).not.toContainText('check digit');
    await expect(requestLink).toHaveCount(0);
    await expect(carrierRegion(page)).toContainText('the note above the table says why');

    // Maersk's nine digits: no carrier code, and the carriers that print numbers of that length.
    await search.fill('264019385');
    expect(await shownCarrierNames(page)).toEqual(['Maersk']);
    await expect(notes).toContainText('No carrier code: 264019385 is digits only');
    await expect(requestLink).toHaveCount(0);

    // A carrier with no successor.
    await search.fill('HJSC');
    await expect(carrierRows(page)).toHaveCount(0);
    await expect(notes).toContainText('No successor: HJSC was the SCAC of Hanjin Shipping.');
    await expect(requestLink).toHaveCount(0);

    // Only something that may be a carrier gets the request link.
    await search.fill('QQQQ');
    await expect(requestLink).toBeVisible();
    await expect(notes).toHaveCount(0);
  });

  test('the identifier filter narrows the rows to the carriers trackable by that identifier', async ({page}) => {
    await page.goto(CARRIERS_ROUTE);
    await hydrated(page);
    const by = page.getByLabel('Trackable by');
    const fullOnly = page.getByLabel(/Full support only/);
    const cases: {label: string; key: keyof Carrier['trackBy']}[] = [
      {label: 'Container number', key: 'container'},
      {label: 'Bill of lading', key: 'billOfLading'},
      {label: 'Booking number', key: 'booking'},
    ];
    let narrowed = false;
    for (const {label, key} of cases) {
      await by.selectOption({label});
      await fullOnly.setChecked(false);
      const trackable = carriers.filter((carrier) => carrier.trackBy[key] !== 'no');
      await expect(carrierCount(page)).toHaveText(`${trackable.length} of ${carriers.length} carriers`);
      expect(await shownCarrierNames(page)).toEqual(carrierNames(trackable));

      await fullOnly.setChecked(true);
      const full = carriers.filter((carrier) => carrier.trackBy[key] === 'yes');
      await expect(carrierCount(page)).toHaveText(`${full.length} of ${carriers.length} carriers`);
      expect(await shownCarrierNames(page)).toEqual(carrierNames(full));
      if (full.length < carriers.length) narrowed = true;
    }
    // The data has carriers with partial support, so the filter really removes rows.
    expect(narrowed).toBe(true);
    // Back to any identifier with every level: all carriers again.
    await by.selectOption({label: 'Any identifier'});
    const everywhere = carriers.filter((carrier) => Object.values(carrier.trackBy).every((level) => level === 'yes'));
    await expect(carrierCount(page)).toHaveText(`${everywhere.length} of ${carriers.length} carriers`);
    expect(await shownCarrierNames(page)).toEqual(carrierNames(everywhere));
    await fullOnly.setChecked(false);
    await expect(carrierRows(page)).toHaveCount(carriers.length);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Milestone table and timeline

const milestoneRegion = (page: Page) =>
  page.getByRole('table', {name: 'Berthline container milestones, in journey order', exact: true});
const timeline = (page: Page) =>
  page.locator('figure').filter({has: page.locator('figcaption', {hasText: 'MSCU7512387'})});
/** The timeline's milestones: the list items that hold no list of their own. */
const timelineSteps = (page: Page) => timeline(page).locator('li:not(:has(li))');

test.describe('milestone table and timeline', () => {
  test('the table lists every milestone code in journey order, in the static HTML too', async ({page, request}) => {
    const text = textOf(await staticHtml(request, MILESTONES_ROUTE));
    for (const milestone of milestones) expect(text).toContain(milestone.code);

    await page.goto(MILESTONES_ROUTE);
    await hydrated(page);
    const codes = await milestoneRegion(page).locator('tbody tr td:first-child code').allTextContents();
    expect(codes).toEqual(milestones.map((milestone) => milestone.code));
    for (const milestone of milestones) {
      await expect(milestoneRegion(page).locator(`#milestone-${milestone.code} th`)).toContainText(milestone.label);
    }
  });

  test('the timeline shows the example journey in order with its classifier badges', async ({page}) => {
    await page.goto(MILESTONES_ROUTE);
    await hydrated(page);
    await expect(timeline(page)).toBeVisible();
    await expect(timelineSteps(page)).toHaveCount(exampleJourney.length);
    const shown = await timelineSteps(page).evaluateAll((items) =>
      items.map((li) => ({
        code: li.querySelector('code')?.textContent?.trim(),
        title: li.querySelector('p')?.textContent?.replace(/\s+/g, ' ').trim(),
        badge: li.querySelector('p > span:last-child')?.textContent?.trim(),
        at: li.querySelector('time')?.getAttribute('datetime'),
      })),
    );
    expect(shown).toEqual(
      exampleJourney.map((step) => ({
        code: step.code,
        title: `${milestoneByCode(step.code)?.label} ${classifierLabels[step.classifier]}`,
        badge: classifierLabels[step.classifier],
        at: step.at,
      })),
    );
    // The steps sit in an ordered list, and the classifiers used cover actual, estimated and planned.
    expect(
      await timeline(page)
        .locator('ol')
        .first()
        .evaluate((el) => el.tagName),
    ).toBe('OL');
    expect(new Set(exampleJourney.map((step) => step.classifier))).toEqual(new Set(['actual', 'estimated', 'planned']));
  });
});

test.describe('feature boxes', () => {
  // The "Roles" line of the "Who can use it" box is rendered from the role matrix (src/data/features.ts access lines);
  // a reader sees the same words on every feature page, with portal Customers named with the plans of the portal.
  for (const slug of ['auto-archive', 'shipment-notifications', 'customer-portal']) {
    test(`${slug}: the Roles and Plans lines come from the role matrix and the plans`, async ({page}) => {
      const feature = features.find((candidate) => candidate.slug === slug)!;
      await page.goto(`/docs/features/${slug}`);
      await hydrated(page);
      const box = page.getByRole('complementary', {name: 'Who can use it'});
      await expect(box).toBeVisible();
      await expect(box.locator('dt', {hasText: 'Roles'}).locator('xpath=following-sibling::dd[1]')).toHaveText(
        feature.roles,
      );
      const plans = box.locator('dt', {hasText: 'Plans'}).locator('xpath=following-sibling::dd[1]');
      await expect(plans).toContainText(planSummary(feature));
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// 375 px wide, light and dark: no sideways page scroll, the piece is visible, keyboard focus is visible

interface Piece {
  name: string;
  route: string;
  /** The piece as a whole. */
  piece: (page: Page) => Locator;
  /** Its first control that takes keyboard focus; none for a piece that only shows information. */
  firstControl?: (page: Page) => Locator;
}

const PIECES: Piece[] = [
  {
    name: 'demurrage calculator',
    route: CALCULATOR_ROUTE,
    piece: calculator,
    firstControl: (page) => calculator(page).getByLabel('Clock-start date', {exact: true}),
  },
  ...CHECKER_ROUTES.map((route): Piece => ({
    name: `container number checker (${route})`,
    route,
    piece: checkerForm,
    firstControl: numberField,
  })),
  {
    name: 'carrier table',
    route: CARRIERS_ROUTE,
    piece: (page) => page.getByRole('search', {name: 'Filter carriers'}),
    firstControl: (page) => carrierSearch(page),
  },
  // The milestone table and the timeline have no control of their own, and at 375 px the table's rows turn into
  // cards that fit, so it is no scroll region and no Tab stop either.
  {name: 'milestone table', route: MILESTONES_ROUTE, piece: milestoneRegion},
  {name: 'milestone timeline', route: MILESTONES_ROUTE, piece: timeline},
];

// At 375 px each piece fits the screen (the crawl checks every page's fit at this width) and its first control shows
// its focus in light and in dark mode, on one load (the site follows the system's color scheme).
test.describe('at 375 px', () => {
  test.use({colorScheme: 'light', viewport: {width: 375, height: 740}});
  for (const {name, route, piece, firstControl} of PIECES) {
    test(`${name}: inside the screen, focus visible in light and dark mode`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      await expect(piece(page)).toBeVisible();
      const box = await piece(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);

      if (!firstControl) {
        await expect(piece(page).locator('xpath=ancestor-or-self::*[@role="region"]')).toHaveCount(0);
        return;
      }
      const control = firstControl(page);
      await tabTo(page, control);
      for (const colorScheme of ['light', 'dark'] as const) {
        await settleInColorScheme(page, colorScheme);
        const indicator = await focusIndicator(control);
        await expect(control).toBeInViewport();
        expect(indicator.focused, colorScheme).toBe(true);
        expect(indicator.focusVisible, colorScheme).toBe(true);
        expect(indicator.outline || indicator.boxShadow, `${colorScheme}: ${JSON.stringify(indicator)}`).toBe(true);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// A client-side visit: from the overview page, follow a link; the piece loads and works

/** Follows the overview page's link to `route` inside the app (no full page load). */
async function visitFromOverview(page: Page, route: string): Promise<void> {
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  await page.locator(`article a[href="${route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
}

test.describe('after a client-side visit', () => {
  test('the demurrage calculator shows the worked example and recalculates', async ({page}) => {
    await visitFromOverview(page, CALCULATOR_ROUTE);
    await expect(result(page)).toContainText('$1,300.00');
    await calculator(page)
      .getByRole('group', {name: 'Demurrage', exact: true})
      .getByLabel('Free days', {exact: true})
      .fill('5');
    await expect(fact(page, 'Last free day')).toHaveText('Fri, Mar 6, 2026');
    await expect(result(page)).toContainText('$1,150.00');
  });

  for (const route of CHECKER_ROUTES) {
    test(`the container number checker on ${route} checks a number`, async ({page}) => {
      await visitFromOverview(page, route);
      await numberField(page).fill('MSCU7512388');
      await page.getByRole('button', {name: 'Check', exact: true}).click();
      await expect(checkerOutput(page)).toContainText('The check digit should be 7, not 8.');
    });
  }

  test('the carrier table filters', async ({page}) => {
    await visitFromOverview(page, CARRIERS_ROUTE);
    await carrierSearch(page).fill('MSCU');
    await expect(carrierCount(page)).toHaveText(`1 of ${carriers.length} carriers`);
    expect(await shownCarrierNames(page)).toEqual(['MSC (Mediterranean Shipping Company)']);
  });

  test('the milestone table and timeline render', async ({page}) => {
    await visitFromOverview(page, MILESTONES_ROUTE);
    await expect(milestoneRegion(page).locator('tbody tr')).toHaveCount(milestones.length);
    await expect(timelineSteps(page)).toHaveCount(exampleJourney.length);
  });
});
