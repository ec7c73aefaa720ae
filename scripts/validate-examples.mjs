#!/usr/bin/env node
// Validates every example of the Berthline Tracking API document against its schema.
//
//   node scripts/validate-examples.mjs [path/to/openapi.yaml]
//
// 1. Bundles openapi/openapi.yaml twice with @redocly/openapi-core: with `dereference: true`, so
//    Ajv sees whole schemas, and without, so each failure names the place where the example or
//    schema is written (an example shared by several operations is reported once).
// 2. Validates with Ajv (JSON Schema 2020-12) + ajv-formats:
//    - media-type `example` / `examples` (request bodies and responses),
//    - parameter and header `example` / `examples`,
//    - schema `examples` arrays, at every depth,
//    - JSON strings in multipart parts that declare `contentMediaType: application/json`
//      and a `contentSchema`.
// 3. Checks every container number in any string of the document (examples, descriptions)
//    against its ISO 6346 check digit.
// 4. Checks problem examples: `status` equals the response code, and `type`, `title` and
//    `status` agree with `ErrorCode`'s `x-errorDetails`.
// 5. Checks every example delivery of the `webhooks` section: its `x-signature` is the HMAC of its exact body
//    (scripts/webhooks/signature.mjs) with the document's example secret, and its `type` names its webhook.
// 6. Checks that every enum with `x-enumDescriptions` describes every value, and that the first
//    sentence of each operation description fits a meta description (160 characters).
//
// Prints one line per failure, naming the JSON pointer in the bundled document, and exits 1 on
// any failure. On success, prints a one-line summary with counts.

import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, loadConfig} from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {HTTP_METHODS} from './lib/api-facts.mjs';
import {exampleBody, parseSignatureHeader, signatureHeader} from './webhooks/signature.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..');
const specPath = path.resolve(process.argv[2] ?? path.join(projectRoot, 'openapi/openapi.yaml'));

const CONTAINER_NUMBER = /\b[A-Z]{3}[UJZ]\d{7}\b/g;
const ERROR_TYPE_PREFIX = 'https://www.berthline.example/docs/api/error-codes#';
const META_DESCRIPTION_MAX = 160;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

const failures = [];
const counts = {mediaType: 0, parameter: 0, header: 0, schema: 0, containerNumbers: 0, enums: 0, riskFlagDetails: 0};
let validations = 0;
// Dereferencing shares one object between every place that references it, so an example used by
// several operations is validated at each use but counted once.
const seenExamples = new WeakSet();
const seenPrimitiveExamples = new Set();
function countExample(kind, holder, key) {
  const value = holder[key];
  const identity = isObject(value) || Array.isArray(value) ? value : null;
  if (identity) {
    if (seenExamples.has(identity)) return;
    seenExamples.add(identity);
  } else {
    const token = `${kind}:${JSON.stringify(value)}`;
    if (seenPrimitiveExamples.has(token)) return;
    seenPrimitiveExamples.add(token);
  }
  counts[kind] += 1;
}

function fail(pointer, message) {
  failures.push(`FAIL ${pointer}: ${message}`);
}

function ptr(base, ...tokens) {
  return tokens.reduce((acc, token) => `${acc}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`, base);
}

