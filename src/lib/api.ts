/**
 * The one access layer over what the site knows about the Berthline Tracking API: typed reads of the facts that
 * `gen-api` derives from the OpenAPI document (scripts/lib/api-facts.mjs), one JSON file per part in
 * src/generated/api/. This module gathers every part, for scripts, plugins and tests. Code bundled into pages
 * imports the part it renders from src/lib/api-facts/ (`operations`, `enums`, `limits`, `figures`, …), so that a
 * page pays only for the facts it shows: the docs home's JavaScript does not grow with the number of operations
 * (tests/unit/api-parts.test.ts). Every lookup by name throws with the names it knows, so a typo fails the build
 * instead of rendering nothing.
 */
import {errorCodes} from './api-facts/error-codes';
import {enums} from './api-facts/enums';
import {events} from './api-facts/events';
import {idPrefixes} from './api-facts/id-prefixes';
import {importColumns} from './api-facts/import-columns';
import {limits} from './api-facts/limits';
import {meta} from './api-facts/meta';
import {operations} from './api-facts/operations';
import {servers} from './api-facts/servers';
import {stateRules} from './api-facts/state-rules';
import {tags} from './api-facts/tags';
import type {ApiFacts} from './api-facts/types';

export type * from './api-facts/types';
export {operation, operationHref, isOperationId} from './api-facts/operations';
export {enumAt, enumValues} from './api-facts/enums';
export {liveKeyLimits} from './api-facts/limits';
export {idPrefix} from './api-facts/id-prefixes';
export {figure, formatCount} from './api-facts/figures';

export const api: ApiFacts = {
  ...meta,
  servers,
  operations,
  tags,
  errorCodes,
  enums,
  importColumns,
  limits,
  idPrefixes,
  events,
  stateRules,
};
