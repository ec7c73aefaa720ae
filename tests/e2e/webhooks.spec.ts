// Webhook events in the site: every event page reads as an event (an "Event" badge, no method, server URL, request
// samples or "Try it"), with its delivery headers and payload fields in the static HTML, the example delivery byte
// for byte and the receivers of examples/webhooks/ as they are run by tests/unit/webhooks-receivers.test.ts; the
// Webhooks guide lists every event; each event page's Markdown version (plugins/llms) has the same headers, payload
// fields, signed example and receivers, and no request; crawl.spec.ts runs axe on these pages in light and dark mode and checks the CSP.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator} from './support/fixtures';
import {api} from '../../src/lib/api';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {hmacHex, parseSignatureHeader} from '../../scripts/webhooks/signature.mjs';
import {SITEMAP_PATHS, deref, hydrated, spec, type Json} from './support/site';

const ROOT = path.join(__dirname, '..', '..');

/** A code block's text as a reader copies it: its highlighted lines, joined by line breaks. */
const codeText = async (block: Locator): Promise<string> =>
  (await block.locator('.token-line').allTextContents()).join('\n').trimEnd();
const GUIDE = '/docs/api/webhooks';
const eventRoute = (slug: string) => `/docs/api/reference/${slug}`;

/** The payload fields a reader must find: the envelope's, then those of the event's `data`. */
function payloadFields(type: string): string[] {
  const post = ((spec.webhooks as Json)[type] as Json).post as Json;
  const media = (deref(post.requestBody).content as Json)['application/json'] as Json;
  const parts = (deref(media.schema).allOf as unknown[]).map(deref);
  const properties = Object.assign({}, ...parts.map((part) => part.properties as Json)) as Json;
  const data = deref(properties.data);
  return [...Object.keys(properties), ...Object.keys(data.properties as Json)];
}

/** The example deliveries as the document defines them, in its order: headers and the exact body bytes. */
function deliveries(type: string): {id: string; headers: string[]; body: string}[] {
  const post = ((spec.webhooks as Json)[type] as Json).post as Json;
  const media = (deref(post.requestBody).content as Json)['application/json'] as Json;
  return Object.values(media.examples as Json).map((reference) => {
    const example = deref(reference);
    const id = String((example.value as Json).id);
    return {
      id,
      headers: [`Berthline-Event-Id: ${id}`, `Berthline-Signature: ${example['x-signature']}`],
      body: JSON.stringify(example.value, null, 2),
    };
  });
}

test('the document and the generated facts list the same events', () => {
  expect(api.events.map((event) => event.type)).toEqual(Object.keys(spec.webhooks as Json));
  expect(api.events.length).toBe(8);
});

test.describe('with JavaScript off (the static HTML)', () => {
  test.use({javaScriptEnabled: false});
  for (const event of api.events) {
    test(`${event.type}: badge, headers, payload fields, example delivery and receivers, no request panel`, async ({
      page,
    }) => {
      const response = await page.goto(eventRoute(event.slug));
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 1})).toHaveText(event.type);
      await expect(main.getByText('Event', {exact: true})).toBeVisible();
      for (const header of ['Berthline-Signature', 'Berthline-Event-Id', 'User-Agent', 'Content-Type']) {
        await expect(main.getByText(header, {exact: true}).first(), header).toBeAttached();
      }
      const text = (await main.textContent()) ?? '';
      for (const field of payloadFields(event.type)) expect(text, `payload field ${field}`).toContain(field);
      // Every example of the document, each signed body byte for byte (in a tab of its own when there are several).
      const examples = deliveries(event.type);
      await expect(main.locator('pre').filter({hasText: 'Berthline-Signature:'})).toHaveCount(examples.length);
      for (const example of examples) {
        const request = await codeText(main.locator('pre').filter({hasText: `Berthline-Event-Id: ${example.id}`}));
        for (const header of example.headers) expect(request).toContain(header);
        expect(request.endsWith(example.body), 'the body shown is the signed body, byte for byte').toBe(true);
      }
      // The verification program shown first is the file the unit test runs.
      const node = readFileSync(path.join(ROOT, 'examples', 'webhooks', 'receiver.mjs'), 'utf8').trimEnd();
      expect(await codeText(main.locator('pre').filter({hasText: 'timingSafeEqual'}))).toBe(node);
      await expect(main.getByRole('button', {name: /Try it|Send API Request/})).toHaveCount(0);
      await expect(main.locator('.openapi__method-endpoint, .openapi-code-samples__tabs [value="curl"]')).toHaveCount(
        0,
      );
      expect(text).not.toContain('https://api.berthline.example/v1');
    });
  }
});

