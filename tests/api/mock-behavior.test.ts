// The mock server behaves as the document says, and cannot answer what the document does not allow.
// Run: node --import tsx --test --test-reporter=spec tests/api/mock-behavior.test.ts
// The mock runs in this process (scripts/mock/server.mjs) with short import steps; every test uses its own key.
import {after, before, describe, test} from 'node:test';
import {freePort} from '../../scripts/lib/free-port.mjs';
import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startMock} from '../../scripts/mock/server.mjs';
import {SHEETS, TEMPLATE_BASENAME} from '../../src/data/import-template';
import {SAMPLE_IMPORT, sampleCounts} from '../../src/data/sample-import';
import {SHIPMENTS, WORLD_AS_OF} from '../../src/data/world';
import {ROOT} from './support/pages';

const STEP_MS = 150;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The sample import file of the tutorials, as gen-api writes it. */
const sampleFile = (): Blob =>
  new Blob([readFileSync(path.join(ROOT, 'static', 'downloads', SAMPLE_IMPORT.name))], {type: XLSX});
type Mock = Awaited<ReturnType<typeof startMock>>;
type Body = Record<string, unknown> & {data?: Array<Record<string, unknown>>};

async function send(
  mock: Mock,
  key: string | undefined,
  method: string,
  target: string,
  init: {headers?: Record<string, string>; body?: string | FormData} = {},
): Promise<{status: number; headers: Headers; body: Body; text: string}> {
  const headers: Record<string, string> = {...init.headers};
  if (key) headers.Authorization = `Bearer ${key}`;
  const response = await fetch(target.startsWith('http') ? target : `${mock.base}${target}`, {
    method,
    headers,
    body: init.body,
  });
  const text = await response.text();
  let body: Body = {};
  try {
    body = JSON.parse(text) as Body;
  } catch {
    // A CSV error report.
  }
  return {status: response.status, headers: response.headers, body, text};
}

const json = (body: unknown, type = 'application/json') => ({
  headers: {'Content-Type': type},
  body: JSON.stringify(body),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value, or fails with `what` after `timeoutMs` (never a fixed wait). */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = STEP_MS * 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(STEP_MS / 4);
  }
}

async function waitForImport(mock: Mock, key: string, id: string): Promise<Body> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await send(mock, key, 'GET', `/shipment-imports/${id}`);
    if (['completed', 'completed_with_errors', 'failed'].includes(String(answer.body.status))) return answer.body;
    await sleep(STEP_MS / 2);
  }
  throw new Error(`import ${id} did not finish`);
}

