// Measures the JavaScript a first visit transfers (gzip bytes on the wire, as the serve command compresses) for each
// page kind, in Debian's Chromium. Usage: node scripts/measure-js.mjs [--base http://127.0.0.1:3000]
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {PAGE_KINDS} from './lib/page-kinds.mjs';

const {values} = parseArgs({options: {base: {type: 'string', default: 'http://127.0.0.1:3000'}}});

const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const rows = [];
for (const [kind, path] of Object.entries(PAGE_KINDS)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const jsRequests = new Set();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') jsRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (jsRequests.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(values.base + path, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  rows.push({kind, path, 'JS (KB, gzip)': Math.round(bytes / 1024), files: jsRequests.size});
  await context.close();
}
await browser.close();
console.table(rows);