// ---------------------------------------------------------------------------------------------
// ISO 6346 check digit: letters count from A=10 upward, skipping multiples of 11; each of the
// first ten characters is weighted by 2^position; the sum modulo 11 (10 becomes 0) is the digit.
function letterValue(letter) {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

function iso6346CheckDigit(firstTen) {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen[i];
    const value = /\d/.test(char) ? Number(char) : letterValue(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

function checkContainerNumbers(node, pointer) {
  if (typeof node === 'string') {
    for (const match of node.matchAll(CONTAINER_NUMBER)) {
      counts.containerNumbers += 1;
      const number = match[0];
      const expected = iso6346CheckDigit(number.slice(0, 10));
      if (Number(number[10]) !== expected) {
        fail(pointer, `container number ${number} has an invalid check digit (expected ${expected})`);
      }
    }
  } else if (Array.isArray(node)) {
    node.forEach((item, index) => checkContainerNumbers(item, ptr(pointer, index)));
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) checkContainerNumbers(value, ptr(pointer, key));
  }
}

// A shipment's `risk_flag_details` hold the open flags of its `risk_flags`: the same codes in the same order, each
// with `resolved_at: null`. The schema cannot say so; every example shipment that has the field is checked here.
function checkRiskFlagDetails(node, pointer) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => checkRiskFlagDetails(item, ptr(pointer, index)));
    return;
  }
  if (!isObject(node)) return;
  if (node.object === 'shipment' && Array.isArray(node.risk_flag_details)) {
    counts.riskFlagDetails += 1;
    const codes = node.risk_flag_details.map((detail) => detail?.code);
    if (JSON.stringify(codes) !== JSON.stringify(node.risk_flags)) {
      fail(
        ptr(pointer, 'risk_flag_details'),
        `codes ${JSON.stringify(codes)} differ from risk_flags ${JSON.stringify(node.risk_flags)}`,
      );
    }
    node.risk_flag_details.forEach((detail, index) => {
      if (detail?.resolved_at !== null) fail(ptr(pointer, 'risk_flag_details', index), 'an open flag has resolved_at');
    });
  }
  for (const [key, value] of Object.entries(node)) checkRiskFlagDetails(value, ptr(pointer, key));
}

// ---------------------------------------------------------------------------------------------
const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
addFormats(ajv);