describe('the mock server', () => {
  let mock: Mock;
  const lines: string[] = [];
  before(async () => {
    mock = await startMock({port: 0, importStepMs: STEP_MS, log: (line: string) => lines.push(line)});
  });
  after(async () => {
    await mock.close();
    assert.deepEqual(mock.failures, [], 'no answer disagreed with the document during these tests');
  });

  test('a handler that answers a wrong shape is caught: 500 problem naming the mismatch, and a failure', async () => {
    const planted = await startMock({
      port: 0,
      log: () => {},
      handlers: {shipmentById: () => ({status: 200, headers: {ETag: '"x"'}, body: {id: 'shp_1', object: 'shipment'}})},
    });
    try {
      const answer = await send(planted, 'sk_test_suite_planted', 'GET', '/shipments/shp_2Xc8Lq4NwP7dRt');
      assert.equal(answer.status, 500);
      assert.equal(answer.body.code, 'internal_error');
      assert.match(
        String(answer.body.detail),
        /shipmentById answered 200, which disagrees with the document: .*reference/,
      );
      assert.equal(planted.failures.length, 1);
    } finally {
      await planted.close();
    }
  });

  test('a request that matches no operation gets 404 problem+json, under /v1 and outside it', async () => {
    for (const target of [`${mock.base}/no-such-resource`, `${mock.origin}/shipments`]) {
      const answer = await send(mock, 'sk_test_suite_route', 'GET', target);
      assert.equal(answer.status, 404, target);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.equal(answer.body.code, 'resource_not_found');
      assert.equal(answer.headers.get('request-id'), answer.body.request_id);
    }
    const wrongMethod = await send(mock, 'sk_test_suite_route', 'DELETE', '/shipments');
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.body.code, 'method_not_allowed');
  });

  test('bad input: unknown query parameter, out-of-range limit, unknown body field, no key', async () => {
    const key = 'sk_test_suite_bad';
    const unknown = await send(mock, key, 'GET', '/shipments?colour=red');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'invalid_request');
    const limit = await send(mock, key, 'GET', '/shipments?limit=900');
    assert.equal(limit.status, 400);
    assert.match(String(limit.body.detail), /limit/);
    const field = await send(mock, key, 'POST', '/shipment-imports', json({items: [{container: 'CSQU3054383'}]}));
    assert.equal(field.status, 422);
    assert.equal(field.body.code, 'validation_failed');
    assert.ok((field.body.errors as Array<{pointer: string}>).some((error) => error.pointer === '/items/0/container'));
    const noKey = await send(mock, undefined, 'GET', '/shipments');
    assert.equal(noKey.status, 401);
    assert.equal(noKey.body.code, 'authentication_required');
    assert.match(noKey.headers.get('www-authenticate') ?? '', /^Bearer\b/);
  });

  test('cursor pagination ends, and a cursor is bound to its filters', async () => {
    const key = 'sk_test_suite_pages';
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await send(
        mock,
        key,
        'GET',
        `/shipments?archived=all&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      assert.equal(answer.status, 200);
      for (const shipment of answer.body.data ?? []) seen.add(String(shipment.id));
      cursor = answer.body.next_cursor as string | null;
      assert.equal(answer.body.has_more, cursor !== null);
      pages += 1;
      assert.ok(pages < 20, 'pagination does not end');
    } while (cursor);
    assert.ok(pages > 2 && seen.size > 8, `${pages} pages, ${seen.size} shipments`);
    const first = await send(mock, key, 'GET', '/shipments?limit=2');
    const other = await send(
      mock,
      key,
      'GET',
      `/shipments?limit=2&tag=priority&cursor=${String(first.body.next_cursor)}`,
    );
    assert.equal(other.status, 400);
    assert.equal(other.body.code, 'invalid_request');
  });

  test('filters, sorting and expand[]', async () => {
    const key = 'sk_test_suite_filters';
    const tagged = await send(mock, key, 'GET', '/shipments?tag=priority&sort=reference');
    const references = (tagged.body.data ?? []).map((shipment) => String(shipment.reference));
    assert.ok(references.length > 0 && references.every((reference, i) => i === 0 || references[i - 1] <= reference));
    assert.ok((tagged.body.data ?? []).every((shipment) => (shipment.tags as string[]).includes('priority')));
    assert.ok((tagged.body.data ?? []).every((shipment) => !('containers' in shipment)));
    const expanded = await send(mock, key, 'GET', '/shipments/shp_2Xc8Lq4NwP7dRt?expand[]=containers');
    const containers = expanded.body.containers as Array<{number: string}>;
    assert.deepEqual(containers.map((container) => container.number).sort(), ['MSCU7512387', 'TGHU6124304']);
    const ready = await send(mock, key, 'GET', '/containers?available_for_pickup=true&has_active_holds=false');
    assert.ok((ready.body.data ?? []).every((container) => container.available_for_pickup === true));
  });

  test('PATCH changes the shipment it names and honours If-Match with 412', async () => {
    const key = 'sk_test_suite_patch';
    const read = await send(mock, key, 'GET', '/shipments/shp_7HkM2vQe9sLw4B');
    const etag = read.headers.get('etag') ?? '';
    const patched = await send(mock, key, 'PATCH', '/shipments/shp_7HkM2vQe9sLw4B', {
      headers: {'Content-Type': 'application/merge-patch+json', 'If-Match': etag},
      body: JSON.stringify({notes: 'Call before delivery.', custom_fields: {po_number: 'PO-1'}}),
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.id, 'shp_7HkM2vQe9sLw4B');
    assert.equal(patched.body.notes, 'Call before delivery.');
    const before = read.body.custom_fields as Record<string, string>;
    const after = patched.body.custom_fields as Record<string, string>;
    assert.deepEqual(after, {...before, po_number: 'PO-1'}, 'custom_fields is merged key by key');
    assert.notEqual(patched.headers.get('etag'), etag);
    const stale = await send(mock, key, 'PATCH', '/shipments/shp_7HkM2vQe9sLw4B', {
      headers: {'Content-Type': 'application/merge-patch+json', 'If-Match': etag},
      body: JSON.stringify({notes: 'Lost update'}),
    });
    assert.equal(stale.status, 412);
    assert.equal(stale.body.code, 'precondition_failed');
    const again = await send(mock, key, 'GET', '/shipments/shp_7HkM2vQe9sLw4B');
    assert.equal(again.body.notes, 'Call before delivery.', 'nothing changed on 412');
    const readOnly = await send(
      mock,
      key,
      'PATCH',
      '/shipments/shp_7HkM2vQe9sLw4B',
      json({eta: '2026-05-01T00:00:00Z'}),
    );
    assert.equal(readOnly.body.code, 'field_not_editable');
  });

  test('If-Match compares entity tags with their quotes; an unquoted ETag gets a 412 that says so', async () => {
    const key = 'sk_test_suite_if_match';
    const read = await send(mock, key, 'GET', '/shipments/shp_7HkM2vQe9sLw4B');
    const etag = read.headers.get('etag') ?? '';
    assert.match(etag, /^"[0-9a-f]+"$/);
    const patch = (ifMatch: string) =>
      send(mock, key, 'PATCH', '/shipments/shp_7HkM2vQe9sLw4B', {
        headers: {'Content-Type': 'application/merge-patch+json', 'If-Match': ifMatch},
        body: JSON.stringify({notes: 'Unquoted'}),
      });
    const unquoted = await patch(etag.slice(1, -1));
    assert.equal(unquoted.status, 412);
    assert.equal(unquoted.body.code, 'precondition_failed');
    assert.match(String(unquoted.body.detail), /is not an entity tag/);
    assert.ok(String(unquoted.body.detail).includes(`Send If-Match: ${etag}`), String(unquoted.body.detail));
    assert.doesNotMatch(String(unquoted.body.detail), /does not match/, 'two equal values are never called different');
    const other = await patch('"0000"');
    assert.match(String(other.body.detail), /does not match its ETag/);
    assert.equal((await patch(etag)).status, 200);
  });

  test('scopes: a read key reads but cannot write (403 permission_denied)', async () => {
    const readKey = 'sk_test_read_scope';
    assert.equal((await send(mock, readKey, 'GET', '/shipments')).status, 200);
    const archive = await send(mock, readKey, 'POST', '/shipments/archive', json({references: ['NW-2026-0412']}));
    assert.equal(archive.status, 403);
    assert.equal(archive.body.code, 'permission_denied');
    const live = await send(mock, 'sk_live_1234abcd', 'GET', '/shipments');
    assert.equal(live.body.code, 'invalid_api_key');
  });

  test('Idempotency-Key: a replay says so, a new body with the same key is refused', async () => {
    const key = 'sk_test_suite_idem';
    const body = {items: [{container_number: 'BRLU0000401', carrier_scac: 'MSCU', reference: 'NW-TEST-1'}]};
    const first = await send(mock, key, 'POST', '/shipment-imports', {
      headers: {...json(body).headers, 'Idempotency-Key': 'k-1'},
      body: JSON.stringify(body),
    });
    assert.equal(first.status, 202);
    assert.equal(first.headers.get('idempotent-replayed'), null, 'a first answer is no replay');
    await waitForImport(mock, key, String(first.body.id));
    const replay = await send(mock, key, 'POST', '/shipment-imports', {
      headers: {...json(body).headers, 'Idempotency-Key': 'k-1'},
      body: JSON.stringify(body),
    });
    assert.equal(replay.status, 202);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.body.id, first.body.id);
    const other = await send(mock, key, 'POST', '/shipment-imports', {
      headers: {...json({...body, options: {tags: ['x']}}).headers, 'Idempotency-Key': 'k-1'},
      body: JSON.stringify({...body, options: {tags: ['x']}}),
    });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency_key_reused');
  });

  test('429: the dedicated key has one request left, then answers 429 with consistent headers', async () => {
    const first = await send(mock, 'sk_test_rate_limit_demo', 'GET', '/shipments?limit=1');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('ratelimit-remaining'), '0');
    const last = await send(mock, 'sk_test_rate_limit_demo', 'GET', '/shipments?limit=1');
    assert.equal(last.status, 429);
    assert.equal(last.body.code, 'rate_limited');
    const limit = Number(last.headers.get('ratelimit-limit'));
    assert.match(String(last.body.detail), new RegExp(`sent more than ${limit} requests in 60 seconds`));
    const retryAfter = Number(last.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter === Number(last.headers.get('ratelimit-reset')));
    assert.equal(last.headers.get('request-id'), last.body.request_id);
    const normal = await send(mock, 'sk_test_suite_limits', 'GET', '/shipments?limit=1');
    assert.equal(normal.status, 200, 'another key has its own buckets');
  });

  test('the sample file imports as the tutorials say, and its corrected error report imports again', async () => {
    const key = 'sk_test_suite_progress';
    const form = new FormData();
    form.append('file', sampleFile(), SAMPLE_IMPORT.name);
    form.append('options', JSON.stringify({...SAMPLE_IMPORT.options, sheet: SAMPLE_IMPORT.sheet}));
    const started = await send(mock, key, 'POST', '/shipment-imports/file', {body: form});
    assert.equal(started.status, 202, started.text);
    assert.equal(started.body.status, 'pending');
    const statuses = new Set<string>();
    let current: Body = started.body;
    for (
      let i = 0;
      i < 100 && !['completed', 'completed_with_errors', 'failed'].includes(String(current.status));
      i += 1
    ) {
      await sleep(STEP_MS / 3);
      current = (await send(mock, key, 'GET', `/shipment-imports/${String(started.body.id)}`)).body;
      statuses.add(String(current.status));
    }
    // It went through processing: seen by a poll, or at least started before it finished.
    assert.ok(statuses.has('processing') || (current.started_at && current.started_at <= String(current.completed_at)));
    assert.equal(current.status, 'completed_with_errors');
    const counts = current.counts as Record<string, number>;
    const expected = sampleCounts();
    assert.deepEqual(
      [counts.total_rows, counts.created, counts.skipped, counts.failed],
      [expected.total, expected.created, expected.skipped, expected.failed],
    );
    const shipment = await send(mock, key, 'GET', `/shipments/${(current.shipment_ids as string[])[0]}`);
    assert.ok(Object.keys(shipment.body.custom_fields as object).includes('po_number'), 'cf.po_number sets po_number');
    const report = await send(mock, undefined, 'GET', String(current.error_report_url));
    assert.equal(report.status, 200);
    const [header, ...rows] = report.text.trim().split('\n');
    assert.match(header, /^container_number,.*,cf\.po_number,error_code,error_column,error_message$/);
    assert.equal(rows.length, expected.skipped + expected.failed);
    assert.ok(
      rows.some((row) => row.includes(',invalid_container_number,container_number,')),
      report.text,
    );
    // The report, corrected, is a file to upload: its added columns are ignored, the skipped row is skipped again.
    const corrected = report.text.replace(
      /(^|\n)([A-Z]{4}\d{6}),(.*,invalid_container_number,)/,
      (_all, start, broken, rest) => {
        const fixed = SHIPMENTS.flatMap((world) => world.containers).find((box) => box.number.startsWith(broken));
        return `${start}${fixed?.number},${rest}`;
      },
    );
    assert.notEqual(corrected, report.text, 'the test corrected the failed row');
    const again = new FormData();
    again.append('file', new Blob([corrected], {type: 'text/csv'}), 'corrected.csv');
    const second = await send(mock, key, 'POST', '/shipment-imports/file', {body: again});
    assert.equal(second.status, 202, second.text);
    assert.deepEqual(second.body.ignored_columns, ['error_code', 'error_column', 'error_message']);
    const done = await waitForImport(mock, key, String(second.body.id));
    assert.equal(done.status, 'completed');
    assert.deepEqual(
      [(done.counts as Record<string, number>).created, (done.counts as Record<string, number>).skipped],
      [expected.failed, expected.skipped],
    );
  });

  test('custom-field columns: cf.<key> and a label set the field; an unknown cf. column fails its row', async () => {
    const key = 'sk_test_suite_custom_columns';
    const csv = [
      'container_number,carrier_scac,reference,cf.po_number,Incoterms,cf.colour',
      'MSCU6041739,MSCU,NW-TEST-CF1,PO-1,FOB,',
      'MRKU7412050,MAEU,NW-TEST-CF2,PO-2,CIF,blue',
      'TCNU5927043,CMDU,NW-TEST-CF3,,XYZ,',
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], {type: 'text/csv'}), 'custom.csv');
    const started = await send(mock, key, 'POST', '/shipment-imports/file', {body: form});
    assert.equal(started.status, 202, started.text);
    const done = await waitForImport(mock, key, String(started.body.id));
    const errors = done.errors as Array<{row: number; column: string; code: string}>;
    assert.deepEqual(
      errors.map(({row, column, code}) => [row, column, code]),
      [
        [3, 'cf.colour', 'unknown_custom_field'],
        [4, 'Incoterms', 'invalid_custom_field_value'],
      ],
    );
    const created = await send(mock, key, 'GET', `/shipments/${(done.shipment_ids as string[])[0]}`);
    assert.deepEqual(created.body.custom_fields, {po_number: 'PO-1', incoterms: 'FOB'});
  });

  test("a fresh key's clock starts at the world's moment, and its ids are the same for every fresh key", async () => {
    const body = {items: [{container_number: 'MSCU5509445', carrier_scac: 'MSCU', reference: 'NW-2026-0431'}]};
    const imports = [];
    for (const key of ['sk_test_suite_clock_a', 'sk_test_suite_clock_b']) {
      const started = await send(mock, key, 'POST', '/shipment-imports', json(body));
      imports.push(await waitForImport(mock, key, String(started.body.id)));
    }
    assert.equal(imports[0].id, imports[1].id);
    assert.deepEqual(imports[0].shipment_ids, imports[1].shipment_ids);
    const created = Date.parse(String(imports[0].created_at));
    assert.ok(
      created >= Date.parse(WORLD_AS_OF) && created < Date.parse(WORLD_AS_OF) + 60_000,
      String(imports[0].created_at),
    );
    const world = await send(mock, 'sk_test_suite_clock_a', 'GET', '/shipments?limit=100&archived=all');
    for (const shipment of world.body.data ?? []) {
      const checked = (shipment.freshness as {last_checked_at: string | null}).last_checked_at;
      if (shipment.import_id === imports[0].id) {
        assert.ok(
          String(shipment.created_at) >= WORLD_AS_OF,
          `${String(shipment.reference)} is created after the moment`,
        );
      } else if (checked)
        assert.ok(checked <= WORLD_AS_OF, `${String(shipment.reference)} was checked after the moment`);
    }
  });

  test('one name per carrier: imported and seeded shipments name a carrier the same way', async () => {
    const key = 'sk_test_suite_names';
    const started = await send(
      mock,
      key,
      'POST',
      '/shipment-imports',
      json({items: [{container_number: 'MSCU6041739', carrier_scac: 'MSCU', reference: 'NW-TEST-NAME'}]}),
    );
    await waitForImport(mock, key, String(started.body.id));
    const all = await send(mock, key, 'GET', '/shipments?limit=100&archived=all');
    const names = new Map<string, Set<string>>();
    for (const shipment of all.body.data ?? []) {
      const carrier = shipment.carrier as {scac: string; name: string};
      names.set(carrier.scac, new Set([...(names.get(carrier.scac) ?? []), carrier.name]));
    }
    for (const [scac, seen] of names) assert.equal(seen.size, 1, `${scac} is named ${[...seen].join(' and ')}`);
  });

  test('Idempotency-Key on uploads: the same parts with another boundary replay; another file is refused', async () => {
    const key = 'sk_test_suite_idem_upload';
    const upload = (bytes: Blob, name: string) => {
      const form = new FormData();
      form.append('file', bytes, name);
      form.append('options', JSON.stringify({sheet: SAMPLE_IMPORT.sheet}));
      return send(mock, key, 'POST', '/shipment-imports/file', {headers: {'Idempotency-Key': 'upload-1'}, body: form});
    };
    const first = await upload(sampleFile(), SAMPLE_IMPORT.name);
    assert.equal(first.status, 202, first.text);
    await waitForImport(mock, key, String(first.body.id));
    // fetch picks a new multipart boundary for every request, as every client does.
    const replay = await upload(sampleFile(), SAMPLE_IMPORT.name);
    assert.equal(replay.status, 202, replay.text);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.body.id, first.body.id);
    const other = await upload(new Blob(['container_number\nMSCU6041739\n'], {type: 'text/csv'}), 'other.csv');
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency_key_reused');
  });

  test('Idempotency-Key: a retried upload replays from curl, Python requests and fetch; replays start no import', async () => {
    const key = 'sk_test_suite_idem_clients';
    const file = path.join(ROOT, 'static', 'downloads', SAMPLE_IMPORT.name);
    const options = JSON.stringify({sheet: SAMPLE_IMPORT.sheet});
    const url = `${mock.base}/shipment-imports/file`;
    const run = (command: string, args: string[]) =>
      new Promise<{status: number; replayed: boolean; remaining: string; body: Body}>((resolve, reject) => {
        execFile(command, args, {encoding: 'utf8'}, (error, stdout) => {
          if (error) return reject(error);
          const [head, ...rest] = stdout.split('\r\n\r\n');
          const status = Number(/^HTTP\/[\d.]+ (\d+)/.exec(head!)?.[1]);
          const header = (name: string) => new RegExp(`^${name}: (.+)$`, 'im').exec(head!)?.[1]?.trim() ?? '';
          resolve({
            status,
            replayed: header('idempotent-replayed') === 'true',
            remaining: header('ratelimit-remaining'),
            body: JSON.parse(rest.join('\r\n\r\n')),
          });
        });
      });
    // curl: `options` first, the file as application/octet-stream (curl's default).
    const curl = (idempotencyKey: string, path_ = file) =>
      run('curl', [
        '-s',
        '-i',
        url,
        '-H',
        `Authorization: Bearer ${key}`,
        '-H',
        `Idempotency-Key: ${idempotencyKey}`,
        '-F',
        `options=${options}`,
        '-F',
        `file=@${path_}`,
      ]);
    // Python requests: the file part with no content type of its own, the text fields after it, and the options
    // written by json.dumps, with its spaces (as the tutorial's program does): the same options as curl's.
    const python = (idempotencyKey: string) =>
      new Promise<{status: number; replayed: boolean; body: Body}>((resolve, reject) => {
        const program = [
          'import json, sys, requests',
          'r = requests.post(sys.argv[1], headers={"Authorization": "Bearer " + sys.argv[2], "Idempotency-Key": sys.argv[3]},',
          '  files=[("file", (sys.argv[4].split("/")[-1], open(sys.argv[4], "rb"))), ("options", (None, json.dumps(json.loads(sys.argv[5]))))])',
          'print(json.dumps({"status": r.status_code, "replayed": r.headers.get("Idempotent-Replayed") == "true", "body": r.json()}))',
        ].join('\n');
        execFile(
          'python3',
          ['-c', program, url, key, idempotencyKey, file, options],
          {encoding: 'utf8'},
          (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
        );
      });
    // fetch: the file first, declared as the workbook's type.
    const viaFetch = async (idempotencyKey: string) => {
      const form = new FormData();
      form.append('file', sampleFile(), SAMPLE_IMPORT.name);
      form.append('options', options);
      const answer = await send(mock, key, 'POST', '/shipment-imports/file', {
        headers: {'Idempotency-Key': idempotencyKey},
        body: form,
      });
      return {status: answer.status, replayed: answer.headers.get('idempotent-replayed') === 'true', body: answer.body};
    };
    const first = await curl('retry-1');
    assert.equal(first.status, 202, JSON.stringify(first.body));
    assert.equal(first.replayed, false);
    const importsLeft = Number(first.remaining);
    await waitForImport(mock, key, String(first.body.id));
    for (const retry of [await python('retry-1'), await viaFetch('retry-1'), await curl('retry-1')]) {
      assert.equal(retry.status, 202, JSON.stringify(retry.body));
      assert.ok(retry.replayed, 'a replay says so');
      assert.equal(retry.body.id, first.body.id);
    }
    // Three replays later, a new import start finds one start used, not four.
    const otherFile = path.join(mkdtempSync(path.join(tmpdir(), 'berthline-idem-')), 'other.csv');
    writeFileSync(otherFile, 'container_number,carrier_scac\nMSCU6041739,MSCU\n');
    const next = await curl('retry-2', otherFile);
    assert.equal(next.status, 202, JSON.stringify(next.body));
    assert.equal(Number(next.remaining), importsLeft - 1, 'replays do not count against the import-starts limit');
    // Another file with a used key is another request, from any client.
    const changed = await curl('retry-1', otherFile);
    assert.equal(changed.status, 422);
    assert.equal(changed.body.code, 'idempotency_key_reused');
  });

  test('Idempotency-Key on JSON: the same parsed body replays, whatever its spaces and key order', async () => {
    const key = 'sk_test_suite_idem_json';
    const headers = {'Content-Type': 'application/json', 'Idempotency-Key': 'json-1'};
    const first = await send(mock, key, 'POST', '/shipment-imports', {
      headers,
      body: '{"items": [{"container_number": "BRLU0000401", "carrier_scac": "MSCU"}]}',
    });
    assert.equal(first.status, 202, first.text);
    await waitForImport(mock, key, String(first.body.id));
    const reordered = await send(mock, key, 'POST', '/shipment-imports', {
      headers,
      body: '{"items":[{"carrier_scac":"MSCU","container_number":"BRLU0000401"}]}',
    });
    assert.equal(reordered.headers.get('idempotent-replayed'), 'true');
    assert.equal(reordered.body.id, first.body.id);
  });

  // The template files the site offers (src/data/import-template.ts): the example rows, as CSV and as the workbook's
  // Examples sheet, import completely; the empty Shipments sheet is refused with a clear 422.
  for (const [file, sheet, type] of [
    [`${TEMPLATE_BASENAME}-examples.csv`, undefined, 'text/csv'],
    [`${TEMPLATE_BASENAME}.xlsx`, SHEETS.examples, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ] as const) {
    test(`the site's import template ${file}${sheet ? ` (sheet ${sheet})` : ''} imports completely`, async () => {
      const key = `sk_test_suite_template_${file.replace(/\W/g, '_')}`;
      const bytes = readFileSync(path.join(ROOT, 'static', 'downloads', file));
      const form = new FormData();
      form.append('file', new Blob([bytes], {type}), file);
      if (sheet) form.append('options', JSON.stringify({sheet}));
      const started = await send(mock, key, 'POST', '/shipment-imports/file', {body: form});
      assert.equal(started.status, 202, started.text);
      const done = await waitForImport(mock, key, String(started.body.id));
      assert.equal(done.status, 'completed');
      const counts = done.counts as Record<string, number>;
      assert.ok(counts.total_rows > 0);
      assert.equal(counts.failed, 0);
      assert.equal(counts.processed, counts.total_rows);
    });
  }

  test('the options part is read whatever file name the client gives it (a browser names a Blob part "blob")', async () => {
    const key = 'sk_test_suite_options_blob';
    const file = `${TEMPLATE_BASENAME}-examples.csv`;
    const form = new FormData();
    form.append(
      'file',
      new Blob([readFileSync(path.join(ROOT, 'static', 'downloads', file))], {type: 'text/csv'}),
      file,
    );
    // What the API explorer sends: the JSON options as a Blob of type application/json, a part with filename="blob".
    form.append(
      'options',
      new Blob([JSON.stringify({dry_run: true, tags: ['from-a-blob']})], {type: 'application/json'}),
    );
    const started = await send(mock, key, 'POST', '/shipment-imports/file', {body: form});
    assert.equal(started.status, 202, started.text);
    const options = started.body.options as Record<string, unknown>;
    assert.equal(options.dry_run, true, 'a dry run stays a dry run');
    assert.deepEqual(options.tags, ['from-a-blob']);
    const done = await waitForImport(mock, key, String(started.body.id));
    assert.deepEqual(done.shipment_ids, [], 'a dry run creates nothing');
  });

  test("the template's empty Shipments sheet is refused with 422 invalid_file", async () => {
    const bytes = readFileSync(path.join(ROOT, 'static', 'downloads', `${TEMPLATE_BASENAME}.xlsx`));
    const form = new FormData();
    form.append('file', new Blob([bytes]), `${TEMPLATE_BASENAME}.xlsx`);
    form.append('options', JSON.stringify({sheet: SHEETS.shipments}));
    const answer = await send(mock, 'sk_test_suite_template_empty', 'POST', '/shipment-imports/file', {body: form});
    assert.equal(answer.status, 422);
    assert.equal(answer.body.code, 'invalid_file');
  });

  test('state is per key, and a reset call restores one key', async () => {
    await send(mock, 'sk_test_suite_iso_a', 'POST', '/shipments/archive', json({references: ['NW-2026-0412']}));
    const a = await send(mock, 'sk_test_suite_iso_a', 'GET', '/shipments/shp_2Xc8Lq4NwP7dRt');
    const b = await send(mock, 'sk_test_suite_iso_b', 'GET', '/shipments/shp_2Xc8Lq4NwP7dRt');
    assert.equal(a.body.archived, true);
    assert.equal(b.body.archived, false, 'another key does not see the change');
    const reset = await send(mock, 'sk_test_suite_iso_a', 'POST', `${mock.origin}/_mock/reset`);
    assert.equal(reset.status, 200);
    const after = await send(mock, 'sk_test_suite_iso_a', 'GET', '/shipments/shp_2Xc8Lq4NwP7dRt');
    assert.equal(after.body.archived, false);
  });

  test('a legacy SCAC resolves to the carrier that took over; one with no successor fails as unsupported', async () => {
    const key = 'sk_test_suite_legacy';
    const body = {
      items: [
        {container_number: 'MSKU7000013', carrier_scac: 'SAFM', reference: 'NW-TEST-SAFM'},
        {container_number: 'MSCU7000020', carrier_scac: 'HJSC', reference: 'NW-TEST-HJSC'},
      ],
    };
    const started = await send(mock, key, 'POST', '/shipment-imports', json(body));
    const done = await waitForImport(mock, key, String(started.body.id));
    assert.equal(done.status, 'completed_with_errors');
    const errors = done.errors as {row: number; code: string; value: string}[];
    assert.deepEqual(
      errors.map((error) => [error.row, error.code, error.value]),
      [[2, 'unsupported_carrier', 'HJSC']],
    );
    const created = await send(mock, key, 'GET', `/shipments/${(done.shipment_ids as string[])[0]}`);
    assert.equal((created.body.carrier as {scac: string}).scac, 'MAEU', 'SAFM is tracked as Maersk');
  });

  test('lookups answer as the import finishes; a corrected carrier is looked up again one step later', async () => {
    const key = 'sk_test_suite_tracking';
    const body = {
      items: [
        {container_number: 'MSCU5509445', carrier_scac: 'MSCU', reference: 'NW-2026-0431'},
        {container_number: 'BRLU0000401', carrier_scac: 'MSCU', reference: 'NW-TEST-0401'},
        {container_number: 'MSCU4520033', carrier_scac: 'MAEU', reference: 'NW-2026-0434'},
      ],
    };
    const started = await send(mock, key, 'POST', '/shipment-imports', json(body));
    const done = await waitForImport(mock, key, String(started.body.id));
    assert.equal(done.status, 'completed');
    const ids = done.shipment_ids as string[];
    const tracking = async (id: string) => (await send(mock, key, 'GET', `/shipments/${id}`)).body.tracking_status;
    assert.deepEqual(
      [await tracking(ids[0]), await tracking(ids[1]), await tracking(ids[2])],
      ['active', 'not_found', 'not_found'],
    );
    const corrected = await send(
      mock,
      key,
      'PATCH',
      `/shipments/${ids[2]}`,
      json({carrier_scac: 'MSCU'}, 'application/merge-patch+json'),
    );
    assert.equal(corrected.body.tracking_status, 'pending');
    await until('the corrected shipment to be active', async () =>
      (await tracking(ids[2])) === 'active' ? true : undefined,
    );
  });
});

