// Converts the bundled OpenAPI document into a Postman collection (v2.1) with openapi-to-postmanv2, so the collection
// always matches the document, then makes it run as a whole, in Postman's runner or newman, against the sandbox or the
// mock server: every request takes the key from `{{berthlineApiKey}}`, optional filters and headers are off (If-Match
// is filled from the shipment's last answer by a script), each write sends a fresh `{{$guid}}` Idempotency-Key, the
// import requests wait for the key's running import (test keys run one at a time) and upload the template's example
// rows from the site's downloads, every request tests the status and body the document gives, and a first request
// resets the mock server's data for the key. tests/published/postman-collection.test.ts runs the collection the built
// site serves with newman.
// Reads static/openapi/berthline-tracking-api.json and writes berthline-tracking-api.postman_collection.json beside it.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import converter from 'openapi-to-postmanv2';
import {BASE_URL} from '../config/site-paths.mjs';
import {deprecationsOf} from './lib/deprecations.mjs';
import {deref} from './lib/openapi-ref.mjs';
import {standaloneSchema} from './lib/standalone-schema.mjs';
import {exampleDelivery} from './webhooks/facts.mjs';
import {writeIfChanged} from './lib/write-if-changed.mjs';
import {sandboxServer} from '../src/lib/servers.mjs';

export const POSTMAN_FILE_SUFFIX = '.postman_collection.json';
const API_KEY_VARIABLE = 'berthlineApiKey';
/** Where the webhook folder's requests post: the reader's own receiver. */
const WEBHOOK_URL_VARIABLE = 'webhookUrl';
/** The signing secret the folder's script signs with; its default is the document's fake test secret. */
const WEBHOOK_SECRET_VARIABLE = 'webhookSecret';
/** The import that "Retrieve a shipment import" reads: the document's example until an import request sets it. */
const IMPORT_ID_VARIABLE = 'importId';
/** The id, reference and ETag of the shipment in the last answer that returned one, for If-Match. */
const LAST_SHIPMENT_VARIABLE = 'lastShipmentRead';
/** The name of the first request, which resets the mock server's data for the key. */
export const RESET_REQUEST_NAME = "Reset the mock server's data for your key";

const convert = promisify(converter.convert);

/** The sandbox server: the one a reader trying the collection with a test key needs. */
const sandboxUrl = (spec) => sandboxServer(spec.servers ?? []).url;

function* itemsOf(items) {
  for (const item of items) {
    if (item.item) yield* itemsOf(item.item);
    else yield item;
  }
}

/** A request's operation, as `METHOD /path/{param}`; undefined for a webhook event (see webhookFolder). */
function operationKey(request) {
  if (!request.url.path) return undefined;
  return `${request.method} /${request.url.path.map((part) => part.replace(/^:(.+)$/, '{$1}')).join('/')}`;
}

/** How the collection says that something is deprecated: since when, its sunset, what to use instead. */
export const deprecationNote = ({date, sunset, replacement}) =>
  `Deprecated since ${date}; it stops working on ${sunset} (its sunset). Use ${replacement} instead.`;

/**
 * Marks what the document deprecates (scripts/lib/deprecations.mjs): a deprecated operation's request gets
 * "(deprecated)" after its name and the note first in its description; a deprecated query parameter, the note as
 * its description, switched off.
 */
function markDeprecations(collection, spec) {
  const entries = deprecationsOf(spec).filter((entry) => entry.info && entry.operation);
  for (const item of itemsOf(collection.item)) {
    const key = operationKey(item.request);
    const own = entries.filter(({operation}) => `${operation.method.toUpperCase()} ${operation.path}` === key);
    const operation = own.find((entry) => entry.kind === 'operation');
    if (operation) {
      item.name = `${item.name} (deprecated)`;
      const description = item.request.description?.content ?? item.request.description ?? '';
      item.request.description = `**${deprecationNote(operation.info)}**\n\n${description}`;
    }
    for (const entry of own.filter(({kind, parameter}) => kind === 'parameter' && parameter.in === 'query')) {
      for (const parameter of (item.request.url.query ?? []).filter(({key: name}) => name === entry.parameter.name)) {
        parameter.description = deprecationNote(entry.info);
        parameter.disabled = true;
      }
    }
  }
}

