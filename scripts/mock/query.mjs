// Query strings as the document declares them (names such as `expand[]` and `eta[gte]` are literal names, not
// nested objects; `custom_fields[po_number]` is a deepObject), and cursor pagination over a filtered, sorted list.
import {createHash} from 'node:crypto';
import {Problem} from './problems.mjs';

/**
 * The query of a request, by declared parameter name: arrays for repeated names, an object for deepObject
 * parameters. Unknown names are a 400 invalid_request, so a typo never passes silently.
 */
export function parseQuery(search, parameters) {
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const query = {};
  const unknown = [];
  for (const [name, value] of new URLSearchParams(search)) {
    const deep = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
    if (!byName.has(name) && deep && byName.get(deep[1])?.style === 'deepObject') {
      query[deep[1]] = {...query[deep[1]], [deep[2]]: value};
    } else if (byName.has(name)) {
      query[name] = name in query ? [query[name]].flat().concat(value) : value;
    } else unknown.push(name);
  }
  if (unknown.length > 0) {
    throw new Problem(
      'invalid_request',
      `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
      {
        errors: unknown.map((name) => ({
          pointer: null,
          parameter: name,
          code: 'unknown_field',
          detail: `${name} is not a parameter of this operation.`,
        })),
      },
    );
  }
  return query;
}

/** A parameter's values as a list: `a,b` (form, not exploded) or repeated names. */
export function list(query, name) {
  const value = query[name];
  if (value === undefined) return undefined;
  return [value]
    .flat()
    .flatMap((item) => String(item).split(','))
    .filter((item) => item !== '');
}

/** Compares two values for a sort: nulls last whatever the direction. */
function compare(a, b) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

export function sortBy(items, sort, pick = (item, field) => item[field]) {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return [...items].sort((x, y) => {
    const a = pick(x, field);
    const b = pick(y, field);
    if (a === null || a === undefined || b === null || b === undefined) return compare(a, b);
    return (descending ? -1 : 1) * compare(a, b) || compare(x.id, y.id);
  });
}

/** The fingerprint a cursor is bound to: every parameter but `cursor` and `limit`. */
function fingerprint(query) {
  const rest = Object.entries(query).filter(([name]) => name !== 'cursor' && name !== 'limit');
  return createHash('sha256').update(JSON.stringify(rest.sort())).digest('hex').slice(0, 12);
}

/** One page of `items` and the list envelope, with a cursor that ends (`has_more: false`, `next_cursor: null`). */
export function page(items, query, url) {
  const limit = query.limit === undefined ? 25 : Number(query.limit);
  let offset = 0;
  if (query.cursor !== undefined) {
    let decoded;
    try {
      decoded = JSON.parse(Buffer.from(String(query.cursor), 'base64url').toString('utf8'));
    } catch {
      decoded = undefined;
    }
    if (!decoded || typeof decoded.offset !== 'number') {
      throw new Problem(
        'invalid_request',
        'The cursor is not one this API issued. Start again from the first page without cursor.',
        {
          errors: [{pointer: null, parameter: 'cursor', code: 'invalid_value', detail: 'The cursor cannot be read.'}],
        },
      );
    }
    if (decoded.filters !== fingerprint(query)) {
      throw new Problem(
        'invalid_request',
        'The cursor was issued for other filters or another sort. Repeat the request with the same parameters, or start again without cursor.',
        {
          errors: [
            {pointer: null, parameter: 'cursor', code: 'invalid_value', detail: 'The cursor belongs to another query.'},
          ],
        },
      );
    }
    offset = decoded.offset;
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = offset + limit < items.length;
  const next = hasMore
    ? Buffer.from(JSON.stringify({offset: offset + limit, filters: fingerprint(query)})).toString('base64url')
    : null;
  return {object: 'list', data, has_more: hasMore, next_cursor: next, url};
}

/** Whether `value` is within the `[gte]`/`[lte]` bounds the query sets for `name`. */
export function inRange(query, name, value) {
  const gte = query[`${name}[gte]`];
  const lte = query[`${name}[lte]`];
  if (gte === undefined && lte === undefined) return true;
  if (value === null || value === undefined) return false;
  const time = (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : new Date(text).toISOString());
  const own = time(value);
  if (gte !== undefined && own < time(String(gte))) return false;
  if (lte !== undefined && own > time(String(lte))) return false;
  return true;
}

/** The `expand[]` values of a request. */
export const expands = (query) => new Set(list(query, 'expand[]') ?? []);

/** The deprecated `archived` filter's values, as `archive_state` names them. */
const ARCHIVED_AS_STATE = {false: 'active', true: 'archived', all: 'all'};

/** Which archive state a list asks for: `archive_state`, else the deprecated `archived`, else active only. */
export function archiveState(query) {
  if (query.archive_state !== undefined) return String(query.archive_state);
  return ARCHIVED_AS_STATE[String(query.archived ?? 'false')];
}

/** Whether an object of a shipment that is archived (or not) is in the archive state asked for. */
export const inArchiveState = (state, archived) => state === 'all' || (state === 'archived') === Boolean(archived);