for (const event of api.events) {
  test(`${event.type}: its Markdown has the headers, payload fields, signed example and receivers`, async ({
    request,
  }) => {
    const response = await request.get(`${eventRoute(event.slug)}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    const section = (title: string) => markdown.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
    expect(markdown.startsWith(`# ${event.type}\n\n**Event.**`)).toBe(true);
    for (const header of ['Berthline-Signature', 'Berthline-Event-Id', 'User-Agent', 'Content-Type']) {
      expect(section('Delivery headers'), header).toContain(`| \`${header}\` | header |`);
    }
    const payload = section('Payload');
    for (const field of payloadFields(event.type)) {
      expect(payload, `payload field ${field}`).toMatch(new RegExp(`\\| \`(data\\.)?${field}\` \\|`));
    }
    // The example delivery: the document's headers and body, byte for byte, and a signature of that body.
    const examples = deliveries(event.type);
    const shown = section(examples.length > 1 ? 'Example deliveries' : 'Example delivery');
    const blocks = [...shown.matchAll(/```http\n([\s\S]*?)\n```/g)].map((match) => match[1]!);
    expect(blocks).toHaveLength(examples.length);
    for (const [index, example] of examples.entries()) {
      const http = blocks[index]!;
      const [head, body] = [http.slice(0, http.indexOf('\n\n')), http.slice(http.indexOf('\n\n') + 2)];
      expect(head.startsWith('POST ')).toBe(true);
      for (const header of example.headers) expect(head.split('\n')).toContain(header);
      expect(body).toBe(example.body);
      const signature = parseSignatureHeader(/^Berthline-Signature: (.+)$/m.exec(head)?.[1]);
      const secret = (spec['x-webhook-delivery'] as Json).signature as Json;
      expect(signature?.signatures).toEqual([hmacHex(String(secret.example_secret), signature?.timestamp, body)]);
    }
    // The receivers, as the files the unit test runs; no request to send.
    for (const file of ['receiver.mjs', 'receiver.py']) {
      const code = readFileSync(path.join(ROOT, 'examples', 'webhooks', file), 'utf8').trimEnd();
      expect(section('Verify the signature'), file).toContain(`title="examples/webhooks/${file}"\n${code}\n\`\`\``);
    }
    expect(markdown).not.toMatch(/## Example request|## Authentication|^curl /m);
  });
}

test('the Webhooks guide lists every event, linked to its page, and shows both receivers', async ({page}) => {
  await page.goto(GUIDE);
  await hydrated(page);
  const catalogue = page.getByRole('table', {name: /Webhook events/});
  for (const event of api.events) {
    await expect(catalogue.getByRole('link', {name: event.type})).toHaveAttribute('href', eventRoute(event.slug));
  }
  const code = (file: string) => readFileSync(path.join(ROOT, 'examples', 'webhooks', file), 'utf8').trimEnd();
  const shown = (marker: string) => codeText(page.locator('pre').filter({hasText: marker}).first());
  expect(await shown('timingSafeEqual')).toBe(code('receiver.mjs'));
  await page.getByRole('tab', {name: 'Python'}).first().click();
  await expect(page.locator('pre').filter({hasText: 'compare_digest'})).toHaveCount(1);
  // The Python panel is rendered on the click, and its block shows plain text until the highlighter's chunk is in.
  await expect.poll(() => shown('compare_digest')).toBe(code('receiver.py'));
  // The guide sits in the API sidebar (the reference's "Webhooks" category is another entry).
  await expect(page.locator(`nav.menu a[href="${GUIDE}"]`)).toBeVisible();
});

test('the API sidebar groups the events under Webhooks, and the overview lists them', async ({page}) => {
  await page.goto(eventRoute(api.events[0].slug));
  const sidebar = page.locator('nav.menu');
  for (const event of api.events) await expect(sidebar.getByRole('link', {name: event.type})).toBeAttached();
  await page.goto(API_OVERVIEW_PATH);
  const catalogue = page.getByRole('table', {name: /Webhook events/});
  await expect(catalogue.getByRole('link')).toHaveCount(api.events.length);
});

// Axe in light and dark mode, at 1280 and 375 px, and the CSP: crawl.spec.ts checks every sitemap page, so these
// pages are checked there, in the same load as the other checks of a page.
test('the crawl checks the Webhooks guide and every event page', () => {
  for (const route of [GUIDE, ...api.events.map((event) => eventRoute(event.slug))]) {
    expect(SITEMAP_PATHS, route).toContain(route);
  }
});