/** Each operation's request in the collection, with the operation: `[{item, method, pathTemplate, operation}]`. */
function operationItems(collection, spec) {
  const found = [];
  for (const item of itemsOf(collection.item)) {
    const request = item.request;
    const key = operationKey(request);
    if (!key) continue; // a webhook event (see webhookFolder), not an operation
    const pathTemplate = key.slice(key.indexOf(' ') + 1);
    const pathItem = spec.paths?.[pathTemplate];
    const operation = pathItem?.[request.method.toLowerCase()];
    if (!operation) throw new Error(`The collection has ${request.method} ${pathTemplate}, which the document lacks.`);
    const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(spec, p));
    found.push({item, method: request.method, pathTemplate, operation, parameters});
  }
  return found;
}

/**
 * Leaves only required query parameters switched on. The converter fills every filter with its example, and a list
 * request with twenty filters on returns nothing; the others stay in the request, ready to switch on.
 */
function switchOffOptionalFilters({item, parameters}) {
  const required = new Set(parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name));
  for (const parameter of item.request.url.query ?? []) parameter.disabled = !required.has(parameter.key);
}

const script = (listen, exec) => ({listen, script: {type: 'text/javascript', exec}});

/** The documented success of an operation: its one 2xx status and the schema of its JSON body. */
function documentedSuccess(spec, operation) {
  const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
  if (successes.length !== 1) {
    throw new Error(`${operation.operationId} documents ${successes.length} success statuses; the tests expect one.`);
  }
  const [status, response] = successes[0];
  const schema = deref(spec, response).content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operation.operationId}'s ${status} answer has no application/json schema.`);
  const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref ?? '')?.[1] ?? `${operation.operationId} ${status}`;
  return {status: Number(status), schema: standaloneSchema(spec, schema), name};
}

/** The post-response script of an operation's request: its documented status and body, then what it remembers. */
function testScript(spec, operation, remember = []) {
  const {status, schema, name} = documentedSuccess(spec, operation);
  return [
    `// The answer the document describes for ${operation.operationId}: ${status}, with a body that matches ${name}.`,
    `pm.test('Status is ${status}', () => pm.response.to.have.status(${status}));`,
    `const schema = ${JSON.stringify(schema)};`,
    `pm.test('The body matches the ${name} schema', () => pm.response.to.have.jsonSchema(schema));`,
    ...remember,
  ];
}

/** After an answer with a shipment and its ETag: remember them for the If-Match of the next update. */
const REMEMBER_SHIPMENT = [
  '// Remember the shipment and its ETag: the update requests send it in If-Match.',
  `if (pm.response.code === 200 && pm.response.headers.get('ETag')) {`,
  '  const shipment = pm.response.json();',
  `  const read = {id: shipment.id, reference: shipment.reference, etag: pm.response.headers.get('ETag')};`,
  `  pm.collectionVariables.set('${LAST_SHIPMENT_VARIABLE}', JSON.stringify(read));`,
  '}',
];

/** After an import started: the import that "Retrieve a shipment import" reads next. */
const REMEMBER_IMPORT = [
  `if (pm.response.code === 202) pm.collectionVariables.set('${IMPORT_ID_VARIABLE}', pm.response.json().id);`,
];

