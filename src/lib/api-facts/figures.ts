/**
 * The figures pages quote, by name, as `<ApiFact name="…" />` renders them: each is formatted from its owner in the
 * document, so a changed limit changes every page. `code` figures are shown as code (id prefixes). Reads only the
 * limits, servers and id prefixes, none of which grows with the number of operations.
 */
import {idPrefixes} from './id-prefixes';
import {limits} from './limits';
import {has} from './reference';
import {servers} from './servers';

/** 10485760 → "10 MB" (binary megabytes, as the API counts them). */
export const formatBytes = (bytes: number): string => `${(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/** 5000 → "5,000". */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

export const figures: Readonly<Record<string, () => {text: string; code?: boolean}>> = {
  'file-size': () => ({text: formatBytes(limits.fileImport.maxBytes)}),
  'file-rows': () => ({text: formatCount(limits.fileImport.maxRows)}),
  'json-items': () => ({text: formatCount(limits.jsonImportItems)}),
  'page-size-max': () => ({text: formatCount(limits.pageSize.max)}),
  'rate-window': () => ({text: `${limits.rateLimits.windowSeconds} seconds`}),
  'test-key-requests': () => ({text: formatCount(limits.rateLimits.testKeys.generalPerMinute)}),
  'cursor-expiry': () => ({text: `${limits.cursorExpiryHours} hours`}),
  'idempotency-window': () => ({text: `${limits.idempotencyKeyHours} hours`}),
  // `server:Production`, `server:Sandbox`: the first word of each server's description.
  ...Object.fromEntries(
    servers.map((server) => [`server:${server.description.split(/\s/)[0]}`, () => ({text: server.url, code: true})]),
  ),
  ...Object.fromEntries(
    idPrefixes.map((entry) => [`id-prefix:${entry.schema}`, () => ({text: entry.prefix, code: true})]),
  ),
};

/** A named figure (see `figures`); throws with the known names. */
export function figure(name: string): {text: string; code?: boolean} {
  if (!has(figures, name)) {
    throw new Error(`Unknown API figure "${name}". Known figures: ${Object.keys(figures).join(', ')}.`);
  }
  return figures[name]();
}
