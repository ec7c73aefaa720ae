// What a reader sees of the facts the OpenAPI document owns: an enum found by its nested location, an operation named
// by <Op> (the reference's summary, linked to its page), limits and id prefixes rendered by <ApiFact>, the rate-limit
// example that shows the test keys' limit, and the same figures in the pages' Markdown versions. Every expected value
// is read from the document through src/lib/api.ts, never typed here.
import {expect, test} from './support/fixtures';
import {api, enumAt, figure, operation, operationHref} from '../../src/lib/api';
import {markdownPath} from '../../src/lib/markdown-url';
import {hydrated} from './support/site';

test('EnumTable renders a nested enum by its location, with the document’s descriptions', async ({page}) => {
  await page.goto('/docs/api/introduction-to-our-data-models');
  await hydrated(page);
  const table = page.getByRole('table', {name: 'Values of last_free_day_source'});
  const {values} = enumAt('Container.last_free_day_source');
  await expect(table.locator('tbody th')).toHaveText(values.map((entry) => String(entry.value)));
  // The descriptions are Markdown in the document; compare their words.
  const cells = await table.locator('tbody td').allTextContents();
  expect(cells.map((cell) => cell.trim())).toEqual(values.map((entry) => entry.description.replace(/`/g, '')));
});

test('<Op> shows the reference’s name and leads to the operation’s page', async ({page}) => {
  await page.goto('/docs/features/uploading-shipments');
  await hydrated(page);
  const op = operation('checkShipmentImportStatus');
  const link = page.locator('article').getByRole('link', {name: op.summary, exact: true}).first();
  await expect(link).toHaveAttribute('href', operationHref(op.operationId));
  await link.click();
  await expect(page.locator('h1')).toHaveText(op.summary);
});

test('<ApiFact> renders the import limits and id prefixes from the document', async ({page}) => {
  await page.goto('/docs/api/tutorials/importing-shipments-via-file-upload');
  await hydrated(page);
  const limits = page.locator('article li', {hasText: 'Limits:'});
  await expect(limits).toContainText(`${figure('file-size').text} and ${figure('file-rows').text} data rows a file`);
  await page.goto('/docs/api/introduction-to-our-data-models');
  await hydrated(page);
  const shipmentRow = page.getByRole('row', {name: /^Shipment shipment/});
  await expect(shipmentRow.locator('td code').nth(1)).toHaveText(figure('id-prefix:Shipment').text);
});

test('the 429 example shows the limit of the test key it is sent with', async ({page}) => {
  await page.goto('/docs/api/rate-limit');
  await hydrated(page);
  const limit = api.limits.rateLimits.testKeys.generalPerMinute;
  await expect(page.locator('pre', {hasText: 'HTTP/1.1 429 Too Many Requests'})).toContainText(
    `RateLimit-Limit: ${limit}`,
  );
});

test('the Markdown version carries the same names and figures', async ({request}) => {
  const response = await request.get(markdownPath('/docs/api/tutorials/importing-shipments-via-file-upload'));
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  const op = operation('startShipmentImportViaFile');
  expect(markdown).toContain(`[${op.summary}](https://www.berthline.example${operationHref(op.operationId)})`);
  expect(markdown).toContain(`**Limits:** ${figure('file-size').text} and ${figure('file-rows').text} data rows`);
});