const validators = new WeakMap();
function validatorFor(schema) {
  if (typeof schema === 'boolean') return ajv.compile(schema);
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function formatErrors(errors) {
  return (errors ?? [])
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message}${error.params?.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : ''}`,
    )
    .join('; ');
}

function validateValue(schema, value, pointer) {
  if (schema === undefined) {
    fail(pointer, 'example has no schema to validate against');
    return;
  }
  let validate;
  try {
    validate = validatorFor(schema);
  } catch (error) {
    fail(pointer, `schema does not compile: ${error.message}`);
    return;
  }
  validations += 1;
  if (!validate(value)) fail(pointer, formatErrors(validate.errors));
  validateEmbeddedJson(schema, value, pointer);
}

// Multipart parts such as `options` are JSON strings: validate the parsed value too.
function validateEmbeddedJson(schema, value, pointer) {
  if (!isObject(schema) || !isObject(schema.properties) || !isObject(value)) return;
  for (const [name, propertySchema] of Object.entries(schema.properties)) {
    if (
      isObject(propertySchema) &&
      propertySchema.contentMediaType === 'application/json' &&
      propertySchema.contentSchema !== undefined &&
      typeof value[name] === 'string'
    ) {
      let parsed;
      try {
        parsed = JSON.parse(value[name]);
      } catch (error) {
        fail(ptr(pointer, name), `is not valid JSON: ${error.message}`);
        continue;
      }
      validateValue(propertySchema.contentSchema, parsed, ptr(pointer, name));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Two bundles of the same document: `plain` keeps internal `$ref`s (so failures name the place where
// an example or schema is written), `deref` has every `$ref` replaced (so Ajv sees whole schemas).
let plain;
let deref;
let errorDetails = {};

function getAt(doc, pointer) {
  const tokens = pointer.replace(/^#/, '').split('/').slice(1);
  let node = doc;
  for (const raw of tokens) {
    if (node === undefined || node === null) return undefined;
    node = node[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

// Follows internal `$ref`s of the plain bundle; returns the target and the pointer where it lives.
function follow(node, pointer) {
  let current = node;
  let where = pointer;
  const seen = new Set();
  while (
    isObject(current) &&
    typeof current.$ref === 'string' &&
    current.$ref.startsWith('#/') &&
    !seen.has(current.$ref)
  ) {
    seen.add(current.$ref);
    where = current.$ref;
    current = getAt(plain, current.$ref);
  }
  return [current, where];
}

function checkProblem(value, pointer, statusCode) {
  if (!isObject(value) || typeof value.code !== 'string' || !('status' in value)) return;
  if (statusCode !== undefined && /^\d{3}$/.test(statusCode) && value.status !== Number(statusCode)) {
    fail(pointer, `problem status ${value.status} does not match response code ${statusCode}`);
  }
  const details = errorDetails[value.code];
  if (!details) return; // unknown codes are caught by the schema
  if (value.type !== `${ERROR_TYPE_PREFIX}${value.code}`) {
    fail(pointer, `problem type should be ${ERROR_TYPE_PREFIX}${value.code}`);
  }
  if (value.title !== details.title) fail(pointer, `problem title should be "${details.title}" for ${value.code}`);
  if (value.status !== details.status) fail(pointer, `problem status should be ${details.status} for ${value.code}`);
}

// `plainHolder` is a media type, parameter or header object of the plain bundle (already followed),
// `derefHolder` the same object in the dereferenced bundle.
function checkExamplesOf(plainHolder, derefHolder, pointer, kind, {statusCode, mediaType} = {}) {
  const schema = derefHolder.schema;
  const isProblem = mediaType?.includes('problem');
  if ('example' in derefHolder) {
    countExample(kind, derefHolder, 'example');
    validateValue(schema, derefHolder.example, ptr(pointer, 'example'));
    if (isProblem) checkProblem(derefHolder.example, ptr(pointer, 'example'), statusCode);
  }
  if (isObject(plainHolder.examples)) {
    for (const [name, plainExample] of Object.entries(plainHolder.examples)) {
      const [example, examplePointer] = follow(plainExample, ptr(pointer, 'examples', name));
      if (!isObject(example)) {
        fail(examplePointer, 'example is not an object');
        continue;
      }
      if (!('value' in example)) {
        if (!('externalValue' in example)) fail(examplePointer, 'example has neither value nor externalValue');
        continue;
      }
      const value = derefHolder.examples?.[name]?.value ?? example.value;
      countExample(kind, example, 'value');
      validateValue(schema, value, ptr(examplePointer, 'value'));
      if (isProblem) checkProblem(value, ptr(examplePointer, 'value'), statusCode);
    }
  }
}

function checkContent(plainContent, derefContent, pointer, statusCode) {
  if (!isObject(plainContent) || !isObject(derefContent)) return;
  for (const [mediaType, media] of Object.entries(plainContent)) {
    const derefMedia = derefContent[mediaType];
    if (isObject(media) && isObject(derefMedia)) {
      checkExamplesOf(media, derefMedia, ptr(pointer, mediaType), 'mediaType', {statusCode, mediaType});
    }
  }
}

function checkParameters(plainParameters, derefParameters, pointer) {
  if (!Array.isArray(plainParameters) || !Array.isArray(derefParameters)) return;
  plainParameters.forEach((plainParameter, index) => {
    const [parameter, where] = follow(plainParameter, ptr(pointer, index));
    const derefParameter = derefParameters[index];
    if (!isObject(parameter) || !isObject(derefParameter)) return;
    checkExamplesOf(parameter, derefParameter, where, 'parameter');
    if (parameter.content) checkContent(parameter.content, derefParameter.content, ptr(where, 'content'));
  });
}

function checkHeaders(plainHeaders, derefHeaders, pointer) {
  if (!isObject(plainHeaders) || !isObject(derefHeaders)) return;
  for (const [name, plainHeader] of Object.entries(plainHeaders)) {
    const [header, where] = follow(plainHeader, ptr(pointer, name));
    if (isObject(header) && isObject(derefHeaders[name])) checkExamplesOf(header, derefHeaders[name], where, 'header');
  }
}

function checkFirstSentence(description, pointer) {
  if (typeof description !== 'string' || description.trim() === '') {
    fail(pointer, 'description is missing');
    return;
  }
  const firstParagraph = description
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
  const match = firstParagraph.match(/^.*?[.!?](?=\s|$)/);
  const sentence = match ? match[0] : firstParagraph;
  if (sentence.length > META_DESCRIPTION_MAX) {
    fail(
      pointer,
      `first sentence has ${sentence.length} characters; a meta description allows ${META_DESCRIPTION_MAX}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Schema walk over the plain bundle: every schema node is visited once, where it is written
// (a `$ref` is not followed, because its target is walked under its own name). Examples are
// validated against the dereferenced node at the same pointer.
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SINGLE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'contentSchema',
];

