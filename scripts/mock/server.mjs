// The stateful mock server of the Berthline Tracking API: routing and request validation by openapi-backend on the
// bundled document, the API under the servers' path (`/v1`), and every answer validated against the document
// (status, declared headers, media type and body) before it leaves. An answer that disagrees with the document is
// replaced by a 500 problem that names the mismatch, and is counted in `failures`, so a test cannot miss it.
import {createHash} from 'node:crypto';
import {createServer} from 'node:http';
import {MOCK_HOST, MOCK_PORT} from './address.mjs';
import {createBackend} from './backend.mjs';
import {basePath, deref, errorDetails, loadDocument, queryParameters, testKeyLimits} from './document.mjs';
import {identify} from './keys.mjs';
import {newId} from './ids.mjs';
import {lookUp} from './importer.mjs';
import {readMultipart} from './multipart.mjs';
import {Problem, fieldErrors, problemAnswer} from './problems.mjs';
import {carrierName} from './rows.mjs';
import {RateLimiter} from './rate-limit.mjs';
import {list, parseQuery} from './query.mjs';
import {Store} from './store.mjs';
import {mismatches} from './validate-response.mjs';
import {mockRoute} from './mock-routes.mjs';
import {exampleAnswer} from './examples.mjs';
import {WebhookSender} from './webhooks.mjs';
import {answerHeaders, deprecationsOf, deprecationsOfRequest} from '../lib/deprecations.mjs';
import * as containers from './handlers/containers.mjs';
import * as imports from './handlers/imports.mjs';
import * as shipments from './handlers/shipments.mjs';
import {sandboxServer} from '../../src/lib/servers.mjs';

export const HANDLERS = {
  shipmentList: shipments.shipmentList,
  shipmentById: shipments.shipmentById,
  shipmentByReference: shipments.shipmentByReference,
  patchShipmentById: shipments.patchShipmentById,
  patchShipmentByReference: shipments.patchShipmentByReference,
  archiveShipments: shipments.archiveShipments,
  containerList: containers.containerList,
  listAllShipmentImports: imports.listAllShipmentImports,
  checkShipmentImportStatus: imports.checkShipmentImportStatus,
  startShipmentImportViaJson: imports.startShipmentImportViaJson,
  startShipmentImportViaFile: imports.startShipmentImportViaFile,
};

/**
 * What each handler honours: the query parameters (as the document names them) and the top-level request body
 * fields it reads. `npm run check` warns at each parameter or field the document declares for a handled operation and
 * this list does not name (scripts/check/mock.ts), so a new one is never silently ignored: an engineer teaches the
 * handler, then lists it here.
 */
/** The fields both PATCH operations apply (handlers/shipments.mjs, one function for both). */
const PATCH_FIELDS = ['reference', 'tags', 'custom_fields', 'customer_id', 'notes', 'archived', 'carrier_scac'];

/** @public read by scripts/check/mock.ts, which loads this module by path. */
export const HONOURED = {
  shipmentList: {
    query: [
      'status',
      'tracking_status',
      'archive_state',
      'archived',
      'carrier_scac',
      'port_of_loading',
      'port_of_discharge',
      'final_destination',
      'reference',
      'bill_of_lading_number',
      'booking_number',
      'container_number',
      'tag',
      'customer_id',
      'risk_flag',
      'custom_fields',
      'eta[gte]',
      'eta[lte]',
      'etd[gte]',
      'etd[lte]',
      'created_at[gte]',
      'created_at[lte]',
      'updated_at[gte]',
      'q',
      'sort',
      'limit',
      'cursor',
      'expand[]',
    ],
  },
  shipmentById: {query: ['expand[]']},
  shipmentByReference: {query: ['include_archived', 'expand[]']},
  patchShipmentById: {body: PATCH_FIELDS},
  patchShipmentByReference: {body: PATCH_FIELDS},
  archiveShipments: {body: ['shipment_ids', 'references']},
  containerList: {
    query: [
      'shipment_id',
      'number',
      'status',
      'carrier_scac',
      'port_of_discharge',
      'pod_terminal',
      'available_for_pickup',
      'has_active_holds',
      'last_free_day[gte]',
      'last_free_day[lte]',
      'return_by[lte]',
      'eta[gte]',
      'eta[lte]',
      'archive_state',
      'archived',
      'type',
      'size',
      'updated_at[gte]',
      'sort',
      'limit',
      'cursor',
      'expand[]',
    ],
  },
  listAllShipmentImports: {
    query: [
      'status',
      'source',
      'created_at[gte]',
      'created_at[lte]',
      'created_by',
      'sort',
      'limit',
      'cursor',
      'expand[]',
    ],
  },
  checkShipmentImportStatus: {query: ['expand[]']},
  startShipmentImportViaJson: {body: ['items', 'options']},
  startShipmentImportViaFile: {body: ['file', 'options']},
};

