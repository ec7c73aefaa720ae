// The generated reference pages: method, path, parameters, response fields and the eleven code samples are in the
// static HTML (readable without JavaScript, indexed, shown in link previews); a folded field, kept as static HTML
// until it opens (src/theme/Details), opens into rows that work; "Try it" loads the explorer, which sends a real
// request to the local mock server and shows the documented example.
import path from 'node:path';
import {expect, test} from './support/fixtures';
import {CODE_SAMPLE_LANGUAGES} from '../../config/code-samples.mjs';
import {curlSample} from '../../plugins/reference-pages/code-samples.mjs';
import {SPEC_BASENAME} from '../../config/site-paths.mjs';
import {BUILD_DIR, chooseMockServer, deref, facts, hydrated, spec, watchCspViolations, type Json} from './support/site';

const LANGUAGES = CODE_SAMPLE_LANGUAGES.map((entry) => entry.label);

function expectations(op: (typeof facts.operations)[number]) {
  const pathItem = (spec.paths as Json)[op.path] as Json;
  const operation = pathItem[op.method] as Json;
  const params = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]
    .map(deref)
    .map((p) => String(p.name));
  const responses = operation.responses as Json;
  const success = Object.keys(responses).find((code) => code.startsWith('2'))!;
  const content = (deref(responses[success]).content ?? {}) as Json;
  const schema = deref((Object.values(content)[0] as Json | undefined)?.schema);
  const fields = Object.keys((schema?.properties as Json) ?? {});
  return {params, fields};
}

for (const op of facts.operations) {
  test(`${op.slug}: method, path, parameters, response fields and code samples are in the static HTML`, async ({
    request,
  }) => {
    const html = await (await request.get(`/docs/api/reference/${op.slug}`)).text();
    const text = html
      // A break opportunity inside an address is not a space.
      .replace(/<wbr\s*\/?>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text).toContain(op.method.toUpperCase());
    expect(text).toContain(op.path.replace(/\{([^}]+)\}/g, ':$1'));
    const {params, fields} = expectations(op);
    for (const name of params) expect(text, `parameter ${name}`).toContain(name);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(text, `response field ${field}`).toContain(field);
    for (const label of LANGUAGES) {
      const tab = new RegExp(`role="?tab"?[^>]*>${label.replace(/[.#+]/g, '\\$&')}<`);
      expect(html, `code sample tab ${label}`).toMatch(tab);
    }
    expect(text).toContain('Authorization: Bearer sk_test_YOUR_KEY');
    expect(text).toContain('https://sandbox.api.berthline.example/v1');
  });
}

test('a folded field opens into rows that work: its own folded fields open, close and open again by keyboard', async ({
  page,
}) => {
  await page.goto('/docs/api/reference/shipment-list');
  await hydrated(page);
  const row = (id: string) => page.locator(`[id="${id}"]`);
  const toggle = (id: string) => row(id).locator('summary').first();
  await expect(row('response-200-data-containers')).toBeHidden();
  await toggle('response-200-data').click();
  await expect(row('response-200-data-containers')).toBeVisible();
  await expect(row('response-200-data-containers-last_milestone')).toBeHidden();
  await toggle('response-200-data-containers').click();
  await expect(row('response-200-data-containers-last_milestone')).toBeVisible();
  await toggle('response-200-data').click();
  await expect(row('response-200-data-containers')).toBeHidden();
  await toggle('response-200-data').press('Enter');
  await expect(row('response-200-data-containers-last_milestone')).toBeVisible();
});

test.describe('the curl sample in the static HTML', () => {
  test.use({javaScriptEnabled: false});
  for (const op of facts.operations) {
    test(`${op.slug}: is the generated sample, line breaks and continuations included`, async ({page}) => {
      // The sample the page generator renders (plugins/reference-pages), from the document as the site publishes it.
      const curl = curlSample(spec, op.path, op.method, deref((spec.paths as Json)[op.path])[op.method]) as string;
      await page.goto(`/docs/api/reference/${op.slug}`);
      const block = page.getByRole('region', {name: 'Request samples'}).locator('pre code').first();
      // innerText puts a blank line between the block's lines (each a block with a <br>): compare the lines.
      const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');
      expect(lines(await block.innerText())).toEqual(lines(curl));
    });
  }
});