function walkSchema(schema, pointer) {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;

  if (Array.isArray(schema.examples)) {
    const derefSchema = getAt(deref, pointer);
    schema.examples.forEach((value, index) => {
      counts.schema += 1;
      validateValue(derefSchema, value, ptr(pointer, 'examples', index));
    });
  }
  if ('example' in schema) {
    fail(ptr(pointer, 'example'), 'use the JSON Schema `examples` array instead of the deprecated `example`');
  }
  if (Array.isArray(schema.enum) && isObject(schema['x-enumDescriptions'])) {
    counts.enums += 1;
    const described = schema['x-enumDescriptions'];
    for (const value of schema.enum) {
      if (value === null) continue;
      const text = described[String(value)];
      if (typeof text !== 'string' || text.trim() === '')
        fail(ptr(pointer, 'x-enumDescriptions'), `no description for enum value "${value}"`);
    }
    for (const key of Object.keys(described)) {
      if (!schema.enum.map(String).includes(key))
        fail(ptr(pointer, 'x-enumDescriptions', key), 'describes a value that is not in the enum');
    }
  }

  for (const key of SCHEMA_MAPS) {
    if (isObject(schema[key])) {
      for (const [name, sub] of Object.entries(schema[key])) walkSchema(sub, ptr(pointer, key, name));
    }
  }
  for (const key of SCHEMA_ARRAYS) {
    if (Array.isArray(schema[key])) schema[key].forEach((sub, index) => walkSchema(sub, ptr(pointer, key, index)));
  }
  for (const key of SCHEMA_SINGLE) walkSchema(schema[key], ptr(pointer, key));
}

// Finds every `schema` member below non-schema OpenAPI objects (parameters, bodies, responses,
// headers) and walks it; `$ref` objects are skipped because their targets are walked by name.
function walkSchemasIn(node, pointer) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkSchemasIn(item, ptr(pointer, index)));
  } else if (isObject(node) && typeof node.$ref !== 'string') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') walkSchema(value, ptr(pointer, key));
      else if (key !== 'examples' && key !== 'example') walkSchemasIn(value, ptr(pointer, key));
    }
  }
}

// ---------------------------------------------------------------------------------------------
/** Each example delivery carries the signature of its exact body, and its `type` is the webhook it belongs to. */
function checkWebhookSignatures() {
  const secret = deref['x-webhook-delivery']?.signature?.example_secret;
  if (!secret) fail('#/x-webhook-delivery/signature/example_secret', 'the example deliveries need a test secret');
  for (const [name, item] of Object.entries(deref.webhooks ?? {})) {
    const examples = item.post?.requestBody?.content?.['application/json']?.examples ?? {};
    if (Object.keys(examples).length === 0) fail(ptr('#/webhooks', name, 'post'), 'has no example delivery');
    for (const [key, example] of Object.entries(examples)) {
      const pointer = ptr('#/webhooks', name, 'post', 'requestBody', 'content', 'application/json', 'examples', key);
      if (example.value?.type !== name) fail(pointer, `value.type is "${example.value?.type}", not "${name}"`);
      const parsed = parseSignatureHeader(example['x-signature']);
      const expected = parsed && signatureHeader(secret, parsed.timestamp, exampleBody(example.value));
      if (!parsed || example['x-signature'] !== expected) {
        fail(pointer, `x-signature does not sign the example's body; run node scripts/webhooks/sign-examples.mjs`);
      }
      validations += 1;
    }
  }
  // The header's own example is one of the deliveries' signatures, so it goes stale with them.
  const signatures = new Set(
    Object.values(deref.webhooks ?? {}).flatMap((item) =>
      Object.values(item.post?.requestBody?.content?.['application/json']?.examples ?? {}).map((e) => e['x-signature']),
    ),
  );
  for (const example of deref.components?.parameters?.WebhookSignature?.schema?.examples ?? []) {
    if (!signatures.has(example)) {
      fail('#/components/parameters/WebhookSignature/schema/examples', `${example} is no example delivery's signature`);
    }
  }
}

