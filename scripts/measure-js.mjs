// Measures the JavaScript a first visit transfers (gzip bytes on the wire, as the serve command compresses) for each
// page kind, in Debian's Chromium, with the benchmark's own measurement. Usage: node scripts/measure-js.mjs [--base
// http://127.0.0.1:3000]
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {scriptBytes} from './bench/first-load-js.mjs';
import {PAGE_KINDS} from './lib/page-kinds.mjs';

const {values} = parseArgs({options: {base: {type: 'string', default: 'http://127.0.0.1:3000'}}});

const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const rows = [];
try {
  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    rows.push({kind, path, 'JS (KB, gzip)': Math.round((await scriptBytes(browser, values.base + path)) / 1024)});
  }
} finally {
  await browser.close();
}
console.table(rows);