test.describe('Try it, against the mock server', () => {
  // The worker's own mock server (the mockServer fixture, on a free port): the explorer reaches it by its port field.
  // Its output explains most failures here (a request it rejected, an answer that disagreed with the document).
  test.afterEach(async ({mockServer}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('mock.log', {body: mockServer.log(), contentType: 'text/plain'});
      console.error(`The mock server's output:\n${mockServer.log()}`);
    }
    expect(mockServer.failures(), 'every answer of the mock server agrees with the document').toEqual([]);
  });

  test('sends a request from a reference page to the mock server and shows the documented example', async ({
    page,
    mockServer,
  }) => {
    const cspViolations = await watchCspViolations(page);
    await page.goto('/docs/api/reference/shipment-by-id');
    await hydrated(page);
    const panel = page.locator('.openapi-right-panel__container');
    await expect(panel.getByRole('tab', {name: 'curl'})).toBeVisible();
    await page.getByRole('button', {name: 'Try it'}).click();
    await expect(panel.getByRole('button', {name: 'Send API Request'})).toBeVisible();
    // The sandbox is selected first; the mock server of a test build is in the visible list.
    const servers = panel.getByRole('combobox', {name: 'Base URL'});
    await expect(servers).toHaveValue(/^https:\/\/sandbox\./);
    await chooseMockServer(panel, mockServer.port);
    await panel.getByPlaceholder('Bearer Token').fill('sk_test_mock');
    // Nothing is prefilled: the required id shows the document's example as its placeholder, and the reader types it.
    const id = panel.getByLabel('shipment_id', {exact: true});
    await expect(id).toHaveValue('');
    const example = (await id.getAttribute('placeholder'))?.replace(/^e\.g\. /, '') ?? '';
    expect(example).toMatch(/^shp_/);
    await id.fill(example);
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(panel).toContainText('"reference": "NW-2026-0412"');
    await expect(panel).toContainText('"object": "shipment"');
    expect(await cspViolations(), 'the request to the mock server is allowed by the policy').toEqual([]);
  });

  test('a dry run from Try it stays a dry run: the mock reads the options part the browser sends as a file', async ({
    page,
    mockServer,
  }) => {
    await page.goto('/docs/api/reference/start-shipment-import-via-file');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Try it'}).click();
    const panel = page.locator('.openapi-right-panel__container');
    await chooseMockServer(panel, mockServer.port);
    await panel.getByPlaceholder('Bearer Token').fill('sk_test_dry_run_from_try_it');
    // The file the document's example names, as the site offers it for download.
    const upload = deref(((spec.paths as Json)['/shipment-imports/file'] as Json).post as Json).requestBody as Json;
    const media = ((upload.content as Json)['multipart/form-data'] as Json).schema as Json;
    const file = String((((media.properties as Json).file as Json).examples as string[])[0]);
    await panel.locator('input[type="file"]').setInputFiles(path.join(BUILD_DIR, 'downloads', file));
    await panel.getByPlaceholder(/^Import options as a JSON string/).fill('{"dry_run":true}');
    let sent = '';
    await page.route('**/shipment-imports/file', async (route) => {
      if (route.request().method() === 'POST') sent = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.continue();
    });
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(panel.getByRole('tab', {name: /202/})).toBeVisible();
    // The browser sent the options as a file part (a Blob, which it names "blob"), not as a text field.
    expect(sent).toMatch(/name="options"; filename="blob"/);
    await expect(panel).toContainText('"dry_run": true');
  });

  test('the API key stays in the memory of this tab only and is masked in the samples until revealed', async ({
    page,
  }) => {
    await page.goto('/docs/api/reference/shipment-by-id');
    const hydrated = page.locator('html[data-has-hydrated="true"]');
    await hydrated.waitFor({state: 'attached'});
    const panel = page.locator('.openapi-right-panel__container');
    await page.getByRole('button', {name: 'Try it'}).click();
    await panel.getByPlaceholder('Bearer Token').fill('sk_test_memoryonly');
    const snippet = panel.locator('pre').filter({hasText: 'curl'}).first();
    await expect(panel.getByText('Your API key is hidden in the samples.')).toBeVisible();
    await expect(snippet).toContainText('Authorization: Bearer <');
    await expect(panel).not.toContainText('sk_test_memoryonly', {useInnerText: true});
    await panel.getByRole('button', {name: 'Show key'}).click();
    await expect(snippet).toContainText('sk_test_memoryonly');
    await panel.getByRole('button', {name: 'Hide key'}).click();
    await expect(snippet).not.toContainText('sk_test_memoryonly');

    const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
    expect(stored).not.toContain('sk_test_memoryonly');

    // Another reference page in the same tab still has it; a reload forgets it.
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/api/reference/shipment-list"]').click();
    await expect(page).toHaveURL(/shipment-list$/);
    await page.getByRole('button', {name: 'Try it'}).click();
    await expect(panel.getByPlaceholder('Bearer Token')).toHaveValue('sk_test_memoryonly');
    await page.reload();
    await hydrated.waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Try it'}).click();
    await expect(panel.getByPlaceholder('Bearer Token')).toHaveValue('');
  });
});

test('every generated page has a meta description of 1 to 160 characters, and the overview offers both downloads', async ({
  page,
  request,
}) => {
  const slugs = [...facts.operations.map((op) => op.slug), facts.overviewSlug, ...facts.tags.map((tag) => tag.slug)];
  for (const slug of slugs) {
    const html = await (await request.get(`/docs/api/reference/${slug}`)).text();
    const match = /<meta[^>]+name="?description"?[^>]+content=(?:"([^"]*)"|([^\s>"]+))/.exec(html);
    const description = match?.[1] ?? match?.[2] ?? '';
    expect(description.length, `${slug}: "${description}"`).toBeGreaterThan(0);
    expect(description.length, slug).toBeLessThanOrEqual(160);
    expect(description.split(' ').length, `${slug}: "${description}" is not a sentence`).toBeGreaterThan(4);
  }
  await page.goto(`/docs/api/reference/${facts.overviewSlug}`);
  for (const [name, file] of [
    ['YAML', `${SPEC_BASENAME}.yaml`],
    ['JSON', `${SPEC_BASENAME}.json`],
  ]) {
    const href = await page.getByRole('link', {name, exact: true}).getAttribute('href');
    expect(href).toBe(`/docs/openapi/${file}`);
    expect((await request.get(href!)).status()).toBe(200);
  }
});
