// The requests and answers that pages show, compared with the OpenAPI document by the project's one validator:
// openapi-backend over the bundled document, as the mock server uses it (scripts/mock/backend.mjs). This module adds
// only what a schema cannot say about a page: the server and the key a request names, and parameters or headers the
// operation does not declare.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {OpenAPIBackend, Operation} from 'openapi-backend';
import {specFile} from '../../../config/site-paths.mjs';
import {createBackend} from '../../../scripts/mock/backend.mjs';
import {deref} from '../../../scripts/lib/openapi-ref.mjs';
import {parseOptions} from '../../../scripts/mock/handlers/imports.mjs';
import {ROOT} from './pages';

export const BUNDLE = specFile('json');
/** The key that requests on the pages send, as the convention writes it. */
export const AUTH_HEADER = 'Bearer $BERTHLINE_API_KEY';
/** Headers any request may send without the operation declaring them. */
const GENERAL_HEADERS = new Set(['authorization', 'content-type', 'accept', 'user-agent']);

export type FormPart =
  {name: string; value: string; file?: undefined} | {name: string; file: string; value?: undefined};

/** A request as a page shows it, whatever the notation (curl or HTTP). */
export interface ApiRequest {
  method: string;
  /** The full URL as written, or a path when the page shows only the path. */
  url: string;
  headers: Array<[string, string]>;
  query: Array<[string, string]>;
  body?: {kind: 'text'; text: string; contentType: string} | {kind: 'multipart'; parts: FormPart[]};
}

export type MatchedOperation = Operation;

export interface RequestCheck {
  operation?: MatchedOperation;
  problems: string[];
}

type Fields = Record<string, unknown>;
/** A JSON value, as the bundled document (BUNDLE) parses. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};
interface Parameter {
  name: string;
  in: string;
  style?: string;
}

/** Fails when the bundle is missing or older than a file of `openapi/`, so a test never reads a stale document. */
function assertBundleIsFresh(): void {
  const bundle = path.join(ROOT, BUNDLE);
  let bundled: number;
  try {
    bundled = statSync(bundle).mtimeMs;
  } catch {
    throw new Error(`${BUNDLE} is missing: run \`node scripts/gen-api.mjs\` first.`);
  }
  const newer = (dir: string): string | undefined => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      const found = entry.isDirectory() ? newer(full) : statSync(full).mtimeMs > bundled ? full : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const changed = newer(path.join(ROOT, 'openapi'));
  if (changed) {
    throw new Error(`${path.relative(ROOT, changed)} is newer than ${BUNDLE}: run \`node scripts/gen-api.mjs\` first.`);
  }
}

/** Validation errors as short lines that name the field: `requestBody/items/0: must NOT have additional properties`. */
function describe(errors: Array<{instancePath: string; message?: string; params?: Record<string, unknown>}>): string[] {
  return [
    ...new Set(
      errors.map((error) => {
        const extra = error.params?.additionalProperty ?? error.params?.allowedValues;
        return `${error.instancePath || '(top level)'}: ${error.message ?? 'is invalid'}${extra ? ` (${String(extra)})` : ''}`;
      }),
    ),
  ];
}

export class Contract {
  readonly servers: string[];

  constructor(
    readonly document: Fields,
    private readonly api: OpenAPIBackend,
  ) {
    this.servers = (document.servers as Array<{url: string}>).map((server) => server.url);
  }

  /** The operation of a method and a path under the servers' `/v1`, or undefined. */
  findOperation(method: string, apiPath: string): Operation | undefined {
    try {
      return this.api.router.matchOperation({method: method.toLowerCase(), path: apiPath, headers: {}}, true);
    } catch {
      return undefined;
    }
  }

  private parameters(operation: Operation): Parameter[] {
    return (operation.parameters ?? []).map((parameter) => deref(this.document, parameter) as Parameter);
  }

