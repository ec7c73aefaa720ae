/**
 * The document's limits as the site quotes them, by name: `<ApiFact name="file-rows" />` on a page and
 * `{{file-rows}}` in the OpenAPI document's descriptions and examples, which scripts/gen-api.mjs fills when it
 * bundles. One function formats both, from the limits alone (no generated file), so gen-api can call it before the
 * facts exist and a changed limit changes every page, description, example and generator.
 */
import type {LimitFacts} from './types';

/** 10485760 → "10 MB" (binary megabytes, as the API counts them). */
export const formatBytes = (bytes: number): string => `${(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/** 5000 → "5,000". */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/** A limit the site quotes: its text, and the raw number the text is made from (the content rules look for both). */
export interface LimitFigure {
  text: string;
  value: number;
  /** Where the value is owned, for messages: `x-limits.fileImport.maxRows`. */
  owner: string;
}

export function limitFigures(limits: LimitFacts): Record<string, LimitFigure> {
  const {fileImport, rateLimits, pageSize} = limits;
  return {
    'file-size': {
      text: formatBytes(fileImport.maxBytes),
      value: fileImport.maxBytes,
      owner: 'x-limits.fileImport.maxBytes',
    },
    'file-rows': {
      text: formatCount(fileImport.maxRows),
      value: fileImport.maxRows,
      owner: 'x-limits.fileImport.maxRows',
    },
    'json-items': {
      text: formatCount(limits.jsonImportItems),
      value: limits.jsonImportItems,
      owner: 'ShipmentImportRequest.items.maxItems',
    },
    'page-size-max': {text: formatCount(pageSize.max), value: pageSize.max, owner: 'the Limit parameter’s maximum'},
    'page-size-default': {
      text: formatCount(pageSize.default),
      value: pageSize.default,
      owner: 'the Limit parameter’s default',
    },
    'rate-window': {
      text: `${rateLimits.windowSeconds} seconds`,
      value: rateLimits.windowSeconds,
      owner: 'x-limits.rateLimits.windowSeconds',
    },
    'test-key-requests': {
      text: formatCount(rateLimits.testKeys.generalPerMinute),
      value: rateLimits.testKeys.generalPerMinute,
      owner: 'x-limits.rateLimits.testKeys.generalPerMinute',
    },
    'test-key-burst': {
      text: formatCount(rateLimits.testKeys.burstPerSecond),
      value: rateLimits.testKeys.burstPerSecond,
      owner: 'x-limits.rateLimits.testKeys.burstPerSecond',
    },
    'cursor-expiry': {
      text: `${limits.cursorExpiryHours} hours`,
      value: limits.cursorExpiryHours,
      owner: 'x-limits.cursorExpiryHours',
    },
    'idempotency-window': {
      text: `${limits.idempotencyKeyHours} hours`,
      value: limits.idempotencyKeyHours,
      owner: 'x-limits.idempotencyKeyHours',
    },
  };
}