describe('webhooks from the mock server, verified by examples/webhooks/receiver.mjs', () => {
  let mock: Mock;
  let receiver: ChildProcess;
  let output = '';
  let port = 0;
  before(async () => {
    port = await freePort();
    mock = await startMock({port: 0, importStepMs: STEP_MS, log: () => {}});
    receiver = spawn(process.execPath, [path.join(ROOT, 'examples', 'webhooks', 'receiver.mjs')], {
      env: {...process.env, PORT: String(port), BERTHLINE_WEBHOOK_SECRET: 'whsec_mock_test_secret'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    receiver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 100 && !output.includes('Listening'); i += 1) await sleep(50);
  });
  after(async () => {
    receiver.kill();
    await mock.close();
  });

  test('archive and an import send signed events that the receiver accepts', async () => {
    const key = 'sk_test_suite_webhooks';
    const registered = await send(
      mock,
      key,
      'POST',
      `${mock.origin}/_mock/webhooks`,
      json({url: `http://127.0.0.1:${port}/webhooks`, secret: 'whsec_mock_test_secret'}),
    );
    assert.equal(registered.status, 201, registered.text);
    await send(mock, key, 'POST', '/shipments/archive', json({references: ['NW-2026-0412']}));
    const started = await send(
      mock,
      key,
      'POST',
      '/shipment-imports',
      json({items: [{container_number: 'MSCU5509445', carrier_scac: 'MSCU', reference: 'NW-2026-0431'}]}),
    );
    await waitForImport(mock, key, String(started.body.id));
    const types = [
      'shipment.archived',
      'shipment_import.completed',
      'shipment.tracking_status_changed',
      'shipment.status_changed',
      'shipment.milestone_added',
    ];
    const received = (type: string) => new RegExp(`Received ${type.replace('.', '\\.')} whevt_\\w+`).test(output);
    await until(`the receiver to accept ${types.join(', ')}`, async () => {
      await mock.settle();
      return types.every(received) ? true : undefined;
    });
    assert.deepEqual(mock.failures, []);
    // Another key registered nothing and gets nothing.
    const before = output;
    await send(mock, 'sk_test_suite_quiet', 'POST', '/shipments/archive', json({references: ['NW-2026-0412']}));
    await mock.settle();
    assert.equal(output, before);
  });
});

describe('webhook endpoints of the mock: several per key, listed, and failed deliveries retried on schedule', () => {
  let mock: Mock;
  const scale = 0.001;
  before(async () => {
    mock = await startMock({port: 0, importStepMs: STEP_MS, webhookRetryScale: scale, log: () => {}});
  });
  after(async () => {
    await mock.close();
  });

  test('a secret with nothing after whsec_ is refused', async () => {
    const answer = await send(
      mock,
      'sk_test_suite_bare_secret',
      'POST',
      `${mock.origin}/_mock/webhooks`,
      json({url: 'http://127.0.0.1:9/webhooks', secret: 'whsec_'}),
    );
    assert.equal(answer.status, 422);
    assert.match(String(answer.body.detail), /whsec_/);
  });

  test('two endpoints both receive, GET lists them, and a failing one is retried until it answers 2xx', async () => {
    const key = 'sk_test_suite_retries';
    const received: Array<{path: string; at: number; event: string}> = [];
    let failures = 2;
    const {createServer} = await import('node:http');
    const server = createServer((request, response) => {
      received.push({path: request.url ?? '', at: Date.now(), event: String(request.headers['berthline-event-id'])});
      request.resume();
      const fail = request.url === '/flaky' && failures-- > 0;
      response.writeHead(fail ? 500 : 204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as {port: number}).port;
    try {
      for (const target of ['/steady', '/flaky']) {
        const added = await send(
          mock,
          key,
          'POST',
          `${mock.origin}/_mock/webhooks`,
          json({url: `http://127.0.0.1:${port}${target}`}),
        );
        assert.equal(added.status, 201, added.text);
      }
      const sentAt = Date.now();
      await send(mock, key, 'POST', '/shipments/archive', json({references: ['NW-2026-0412']}));
      const schedule = (
        mock as unknown as {store: {document: {'x-webhook-delivery': {retry_schedule_seconds: number[]}}}}
      ).store.document['x-webhook-delivery'].retry_schedule_seconds;
      for (let i = 0; i < 100 && received.filter((hit) => hit.path === '/flaky').length < 3; i += 1) await sleep(50);
      await mock.settle();
      const flaky = received.filter((hit) => hit.path === '/flaky');
      assert.equal(flaky.length, 3, 'two failed attempts, then one that succeeded');
      assert.equal(new Set(flaky.map((hit) => hit.event)).size, 1, 'every attempt carries the same event id');
      // The schedule counts from the first attempt, which starts after the archive request was sent.
      assert.ok(flaky[1].at - sentAt >= schedule[0] * 1000 * scale, 'the second attempt waits the first interval');
      assert.ok(flaky[2].at - sentAt >= schedule[1] * 1000 * scale, 'the third waits the second, from the first');
      assert.equal(received.filter((hit) => hit.path === '/steady').length, 1);
      const listed = await send(mock, key, 'GET', `${mock.origin}/_mock/webhooks`);
      const endpoints = listed.body.data as Array<{
        url: string;
        deliveries: Array<{status: string; attempts: unknown[]}>;
      }>;
      assert.equal(endpoints.length, 2);
      const flakyEndpoint = endpoints.find((endpoint) => endpoint.url.endsWith('/flaky'));
      assert.equal(flakyEndpoint?.deliveries[0]?.status, 'delivered');
      assert.equal(flakyEndpoint?.deliveries[0]?.attempts.length, 3);
    } finally {
      server.close();
    }
  });
});