  /** Compares a request with the document: server, operation, parameters, headers, authentication and body. */
  checkRequest(request: ApiRequest, options: {pathOnly?: boolean} = {}): RequestCheck {
    const problems: string[] = [];
    let apiPath: string;
    if (options.pathOnly) {
      apiPath = new URL(request.url, 'https://path.invalid').pathname;
      const prefix = this.servers.map((url) => new URL(url).pathname).find((base) => apiPath.startsWith(`${base}/`));
      if (prefix) apiPath = apiPath.slice(prefix.length);
    } else {
      const server = this.servers.find(
        (url) => request.url.startsWith(url) && /^([/?]|$)/.test(request.url.slice(url.length)),
      );
      if (!server) {
        return {
          problems: [
            `the base URL of ${request.url} is not one of the document's servers (${this.servers.join(', ')})`,
          ],
        };
      }
      if (!server.includes('sandbox')) problems.push(`the request goes to ${server}; examples use the sandbox`);
      apiPath = new URL(request.url).pathname.slice(new URL(server).pathname.length) || '/';
    }
    let operation: Operation | undefined;
    try {
      operation = this.api.router.matchOperation(
        {method: request.method.toLowerCase(), path: apiPath, headers: {}},
        true,
      );
    } catch (error) {
      problems.push(`${request.method} ${apiPath} is not an operation of the document (${(error as Error).message})`);
      return {problems};
    }
    if (!operation)
      return {problems: [...problems, `no operation of the document matches ${request.method} ${apiPath}`]};
    const label = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
    const parameters = this.parameters(operation);
    const query: Fields = {};
    for (const [name, value] of request.query) {
      const deep = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
      const param = parameters.find(
        (p) => p.in === 'query' && (p.name === name || (p.style === 'deepObject' && deep?.[1] === p.name)),
      );
      if (!param) problems.push(`query parameter ${name} is not a parameter of ${label}`);
      else if (param.name !== name && deep) query[param.name] = {...(query[param.name] as Fields), [deep[2]]: value};
      else query[name] = name in query ? [query[name]].flat().concat(value) : value;
    }
    const headers: Record<string, string> = {};
    if (!options.pathOnly) {
      const auth = request.headers.filter(([name]) => name.toLowerCase() === 'authorization').map(([, v]) => v);
      if (auth.length !== 1 || auth[0] !== AUTH_HEADER) {
        problems.push(
          `the Authorization header is ${auth.length ? JSON.stringify(auth.join(' | ')) : 'missing'}; the documented scheme is "Authorization: ${AUTH_HEADER}"`,
        );
      }
      for (const [name, value] of request.headers) {
        headers[name.toLowerCase()] = value;
        if (GENERAL_HEADERS.has(name.toLowerCase())) continue;
        if (!parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase()))
          problems.push(`header ${name} is not a parameter of ${label}`);
      }
    }
    const body = this.body(request, operation, label, problems);
    const result = this.api.validateRequest(
      {method: request.method, path: apiPath, headers: options.pathOnly ? {} : headers, query: query as never, body},
      operation,
    );
    for (const line of describe(result.errors ?? [])) {
      // A page that shows only the path and body of a request leaves its headers out on purpose.
      if (options.pathOnly && line.startsWith('/header')) continue;
      problems.push(`${label}: ${line}`);
    }
    return {operation, problems};
  }

  /** The body as the validator reads it: JSON parsed, a form as its fields (the `options` part checked here). */
  private body(request: ApiRequest, operation: Operation, label: string, problems: string[]): unknown {
    if (!request.body) return undefined;
    const declared = Object.keys((deref(this.document, operation.requestBody) as {content?: Fields})?.content ?? {});
    if (request.body.kind === 'multipart') {
      if (!declared.includes('multipart/form-data')) problems.push(`${label} does not accept multipart/form-data`);
      const fields: Fields = {};
      for (const part of request.body.parts) {
        fields[part.name] = part.file ?? part.value;
        if (part.name === 'options' && part.value !== undefined) {
          try {
            parseOptions(this.document, part.value);
          } catch (error) {
            problems.push(`form part options: ${(error as Error).message}`);
          }
        }
      }
      return fields;
    }
    const type = request.body.contentType.split(';')[0].trim().toLowerCase();
    if (!declared.includes(type))
      problems.push(`${label} does not accept ${type} bodies (it accepts ${declared.join(', ')})`);
    if (!/json/.test(type)) return request.body.text;
    try {
      return JSON.parse(request.body.text);
    } catch (error) {
      problems.push(`the ${type} body is not JSON: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * Checks an answer's status, media type and body against the operation's documented response. A `partial` body (a
   * page's shortened answer) may leave out required fields; every field it shows must still be valid.
   */
  checkResponse(
    operation: Operation,
    status: number,
    body: unknown,
    mediaType?: string,
    {partial = false}: {partial?: boolean} = {},
  ): string[] {
    const responses = operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (!key)
      return [`${operation.operationId} documents no ${status} response (it has ${Object.keys(responses).join(', ')})`];
    const content = (deref(this.document, responses[key]) as {content?: Fields}).content ?? {};
    const type = mediaType?.split(';')[0].trim().toLowerCase();
    const problems: string[] = [];
    if (type && !(type in content)) problems.push(`the ${status} answer's media type ${type} is not documented`);
    const result = this.api.validateResponse(body, operation, status);
    if (partial) result.errors = (result.errors ?? []).filter((error) => error.keyword !== 'required');
    problems.push(
      ...describe(result.errors ?? []).map(
        (line) => `body disagrees with the ${status} response of ${operation.operationId}: ${line}`,
      ),
    );
    const problem = body as {status?: unknown; code?: unknown} | null;
    if (problem && typeof problem.status === 'number' && 'code' in problem && problem.status !== status) {
      problems.push(`the problem body says status ${problem.status}, but the answer is ${status}`);
    }
    return problems;
  }
}

let cached: Promise<Contract> | undefined;

/** The bundled document and its validator, checked to be newer than the document's sources. */
export function loadContract(): Promise<Contract> {
  cached ??= (async () => {
    assertBundleIsFresh();
    const document = JSON.parse(readFileSync(path.join(ROOT, BUNDLE), 'utf8')) as Fields;
    return new Contract(document, await createBackend(document, {quick: true}));
  })();
  return cached;
}
