// The fit check of the crawl (crawl.spec.ts runs support/overflow.ts on every sitemap page at 1280 and 375 px, in the
// same load as axe) can fail: content cut off, a sideways scroll box that a keyboard cannot reach or that has no
// label, and anything wider than the viewport are each reported.
import {expect, test} from '@playwright/test';
import {findOverflows} from './support/overflow';
import {hydrated} from './support/site';

test('the check fails on a column pushed out of its box', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/');
  // Planted before hydration, the boxes could be thrown away by React's re-render of the article.
  await hydrated(page);
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
