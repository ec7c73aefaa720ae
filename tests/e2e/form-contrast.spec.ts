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