/** Before an update: If-Match from the last answer about the same shipment, or no If-Match at all. */
function ifMatchScript(parameter) {
  const match =
    parameter === 'reference'
      ? 'last.reference !== null && last.reference.toLowerCase() === decodeURIComponent(target).toLowerCase()'
      : 'last.id === target';
  return [
    '// If-Match: the ETag of the last answer that returned this shipment (a retrieve or an update), so that the update',
    '// fails with 412 if the shipment changed since. Without such an answer, the header stays off.',
    `const last = JSON.parse(pm.collectionVariables.get('${LAST_SHIPMENT_VARIABLE}') || 'null');`,
    `const target = pm.variables.replaceIn(pm.request.url.variables.get('${parameter}') || '');`,
    `if (last && ${match}) {`,
    "  pm.request.headers.remove('If-Match');",
    "  pm.request.headers.add({key: 'If-Match', value: last.etag});",
    '}',
  ];
}

/**
 * Before an import starts: test keys run one import at a time (the document's x-limits), so a run of the whole
 * collection waits until the key's earlier import has finished instead of getting 429. `keyVariable` names the
 * variable that holds the API key (tests/api/contract-portman.test.ts adds the script to Portman's collection too).
 */
export function waitForImportsScript(spec, keyVariable = API_KEY_VARIABLE) {
  const listPath = Object.entries(spec.paths).find(([, item]) => item.get?.operationId === 'listAllShipmentImports');
  if (!listPath) throw new Error('The document lacks listAllShipmentImports, which the import requests poll.');
  const gap = pacingGap(spec);
  return [
    `// Test keys run ${spec['x-limits'].rateLimits.testKeys.concurrentImports} import at a time: wait (at most 30 s) until this key's earlier imports have finished.`,
    `// Each check keeps to the same ${gap} ms spacing as the collection's requests.`,
    "const base = pm.variables.replaceIn('{{baseUrl}}');",
    `const key = pm.variables.replaceIn('{{${keyVariable}}}');`,
    'const deadline = Date.now() + 30000;',
    'function nextSlot() {',
    '  const now = Date.now();',
    "  const slot = Math.max(now, Number(pm.variables.get('nextRequestAt')) || 0);",
    `  pm.variables.set('nextRequestAt', slot + ${gap});`,
    '  return slot - now;',
    '}',
    'function waitForImports() {',
    '  pm.sendRequest(',
    `    {url: base + '${listPath[0]}?status=pending,processing&limit=1', header: {Authorization: 'Bearer ' + key}},`,
    '    (error, response) => {',
    '      const running = !error && response.code === 200 && response.json().data.length > 0;',
    '      if (running && Date.now() < deadline) setTimeout(waitForImports, Math.max(500, nextSlot()));',
    // The request itself goes out as soon as this script ends: the next one keeps its distance from it.
    `      else pm.variables.set('nextRequestAt', Date.now() + ${gap});`,
    '    },',
    '  );',
    '}',
    'setTimeout(waitForImports, nextSlot());',
  ];
}

/** The spacing of a run's requests to the API: a little more than the test keys' burst limit allows. */
function pacingGap(spec) {
  return Math.ceil(1000 / spec['x-limits'].rateLimits.testKeys.burstPerSecond) + 50;
}

/**
 * The collection's pre-request script: test keys may send a few requests a second (the burst limit), so a run of the
 * whole collection spaces its requests to the API. A request sent alone never waits.
 */
function pacingScript(spec) {
  const perSecond = spec['x-limits'].rateLimits.testKeys.burstPerSecond;
  const gap = pacingGap(spec);
  return [
    `// Test keys may send ${perSecond} requests a second: in a run, each request to {{baseUrl}} comes ${gap} ms after the one before.`,
    "if (pm.request.url.toString().startsWith('{{baseUrl}}')) {",
    '  const now = Date.now();',
    "  const next = Math.max(now, Number(pm.variables.get('nextRequestAt')) || 0);",
    `  pm.variables.set('nextRequestAt', next + ${gap});`,
    '  if (next > now) setTimeout(() => {}, next - now);',
    '}',
  ];
}

