// The crawl's per-page checks can fail (crawl.spec.ts runs them on every sitemap page at 1280 and 375 px): the fit
// check reports content cut off, a sideways scroll box that a keyboard cannot reach or that has no label, and
// anything wider than the viewport; the layout-shift check reports a box that moves while the page loads.
import {expect, test} from './support/fixtures';
import {findOverflows} from './support/overflow';
import {layoutShifts} from './support/layout-shift';
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

test('the layout-shift check reports a box that moves while the page loads, and nothing on a still page', async ({
  page,
}) => {
  await page.setContent('<p>A still page.</p>');
  expect(await layoutShifts(page)).toEqual([]);
  await page.setContent(`
    <div id="late" style="height:0"></div>
    <p style="font-size:40px">This paragraph moves down when the box above it grows.</p>
    <script>
      // A second after the page has loaded and painted (a box that grows before the paint moves nothing a reader
      // saw), without any input from the reader.
      setTimeout(() => (document.getElementById('late').style.height = '300px'), 1000);
    </script>`);
  await expect
    .poll(async () => (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0))
    .toBeGreaterThan(0.01);
  expect((await layoutShifts(page))[0]?.moved.join(' ')).toContain('This paragraph moves down');
});
