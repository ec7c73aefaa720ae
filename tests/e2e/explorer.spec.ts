// "Try it" sends exactly what the reader set (issue 18): no parameter from an example, no silent If-Match or
// Idempotency-Key, and an upload with its own file name and type. The reader's mock server is offered at its default
// address with the port as a field, and a request that gets no answer says what was tried and why it may have
// failed, in the panel and to screen readers. The browser's request is caught by Playwright at the worker's mock
// server, whose port the test sets as a reader would, and the explorer's curl sample must name the same parameters.
// Reaching and sending "Try it" with the keyboard alone is a journey of keyboard.spec.ts.
import {axeInBothModes} from './support/axe';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {expect, test, type Locator, type Page, type Request} from './support/fixtures';
import {chooseMockServer, deref, hydrated, spec, type Json} from './support/site';

const TOKEN = 'sk_test_explorer';
/** The worker's mock server under the API's own path, as the explorer addresses it once its port is set. */
let MOCK = '';

test.beforeEach(({mockServer}) => {
  MOCK = mockServer.base;
});

/** Opens "Try it" on a reference page, selects the mock server at the worker's port and types the API key. */
async function openExplorer(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/docs/api/reference/${slug}`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Try it'}).first().click();
  const panel = page.locator('.openapi-right-panel__container');
  await chooseMockServer(panel, Number(new URL(MOCK).port));
  await panel.getByLabel('Bearer Token').fill(TOKEN);
  return panel;
}

/** Sends the request and returns it as the browser sent it; the answer is a bare 200. */
async function send(page: Page, panel: Locator): Promise<Request> {
  const caught = new Promise<Request>((resolve) => {
    void page.route(`${MOCK}/**`, async (route) => {
      resolve(route.request());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: '{}',
      });
    });
  });
  await panel.getByRole('button', {name: 'Send API Request'}).click();
  const request = await caught;
  await page.unroute(`${MOCK}/**`);
  return request;
}

/** The explorer's curl sample, as one line. */
async function curl(panel: Locator): Promise<string> {
  const text = await panel.locator('.openapi-explorer__code-block').first().innerText();
  return text.replace(/\s*\\\n\s*/g, ' ');
}

/** The headers the reader can set, besides what every request carries. */
function extraHeaders(request: Request): Promise<string[]> {
  // What Chromium adds to every request, and the three headers every request of the explorer carries.
  const usual = new Set([
    'accept',
    'accept-language',
    'authorization',
    'content-type',
    'origin',
    'referer',
    'user-agent',
  ]);
  return request
    .allHeaders()
    .then((headers) => Object.keys(headers).filter((name) => !usual.has(name) && !name.startsWith('sec-')));
}

test('shipment-list sends no query parameter until the reader sets one, then only that one', async ({page}) => {
  const panel = await openExplorer(page, 'shipment-list');
  const bare = await send(page, panel);
  expect(bare.url()).toBe(`${MOCK}/shipments`);
  expect(await bare.headerValue('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(await extraHeaders(bare)).toEqual([]);
  expect(await curl(panel)).not.toContain('?');

  await panel.getByRole('button', {name: 'Show optional parameters'}).click();
  const limit = panel.getByLabel('limit', {exact: true});
  // The example is a placeholder, not a value.
  await expect(limit).toHaveValue('');
  await expect(limit).toHaveAttribute('placeholder', /^e\.g\. \d+$/);
  await limit.fill('5');
  await panel.getByLabel('reference', {exact: true}).fill('NW-2026-0412');
  const filtered = await send(page, panel);
  const query = [...new URL(filtered.url()).searchParams.entries()];
  expect(query.sort()).toEqual([
    ['limit', '5'],
    ['reference', 'NW-2026-0412'],
  ]);
  const sample = await curl(panel);
  expect(sample).toMatch(/\/shipments\?(limit=5&reference=NW-2026-0412|reference=NW-2026-0412&limit=5)'/);
  expect(sample).not.toMatch(/cursor|custom_fields|status=|\[object Object\]/);

  // Cleared, it is not sent empty.
  await limit.fill('');
  const cleared = await send(page, panel);
  expect([...new URL(cleared.url()).searchParams.keys()]).toEqual(['reference']);
});

/** The value of the document's first named example of the PATCH body. */
function firstPatchExample(): unknown {
  const patch = ((spec.paths as Json)['/shipments/{shipment_id}'] as Json).patch as Json;
  const media = (deref(patch.requestBody).content as Json)['application/merge-patch+json'] as Json;
  return deref(Object.values(media.examples as Json)[0]).value;
}

test('patch-shipment-by-id sends If-Match only once the reader types it', async ({page}) => {
  const panel = await openExplorer(page, 'patch-shipment-by-id');
  await panel.getByLabel('shipment_id', {exact: true}).fill('shp_explorer1');
  const first = await send(page, panel);
  expect(first.method()).toBe('PATCH');
  expect(first.url()).toBe(`${MOCK}/shipments/shp_explorer1`);
  expect(await first.headerValue('if-match')).toBeNull();
  expect(await extraHeaders(first)).toEqual([]);
  expect(await first.headerValue('content-type')).toBe('application/merge-patch+json');
  // The body is the one the editor shows, which the reader sees and can change: by default the document's first
  // named example, never one built from the schema (it would send the read-only carrier fields).
  const editor = panel.locator('.openapi-explorer__playground-container');
  const sent = JSON.parse(first.postData() ?? '') as Record<string, unknown>;
  expect(sent).toEqual(JSON.parse(await editor.innerText()));
  expect(sent).toEqual(firstPatchExample());
  expect(Object.keys(sent)).not.toContain('carrier_scac');
  expect(await curl(panel)).not.toContain('If-Match');

  await panel.getByRole('button', {name: 'Show optional parameters'}).click();
  await panel.getByLabel('If-Match', {exact: true}).fill('"e-42"');
  const second = await send(page, panel);
  expect(await second.headerValue('if-match')).toBe('"e-42"');
  expect(await curl(panel)).toContain(`If-Match: "e-42"`);
});

test('start-shipment-import-via-file uploads the file with its own name and type, and no Idempotency-Key unless set', async ({
  page,
}) => {
  const panel = await openExplorer(page, 'start-shipment-import-via-file');
  const csv = 'carrier_scac,bill_of_lading\nMAEU,MAEU123456789\n';
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'northwind-march.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const request = await send(page, panel);
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe(`${MOCK}/shipment-imports/file`);
  expect(await request.headerValue('idempotency-key')).toBeNull();
  expect(await extraHeaders(request)).toEqual([]);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const part = /Content-Disposition: form-data; name="file"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)\r\n\r\n/.exec(
    body,
  );
  expect(part?.slice(1)).toEqual(['northwind-march.csv', 'text/csv']);
  expect(body).toContain(csv);
  expect(body).not.toContain('name="options"');
  const sample = await curl(panel);
  // The explorer's samples are generated as the page's are (config/code-samples.mjs): curl's long options.
  expect(sample).toContain(`--form 'file=@"/path/to/northwind-march.csv";type=text/csv'`);
  expect(sample).not.toContain('Idempotency-Key');

  await panel.getByRole('button', {name: 'Show optional parameters'}).click();
  await panel.getByLabel('Idempotency-Key', {exact: true}).fill('import-northwind-march');
  const keyed = await send(page, panel);
  expect(await keyed.headerValue('idempotency-key')).toBe('import-northwind-march');
  expect(await curl(panel)).toContain('Idempotency-Key: import-northwind-march');
});

test('the mock server is offered at its default address, with the port a field the requests follow', async ({page}) => {
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const panel = page.locator('.openapi-right-panel__container');
  const servers = panel.getByRole('combobox', {name: 'Base URL'});
  await expect(servers.locator('option', {hasText: /^Mock server: /})).toHaveText(
    'Mock server: http://127.0.0.1:{port}/v1',
  );
  // The sandbox is selected first and has no variables; the mock server's port shows its default once selected.
  await expect(panel.getByLabel('port', {exact: true})).toHaveCount(0);
  await servers.selectOption({label: 'Mock server: http://127.0.0.1:{port}/v1'});
  await expect(panel.getByLabel('port', {exact: true})).toHaveValue(/^\d+$/);
  await expect(panel.getByText('The port your mock server listens on')).toBeVisible();
  await chooseMockServer(panel, Number(new URL(MOCK).port));
  await panel.getByLabel('Bearer Token').fill(TOKEN);
  const request = await send(page, panel);
  expect(request.url()).toBe(`${MOCK}/shipments`);
  expect(await curl(panel)).toContain(`'${MOCK}/shipments'`);
});

test('a request that gets no answer says what was tried and the likely causes, and every outcome is announced', async ({
  page,
}) => {
  const panel = await openExplorer(page, 'shipment-list');
  const status = panel.getByRole('status');
  // Nothing listens on this port.
  const nowhere = await freePort();
  await panel.getByLabel('port', {exact: true}).fill(String(nowhere));
  await panel.getByRole('button', {name: 'Send API Request'}).click();
  const tried = `GET http://127.0.0.1:${nowhere}/v1/shipments`;
  await expect(panel.getByText('No response.')).toBeVisible();
  await expect(panel.locator('code', {hasText: tried})).toBeVisible();
  await expect(panel).toContainText('Start the mock server (download it and run node berthline-mock.mjs)');
  await expect(panel.getByRole('link', {name: 'download it'})).toHaveAttribute('href', /\/docs\/api\//);
  await expect(panel).toContainText("this site's Content Security Policy");
  await expect(panel).not.toContainText('Click the Send API Request button');
  await expect(status).toHaveText(`No response to ${tried}. The response panel lists the likely causes.`);

  // The worker's mock answers: the panel shows the answer, and the status says so, each time.
  await panel.getByLabel('port', {exact: true}).fill(new URL(MOCK).port);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(status).toHaveText('Sending the request…');
    await expect(status).toHaveText('Response received: status 200.');
  }
  await expect(panel.getByRole('tab', {name: /200/})).toBeVisible();
  await panel.getByLabel('Bearer Token').fill('sk_live_not_for_the_mock');
  await panel.getByRole('button', {name: 'Send API Request'}).click();
  await expect(status).toHaveText('Response received: status 401, invalid_api_key.');
});

// axe on the opened explorer with an answer, in light and then dark mode on one load (support/axe.ts).
for (const width of [1280, 375]) {
  test(`axe: the opened explorer with a response, light and dark, ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.emulateMedia({colorScheme: 'light'});
    const panel = await openExplorer(page, 'shipment-list');
    await page.getByRole('button', {name: 'Show optional parameters'}).click();
    await send(page, panel);
    await expect(panel.getByRole('tab', {name: /200/})).toBeVisible();
    const {light, dark} = await axeInBothModes(page, (builder) => builder.include('.openapi-right-panel__container'));
    expect.soft(light, 'light mode').toEqual([]);
    expect.soft(dark, 'dark mode').toEqual([]);
  });
}

test('Try it is a disclosure: it shows the explorer in place of the examples, and closes back to them', async ({
  page,
}) => {
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'Try it'});
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  // The examples' request sample (the explorer shows a sample of the request it will send, titled alike).
  const sample = panel.getByText('Request in curl').and(page.locator(':not([aria-labelledby="try-it"] *)'));
  const response = panel.getByText(/^Response 200 · application\/json$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sample).toBeVisible();
  const look = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const closedLook = await look();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Open, it looks it: outlined, not filled.
  expect(await look()).not.toBe(closedLook);
  await expect(panel.getByRole('heading', {name: 'Try it', level: 2})).toBeFocused();
  await expect(sample).toHaveCount(0);
  // The Base URL select shows its arrow (the theme draws it as the select's background image).
  const select = panel.getByRole('combobox', {name: 'Base URL'});
  expect(await select.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\(/);

  // Pressed again, it closes: the samples and the documented response are back.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sample).toBeVisible();
  await expect(response).toBeVisible();

  // The way back from inside the explorer, and focus returns to the button.
  await button.click();
  await panel.getByRole('button', {name: 'Back to the examples'}).click();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sample).toBeVisible();
});