/** Any site may call the mock from a browser ("Try it"), and read the headers the document declares. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Location, Content-Location, Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Idempotent-Replayed, WWW-Authenticate, Deprecation, Sunset',
};

const MAX_BODY_BYTES = 11 * 1024 * 1024;
const IMPORT_STARTS = new Set(['startShipmentImportViaJson', 'startShipmentImportViaFile']);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Paging and shape parameters: a bad value is `invalid_request`, not a filter problem. */
const NOT_FILTERS = new Set(['limit', 'cursor', 'expand[]']);

/**
 * The code of a bad query parameter, as the error codes page defines them: `invalid_sort` for `sort`,
 * `invalid_filter` for a filter of a list operation, `invalid_request` otherwise.
 */
function queryErrorCode(operation, errors) {
  const names = errors.map((error) => error.parameter);
  if (names.includes('sort')) return 'invalid_sort';
  const isList = Boolean(operation.responses['200'] && /List$|^listAll/.test(operation.operationId));
  if (isList && names.every((name) => name && !NOT_FILTERS.has(name))) return 'invalid_filter';
  return 'invalid_request';
}

/** The values of a query's list parameters (`status=a,b`) that their enum does not have, as FieldError objects. */
function listEnumErrors(document, operation, query) {
  return queryParameters(document, operation).flatMap((parameter) => {
    const items = parameter.schema?.type === 'array' ? deref(document, parameter.schema.items ?? {}) : undefined;
    if (!items?.enum) return [];
    return (list(query, parameter.name) ?? [])
      .filter((value) => !items.enum.includes(value))
      .map((value) => ({
        pointer: null,
        parameter: parameter.name,
        code: 'invalid_value',
        detail: `The query parameter ${parameter.name} has ${JSON.stringify(value)}, which is not one of ${items.enum.join(', ')}.`,
      }));
  });
}

const mediaType = (value) =>
  String(value ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

/**
 * What counts as the same request for an Idempotency-Key (the document's Idempotency-Key parameter says it): the
 * operation and the body as parsed, never its bytes. A JSON body counts by its parsed value, so spaces and the order
 * of keys do not matter; a multipart body by each part's name, file name and contents, in any order and whatever
 * content type the client declares for a part (curl says application/octet-stream for a file, Python's requests
 * says nothing), so the boundary, the order of the parts and a client's defaults do not matter either; a text part
 * that holds JSON counts by its value.
 */
function fingerprint(operationId, contentType, body, multipart) {
  const hash = (bytes) => createHash('sha256').update(bytes).digest('hex');
  const canonical = (value) =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical(value[key])]),
          )
        : value;
  if (multipart) {
    // A text part that holds JSON (`options`) counts by its value, as a JSON body does: curl's compact JSON and
    // Python's json.dumps with its spaces are the same options.
    // The part named `file` is the upload; any other is a text part, whatever file name a browser gives its Blob.
    const isText = (part) => part.name !== 'file';
    const contents = (part) => {
      if (isText(part)) {
        try {
          return hash(JSON.stringify(canonical(JSON.parse(part.bytes.toString('utf8')))));
        } catch {
          // Not JSON: its bytes, as for a file.
        }
      }
      return hash(part.bytes);
    };
    const parts = multipart.parts
      .map((part) => JSON.stringify([part.name, isText(part) ? null : (part.fileName ?? null), contents(part)]))
      .sort();
    return `${operationId} ${hash(JSON.stringify(parts))}`;
  }
  return `${operationId} ${contentType} ${hash(JSON.stringify(canonical(body ?? null)))}`;
}