/** The file a part's example names and the part's media type, from the encoding's list by the file's extension. */
function filePart(spec, operation) {
  const media = deref(spec, operation.requestBody).content['multipart/form-data'];
  const [fileName] = media.schema.properties.file.examples ?? [];
  if (!fileName) throw new Error(`${operation.operationId}: the file part has no example file name.`);
  const types = (media.encoding?.file?.contentType ?? '').split(',').map((type) => type.trim());
  const type = fileName.endsWith('.csv')
    ? types.find((t) => t === 'text/csv')
    : types.find((t) => t.includes('spreadsheetml'));
  if (!type) throw new Error(`${operation.operationId}: no media type of the file part fits ${fileName}.`);
  return {fileName, type};
}

/**
 * An operation's request as it should run: the collection's key (the converter gives writes their own bearer token,
 * `{{bearerToken}}`, which nothing defines), If-Match off until a script fills it, a fresh Idempotency-Key for every
 * send, the import to retrieve in a variable, the upload's example file, and the tests.
 */
function prepareOperation(spec, entry) {
  const {item, operation, parameters} = entry;
  const request = item.request;
  delete request.auth;
  switchOffOptionalFilters(entry);
  const prerequest = [];
  let remember = [];
  for (const header of request.header ?? []) {
    const name = header.key.toLowerCase();
    if (name === 'if-match') {
      header.value = '';
      header.disabled = true;
      const target = parameters.find((p) => p.in === 'path')?.name;
      prerequest.push(...ifMatchScript(target));
    }
    if (name === 'idempotency-key') {
      header.value = '{{$guid}}';
      header.disabled = false;
    }
  }
  const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
  const answer = success && deref(spec, success[1]);
  if (request.method === 'POST' && answer?.content?.['application/json']?.schema?.$ref?.endsWith('/ShipmentImport')) {
    prerequest.push(...waitForImportsScript(spec));
    remember = REMEMBER_IMPORT;
  }
  if (answer?.headers?.ETag) remember = REMEMBER_SHIPMENT;
  for (const variable of request.url.variable ?? []) {
    if (variable.key === 'import_id') variable.value = `{{${IMPORT_ID_VARIABLE}}}`;
  }
  if (request.body?.mode === 'formdata') {
    // Postman and newman write the multipart Content-Type with its boundary themselves.
    request.header = request.header.filter((header) => header.key.toLowerCase() !== 'content-type');
    const {fileName, type} = filePart(spec, operation);
    for (const part of request.body.formdata) {
      if (part.key !== 'file') continue;
      part.src = fileName;
      part.contentType = type;
      part.description =
        `${part.description} The collection uploads ${fileName}, the import template's example rows: download it ` +
        `from ${BASE_URL}downloads/${fileName} on the documentation site into Postman's working directory, or choose your own file.`;
    }
  }
  item.event = [
    ...(prerequest.length > 0 ? [script('prerequest', prerequest)] : []),
    script('test', testScript(spec, operation, remember)),
  ];
}

/**
 * The first request: `POST /_mock/reset` of the mock server (npm run mock), which gives the key a fresh copy of the
 * example world, so a run starts from what the pages show. Against any other server it is skipped.
 */
function resetRequest(spec) {
  const basePath = new URL(sandboxUrl(spec)).pathname.replace(/\/$/, '');
  const local = new RegExp(
    `^(http:\\/\\/(?:127\\.0\\.0\\.1|localhost)(?::\\d+)?)${basePath.replace(/\//g, '\\/')}\\/?$`,
  );
  return {
    name: RESET_REQUEST_NAME,
    request: {
      method: 'POST',
      url: {raw: '{{mockOrigin}}/_mock/reset', host: ['{{mockOrigin}}'], path: ['_mock', 'reset']},
      description:
        'Only for the mock server of the documentation (`npm run mock`): gives your key a fresh copy of the example ' +
        'shipments, so that a run of the collection starts from what the pages show. Skipped for any other base URL.',
    },
    event: [
      script('prerequest', [
        '// Only the mock server has this route: against any other {{baseUrl}} the request is skipped.',
        `const mock = ${local}.exec(pm.variables.replaceIn('{{baseUrl}}'));`,
        "if (mock) pm.variables.set('mockOrigin', mock[1]);",
        'else pm.execution.skipRequest();',
      ]),
      script('test', [
        "pm.test('The mock server reset the data of this key', () => {",
        '  pm.response.to.have.status(200);',
        '  pm.expect(pm.response.json().reset).to.equal(true);',
        '});',
      ]),
    ],
  };
}

