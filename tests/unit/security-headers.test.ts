// The security headers: inline scripts are found and hashed as browsers hash them, data blocks are not scripts, the
// policy opens only what switched-on analytics needs, and the serve command reads back what the build writes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentSecurityPolicy, posthogAssetsOrigin, securityHeaders} from '../../config/security';
import {cspHash, inlineScriptsOf} from '../../plugins/security-headers/inline-scripts';
import {serverSource} from '../../plugins/security-headers/index';
import {withMockServer} from '../../scripts/gen-api.mjs';
import {MOCK_PORT} from '../../scripts/mock/address.mjs';
import {parseHeadersFile} from '../../scripts/lib/headers-file.mjs';
import {headersFile} from '../../scripts/lib/host-files.mjs';

const API = ['https://api.berthline.example', 'https://sandbox.api.berthline.example'];
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

test('the hash of an inline script is the base64 SHA-256 of its exact text', () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  assert.equal(cspHash('alert(1)'), 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
});

test('inline scripts are found, while external scripts and JSON-LD data blocks are not', () => {
  const html =
    '<html><head><script>one()</script><script src=/a.js></script>' +
    '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script></head>' +
    '<body><script type="module">two()</script><pre><code>&lt;script&gt;three()&lt;/script&gt;</code></pre>' +
    `<script data-x=1 type='text/javascript'>if (a<b) four()</script ><script type=module src="/b.js"></script>` +
    '<SCRIPT>five()</SCRIPT></body></html>';
  assert.deepEqual(inlineScriptsOf(html), ['one()', 'two()', 'if (a<b) four()', 'five()']);
});

test('without analytics the policy allows scripts only from this site and by hash', () => {
  const policy = contentSecurityPolicy({scriptHashes: ['sha256-abc='], apiOrigins: API, analytics: {}});
  // 'wasm-unsafe-eval' is for the search engine's WebAssembly only; JavaScript eval stays blocked.
  assert.equal(directive(policy, 'script-src'), "script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval'");
  assert.equal(directive(policy, 'connect-src'), `connect-src 'self' ${API.join(' ')}`);
  assert.equal(directive(policy, 'frame-ancestors'), "frame-ancestors 'none'");
  assert.doesNotMatch(policy, /'unsafe-eval'/);
});

test('PostHog adds its API and assets hosts; the tag manager adds Google hosts', () => {
  assert.equal(posthogAssetsOrigin('https://eu.i.posthog.com'), 'https://eu-assets.i.posthog.com');
  assert.equal(posthogAssetsOrigin('https://ph.example.com/ingest'), 'https://ph.example.com');
  const policy = contentSecurityPolicy({
    scriptHashes: [],
    apiOrigins: [],
    analytics: {posthog: {apiKey: 'phc_x', host: 'https://eu.i.posthog.com'}, gtmContainerId: 'GTM-ABC123'},
  });
  assert.equal(
    directive(policy, 'script-src'),
    "script-src 'self' https://eu-assets.i.posthog.com https://www.googletagmanager.com 'wasm-unsafe-eval'",
  );
  assert.match(directive(policy, 'connect-src')!, /https:\/\/eu\.i\.posthog\.com https:\/\/eu-assets\.i\.posthog\.com/);
  assert.equal(directive(policy, 'frame-src'), 'frame-src https://www.googletagmanager.com');
});

test('the serve command reads back exactly the headers the build writes', () => {
  const headers = securityHeaders({scriptHashes: ['sha256-abc='], apiOrigins: API, analytics: {}});
  assert.deepEqual(parseHeadersFile(headersFile(headers)), headers);
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
});

test('development and test builds offer the mock at its default address, its port editable and allowed on any port', () => {
  const spec = {servers: [{url: 'https://api.example/v1'}, {url: 'https://sandbox.api.example/v1'}]};
  // A production build (no API_MOCK_SERVER) lists the document's servers only.
  assert.equal(withMockServer(spec, undefined), spec);
  assert.equal(serverSource('https://sandbox.api.example/v1'), 'https://sandbox.api.example');
  const mock = withMockServer(spec, `http://127.0.0.1:${MOCK_PORT}`).servers.at(-1);
  assert.equal(mock.url, 'http://127.0.0.1:{port}/v1');
  assert.equal(mock.variables.port.default, String(MOCK_PORT));
  assert.equal(serverSource(mock.url), 'http://127.0.0.1:*');
  assert.throws(() => serverSource('https://{region}.api.example/v1'), /variable outside its port/);
  assert.throws(() => withMockServer(spec, 'https://api.example'), /API_MOCK_SERVER must be a local http URL/);
});
