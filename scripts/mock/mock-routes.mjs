// The mock server's own routes, outside the API's `/v1`: the error reports of imports (signed-URL style, without a
// key), `POST /_mock/reset` (a fresh copy of the world for the calling key) and the calling key's webhook endpoints:
// `POST /_mock/webhooks` adds one, `GET /_mock/webhooks` lists them with their recent deliveries and attempts,
// `DELETE /_mock/webhooks/{id}` removes one and `DELETE /_mock/webhooks` removes them all.
import {Problem} from './problems.mjs';

const json = (status, body) => ({status, headers: {'Content-Type': 'application/json'}, body});

/** An endpoint as the mock shows it: the secret stays hidden, as in the web app. */
const endpointView = (endpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  secret_ending: endpoint.secret.slice(-4),
  deliveries: endpoint.deliveries,
});

function webhookRoute({store, webhooks, identity}, request, url, raw) {
  const state = store.get(identity());
  const one = /^\/_mock\/webhooks\/([A-Za-z0-9_]+)$/.exec(url.pathname)?.[1];
  if (url.pathname === '/_mock/webhooks' && request.method === 'GET') {
    return json(200, {object: 'list', data: state.webhooks.map(endpointView)});
  }
  if (url.pathname === '/_mock/webhooks' && request.method === 'POST') {
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
    if (state.webhooks.length >= webhooks.maxEndpoints) {
      throw new Problem(
        'validation_failed',
        `This key has ${state.webhooks.length} endpoints, the most a workspace may have. Remove one with DELETE /_mock/webhooks/{id}.`,
        {errors: [{pointer: '/url', code: 'too_many_items', detail: 'Too many endpoints.'}]},
      );
    }
    const endpoint = {id: state.nextId('we'), ...registration, deliveries: []};
    state.webhooks.push(endpoint);
    return json(201, endpointView(endpoint));
  }
  if (url.pathname === '/_mock/webhooks' && request.method === 'DELETE') {
    state.webhooks = [];
    return json(200, {object: 'list', data: []});
  }
  if (one && request.method === 'DELETE') {
    const endpoint = state.webhooks.find((candidate) => candidate.id === one);
    if (!endpoint) throw new Problem('resource_not_found', `This key has no webhook endpoint ${one}.`);
    state.webhooks = state.webhooks.filter((candidate) => candidate !== endpoint);
    return json(200, endpointView(endpoint));
  }
  return undefined;
}

/**
 * The answer of a mock route.
 * @param {{store: object, webhooks: object, identity: () => object}} services `identity` reads the request's key
 */
export function mockRoute(services, request, url, raw) {
  const {store, identity} = services;
  const report = /^\/_mock\/files\/([0-9a-f]+)\/imports\/(imp_[A-Za-z0-9]+)\/errors\.csv$/.exec(url.pathname);
  if (report && request.method === 'GET') {
    const csv = store.byFileToken(report[1])?.errorReports.get(report[2]);
    if (csv === undefined) throw new Problem('resource_not_found', `No error report at ${url.pathname}.`);
    return {status: 200, headers: {'Content-Type': 'text/csv; charset=utf-8'}, raw: csv};
  }
  if (url.pathname === '/_mock/reset' && request.method === 'POST') {
    const {key} = identity();
    store.reset(key);
    return json(200, {reset: true, key_ending: key.slice(-4)});
  }
  if (url.pathname.startsWith('/_mock/webhooks')) {
    const answer = webhookRoute(services, request, url, raw);
    if (answer) return answer;
  }
  throw new Problem(
    'resource_not_found',
    `The mock server has no route ${request.method} ${url.pathname}. Its own routes: POST /_mock/reset; GET, POST and DELETE /_mock/webhooks; DELETE /_mock/webhooks/{id}.`,
  );
}
