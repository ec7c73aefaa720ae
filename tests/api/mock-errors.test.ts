// Bad input to the mock server gets a clear error, as the OpenAPI specification page promises readers.
// Run: node --import tsx --test --test-reporter=spec tests/api/mock-errors.test.ts
//
// What Prism 5.14.2 answers, observed on the bundled document and asserted below:
// - a path the document does not have: 404, Prism's own problem+json (type …#NO_PATH_MATCHED_ERROR). Routing comes
//   before the security check, so the answer is 404 with or without a key.
// - a method the path does not have (DELETE /shipments): 405, Prism's own problem+json (…#NO_METHOD_MATCHED_ERROR).
// - an invalid body or query parameter: the status and example the document defines for that operation (422 for
//   POST /shipment-imports, 400 for GET /shipments), as application/problem+json. The body is the document's fixed
//   example, so it names the field of that example (`/items`, `status`); the field Prism actually found wrong is
//   in the `sl-violations` header, as a JSON array of {location, code, message}.
// - no Authorization header: 401 with the document's `authentication_required` example and WWW-Authenticate.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {startMockServer, type MockServer} from './support/mock-server';
import {loadSpec} from './support/spec';

const spec = loadSpec();
const AUTH = {Authorization: 'Bearer sk_test_mock'};

interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

interface Violation {
  location: string[];
  code: string;
  message: string;
}

describe('the mock server answers bad input with a clear error', () => {
  let mock: MockServer | undefined;

  before(async () => {
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

  function violations(answer: Answer): Violation[] {
    const header = answer.headers.get('sl-violations');
    assert.ok(header, 'the answer has no sl-violations header');
    return JSON.parse(header) as Violation[];
  }

  /** The answer is problem+json with the status in its body and a title a person can read. */
  function assertProblem(answer: Answer, status: number): void {
    assert.equal(answer.status, status, answer.text);
    assert.match(answer.contentType, /^application\/problem\+json/i, `content type ${answer.contentType}`);
    assert.equal(answer.body.status, status, answer.text);
    assert.equal(typeof answer.body.title, 'string', answer.text);
    assert.equal(typeof answer.body.detail, 'string', answer.text);
  }

  test('an unknown path gets 404 problem+json that names the path', async () => {
    const answer = await send('GET', '/no-such-resource', {headers: AUTH});
    assertProblem(answer, 404);
    assert.match(String(answer.body.type), /NO_PATH_MATCHED_ERROR/);
    assert.match(String(answer.body.detail), /\/no-such-resource/);
  });

  test('a method the path does not have (DELETE /shipments) gets 405 problem+json', async () => {
    const answer = await send('DELETE', '/shipments', {headers: AUTH});
    assert.ok(answer.status >= 400 && answer.status < 500, `expected a 4xx, got ${answer.status}`);
    assertProblem(answer, 405); // observed with Prism 5.14.2
    assert.match(String(answer.body.type), /NO_METHOD_MATCHED_ERROR/);
    assert.match(String(answer.body.detail), /delete/i);
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
    assert.ok(
      violations(answer).some((v) => v.location.join('.') === 'request.body.items'),
      'sl-violations does not name items',
    );
  });

  test('an unknown field in an item gets 422, and sl-violations names the field', async () => {
    const answer = await send('POST', '/shipment-imports', {
      headers: {...AUTH, 'Content-Type': 'application/json'},
      body: JSON.stringify({items: [{container: 'CSQU3054383', carrier_scac: 'MSCU'}]}),
    });
    assertProblem(answer, 422);
    assert.equal(answer.body.code, 'validation_failed');
    const found = violations(answer);
    assert.ok(
      found.some((v) => v.code === 'additionalProperties' && v.message.includes("'container'")),
      JSON.stringify(found),
    );
  });

  test('an out-of-range query parameter gets 400 problem+json, and sl-violations names the parameter', async () => {
    const operation = spec.findOperation('GET', '/shipments');
    assert.ok(operation);
    const answer = await send('GET', '/shipments?limit=900', {headers: AUTH});
    assertProblem(answer, 400);
    assert.deepEqual(spec.checkResponse(operation, 400, answer.body, answer.contentType), []);
    assert.ok(
      violations(answer).some((v) => v.location.join('.') === 'request.query.limit'),
      'sl-violations does not name limit',
    );
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
