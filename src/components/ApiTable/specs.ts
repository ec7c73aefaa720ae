// The API guides' tables of servers, operations and key scopes, defined once from the facts of the OpenAPI document
// (src/lib/api-facts/) and the roles module; rendered by DataTable.
import {operation, operationHref, operations} from '../../lib/api-facts/operations';
import {servers} from '../../lib/api-facts/servers';
import {apiKeyScopes} from '../../data/roles';
import {cell, type TableSpec} from '../DataTable/spec';

const request = (operationId: string) => {
  const op = operation(operationId);
  return cell(`${op.method.toUpperCase()} ${op.path}`, {code: true});
};

export const serverTable = (): TableSpec => ({
  caption: 'Base URLs of the Berthline Tracking API',
  columns: [cell('Base URL'), cell('Environment')],
  rows: servers.map((server) => [cell(server.url, {code: true}), cell(server.description)]),
});

export const operationTable = (): TableSpec => ({
  caption: 'Operations of the Berthline Tracking API',
  columns: [cell('Operation'), cell('Request')],
  rows: operations.map((op) => [cell(op.summary, {href: operationHref(op.operationId)}), request(op.operationId)]),
});

export function scopeTable(): TableSpec {
  const readOnly = new Set(apiKeyScopes.find((scope) => scope.id === 'read')?.operations ?? []);
  const all = apiKeyScopes.find((scope) => scope.id === 'read_write')?.operations ?? [];
  return {
    caption: 'Operations each API key scope may call',
    columns: [cell('Operation'), cell('Request'), cell('read', {code: true}), cell('read_write', {code: true})],
    rows: all.map((operationId) => [
      cell(operation(operationId).summary, {href: operationHref(operationId)}),
      request(operationId),
      cell(readOnly.has(operationId) ? 'Yes' : 'No (403)'),
      cell('Yes'),
    ]),
  };
}

const API_TABLES = {servers: serverTable, operations: operationTable, scopes: scopeTable} as const;
export type ApiTableName = keyof typeof API_TABLES;

/** The table of that name; an unknown name (a typo on a page) fails the build with the names there are. */
export function apiTable(name: string): TableSpec {
  if (!Object.hasOwn(API_TABLES, name)) {
    throw new Error(`ApiTable: unknown name "${name}"; use one of ${Object.keys(API_TABLES).join(', ')}.`);
  }
  return API_TABLES[name as ApiTableName]();
}
