#!/usr/bin/env node
// The checks of the Berthline Tracking API document that no Redocly rule makes, written as Redocly rules
// (`berthline/…`) and run by @redocly/openapi-core's linter on openapi/openapi.yaml, so that each failure names the
// split source file, line and column, as `redocly lint` does for its own rules.
//
//   node scripts/validate-examples.mjs [path/to/openapi.yaml]
//
// `npm run lint:openapi` runs `redocly lint` (rules in redocly.yaml) first, then this. Each check this script made,
// and where it runs now:
//
// Redocly (redocly.yaml):
// - media-type `example`/`examples` of request and response bodies, and of parameters with `content`, against the
//   schema: no-invalid-media-type-examples.
// - parameter `example`/`examples` against the schema: no-invalid-parameter-examples.
// - schema `examples`, at every depth: no-invalid-schema-examples.
// - a schema that does not compile: the same three rules ("Example validation errored").
// - an example on a media type without a schema, and `example` beside `examples` (Redocly then checks `example`
//   only): rule/media-type-examples (required: schema; mutuallyExclusive: example, examples).
// - a named example without `value` or `externalValue`: rule/example-value; with both:
//   no-example-value-and-externalValue (recommended); one that is not an object: struct.
// - the deprecated schema `example` instead of `examples`: rule/schema-examples.
// - an operation without a description: operation-description; the document without one: rule/info-description.
// - bundling errors (a `$ref` to nothing, broken YAML): no-unresolved-refs and struct (recommended).
//
// This script, one rule each, because no Redocly rule knows them:
// - header `example`/`examples` against the header's schema (berthline/header-examples): Redocly's example rules
//   visit media types, parameters and schemas, never header objects.
// - the JSON string parts of multipart examples (`contentMediaType: application/json`) against their
//   `contentSchema` (berthline/json-part-examples): JSON Schema has both keywords as annotations, so Ajv, and
//   Redocly with it, never parses the string.
// - the ISO 6346 check digit of every container number in any string of the document, examples and descriptions
//   alike (berthline/container-check-digits).
// - problem examples: `status` is the code of the response they are under, and `type`, `title` and `status` are
//   those of their `code` in ErrorCode's `x-errorDetails` (berthline/problem-examples).
// - webhook example deliveries: each webhook has one, its `value.type` is the webhook's name, its `x-signature`
//   signs its exact body with the document's test secret (scripts/webhooks/signature.mjs), and the examples of the
//   signature header parameter are delivery signatures (berthline/webhook-examples).
// - every enum with `x-enumDescriptions` describes each of its values and no other (berthline/enum-descriptions).
// - the first sentence of each operation's description and of the document's fits a meta description, 160
//   characters (berthline/first-sentence).
// - an example shipment's `risk_flag_details` are its open `risk_flags`: the same codes in the same order, each with
//   `resolved_at: null` (berthline/risk-flag-details).
// - request and response examples of one name agree: a PATCH's response example shows its merge patch applied
//   (berthline/example-pairs).
//
// Prints the failures grouped by file (Redocly's stylish format) and exits 1 on any.

import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as redocly from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {exampleBody, parseSignatureHeader, signatureHeader} from './webhooks/signature.mjs';

const {isPlainObject, isRef} = redocly;
const CONTAINER_NUMBER = /\b[A-Z]{3}[UJZ]\d{7}\b/g;
const ERROR_TYPE_PREFIX = 'https://www.berthline.example/docs/api/error-codes#';
const META_DESCRIPTION_MAX = 160;

// ---------------------------------------------------------------------------------------------
// Walking with Redocly: a visitor gets a node and `ctx` (its `location`, the source file and the pointer in it;
// `resolve` for `$ref`s; `report`). A place is `{node, location}`; `child` steps to a key, through a `$ref` with the
// walker's own resolver, so that a location is always where the value is written.

const keysOf = (node) => (isPlainObject(node) ? Object.keys(node) : []);
const here = (node, ctx) => ({node, location: ctx.location});
/** The literal value at `key` (an example's value is data, never a reference). */
const literal = (place, key) => ({node: place.node?.[key], location: place.location.child([key])});

/** The value at `key`, through a `$ref` if it is one. */
function child(ctx, place, key) {
  if (!isRef(place.node?.[key])) return literal(place, key);
  const {node, location} = ctx.resolve(place.node[key], place.location.source.absoluteRef);
  return {node, location: location ?? place.location.child([key])};
}