/**
 * Starts the mock server.
 * @param {{port?: number, host?: string, importStepMs?: number, webhookRetryScale?: number,
 *   log?: (line: string) => void, handlers?: Record<string, Function>, webhook?: {url: string, secret: string},
 *   document?: object}} [options]
 *   `handlers` replaces operations' handlers (the tests plant a wrong one to prove the response validation);
 *   `webhookRetryScale` shortens the retry schedule of failed webhook deliveries (1: as documented);
 *   `document` replaces the bundled document (the tests plant a deprecated operation).
 */
export async function startMock(options = {}) {
  const document = options.document ?? loadDocument();
  const deprecations = deprecationsOf(document);
  const settings = {
    port: MOCK_PORT,
    host: MOCK_HOST,
    importStepMs: 1500,
    webhookRetryScale: 1,
    log: (line) => console.log(line),
    ...options,
  };
  const prefix = basePath(document);
  const details = errorDetails(document);
  const sandbox = sandboxServer(document.servers).url;
  const handlers = {...HANDLERS, ...settings.handlers};
  const store = new Store(document, {webhook: settings.webhook});
  const webhooks = new WebhookSender(document, settings.log, {retryScale: settings.webhookRetryScale});
  const failures = [];
  /** Rate-limit buckets of requests without a valid key, by client address. */
  const anonymousLimiters = new Map();
  const anonymous = (request) => {
    const address = request.socket.remoteAddress ?? 'unknown';
    if (!anonymousLimiters.has(address))
      anonymousLimiters.set(address, new RateLimiter({...testKeyLimits(document), burstPerSecond: 1000}));
    return anonymousLimiters.get(address);
  };
  const api = await createBackend(document, {
    handlers: Object.fromEntries(Object.keys(HANDLERS).map((operationId) => [operationId, (context) => context])),
  });
  let origin = '';

  /** Everything a handler needs about its request and key. */
  function context(state, operation, request, url, query, body, multipart) {
    const ctx = {
      document,
      state,
      operation,
      query,
      params: request.params,
      headers: request.headers,
      body,
      multipart,
      origin,
      options: settings,
      instance: url.pathname,
      carrierName,
      emit(type, object, previous, extra) {
        const view = type.startsWith('shipment_import')
          ? imports.importView(ctx, object, new Set(), false)
          : structuredClone(object);
        try {
          webhooks.send(state, type, view, previous, extra);
        } catch (error) {
          failures.push(error.message);
          settings.log(`MOCK FAILURE: ${error.message}`);
        }
      },
      lookUp: (shipment) => lookUp(ctx, shipment),
    };
    return ctx;
  }

  /** The operation of a request under the API's path: 404 for a path the document does not have, 405 for a method. */
  function route(request, url) {
    const path = url.pathname.slice(prefix.length) || '/';
    try {
      return api.router.matchOperation({method: request.method.toLowerCase(), path, headers: request.headers}, true);
    } catch (error) {
      if (String(error.message).startsWith('405')) {
        throw new Problem(
          'method_not_allowed',
          `${request.method} is not an operation of ${url.pathname}. Read the API reference for the methods of this path.`,
          {status: 405},
        );
      }
      throw new Problem('resource_not_found', `No operation of the API matches ${request.method} ${url.pathname}.`);
    }
  }

  async function handle(request, response) {
    if (request.method === 'OPTIONS') {
      // The preflight of "Try it" on the site, which calls the mock from another origin.
      response.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    const requestId = newId('req', 16);
    const url = new URL(request.url, origin);
    let answer;
    let operation;
    let rateHeaders = {};
    try {
      const raw = await readBody(request);
      if (url.pathname.startsWith('/_mock/')) {
        answer = mockRoute(
          {store, webhooks, identity: () => identify(request.headers.authorization, testKeyLimits(document), sandbox)},
          request,
          url,
          raw,
        );
      } else if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
        throw new Problem(
          'resource_not_found',
          `No operation of the API matches ${request.method} ${url.pathname}: the API lives under ${prefix}.`,
        );
      } else {
        operation = route(request, url);
        let identity;
        try {
          identity = identify(request.headers.authorization, testKeyLimits(document), sandbox);
        } catch (error) {
          // A request without a valid key counts against a bucket of its address, which its 401 reports.
          rateHeaders = anonymous(request).take(false);
          throw error;
        }
        const state = store.get(identity);
        // A request with an Idempotency-Key already used starts no import (it replays the first answer, or is
        // refused): it counts against the general limits only, as the document's Idempotency-Key parameter says.
        const usedKey = state.idempotency.has(request.headers['idempotency-key']);
        rateHeaders = state.limiter.take(IMPORT_STARTS.has(operation.operationId) && !usedKey);
        const required = (operation.security ?? document.security).flatMap((entry) => Object.values(entry).flat());
        if (required.includes('read_write') && identity.scope !== 'read_write') {
          throw new Problem(
            'permission_denied',
            `This API key has the read scope. ${request.method} ${url.pathname} needs a key with the read_write scope.`,
          );
        }
        answer = await runOperation(state, operation, request, url, raw);
      }
    } catch (error) {
      if (!(error instanceof Problem)) {
        failures.push(error.stack ?? String(error));
        settings.log(`MOCK FAILURE: ${error.stack ?? error}`);
      }
      const problem =
        error instanceof Problem ? error : new Problem('internal_error', `The mock server failed: ${error.message}`);
      answer = problemAnswer(details, problem, url.pathname, requestId);
    }
    answer.headers = {...rateHeaders, ...answer.headers};
    if (operation) {
      // A deprecated operation, or a deprecated parameter sent, is announced on every answer, whoever made it.
      const sent = new Set(url.searchParams.keys());
      Object.assign(answer.headers, answerHeaders(deprecationsOfRequest(deprecations, operation.operationId, sent)));
    }
    if (
      answer.body &&
      typeof answer.body === 'object' &&
      answer.headers['Content-Type'] === 'application/problem+json'
    ) {
      answer.body.request_id = requestId;
    }
    if (operation && !answer.raw) {
      answer.headers['Request-Id'] = requestId;
      const problems = mismatches(api, document, operation, answer);
      if (problems.length > 0) {
        const message = `${operation.operationId} answered ${answer.status}, which disagrees with the document: ${problems.join('; ')}`;
        failures.push(message);
        settings.log(`MOCK FAILURE: ${message}`);
        answer = problemAnswer(details, new Problem('internal_error', message), url.pathname, requestId);
        answer.headers = {...rateHeaders, ...answer.headers, 'Request-Id': requestId};
      }
    } else if (!answer.raw) answer.headers['Request-Id'] = requestId;
    const payload = answer.raw ?? `${JSON.stringify(answer.body, null, 2)}\n`;
    response.writeHead(answer.status, {'Content-Type': 'application/json', ...CORS, ...answer.headers});
    response.end(payload);
    settings.log(`${request.method} ${url.pathname}${url.search} → ${answer.status} ${requestId}`);
  }

  /** Validates the request (after the key: a request without a key is 401 whatever it holds) and runs the handler. */
  async function runOperation(state, operation, request, url, raw) {
    const contentType = mediaType(request.headers['content-type']);
    const declared = Object.keys(operation.requestBody?.content ?? {});
    let body;
    let multipart;
    if (raw === null) throw new Problem('file_too_large', 'The request body is larger than 10 MB.', {status: 413});
    if (declared.length > 0) {
      if (raw.length === 0 && operation.requestBody.required)
        throw new Problem('validation_failed', 'The request needs a body.', {
          errors: [{pointer: '/', code: 'required', detail: 'The body is missing.'}],
        });
      if (!declared.includes(contentType)) {
        throw new Problem(
          'unsupported_media_type',
          `Send the body as ${declared.join(' or ')}, not ${contentType || 'without a Content-Type'}.`,
        );
      }
      if (contentType === 'multipart/form-data') {
        multipart = await readMultipart(request.headers, raw);
        body = {...multipart.fields, ...(multipart.file ? {file: multipart.file.name} : {})};
      } else {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch (error) {
          throw new Problem('invalid_request', `The body is not valid JSON: ${error.message}`);
        }
      }
    }
    if (operation.operationId.startsWith('patchShipment') && body && typeof body === 'object') {
      const editable = Object.keys(document.components.schemas.ShipmentPatch.properties);
      const carrierData = Object.keys(body).filter(
        (field) => !editable.includes(field) && field in document.components.schemas.Shipment.properties,
      );
      if (carrierData.length > 0) {
        throw new Problem(
          'field_not_editable',
          `${carrierData.join(', ')} ${carrierData.length > 1 ? 'come' : 'comes'} from carrier data and cannot be changed.`,
          {
            errors: carrierData.map((field) => ({
              pointer: `/${field}`,
              code: 'not_editable',
              detail: `${field} is read-only.`,
            })),
          },
        );
      }
    }
    const query = parseQuery(url.search, queryParameters(document, operation));
    // Each value of a list parameter is one of its enum's, as the mock reads them (split at commas): the validator
    // decodes a value once more, and took `arrived%2Cdischarged` (a comma escaped twice) for two good values.
    const badValues = listEnumErrors(document, operation, query);
    if (badValues.length > 0) {
      throw new Problem(queryErrorCode(operation, badValues), badValues.map((error) => error.detail).join(' '), {
        errors: badValues,
      });
    }
    const params = api.router.parseRequest(
      {method: request.method, path: url.pathname.slice(prefix.length), headers: request.headers, query},
      operation,
    ).params;
    const validation = api.validateRequest(
      {method: request.method, path: url.pathname.slice(prefix.length), headers: request.headers, query, body},
      operation,
    );
    if (!validation.valid) {
      const errors = fieldErrors(validation.errors);
      const inBody = validation.errors.some((error) => error.instancePath.startsWith('/requestBody'));
      if (inBody)
        throw new Problem(
          'validation_failed',
          `${errors.length} field${errors.length > 1 ? 's are' : ' is'} invalid.`,
          {errors},
        );
      throw new Problem(queryErrorCode(operation, errors), errors.map((error) => error.detail).join(' '), {errors});
    }
    if (contentType === 'multipart/form-data' && !multipart.file) {
      throw new Problem('validation_failed', 'The request has no file part.', {
        errors: [{pointer: '/file', code: 'required', detail: 'Add the spreadsheet as the part named file.'}],
      });
    }
    // An operation without a stateful handler yet is answered from the document's examples.
    const handler = handlers[operation.operationId] ?? (() => exampleAnswer(api, document, operation));
    const ctx = context(state, operation, {params, headers: request.headers}, url, query, body, multipart);
    const idempotencyKey = request.headers['idempotency-key'];
    const declaresIdempotency = (operation.parameters ?? []).some(
      (parameter) => deref(document, parameter).name === 'Idempotency-Key',
    );
    if (!declaresIdempotency || idempotencyKey === undefined) return normalize(await handler(ctx));
    const print = fingerprint(operation.operationId, contentType, body, multipart);
    const previous = state.idempotency.get(idempotencyKey);
    if (previous && previous.fingerprint !== print) {
      throw new Problem(
        'idempotency_key_reused',
        `The Idempotency-Key ${idempotencyKey} was used with another request body. Generate a new key for a new request.`,
      );
    }
    if (previous && !previous.answer) {
      throw new Problem(
        'idempotency_request_in_progress',
        `The first request with the Idempotency-Key ${idempotencyKey} is still being processed. Retry in a moment.`,
      );
    }
    if (previous) {
      const replay = structuredClone(previous.answer);
      replay.headers['Idempotent-Replayed'] = 'true';
      return replay;
    }
    state.idempotency.set(idempotencyKey, {fingerprint: print});
    try {
      const answer = normalize(await handler(ctx));
      state.idempotency.set(idempotencyKey, {fingerprint: print, answer: structuredClone(answer)});
      return answer;
    } catch (error) {
      state.idempotency.delete(idempotencyKey);
      throw error;
    }
  }

  const normalize = (answer) => ({...answer, headers: {'Content-Type': 'application/json', ...answer.headers}});

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      failures.push(error.stack ?? String(error));
      settings.log(`MOCK FAILURE: ${error.stack ?? error}`);
      if (!response.headersSent) response.writeHead(500, {'Content-Type': 'text/plain'});
      response.end('mock server failure\n');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, resolve);
  });
  const port = server.address().port;
  origin = `http://${settings.host}:${port}`;
  return {
    origin,
    base: `${origin}${prefix}`,
    port,
    failures,
    store,
    /** Waits for the webhook deliveries in flight. */
    settle: () => Promise.all([...webhooks.inFlight]),
    close: async () => {
      store.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
