// Form fields are visible as fields: each text field's border has 3:1 contrast against what surrounds it (WCAG
// 1.4.11), and a placeholder that stands in for a label reads at 4.5:1, in light and dark mode. axe checks neither.
import {expect, test} from './support/fixtures';
import {contrast, controlColors} from './support/contrast';
import {hydrated} from './support/site';

const FORMS = [
  {page: '/docs/tutorials/manage-demurrage-detention', form: 'the demurrage calculator'},
  {page: '/docs/coverage/shipping-lines-coverage', form: 'the carrier filter'},
  {page: '/docs/api/tutorials/track-a-list-of-containers', form: 'the container number checker'},
];

const TEXT_FIELDS =
  'main input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):visible, main textarea:visible, main select:visible';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const {page: url, form} of FORMS) {
      test(`the borders of ${form} have 3:1 contrast`, async ({page}) => {
        await page.goto(url);
        await hydrated(page);
        const fields = page.locator(TEXT_FIELDS);
        // Some forms load in their own chunk (src/components/Lazy).
        await fields.first().waitFor();
        expect(await fields.count(), `no text field on ${url}`).toBeGreaterThan(0);
        for (const field of await fields.all()) {
          const colors = await controlColors(field);
          const ratio = contrast(colors.border, colors.behind);
          expect(ratio, `${colors.name}: border ${colors.border} on ${colors.behind}`).toBeGreaterThanOrEqual(3);
        }
      });
    }

    test('the calculator’s buttons belong to the page: no light block, text at 4.5:1, an edge at 3:1', async ({
      page,
    }) => {
      await page.goto('/docs/tutorials/manage-demurrage-detention');
      await hydrated(page);
      // The filled buttons (reset, add a tier); a remove button is a link-styled text button.
      const buttons = page
        .getByRole('form', {name: 'Demurrage and detention calculator'})
        .locator('button:not(.button--link)');
      await buttons.first().waitFor();
      expect(await buttons.count()).toBe(3);
      for (const button of await buttons.all()) {
        const name = (await button.textContent()) ?? '';
        const colors = await controlColors(button);
        const text = await button.evaluate((el) => getComputedStyle(el).color);
        // Infima's secondary button stays light grey in dark mode (#ebedf0 on #1b1b1d): a glaring block.
        expect(
          contrast(colors.inside, colors.behind),
          `${name}: fill ${colors.inside} on ${colors.behind}`,
        ).toBeLessThan(1.5);
        expect(contrast(text, colors.inside), `${name}: text ${text} on ${colors.inside}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.border, colors.behind), `${name}: border ${colors.border}`).toBeGreaterThanOrEqual(3);
      }
    });

    test('the navbar search field shows its placeholder at 4.5:1', async ({page}) => {
      await page.goto('/docs/');
      const field = page.getByRole('combobox', {name: 'Search'});
      const colors = await controlColors(field);
      const ratio = contrast(colors.placeholder, colors.inside);
      expect(ratio, `placeholder ${colors.placeholder} on ${colors.inside}`).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test('the border check fails on a faint border', async ({page}) => {
  await page.goto('/docs/coverage/shipping-lines-coverage');
  const field = page.locator(TEXT_FIELDS).first();
  await field.evaluate((el) => (el.style.borderColor = '#dadde1'));
  const colors = await controlColors(field);
  expect(contrast(colors.border, colors.behind)).toBeLessThan(3);
});