/** The example values of a media type, parameter or header: `example`, then each named example's `value`. */
function exampleValues(ctx, place) {
  const values = place.node?.example === undefined ? [] : [literal(place, 'example')];
  const examples = child(ctx, place, 'examples');
  for (const name of keysOf(examples.node)) {
    const example = child(ctx, examples, name);
    if (example.node?.value !== undefined) values.push(literal(example, 'value'));
  }
  return values;
}

const parsedFiles = new WeakMap(); // Redocly's Source → its content, parsed once for every rule

/**
 * A rule that works on the files of the document once the walk has followed every `$ref`: `onFiles(files, report)`
 * gets each file (Redocly's Source, and its content parsed as Redocly parses it), the root file first.
 */
function afterWalk(onFiles, visitor = {}) {
  const files = new Map();
  const add = (source) => {
    // A description can live in a Markdown file of its own (shared by several parameters): text, not YAML.
    if (!source || files.has(source.absoluteRef) || source.absoluteRef.endsWith('.md')) return;
    if (!parsedFiles.has(source)) parsedFiles.set(source, redocly.parseYaml(source.body));
    files.set(source.absoluteRef, {source, doc: parsedFiles.get(source)});
  };
  return {
    ...visitor,
    ref: {enter: (_ref, _ctx, resolved) => add(resolved.location?.source)},
    Root: {
      enter: (_root, ctx) => add(ctx.location.source),
      leave: (_root, ctx) => onFiles([...files.values()], ctx.report),
    },
  };
}

/** Calls `visit(value, location, report)` for every value of every file of the document, once, where it is written. */
function everyValue(visit) {
  return () =>
    afterWalk((files, report) => {
      const walk = (value, source, pointer) => {
        visit(value, {source, pointer}, report);
        const entries = isPlainObject(value) || Array.isArray(value) ? Object.entries(value) : [];
        for (const [key, item] of entries) walk(item, source, `${pointer}/${redocly.escapePointerFragment(key)}`);
      };
      for (const {source, doc} of files) walk(doc, source, '#');
    });
}

/**
 * A rule that validates values against the document's own schemas with Ajv (JSON Schema 2020-12 and formats, as
 * Redocly's example rules). `visitor(check)` calls `check(schemaLocation, value, where)`; the checks run once the walk
 * has seen every file, each added to Ajv under its file URL, so that `$ref`s between the split files resolve as written.
 */
function schemaCheck(visitor) {
  return () => {
    const checks = [];
    const url = ({source, pointer = ''}) => `${pathToFileURL(source.absoluteRef).href}${pointer}`;
    return afterWalk(
      (files, report) => {
        const ajv = addFormats(new Ajv2020({strict: false, allErrors: true, validateSchema: false}));
        for (const {source, doc} of files.filter(({doc}) => isPlainObject(doc))) ajv.addSchema(doc, url({source}));
        for (const {schemaLocation, value, where} of checks) {
          let validate;
          try {
            validate = ajv.getSchema(url(schemaLocation));
          } catch (error) {
            report({message: `The schema does not compile: ${error.message}.`, location: schemaLocation});
            continue;
          }
          if (!validate) report({message: 'No schema here to check the example against.', location: schemaLocation});
          if (!validate || validate(value)) continue;
          for (const {instancePath, message, params} of validate.errors ?? []) {
            const allowed = params?.allowedValues ? ` (${params.allowedValues.join(', ')})` : '';
            const problem = `${instancePath || 'the value'} ${message}${allowed}`;
            report({message: `Example value must conform to the schema: ${problem}.`, location: where});
          }
        }
      },
      visitor((schemaLocation, value, where) => checks.push({schemaLocation, value, where})),
    );
  };
}

// ---------------------------------------------------------------------------------------------
// The rules.

const headerExamples = schemaCheck((check) => ({
  Header: {
    leave(header, ctx) {
      // A header with `content` instead of a schema has its examples on a media type (Redocly's rule).
      if (header.schema === undefined) return;
      for (const {node, location} of exampleValues(ctx, here(header, ctx))) {
        check(ctx.location.child(['schema']), node, location);
      }
    },
  },
}));

