// Renders the favicon set and the social card from static/img/favicon.svg with Debian's Chromium, so every icon is
// drawn from the one logo. The outputs are committed (a build must not need a browser); run this again after
// changing the logo: node scripts/gen-icons.mjs
import {readFileSync, writeFileSync} from 'node:fs';
import {chromium} from 'playwright-core';

const STATIC = new URL('../static/', import.meta.url);
const logo = readFileSync(new URL('img/favicon.svg', STATIC), 'utf8');
const logoUri = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const PNG_ICONS = [
  {file: 'img/apple-touch-icon.png', size: 180},
  {file: 'img/icon-192.png', size: 192},
  {file: 'img/icon-512.png', size: 512},
];
const ICO_SIZES = [16, 32, 48];

const SOCIAL_CARD = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: 'DejaVu Sans', sans-serif; color: #fff;
         background: linear-gradient(135deg, #084d63 0%, #0a6785 60%, #0d7fa3 100%); }
  .card { box-sizing: border-box; height: 100%; padding: 88px 96px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 64px; font-weight: 700; }
  .brand img { width: 112px; height: 112px; }
  h1 { font-size: 54px; line-height: 1.2; margin: 64px 0 0; font-weight: 700; max-width: 980px; }
  p { font-size: 30px; margin: auto 0 0; color: #d9eef5; }
  .wave { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: #e07a1f; }
</style></head><body><div class="card">
  <div class="brand"><img src="${logoUri}" alt="">Berthline Docs</div>
  <h1>Track every container from booking to empty return.</h1>
  <p>Guides, tutorials, carrier coverage and the Tracking API reference</p>
</div><div class="wave"></div></body></html>`;

/** An .ico file holding PNG images (supported by every browser that reads .ico). */
function icoFromPngImages(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
try {
  const page = await browser.newPage();
  const renderLogo = async (size) => {
    await page.setViewportSize({width: size, height: size});
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style>` +
        `<img src="${logoUri}" alt="">`,
    );
    return page.screenshot({omitBackground: true, type: 'png'});
  };
  for (const {file, size} of PNG_ICONS) writeFileSync(new URL(file, STATIC), await renderLogo(size));
  const icoImages = [];
  for (const size of ICO_SIZES) icoImages.push({size, png: await renderLogo(size)});
  writeFileSync(new URL('favicon.ico', STATIC), icoFromPngImages(icoImages));

  await page.setViewportSize({width: 1200, height: 630});
  await page.setContent(SOCIAL_CARD);
  writeFileSync(new URL('img/social-card.png', STATIC), await page.screenshot({type: 'png'}));
} finally {
  await browser.close();
}
console.log('Wrote the favicon set and img/social-card.png to static/.');
