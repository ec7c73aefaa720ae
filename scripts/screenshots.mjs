// Screenshots pages of a running site in Debian's Chromium, light and dark, desktop and 375 px wide, so that a
// change can be looked at as a reader sees it.
// Usage: node scripts/screenshots.mjs [--base http://127.0.0.1:3000] [--out .screenshots] /docs/ /docs/api …
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    out: {type: 'string', default: '.screenshots'},
    full: {type: 'boolean', default: false},
  },
});
const pages = positionals.length > 0 ? positionals : ['/docs/'];
const viewports = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'mobile', width: 375, height: 740},
];

await mkdir(values.out, {recursive: true});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (const colorScheme of ['light', 'dark']) {
  for (const viewport of viewports) {
    const context = await browser.newContext({colorScheme, viewport, deviceScaleFactor: 1});
    const page = await context.newPage();
    for (const url of pages) {
      await page.goto(values.base + url, {waitUntil: 'networkidle'});
      const name = `${url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${viewport.name}-${colorScheme}.png`;
      await page.screenshot({path: path.join(values.out, name), fullPage: values.full});
      console.log(path.join(values.out, name));
    }
    await context.close();
  }
}
await browser.close();