async function main() {
  const config = await loadConfig({configPath: path.join(projectRoot, 'redocly.yaml')});
  const plainResult = await bundle({ref: specPath, config, dereference: false});
  const derefResult = await bundle({ref: specPath, config, dereference: true});
  plain = plainResult.bundle.parsed;
  deref = derefResult.bundle.parsed;
  for (const problem of [...(plainResult.problems ?? []), ...(derefResult.problems ?? [])]) {
    if (problem.severity === 'error') {
      const where = problem.location?.[0]?.pointer ?? '#';
      fail(where, `bundling: ${problem.message}`);
    }
  }

  errorDetails = deref.components?.schemas?.ErrorCode?.['x-errorDetails'] ?? {};
  if (Object.keys(errorDetails).length === 0) fail('#/components/schemas/ErrorCode', 'x-errorDetails is missing');

  // 1. Schemas: named components, then schemas written inline in components and paths.
  for (const [name, schema] of Object.entries(plain.components?.schemas ?? {})) {
    walkSchema(schema, ptr('#/components/schemas', name));
  }
  const {schemas: _named, ...otherComponents} = plain.components ?? {};
  walkSchemasIn(otherComponents, '#/components');
  walkSchemasIn(plain.paths, '#/paths');
  walkSchemasIn(plain.webhooks, '#/webhooks');

  // 2. Operations and webhooks: parameters, request bodies, responses (content and headers).
  const items = [
    ...Object.entries(plain.paths ?? {}).map(([key, item]) => ['#/paths', key, item, deref.paths[key]]),
    ...Object.entries(plain.webhooks ?? {}).map(([key, item]) => ['#/webhooks', key, item, deref.webhooks[key]]),
  ];
  for (const [section, route, plainPathItem, derefPathItem] of items) {
    const pathPointer = ptr(section, route);
    checkParameters(plainPathItem.parameters, derefPathItem.parameters, ptr(pathPointer, 'parameters'));
    for (const method of HTTP_METHODS) {
      const operation = plainPathItem[method];
      const derefOperation = derefPathItem[method];
      if (!isObject(operation)) continue;
      const opPointer = ptr(pathPointer, method);
      checkFirstSentence(operation.description, ptr(opPointer, 'description'));
      checkParameters(operation.parameters, derefOperation.parameters, ptr(opPointer, 'parameters'));
      if (operation.requestBody) {
        const [body, bodyPointer] = follow(operation.requestBody, ptr(opPointer, 'requestBody'));
        checkContent(body?.content, derefOperation.requestBody?.content, ptr(bodyPointer, 'content'));
      }
      for (const [statusCode, plainResponse] of Object.entries(operation.responses ?? {})) {
        const [response, responsePointer] = follow(plainResponse, ptr(opPointer, 'responses', statusCode));
        const derefResponse = derefOperation.responses[statusCode];
        if (!isObject(response) || !isObject(derefResponse)) continue;
        checkHeaders(response.headers, derefResponse.headers, ptr(responsePointer, 'headers'));
        checkContent(response.content, derefResponse.content, ptr(responsePointer, 'content'), statusCode);
      }
    }
  }
  checkFirstSentence(plain.info?.description, '#/info/description');
  checkWebhookSignatures();

  // 3. Container numbers anywhere in the document, each string once where it is written.
  checkContainerNumbers(plain, '#');
  // 4. Each example shipment's risk flag details against its risk flags.
  checkRiskFlagDetails(plain, '#');

  const unique = [...new Set(failures)];
  if (unique.length > 0) {
    for (const line of unique) console.log(line);
    console.log(`${unique.length} failure(s) in ${path.relative(process.cwd(), specPath)}`);
    process.exit(1);
  }
  const total = counts.mediaType + counts.parameter + counts.header + counts.schema;
  console.log(
    `OK ${path.relative(process.cwd(), specPath)}: ${total} examples valid in ${validations} checks ` +
      `(${counts.mediaType} media-type, ${counts.parameter} parameter, ${counts.header} header, ${counts.schema} schema), ` +
      `${counts.containerNumbers} container numbers with valid check digits, ${counts.enums} enums fully described, ` +
      `${counts.riskFlagDetails} shipments' risk flag details matching their risk flags.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
