// The mock server announces deprecations as the document declares them (scripts/lib/deprecations.mjs): every answer
// to a request that sends a deprecated parameter, or calls a deprecated operation, carries `Deprecation` (RFC 9745,
// `@` and the Unix time of its date) and `Sunset` (RFC 8594, an HTTP date), whatever made the answer (a handler, the
// document's example object, a problem); other answers carry neither.
// Run: node --import tsx --test --test-reporter=spec tests/api/mock-deprecation.test.ts
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {startMock} from '../../scripts/mock/server.mjs';
import {loadDocument} from '../../scripts/mock/document.mjs';

const AUTH = {Authorization: 'Bearer sk_test_suite_deprecation'};
/** The `archived` parameter's x-deprecation in the document: deprecated 2026-12-01, sunset 2027-12-01. */
const ARCHIVED = {Deprecation: '@1796083200', Sunset: 'Wed, 01 Dec 2027 00:00:00 GMT'};

interface Mock {
  base: string;
  failures: string[];
  close: () => Promise<void>;
}

async function get(mock: Mock, path: string): Promise<{status: number; headers: Headers; body: {data?: unknown[]}}> {
  const response = await fetch(`${mock.base}${path}`, {headers: AUTH});
  return {status: response.status, headers: response.headers, body: (await response.json()) as {data?: unknown[]}};
}

const ids = (body: {data?: unknown[]}) => (body.data ?? []).map((item) => (item as {id: string}).id);

describe('a deprecated parameter', () => {
  let mock: Mock;
  before(async () => {
    mock = await startMock({port: 0, log: () => {}});
  });
  after(() => mock.close());

  test('its answers carry Deprecation and Sunset, with the dates of its x-deprecation', async () => {
    for (const path of ['/containers?archived=true', '/shipments?archived=all', '/shipments?archived=maybe']) {
      const {status, headers} = await get(mock, path);
      assert.equal(headers.get('deprecation'), ARCHIVED.Deprecation, `${path} (${status})`);
      assert.equal(headers.get('sunset'), ARCHIVED.Sunset, `${path} (${status})`);
    }
  });

  test('answers that do not use it carry neither, and its replacement returns the same objects', async () => {
    const old = await get(mock, '/shipments?archived=true');
    const replacement = await get(mock, '/shipments?archive_state=archived');
    assert.equal(replacement.headers.get('deprecation'), null);
    assert.equal(replacement.headers.get('sunset'), null);
    assert.deepEqual(ids(replacement.body), ids(old.body));
    assert.ok(ids(old.body).length > 0, 'the example world has archived shipments');
    const active = await get(mock, '/shipments');
    assert.equal(active.headers.get('deprecation'), null);
    assert.notDeepEqual(ids(active.body), ids(old.body));
    assert.deepEqual(mock.failures, []);
  });
});

describe('a deprecated operation', () => {
  let mock: Mock;
  before(async () => {
    // Retrieve a shipment, planted as deprecated: its answer is the document's example object.
    const document = loadDocument();
    const operation = document.paths['/shipments/{shipment_id}'].get;
    operation.deprecated = true;
    operation['x-deprecation'] = {date: '2027-02-01', sunset: '2028-02-01', replacement: 'shipmentList'};
    mock = await startMock({port: 0, log: () => {}, document});
  });
  after(() => mock.close());

  test('every answer carries Deprecation and Sunset: the example object, and a problem', async () => {
    const expected = {
      deprecation: `@${Date.parse('2027-02-01T00:00:00Z') / 1000}`,
      sunset: 'Tue, 01 Feb 2028 00:00:00 GMT',
    };
    for (const [path, status] of [
      ['/shipments/shp_2Xc8Lq4NwP7dRt', 200],
      ['/shipments/shp_0000000000000000', 404],
    ] as const) {
      const answer = await get(mock, path);
      assert.equal(answer.status, status, path);
      assert.equal(answer.headers.get('deprecation'), expected.deprecation, path);
      assert.equal(answer.headers.get('sunset'), expected.sunset, path);
    }
    const other = await get(mock, '/containers');
    assert.equal(other.headers.get('deprecation'), null, 'an operation that is not deprecated');
  });
});
