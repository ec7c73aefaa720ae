// A page reached at its file's name gets the address it was rendered for (src/clientModules/html-address.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cleanHtmlPath} from '../../src/lib/clean-address';

test('a .html address becomes the clean address it was rendered for', () => {
  assert.equal(cleanHtmlPath('/docs/integrations.html', '/docs/'), '/docs/integrations');
  assert.equal(cleanHtmlPath('/docs/api/reference/shipment-list.html', '/docs/'), '/docs/api/reference/shipment-list');
  assert.equal(cleanHtmlPath('/docs/index.html', '/docs/'), '/docs/');
  assert.equal(cleanHtmlPath('/docs/api/index.html', '/docs/'), '/docs/api');
  assert.equal(cleanHtmlPath('/index.html', '/'), '/');
});

test('a clean address, or one that only looks like a file, is left alone', () => {
  assert.equal(cleanHtmlPath('/docs/', '/docs/'), null);
  assert.equal(cleanHtmlPath('/docs/integrations', '/docs/'), null);
  assert.equal(cleanHtmlPath('/docs/index.md', '/docs/'), null);
  assert.equal(cleanHtmlPath('/docs/.html', '/docs/'), null);
  assert.equal(cleanHtmlPath('/docs/html', '/docs/'), null);
});
