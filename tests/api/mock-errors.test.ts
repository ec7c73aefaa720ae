// Bad input to the mock server gets a clear error, as the OpenAPI specification page promises readers.
// Run: node --import tsx --test --test-reporter=spec tests/api/mock-errors.test.ts
//
// What the mock server (scripts/mock/) answers, asserted below: the document's problem+json, with the code of the
// error codes page and the field or parameter at fault in `errors`:
// - a path the document does not have: 404 resource_not_found that names the path, with or without a key.
// - a method the path does not have (DELETE /shipments): 405 method_not_allowed.
// - an invalid body: 422 validation_failed, `errors[].pointer` naming each field (an unknown one too).
// - an invalid or unknown query parameter: 400 invalid_request, `errors[].parameter` naming it.
// - no Authorization header: 401 authentication_required with WWW-Authenticate.
// Every answer is checked against the document here as well as by the mock itself.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {startMockServer, type MockServer} from './support/mock-server';
import {loadContract, type Contract} from './support/contract';

let spec: Contract;
const AUTH = {Authorization: 'Bearer sk_test_suite_mock_errors'};

interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

interface FieldError {
  pointer: string | null;
  parameter?: string;
  code: string;
  detail: string;
}

describe('the mock server answers bad input with a clear error', () => {
  let mock: MockServer | undefined;

  before(async () => {
    spec = await loadContract();
    mock = await startMockServer(4150);
  });
  after(async () => {
    await mock?.stop();
  });

  async function send(
    method: string,
    path: string,
    init: {headers?: Record<string, string>; body?: string} = {},
  ): Promise<Answer> {
    assert.ok(mock, 'the mock server did not start');
    const response = await fetch(`${mock.base}${path}`, {method, headers: init.headers, body: init.body});
    const text = await response.text();
    let body: Record<string, unknown> = {};
    assert.doesNotThrow(
      () => (body = JSON.parse(text) as Record<string, unknown>),
      `${method} ${path}: the answer is not JSON:\n${text}`,
    );
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      headers: response.headers,
      body,
      text,
    };
  }

  const fieldErrors = (answer: Answer): FieldError[] => (answer.body.errors as FieldError[] | undefined) ?? [];

  /** The answer is problem+json with the status in its body and a title a person can read. */
  function assertProblem(answer: Answer, status: number): void {
    assert.equal(answer.status, status, answer.text);
    assert.match(answer.contentType, /^application\/problem\+json/i, `content type ${answer.contentType}`);
    assert.equal(answer.body.status, status, answer.text);
    assert.equal(typeof answer.body.title, 'string', answer.text);
    assert.equal(typeof answer.body.detail, 'string', answer.text);
    assert.equal(answer.headers.get('request-id'), answer.body.request_id, "Request-Id is the body's request_id");
  }

  test('an unknown path gets 404 problem+json that names the path', async () => {
    const answer = await send('GET', '/no-such-resource', {headers: AUTH});
    assertProblem(answer, 404);
    assert.equal(answer.body.code, 'resource_not_found');
    assert.match(String(answer.body.detail), /\/v1\/no-such-resource/);
  });

  test('a method the path does not have (DELETE /shipments) gets 405 problem+json', async () => {
    const answer = await send('DELETE', '/shipments', {headers: AUTH});
    assert.ok(answer.status >= 400 && answer.status < 500, `expected a 4xx, got ${answer.status}`);
    assertProblem(answer, 405);
    assert.equal(answer.body.code, 'method_not_allowed');
    assert.match(String(answer.body.detail), /DELETE/);
  });

  test('an invalid body on POST /shipment-imports gets 422 problem+json naming the field', async () => {
    const operation = spec.findOperation('POST', '/shipment-imports');
    assert.ok(operation);
    const answer = await send('POST', '/shipment-imports', {
      headers: {...AUTH, 'Content-Type': 'application/json'},
      body: JSON.stringify({items: 'CSQU3054383'}),
    });
    assertProblem(answer, 422);
    assert.deepEqual(spec.checkResponse(operation, 422, answer.body, answer.contentType), []);
    assert.equal(answer.body.code, 'validation_failed');
    const errors = answer.body.errors as Array<{pointer: string | null}>;
    assert.ok(
      errors.some((error) => error.pointer === '/items'),
      `the problem does not name /items: ${answer.text}`,
    );
  });

  test('an unknown field in an item gets 422, and errors names the field', async () => {
    const answer = await send('POST', '/shipment-imports', {
      headers: {...AUTH, 'Content-Type': 'application/json'},
      body: JSON.stringify({items: [{container: 'CSQU3054383', carrier_scac: 'MSCU'}]}),
    });
    assertProblem(answer, 422);
    assert.equal(answer.body.code, 'validation_failed');
    const found = fieldErrors(answer);
    assert.ok(
      found.some((error) => error.pointer === '/items/0/container' && error.code === 'unknown_field'),
      JSON.stringify(found),
    );
  });

  test('an out-of-range query parameter gets 400 problem+json, and errors names the parameter', async () => {
    const operation = spec.findOperation('GET', '/shipments');
    assert.ok(operation);
    const answer = await send('GET', '/shipments?limit=900', {headers: AUTH});
    assertProblem(answer, 400);
    assert.deepEqual(spec.checkResponse(operation, 400, answer.body, answer.contentType), []);
    assert.equal(answer.body.code, 'invalid_request');
    assert.ok(
      fieldErrors(answer).some((error) => error.parameter === 'limit'),
      'errors does not name limit',
    );
  });

  test('a bad filter gets 400 invalid_filter, a bad sort 400 invalid_sort', async () => {
    const filter = await send('GET', '/shipments?status=lost', {headers: AUTH});
    assertProblem(filter, 400);
    assert.equal(filter.body.code, 'invalid_filter');
    assert.ok(
      fieldErrors(filter).some((error) => error.parameter === 'status'),
      filter.text,
    );
    // A list whose comma was escaped twice (a generator's `%252C`) is one unknown value, not two good ones.
    const twice = await send('GET', '/shipments?status=arrived%252Cdischarged', {headers: AUTH});
    assertProblem(twice, 400);
    assert.equal(twice.body.code, 'invalid_filter');
    assert.match(String(twice.body.detail), /arrived%2Cdischarged/);
    const sort = await send('GET', '/containers?sort=colour', {headers: AUTH});
    assertProblem(sort, 400);
    assert.equal(sort.body.code, 'invalid_sort');
  });

  test('an unknown query parameter gets 400 invalid_request that names it', async () => {
    const answer = await send('GET', '/shipments?colour=red', {headers: AUTH});
    assertProblem(answer, 400);
    assert.equal(answer.body.code, 'invalid_request');
    assert.ok(
      fieldErrors(answer).some((error) => error.parameter === 'colour'),
      answer.text,
    );
  });

  test('a PATCH of a field that only carrier data sets gets 422 field_not_editable', async () => {
    const answer = await send('PATCH', '/shipments/shp_2Xc8Lq4NwP7dRt', {
      headers: {...AUTH, 'Content-Type': 'application/merge-patch+json'},
      body: JSON.stringify({status: 'delivered'}),
    });
    assertProblem(answer, 422);
    assert.equal(answer.body.code, 'field_not_editable');
    assert.ok(
      fieldErrors(answer).some((error) => error.pointer === '/status'),
      answer.text,
    );
  });

  test('a body that is not JSON gets 400 invalid_request, a wrong media type 415', async () => {
    const broken = await send('POST', '/shipment-imports', {
      headers: {...AUTH, 'Content-Type': 'application/json'},
      body: '{"items": [',
    });
    assertProblem(broken, 400);
    assert.equal(broken.body.code, 'invalid_request');
    const text = await send('POST', '/shipment-imports', {headers: {...AUTH, 'Content-Type': 'text/plain'}, body: 'x'});
    assertProblem(text, 415);
    assert.equal(text.body.code, 'unsupported_media_type');
  });

  test('a request without Authorization gets 401 problem+json with the code authentication_required', async () => {
    const operation = spec.findOperation('GET', '/shipments');
    assert.ok(operation);
    const answer = await send('GET', '/shipments');
    assertProblem(answer, 401);
    assert.equal(answer.body.code, 'authentication_required');
    assert.deepEqual(spec.checkResponse(operation, 401, answer.body, answer.contentType), []);
    assert.match(answer.headers.get('www-authenticate') ?? '', /^Bearer\b/);
  });
});
