// Measures search as a first-time reader meets it: the index's size on the wire (gzip) and the time from pressing
// Ctrl+K and typing a word to the first result, in Debian's Chromium with an empty cache (median of five runs).
// Usage: node scripts/measure-search.mjs [--base http://127.0.0.1:3000] [--runs 5]
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';

const {values} = parseArgs({
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    runs: {type: 'string', default: '5'},
    dir: {type: 'string', default: 'build'},
  },
});

export function indexSize(buildDir) {
  const files = readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  if (files.length === 0) throw new Error(`No search index in ${buildDir}: build the site first.`);
  const raw = files.map((f) => readFileSync(path.join(buildDir, f)));
  return {
    rawKB: Math.round(raw.reduce((n, b) => n + b.length, 0) / 1024),
    gzipKB: Math.round(raw.reduce((n, b) => n + gzipSync(b).length, 0) / 1024),
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const times = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${values.base}/docs/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const start = Date.now();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('demurrage');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    times.push(Date.now() - start);
    await context.close();
  }
} finally {
  await browser.close();
}
const result = {...indexSize(values.dir), firstResultMs: median(times), runsMs: times};
console.log(JSON.stringify(result));