const jsonPartExamples = schemaCheck((check) => ({
  MediaType: {
    leave(media, ctx) {
      const properties = child(ctx, child(ctx, here(media, ctx), 'schema'), 'properties');
      const parts = keysOf(properties.node)
        .map((name) => ({name, ...child(ctx, properties, name)}))
        .filter(({node}) => node?.contentMediaType === 'application/json' && node.contentSchema !== undefined);
      for (const example of parts.length > 0 ? exampleValues(ctx, here(media, ctx)) : []) {
        for (const part of parts.filter(({name}) => typeof example.node?.[name] === 'string')) {
          const where = example.location.child([part.name]);
          try {
            check(part.location.child(['contentSchema']), JSON.parse(example.node[part.name]), where);
          } catch (error) {
            ctx.report({message: `\`${part.name}\` is not valid JSON: ${error.message}.`, location: where});
          }
        }
      }
    },
  },
}));

/** The ISO 6346 check digit of a container number's first ten characters (A = 10, skipping 11, 22 and 33). */
function checkDigit(firstTen) {
  const value = (c) => {
    if (/\d/.test(c)) return Number(c);
    const k = c.charCodeAt(0) - 65;
    return 10 + k + Math.floor((9 + k) / 10);
  };
  return ([...firstTen].reduce((sum, c, i) => sum + value(c) * 2 ** i, 0) % 11) % 10;
}

const containerCheckDigits = everyValue((value, location, report) => {
  for (const [number] of typeof value === 'string' ? value.matchAll(CONTAINER_NUMBER) : []) {
    const expected = checkDigit(number.slice(0, 10));
    if (Number(number[10]) !== expected) {
      report({message: `Container number ${number} has an invalid check digit (expected ${expected}).`, location});
    }
  }
});

const riskFlagDetails = everyValue((node, location, report) => {
  if (node?.object !== 'shipment' || !Array.isArray(node.risk_flag_details)) return;
  const at = (...tokens) => ({source: location.source, pointer: [location.pointer, ...tokens].join('/')});
  const codes = node.risk_flag_details.map((detail) => detail?.code);
  if (JSON.stringify(codes) !== JSON.stringify(node.risk_flags)) {
    const message = `The codes ${JSON.stringify(codes)} differ from risk_flags ${JSON.stringify(node.risk_flags)}.`;
    report({message, location: at('risk_flag_details')});
  }
  node.risk_flag_details.forEach((detail, index) => {
    if (detail?.resolved_at !== null) {
      report({message: 'An open flag has resolved_at.', location: at('risk_flag_details', index)});
    }
  });
});

function problemExamples() {
  let details = {};
  const reported = new Set(); // a shared response is reached from every operation that uses it
  const report = (ctx, message, location) => {
    const key = `${location.source.absoluteRef}${location.pointer} ${message}`;
    if (!reported.has(key)) ctx.report({message, location});
    reported.add(key);
  };
  return {
    Root: {
      enter(root, ctx) {
        const errorCode = child(ctx, child(ctx, child(ctx, here(root, ctx), 'components'), 'schemas'), 'ErrorCode');
        details = errorCode.node?.['x-errorDetails'] ?? {};
        if (!isPlainObject(details))
          ctx.report({message: 'ErrorCode needs `x-errorDetails`.', location: errorCode.location});
      },
    },
    Responses: {
      leave(responses, ctx) {
        for (const status of keysOf(responses)) {
          const content = child(ctx, child(ctx, here(responses, ctx), status), 'content');
          for (const type of keysOf(content.node).filter((name) => name.includes('problem'))) {
            for (const {node: problem, location} of exampleValues(ctx, child(ctx, content, type))) {
              if (typeof problem?.code !== 'string' || !('status' in problem)) continue;
              const at = (key) => location.child([key]);
              if (/^\d{3}$/.test(status) && problem.status !== Number(status)) {
                report(ctx, `The problem's status ${problem.status} is not the response's ${status}.`, at('status'));
              }
              const expected = details[problem.code];
              if (!expected) continue; // an unknown code fails the schema
              if (problem.type !== `${ERROR_TYPE_PREFIX}${problem.code}`) {
                report(ctx, `The problem's type should be ${ERROR_TYPE_PREFIX}${problem.code}.`, at('type'));
              }
              if (problem.title !== expected.title) {
                report(ctx, `The title of ${problem.code} is "${expected.title}".`, at('title'));
              }
              if (problem.status !== expected.status) {
                report(ctx, `The status of ${problem.code} is ${expected.status}.`, at('status'));
              }
            }
          }
        }
      },
    },
  };
}

