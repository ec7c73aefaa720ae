// The bundled OpenAPI document the mock server serves (scripts/gen-api.mjs writes it), and lookups into it.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {specFile} from '../../config/site-paths.mjs';
import {deref} from '../lib/openapi-ref.mjs';
import {BUNDLED_DOCUMENT} from './bundled-document.mjs';

export {deref};

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUNDLE_JSON = path.join(ROOT, specFile('json'));

/**
 * The bundled document: the one the site's download of the mock carries inside it, or the file gen-api writes; a
 * clear message when gen-api has not run yet.
 */
export function loadDocument() {
  if (BUNDLED_DOCUMENT) return structuredClone(BUNDLED_DOCUMENT);
  if (!existsSync(BUNDLE_JSON)) {
    throw new Error(`${path.relative(ROOT, BUNDLE_JSON)} is missing: run "node scripts/gen-api.mjs" first.`);
  }
  return JSON.parse(readFileSync(BUNDLE_JSON, 'utf8'));
}

/** The path prefix of the servers (`/v1`): the mock serves the API under it, as the real servers do. */
export function basePath(document) {
  const paths = new Set(document.servers.map((server) => new URL(server.url).pathname.replace(/\/$/, '')));
  if (paths.size !== 1) throw new Error(`the servers disagree on their path: ${[...paths].join(', ')}`);
  return [...paths][0];
}

/** The value of a named example of the document's components, deep-copied. */
export function exampleValue(document, name) {
  const example = document.components.examples[name];
  if (!example) throw new Error(`the document has no example ${name}`);
  return structuredClone(deref(document, example).value);
}

/** Status and title of each error code (ErrorCode's x-errorDetails). */
export function errorDetails(document) {
  return document.components.schemas.ErrorCode['x-errorDetails'];
}

/** The rate limits of test keys (x-limits.rateLimits). */
export function testKeyLimits(document) {
  const limits = document['x-limits'].rateLimits;
  return {...limits.testKeys, windowSeconds: limits.windowSeconds, burstWindowSeconds: limits.burstWindowSeconds};
}

/** The query parameters an operation declares, by name. */
export function queryParameters(document, operation) {
  return (operation.parameters ?? [])
    .map((parameter) => deref(document, parameter))
    .filter((parameter) => parameter.in === 'query');
}
