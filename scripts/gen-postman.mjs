// Converts the bundled OpenAPI document into a Postman collection (v2.1) with openapi-to-postmanv2, so the collection
// always matches the document. Requests are grouped in folders by tag; the collection points at the sandbox and sends
// the `{{berthlineApiKey}}` variable as the bearer token, so no key is ever stored in the file.
// Reads static/openapi/berthline-tracking-api.json and writes berthline-tracking-api.postman_collection.json beside it.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import converter from 'openapi-to-postmanv2';
import {deprecationsOf} from './lib/deprecations.mjs';

export const POSTMAN_FILE_SUFFIX = '.postman_collection.json';
const API_KEY_VARIABLE = 'berthlineApiKey';
/** Where the webhook folder's requests post: the reader's own receiver. */
const WEBHOOK_URL_VARIABLE = 'webhookUrl';

const convert = promisify(converter.convert);

/** The sandbox server: the one a reader trying the collection with a test key needs. */
function sandboxUrl(spec) {
  const servers = spec.servers ?? [];
  return (servers.find((server) => /sandbox/i.test(server.url)) ?? servers[0])?.url;
}

/** Names of the required query parameters of each operation, keyed by `METHOD /path/{param}`. */
function requiredQueryParameters(spec) {
  const required = new Map();
  for (const [pathTemplate, pathItem] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (method === 'parameters') continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
      const names = parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      required.set(`${method.toUpperCase()} ${pathTemplate}`, new Set(names));
    }
  }
  return required;
}

function* itemsOf(items) {
  for (const item of items) {
    if (item.item) yield* itemsOf(item.item);
    else yield item;
  }
}

function* requestsOf(items) {
  for (const item of itemsOf(items)) yield item.request;
}

/** A request's operation, as `METHOD /path/{param}`; undefined for a webhook event (see webhookFolder). */
function operationKey(request) {
  if (!request.url.path) return undefined;
  return `${request.method} /${request.url.path.map((part) => part.replace(/^:(.+)$/, '{$1}')).join('/')}`;
}

/**
 * Leaves only required query parameters switched on. The converter fills every filter with its example, and a list
 * request with twenty filters on returns nothing; the others stay in the request, ready to switch on.
 */
function switchOffOptionalFilters(collection, spec) {
  const required = requiredQueryParameters(spec);
  for (const request of requestsOf(collection.item)) {
    const key = operationKey(request);
    if (!key) continue; // a webhook event (see webhookFolder), not an operation
    const names = required.get(key);
    if (!names) throw new Error(`The collection has ${key}, which the document lacks.`);
    for (const parameter of request.url.query ?? []) parameter.disabled = !names.has(parameter.key);
  }
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

/** The signing secret the folder's script signs with; its default is the document's fake test secret. */
const WEBHOOK_SECRET_VARIABLE = 'webhookSecret';

/**
 * The Webhooks folder's pre-request script (Postman's sandbox, which provides crypto-js): signs each delivery when it
 * is sent, as Berthline does (scripts/webhooks/signature.mjs): `t=<now>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the whole secret. A signature stored in the collection would be older than any tolerance window.
 */
export const SIGN_DELIVERY_SCRIPT = [
  '// Signs this delivery as Berthline does, at the time of sending: t=<Unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">.',
  "const CryptoJS = require('crypto-js');",
  `const secret = pm.variables.get('${WEBHOOK_SECRET_VARIABLE}');`,
  "if (!secret || !String(secret).startsWith('whsec_')) {",
  `  throw new Error('Set the ${WEBHOOK_SECRET_VARIABLE} variable to the signing secret of your endpoint (whsec_...).');`,
  '}',
  'const timestamp = Math.floor(Date.now() / 1000);',
  "const body = pm.request.body ? pm.request.body.raw : '';",
  'const v1 = CryptoJS.HmacSHA256(`${timestamp}.${body}`, String(secret)).toString(CryptoJS.enc.Hex);',
  "pm.request.headers.upsert({key: 'Berthline-Signature', value: `t=${timestamp},v1=${v1}`});",
];

/**
 * The converter puts the webhook events in a second "Webhooks" folder (the tag's own stays empty), each posting to a
 * variable named after the event. One folder remains, whose requests post their example delivery to {{webhookUrl}}
 * without the API key, signed when they are sent by the folder's script with {{webhookSecret}}.
 */
function webhookFolder(collection, spec) {
  const types = new Set(Object.keys(spec.webhooks ?? {}));
  const folders = collection.item.filter((item) => item.name === 'Webhooks');
  const events = folders.flatMap((folder) => folder.item ?? []).filter((item) => types.has(item.name));
  collection.item = collection.item.filter((item) => !folders.includes(item));
  if (events.length === 0) return;
  for (const event of events) {
    event.request.url = {raw: `{{${WEBHOOK_URL_VARIABLE}}}`, host: [`{{${WEBHOOK_URL_VARIABLE}}}`]};
    // cspell:disable-next-line -- Postman's name for "no authorization"
    event.request.auth = {type: 'noauth'};
    // The example's signature was made at a fixed time; the folder's script sets a fresh one on every send.
    for (const header of event.request.header ?? []) {
      if (header.key.toLowerCase() === 'berthline-signature') header.value = '';
    }
  }
  collection.item.push({
    name: 'Webhooks',
    description:
      'Example deliveries of every webhook event. The folder signs each one when it is sent, with the secret in ' +
      `{{${WEBHOOK_SECRET_VARIABLE}}}, so your receiver can verify it.`,
    item: events,
    event: [{listen: 'prerequest', script: {type: 'text/javascript', exec: SIGN_DELIVERY_SCRIPT}}],
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
  switchOffOptionalFilters(collection, spec);
  markDeprecations(collection, spec);
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
  collection.variable = variables;
  return collection;
}

export async function generatePostmanCollection(specJsonFile) {
  const spec = JSON.parse(await readFile(specJsonFile, 'utf8'));
  const collection = await toPostmanCollection(spec);
  const outFile = specJsonFile.replace(/\.json$/, POSTMAN_FILE_SUFFIX);
  await writeFile(outFile, `${JSON.stringify(collection, null, 2)}\n`);
  return path.basename(outFile);
}
