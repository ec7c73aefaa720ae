// Screenshots for a review: for each finding of issue 20, the page and state where it shows, at the width and in the
// color mode where it shows (375 or 1280 px, light or dark; the menu open, search open with results, Try it open,
// the calculator filled, the not-found page). Viewport shots only (the first screen, or the screen scrolled to the
// element that matters), so a pair of builds' shots can be compared side by side. Run it once against the build of
// the commit before the fixes and once against the current build, each served by the project's serve command:
//   node scripts/serve.mjs --dir build --port 4324 &
//   node scripts/review/screenshots.mjs --base http://127.0.0.1:4324 --out review/issue-20/after
// It writes <finding>.png per shot and shots.json: each shot's finding, page, width, mode, and whether its state
// could be opened on that build (a state that does not exist there is shot as the page, and the note says why).
/* global window, document -- the functions passed to evaluate() run in the page */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';

const USAGE = 'Usage: node scripts/review/screenshots.mjs --base http://127.0.0.1:4324 --out review/issue-20/after';

let values;
try {
  ({values} = parseArgs({options: {base: {type: 'string'}, out: {type: 'string'}, only: {type: 'string'}}}));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (!values.base || !values.out || !/^https?:\/\/[^/]+$/.test(values.base)) {
  console.error(`--base (an origin such as http://127.0.0.1:4324, no path) and --out are required.\n${USAGE}`);
  process.exit(2);
}

const HEIGHT = {1280: 800, 375: 740};

/** Scrolls so that the first element matching `selector` sits `above` px below the top (under the navbar). */
async function scrollTo(page, selector, above = 72) {
  const target = page.locator(selector).first();
  await target.waitFor({state: 'attached', timeout: 5_000});
  await target.evaluate((el, offset) => {
    el.scrollIntoView({block: 'start'});
    window.scrollBy(0, -offset);
  }, above);
}

/** A table with what is just above it (its heading, or the cue of a table that scrolls sideways). */
const scrollToTable = (page, selector = 'article table') => scrollTo(page, selector, 150);

/** Presses keys so that the next programmatic focus shows as keyboard focus (:focus-visible). */
async function focusByKeyboard(page, selector) {
  const target = page.locator(selector).first();
  await target.waitFor({state: 'visible', timeout: 8_000});
  await page.keyboard.press('Shift');
  await target.focus();
  await target.evaluate((el) => el.scrollIntoView({block: 'center'}));
}

async function openSearch(page, query) {
  await page.keyboard.press('Control+k');
  const field = page.locator('.navbar input[type="search"], .navbar .navbar__search-input').first();
  if (!(await field.evaluate((el) => el === document.activeElement).catch(() => false))) await field.click();
  await page.keyboard.type(query, {delay: 40});
  await page.waitForTimeout(2_500);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(400);
}

async function openTryIt(page) {
  await page.getByRole('button', {name: 'Try it'}).first().click();
  const send = page.getByRole('button', {name: 'Send API Request'});
  await send.waitFor({state: 'visible', timeout: 10_000});
  return send;
}

/** Each finding of the issue, with the shot that shows it. */
const SHOTS = [
  {
    id: 'tables-authentication-375',
    finding: "Authentication's key and scope tables hide columns at 375 px",
    url: '/docs/api/authentication',
    width: 375,
    open: (page) => scrollToTable(page),
  },
  {
    id: 'tables-authentication-scopes-375',
    finding: "Authentication's scopes table hides the read and read_write columns at 375 px",
    url: '/docs/api/authentication',
    width: 375,
    open: (page) => scrollToTable(page, 'article table:has(th:has-text("Operation"))'),
  },
  {
    id: 'tables-custom-fields-375',
    finding: 'Custom fields\' table hides "In the API" and "Fix" at 375 px',
    url: '/docs/features/custom-fields',
    width: 375,
    open: (page) => scrollToTable(page),
  },
  {
    id: 'docs-home-375',
    finding: 'Lines on the docs home lose their last word at 375 px',
    url: '/docs/',
    width: 375,
  },
  {
    id: 'dd-term-table-375',
    finding: 'The D&D term table clips at 375 px',
    url: '/docs/tutorials/manage-demurrage-detention',
    width: 375,
    open: (page) => scrollToTable(page),
  },
  {
    id: 'carrier-table-1280',
    finding: 'The carrier table hides Notes in a 703 px box at 1280 px',
    url: '/docs/coverage/shipping-lines-coverage',
    width: 1280,
    open: (page) => scrollToTable(page),
  },
  {
    id: 'reference-parameters-375',
    finding: "A reference page's parameter table at 375 px (not keyboard-scrollable)",
    url: '/docs/api/reference/shipment-list',
    width: 375,
    open: (page) => scrollTo(page, 'article table, .openapi-params__list-item, details'),
  },
  {
    id: 'reference-1280',
    finding: 'Reference page: cramped right column, cut curl line, languages behind a sideways scroll',
    url: '/docs/api/reference/shipment-list',
    width: 1280,
  },
  {
    id: 'reference-375-dark',
    finding: 'Reference page at 375 px in dark mode (type voice, language row, samples)',
    url: '/docs/api/reference/shipment-list',
    width: 375,
    scheme: 'dark',
    open: (page) => scrollTo(page, '.openapi-right-panel__container, [class*="tabs"]'),
  },
  {
    id: 'reference-responses-1280',
    finding: 'The Responses tabs clip "503"',
    url: '/docs/api/reference/shipment-list',
    width: 1280,
    open: async (page) => {
      const responses = page.getByRole('heading', {name: 'Responses'}).first();
      await responses.waitFor({state: 'attached', timeout: 5_000});
      await responses.evaluate((el) => {
        el.scrollIntoView({block: 'start'});
        window.scrollBy(0, -72);
      });
    },
  },
  {
    id: 'try-it-open-1280',
    finding: '"Try it": repeated language row, red active tab, all-caps labels, token field without a border',
    url: '/docs/api/reference/shipment-list',
    width: 1280,
    open: async (page) => {
      const send = await openTryIt(page);
      await send.evaluate((el) => el.scrollIntoView({block: 'end'}));
    },
  },
  {
    id: 'try-it-send-focus-1280',
    finding: "The Send button's focus ring is white on white",
    url: '/docs/api/reference/shipment-list',
    width: 1280,
    open: async (page) => {
      await openTryIt(page);
      await focusByKeyboard(page, 'button:has-text("Send API Request")');
    },
  },
  {
    id: 'overview-1280',
    finding: 'API overview: no breadcrumbs, two stacked version badges, a smaller h1',
    url: '/docs/api/reference/berthline-tracking-api',
    width: 1280,
  },
  {
    id: 'overview-1280-dark',
    finding: '"Version: Next" is the brightest thing on a dark page',
    url: '/docs/api/reference/berthline-tracking-api',
    width: 1280,
    scheme: 'dark',
  },
  {
    id: 'search-results-1280-dark',
    finding: 'Search: the selected result in dark mode (1.92:1)',
    url: '/docs/',
    width: 1280,
    scheme: 'dark',
    open: (page) => openSearch(page, 'container'),
  },
  {
    id: 'search-results-1280',
    finding: 'Search: result paths in light mode (2.66:1), the navbar placeholder',
    url: '/docs/',
    width: 1280,
    open: (page) => openSearch(page, 'container'),
  },
  {
    id: 'search-results-375',
    finding: 'Search at 375 px: results read the same truncated path',
    url: '/docs/',
    width: 375,
    open: (page) => openSearch(page, 'list'),
  },
  {
    id: 'mobile-menu-375',
    finding: 'Mobile menu: 21 px close button, focus not moved in, no trap',
    url: '/docs/features/custom-fields',
    width: 375,
    open: async (page) => {
      await page.locator('.navbar__toggle').first().focus();
      await page.keyboard.press('Enter');
      await page.locator('.navbar-sidebar').first().waitFor({state: 'visible', timeout: 5_000});
      await page.waitForTimeout(400);
      await page.keyboard.press('Tab');
    },
  },
  {
    id: 'announcement-bar-closed-1280',
    finding: 'Closing the announcement bar by keyboard drops focus (the shot shows where focus is afterwards)',
    url: '/docs/',
    width: 1280,
    open: async (page) => {
      await focusByKeyboard(page, '.theme-announcement-bar button');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
    },
  },
  {
    id: 'coverage-filter-1280',
    finding: 'Form borders at 1.77:1: the coverage filter',
    url: '/docs/coverage/shipping-lines-coverage',
    width: 1280,
    open: (page) => scrollTo(page, 'article input'),
  },
  {
    id: 'calculator-filled-1280',
    finding: 'The calculator: field borders, and its result after typing',
    url: '/docs/tutorials/manage-demurrage-detention',
    width: 1280,
    open: async (page) => {
      const freeDays = page.getByLabel('Free days', {exact: true}).first();
      await freeDays.waitFor({state: 'visible', timeout: 10_000});
      await freeDays.evaluate((el) => {
        el.scrollIntoView({block: 'start'});
        window.scrollBy(0, -200);
      });
      await freeDays.fill('5');
      await page.waitForTimeout(1_000);
    },
  },
  {
    id: 'not-found-1280-dark',
    finding: 'The 404 page: stock text, no search, no way back in',
    url: '/docs/no-such-page',
    width: 1280,
    scheme: 'dark',
  },
  {
    id: 'footer-1280',
    finding: '"Integrations" sits under Community in the footer',
    url: '/docs/',
    width: 1280,
    open: (page) => scrollTo(page, 'footer'),
  },
  {
    id: 'breadcrumbs-1280',
    finding: 'Long breadcrumbs wrap because the page actions share their row',
    url: '/docs/api/tutorials/importing-shipments-via-file-upload',
    width: 1280,
  },
];

async function shoot(browser, shot) {
  const scheme = shot.scheme ?? 'light';
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: {width: shot.width, height: HEIGHT[shot.width]},
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // Both builds read the reader's choice from localStorage; set it too, in case a build ignores the system's.
  await context.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), scheme);
  const page = await context.newPage();
  const record = {id: shot.id, finding: shot.finding, url: shot.url, width: shot.width, scheme, opened: true};
  try {
    await page.goto(values.base + shot.url, {waitUntil: 'networkidle', timeout: 45_000});
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({state: 'attached', timeout: 10_000})
      .catch(() => undefined);
    await page.evaluate(() => document.fonts.ready);
    if (shot.open) await shot.open(page);
  } catch (error) {
    record.opened = false;
    record.note = String(error.message ?? error).split('\n')[0];
  }
  const file = `${shot.id}.png`;
  await page.screenshot({path: path.join(values.out, file), animations: 'disabled', caret: 'hide'});
  record.file = file;
  await context.close();
  console.log(`${file}${record.opened ? '' : `  (state not opened: ${record.note})`}`);
  return record;
}

await mkdir(values.out, {recursive: true});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--disable-gpu']});
const records = [];
try {
  for (const shot of SHOTS.filter((s) => !values.only || s.id.includes(values.only))) {
    records.push(await shoot(browser, shot));
  }
} finally {
  await browser.close();
}
await writeFile(path.join(values.out, 'shots.json'), `${JSON.stringify(records, null, 2)}\n`);
