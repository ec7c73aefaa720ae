// The mock server's own routes, outside the API's `/v1`: the error reports of imports (signed-URL style, without a
// key), `POST /_mock/reset` (a fresh copy of the world for the calling key) and `POST`/`DELETE /_mock/webhooks`
// (the calling key's webhook endpoint).
import {errorReportCsv} from './importer.mjs';
import {Problem} from './problems.mjs';

/**
 * The answer of a mock route.
 * @param {{store: object, webhooks: object, identity: () => object}} services `identity` reads the request's key
 */
export function mockRoute({store, webhooks, identity}, request, url, raw) {
  const report = /^\/_mock\/files\/([0-9a-f]+)\/imports\/(imp_[A-Za-z0-9]+)\/errors\.csv$/.exec(url.pathname);
  if (report && request.method === 'GET') {
    const state = store.byFileToken(report[1]);
    const errors = state?.errorReports.get(report[2]) ?? state?.imports.get(report[2])?.errors;
    if (!errors) throw new Problem('resource_not_found', `No error report at ${url.pathname}.`);
    return {status: 200, headers: {'Content-Type': 'text/csv; charset=utf-8'}, raw: errorReportCsv(errors)};
  }
  if (url.pathname === '/_mock/reset' && request.method === 'POST') {
    const {key} = identity();
    store.reset(key);
    return {
      status: 200,
      headers: {'Content-Type': 'application/json'},
      body: {reset: true, key_ending: key.slice(-4)},
    };
  }
  if (url.pathname === '/_mock/webhooks' && request.method === 'POST') {
    const state = store.get(identity());
    let body;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = undefined;
    }
    const registration = webhooks.registration(body);
    if (registration instanceof Error)
      throw new Problem('validation_failed', registration.message, {
        errors: [{pointer: '/url', code: 'invalid_value', detail: registration.message}],
      });
    state.webhook = registration;
    return {status: 200, headers: {'Content-Type': 'application/json'}, body: registration};
  }
  if (url.pathname === '/_mock/webhooks' && request.method === 'DELETE') {
    store.get(identity()).webhook = undefined;
    return {status: 200, headers: {'Content-Type': 'application/json'}, body: {url: null}};
  }
  throw new Problem(
    'resource_not_found',
    `The mock server has no route ${request.method} ${url.pathname}. Its own routes: POST /_mock/reset, POST and DELETE /_mock/webhooks.`,
  );
}
