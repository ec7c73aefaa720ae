// A stand-in for PostHog and the tag manager in the analytics build's tests: the real posthog-js array.js from
// node_modules, and the events sent to it recorded (analytics.spec.ts, reader-key.spec.ts).
import {gunzipSync} from 'node:zlib';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext} from './fixtures';
import {POSTHOG_TEST_HOST} from './test-values';

const ARRAY_JS = readFileSync(path.join(__dirname, '..', '..', '..', 'node_modules', 'posthog-js', 'dist', 'array.js'));
// posthog-js ignores browsers that look like bots: a plain desktop user agent, not HeadlessChrome.
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Decodes a PostHog capture request body (gzip, base64 form data or plain JSON) into its events. */
function decodeEvents(body: Buffer, url: string): {event: string}[] {
  let text: string;
  if (url.includes('compression=gzip')) text = gunzipSync(body).toString('utf8');
  else {
    text = body.toString('utf8');
    const form = new URLSearchParams(text).get('data');
    if (form) text = Buffer.from(form, 'base64').toString('utf8');
  }
  const parsed = JSON.parse(text) as {event: string} | {event: string}[] | {batch: {event: string}[]};
  if (Array.isArray(parsed)) return parsed;
  if ('batch' in parsed) return parsed.batch;
  return [parsed];
}

/** Stands in for the PostHog host: serves the real array.js from node_modules and records the events sent to it. */
export async function fakePostHog(context: BrowserContext): Promise<{event: string}[]> {
  const events: {event: string}[] = [];
  await context.route(`${POSTHOG_TEST_HOST}/**`, async (route) => {
    const request = route.request();
    const url = request.url();
    if (url.includes('/static/array.js')) {
      return route.fulfill({status: 200, contentType: 'application/javascript', body: ARRAY_JS});
    }
    if (request.method() === 'POST' && /\/(e|i\/v0\/e|batch|capture)\//.test(new URL(url).pathname + '/')) {
      const body = request.postDataBuffer();
      if (body) events.push(...decodeEvents(body, url));
      return route.fulfill({status: 200, contentType: 'application/json', body: '{"status":1}'});
    }
    return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
  });
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: 'window.__gtmLoaded = true;'}),
  );
  return events;
}
