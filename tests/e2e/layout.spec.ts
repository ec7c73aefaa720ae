// Every sitemap page fits at a desktop and at a phone width: nothing is cut off, the page never scrolls sideways,
// and a box that scrolls sideways (a wide table, a code block) can be reached with the keyboard and has a label.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {findOverflows} from './support/overflow';
import {BUILD_DIR} from './support/site';

const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

for (const width of [1280, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({viewport: {width, height: 900}});
    for (const url of urls) {
      test(`${url} fits`, async ({page}) => {
        await page.goto(url, {waitUntil: 'networkidle'});
        // Wide boxes become scroll regions once the page has hydrated (src/components/ScrollRegion).
        await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
        const overflows = await findOverflows(page);
        expect(overflows.map((o) => `${o.problem} (${o.by} px): ${o.element}`)).toEqual([]);
      });
    }
  });
}

test('the check fails on a column pushed out of its box', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/');
  await page.evaluate(() => {
    const cut = document.createElement('div');
    cut.style.cssText = 'overflow:hidden;width:200px';
    cut.innerHTML = '<div style="width:400px">A wide column</div>';
    const scroller = document.createElement('div');
    scroller.style.cssText = 'overflow-x:auto;width:200px';
    scroller.innerHTML = '<div style="width:400px">Scrolls, but no keyboard can reach it</div>';
    const wide = document.createElement('p');
    wide.style.cssText = 'width:600px';
    wide.textContent = 'Wider than the phone';
    document.querySelector('article')?.append(cut, scroller, wide);
  });
  const problems = (await findOverflows(page)).map((o) => o.problem);
  expect(problems).toEqual(
    expect.arrayContaining([
      'content cut off',
      'scrolls sideways without focus and a label',
      'wider than the viewport',
    ]),
  );
});