function webhookExamples() {
  let signature = {};
  const headerExamples = []; // the signature header parameter's examples
  return {
    Root: {
      enter(root, ctx) {
        signature = child(ctx, child(ctx, here(root, ctx), 'x-webhook-delivery'), 'signature');
        if (typeof signature.node?.example_secret !== 'string') {
          ctx.report({
            message: 'The example deliveries need the test secret `example_secret`.',
            location: signature.location,
          });
        }
      },
      leave(root, ctx) {
        const secret = signature.node?.example_secret;
        const signatures = new Set();
        const webhooks = child(ctx, here(root, ctx), 'webhooks');
        for (const name of keysOf(webhooks.node)) {
          const post = child(ctx, child(ctx, webhooks, name), 'post');
          const media = child(ctx, child(ctx, child(ctx, post, 'requestBody'), 'content'), 'application/json');
          const examples = child(ctx, media, 'examples');
          if (keysOf(examples.node).length === 0) {
            ctx.report({message: `The webhook ${name} has no example delivery.`, location: post.location});
          }
          for (const example of keysOf(examples.node).map((key) => child(ctx, examples, key))) {
            const {value, 'x-signature': header} = example.node ?? {};
            if (!isPlainObject(value)) continue; // rule/example-value
            signatures.add(header);
            if (value.type !== name) {
              const location = literal(literal(example, 'value'), 'type').location;
              ctx.report({message: `The delivery's type is "${value.type}", not "${name}".`, location});
            }
            const timestamp = parseSignatureHeader(header)?.timestamp;
            if (typeof secret === 'string' && header !== signatureHeader(secret, timestamp, exampleBody(value))) {
              ctx.report({
                message:
                  "x-signature does not sign the example's body with the test secret: run `npm run webhooks:sign`.",
                location: literal(example, 'x-signature').location,
              });
            }
          }
        }
        for (const {node, location} of headerExamples.filter((example) => !signatures.has(example.node))) {
          ctx.report({message: `${node} is no example delivery's signature.`, location});
        }
      },
    },
    Parameter: {
      leave(parameter, ctx) {
        const name = signature.node?.header;
        if (
          parameter.in !== 'header' ||
          typeof name !== 'string' ||
          parameter.name?.toLowerCase() !== name.toLowerCase()
        ) {
          return;
        }
        headerExamples.push(...exampleValues(ctx, here(parameter, ctx)));
        const examples = literal(child(ctx, here(parameter, ctx), 'schema'), 'examples');
        (Array.isArray(examples.node) ? examples.node : []).forEach((_value, index) =>
          headerExamples.push(literal(examples, index)),
        );
      },
    },
  };
}

const enumDescriptions = () => ({
  Schema: {
    leave(schema, ctx) {
      const described = schema['x-enumDescriptions'];
      if (!Array.isArray(schema.enum) || !isPlainObject(described)) return;
      const location = ctx.location.child(['x-enumDescriptions']);
      for (const value of schema.enum.filter((value) => value !== null)) {
        if (typeof described[String(value)] !== 'string' || described[String(value)].trim() === '') {
          ctx.report({message: `No description for the enum value "${value}".`, location: location.key()});
        }
      }
      for (const key of Object.keys(described).filter((key) => !schema.enum.map(String).includes(key))) {
        ctx.report({message: `"${key}" is not a value of the enum.`, location: location.child([key]).key()});
      }
    },
  },
});

function firstSentence() {
  const leave = (node, ctx) => {
    // A missing description is operation-description's and rule/info-description's (redocly.yaml).
    if (typeof node.description !== 'string') return;
    const paragraph = node.description
      .trim()
      .split(/\n\s*\n/)[0]
      .replace(/\s+/g, ' ');
    const sentence = paragraph.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? paragraph;
    if (sentence.length > META_DESCRIPTION_MAX) {
      ctx.report({
        message: `The first sentence has ${sentence.length} characters; a meta description allows ${META_DESCRIPTION_MAX}.`,
        location: ctx.location.child(['description']),
      });
    }
  };
  return {Operation: {leave}, Info: {leave}};
}

/**
 * Where a merge-patch `request` (RFC 7396) and the resource in its response disagree, as `[pointer, what]` pairs:
 * what the patch sets the response shows, what it sets to `null` the response no longer has, objects merge.
 */