/**
 * The Webhooks folder's pre-request script (Postman's sandbox, which provides crypto-js): signs each delivery when it
 * is sent, as Berthline does (scripts/webhooks/signature.mjs): `t=<now>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the whole secret. A signature stored in the collection would be older than any tolerance window. The
 * module gets its own name: the sandbox already declares `CryptoJS`, and redeclaring it throws before signing.
 */
export const SIGN_DELIVERY_SCRIPT = [
  '// Signs this delivery as Berthline does, at the time of sending: t=<Unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">.',
  "const cryptoJs = require('crypto-js');",
  `const secret = pm.variables.get('${WEBHOOK_SECRET_VARIABLE}');`,
  "if (!secret || !String(secret).startsWith('whsec_')) {",
  `  throw new Error('Set the ${WEBHOOK_SECRET_VARIABLE} variable to the signing secret of your endpoint (whsec_...).');`,
  '}',
  'const timestamp = Math.floor(Date.now() / 1000);',
  "const body = pm.request.body ? pm.request.body.raw : '';",
  'const v1 = cryptoJs.HmacSHA256(`${timestamp}.${body}`, String(secret)).toString(cryptoJs.enc.Hex);',
  "pm.request.headers.upsert({key: 'Berthline-Signature', value: `t=${timestamp},v1=${v1}`});",
];

/**
 * The converter puts the webhook events in a second "Webhooks" folder (the tag's own stays empty), each posting to a
 * variable named after the event. One folder remains, whose requests post their example delivery (the bytes the
 * event's page shows, with its own event id) to {{webhookUrl}} without the API key, signed when they are sent by the
 * folder's script with {{webhookSecret}}, and test that the receiver accepted them.
 */
function webhookFolder(collection, spec) {
  const types = new Set(Object.keys(spec.webhooks ?? {}));
  const folders = collection.item.filter((item) => item.name === 'Webhooks');
  const events = folders.flatMap((folder) => folder.item ?? []).filter((item) => types.has(item.name));
  collection.item = collection.item.filter((item) => !folders.includes(item));
  if (events.length === 0) return;
  for (const event of events) {
    const delivery = exampleDelivery(spec, event.name);
    event.request.url = {raw: `{{${WEBHOOK_URL_VARIABLE}}}`, host: [`{{${WEBHOOK_URL_VARIABLE}}}`]};
    // cspell:disable-next-line -- Postman's name for "no authorization"
    event.request.auth = {type: 'noauth'};
    event.request.body = {mode: 'raw', raw: delivery.body, options: {raw: {language: 'json'}}};
    const sent = new Map(delivery.headers);
    for (const header of event.request.header ?? []) {
      // The example's signature was made at a fixed time; the folder's script sets a fresh one on every send.
      if (header.key.toLowerCase() === 'berthline-signature') header.value = '';
      // The converter gives every event the parameter's one example id; each delivery carries its own event's id.
      else if (sent.has(header.key)) header.value = sent.get(header.key);
    }
  }
  const accepted = deref(spec, Object.values(spec.webhooks)[0].post.responses['2XX']).description;
  collection.item.push({
    name: 'Webhooks',
    description:
      'Example deliveries of every webhook event. The folder signs each one when it is sent, with the secret in ' +
      `{{${WEBHOOK_SECRET_VARIABLE}}}, so your receiver can verify it. It needs a receiver listening at ` +
      `{{${WEBHOOK_URL_VARIABLE}}}: without one, run the other folders only (newman's --folder).`,
    item: events,
    event: [
      script('prerequest', SIGN_DELIVERY_SCRIPT),
      script('test', [
        `// ${accepted.trim().replace(/\s+/g, ' ')}`,
        "pm.test('The receiver accepted the delivery (2xx)', () => pm.response.to.be.success);",
      ]),
    ],
  });
  collection.variable = (collection.variable ?? []).filter((variable) => !types.has(variable.key));
  collection.variable.push({key: WEBHOOK_URL_VARIABLE, value: 'http://localhost:3000/webhooks', type: 'string'});
  const secret = spec['x-webhook-delivery']?.signature?.example_secret;
  if (!secret) throw new Error('The document lacks x-webhook-delivery.signature.example_secret.');
  collection.variable.push({
    key: WEBHOOK_SECRET_VARIABLE,
    value: secret,
    type: 'string',
    description:
      "The signing secret the Webhooks folder signs deliveries with. The default is the documentation's fake test " +
      "secret; put your endpoint's secret in a Postman environment, as a secret, to test your receiver.",
  });
}