export function mergePatchDisagreements(request, response, pointer = '') {
  if (!isPlainObject(request)) return [];
  return Object.entries(request).flatMap(([key, value]) => {
    const at = `${pointer}/${redocly.escapePointerFragment(key)}`;
    const has = isPlainObject(response) && Object.hasOwn(response, key);
    if (value === null) return has ? [[at, 'is set to null by the request, but the response still has it']] : [];
    if (isPlainObject(value)) {
      if (!has || !isPlainObject(response[key]))
        return [[at, 'is merged by the request, but the response has no such object']];
      return mergePatchDisagreements(value, response[key], at);
    }
    if (!has) return [[at, `is set by the request to ${JSON.stringify(value)}, but the response does not have it`]];
    return JSON.stringify(response[key]) === JSON.stringify(value)
      ? []
      : [[at, `is ${JSON.stringify(value)} in the request but ${JSON.stringify(response[key])} in the response`]];
  });
}

/**
 * Request and response examples of one name tell one story: for a PATCH (a JSON merge patch), the 2xx response
 * example of the same name is the resource with the patch applied (berthline/example-pairs).
 */
function examplePairs() {
  const leave = (operation, ctx) => {
    const place = here(operation, ctx);
    const body = child(ctx, place, 'requestBody');
    const requests = new Map();
    for (const type of keysOf(child(ctx, body, 'content').node)) {
      if (!/json/.test(type)) continue;
      const examples = child(ctx, child(ctx, child(ctx, body, 'content'), type), 'examples');
      for (const name of keysOf(examples.node)) requests.set(name, child(ctx, examples, name).node?.value);
    }
    if (requests.size === 0 || !('patch' in (ctx.parent ?? {})) || ctx.key !== 'patch') return;
    const responses = child(ctx, place, 'responses');
    for (const status of keysOf(responses.node).filter((code) => /^2\d\d$/.test(code))) {
      const content = child(ctx, child(ctx, responses, status), 'content');
      for (const type of keysOf(content.node)) {
        const examples = child(ctx, child(ctx, content, type), 'examples');
        for (const name of keysOf(examples.node).filter((key) => requests.has(key))) {
          const example = child(ctx, examples, name);
          const value = literal(example, 'value');
          // A request field the resource does not have (`carrier_scac`, which sets `carrier`) is not compared.
          const fields = new Set(
            keysOf(child(ctx, child(ctx, child(ctx, content, type), 'schema'), 'properties').node),
          );
          const patch = Object.fromEntries(Object.entries(requests.get(name) ?? {}).filter(([key]) => fields.has(key)));
          for (const [pointer, what] of mergePatchDisagreements(patch, value.node)) {
            ctx.report({
              message: `Example "${name}": ${pointer.slice(1).replace(/\//g, '.')} ${what}.`,
              location: value.location,
            });
          }
        }
      }
    }
  };
  return {Operation: {leave}};
}

const RULES = {
  'example-pairs': examplePairs,
  'header-examples': headerExamples,
  'json-part-examples': jsonPartExamples,
  'container-check-digits': containerCheckDigits,
  'problem-examples': problemExamples,
  'webhook-examples': webhookExamples,
  'enum-descriptions': enumDescriptions,
  'first-sentence': firstSentence,
  'risk-flag-details': riskFlagDetails,
};

/** This script's rules as a Redocly plugin: `berthline/<rule>`. */
export const plugin = {
  id: 'berthline',
  rules: {oas3: Object.fromEntries(Object.entries(RULES).map(([id, rule]) => [`berthline/${id}`, rule]))},
};

/** Lints the document at `ref` with this script's rules, every one an error; returns Redocly's problems. */
export async function lintExamples(ref) {
  const rules = Object.fromEntries(Object.keys(plugin.rules.oas3).map((id) => [id, 'error']));
  const config = await redocly.createConfig({extends: [], rules}, {plugins: [plugin]});
  return redocly.lint({ref, config});
}

async function main() {
  const ref = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'openapi', 'openapi.yaml'));
  const problems = await lintExamples(ref);
  const shown = path.relative(process.cwd(), ref);
  if (problems.length > 0) {
    redocly.formatProblems(problems, {format: 'stylish', totals: redocly.getTotals(problems), maxProblems: Infinity});
    console.log(
      `${problems.length} problem(s) in ${shown}: see scripts/validate-examples.mjs for each berthline/ rule.`,
    );
    process.exit(1);
  }
  console.log(`OK ${shown}: ${Object.keys(RULES).length} berthline/ rules (scripts/validate-examples.mjs) pass.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