export async function toPostmanCollection(spec) {
  const result = await convert(
    {type: 'json', data: spec},
    {
      folderStrategy: 'Tags',
      requestParametersResolution: 'Example',
      exampleParametersResolution: 'Example',
      // Each webhook event becomes a request that posts its example delivery to {{webhookUrl}}, your receiver.
      includeWebhooks: true,
    },
  );
  if (!result.result) throw new Error(`openapi-to-postmanv2 could not convert the document: ${result.reason}`);
  const collection = result.output.find((output) => output.type === 'collection')?.data;
  if (!collection) throw new Error('openapi-to-postmanv2 returned no collection.');

  webhookFolder(collection, spec);
  for (const entry of operationItems(collection, spec)) prepareOperation(spec, entry);
  markDeprecations(collection, spec);
  collection.item.unshift(resetRequest(spec));
  collection.event = [script('prerequest', pacingScript(spec))];
  collection.auth = {type: 'bearer', bearer: [{key: 'token', value: `{{${API_KEY_VARIABLE}}}`, type: 'string'}]};
  const variables = (collection.variable ?? []).filter((variable) => variable.key !== API_KEY_VARIABLE);
  const baseUrl = variables.find((variable) => variable.key === 'baseUrl');
  if (baseUrl) baseUrl.value = sandboxUrl(spec);
  variables.push({
    key: API_KEY_VARIABLE,
    value: '',
    type: 'string',
    description: 'Your sk_test_ key. Set it in a Postman environment as a secret rather than here.',
  });
  const importId = deref(spec, spec.components.parameters.ImportId).example;
  variables.push({
    key: IMPORT_ID_VARIABLE,
    value: importId,
    type: 'string',
    description:
      'The import that "Retrieve a shipment import" reads: the example import until one of the import requests ' +
      'starts yours.',
  });
  collection.variable = variables;
  return collection;
}

/** A UUID made from a text (its SHA-1, shaped as a version 5 UUID): the same collection gets the same ids. */
function stableUuid(text) {
  const hex = createHash('sha1').update(text).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Replaces the random ids the converter gives the collection, its folders, requests and examples by ids made from
 * their place, so that an unchanged document writes an unchanged file (and a re-imported collection keeps its ids).
 */
function stableIds(node, place = 'collection') {
  if (Array.isArray(node)) {
    node.forEach((child, index) => stableIds(child, `${place}/${index}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'id' || key === '_postman_id') && typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)) {
      node[key] = stableUuid(`${place}/${key}`);
    } else stableIds(value, `${place}/${key}`);
  }
}

/** Writes the collection beside the bundled document, only when it changed. Returns its file and whether it was written. */
export async function generatePostmanCollection(specJsonFile) {
  const spec = JSON.parse(await readFile(specJsonFile, 'utf8'));
  const collection = await toPostmanCollection(spec);
  stableIds(collection);
  const file = specJsonFile.replace(/\.json$/, POSTMAN_FILE_SUFFIX);
  const written = await writeIfChanged(file, `${JSON.stringify(collection, null, 2)}\n`);
  return {file, written};
}
