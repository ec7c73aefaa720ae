// The bundled OpenAPI document, and the checks that compare a request or a response body with it.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type {ErrorObject, ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {specFile} from '../../../config/site-paths.mjs';
import {HTTP_METHODS} from '../../../scripts/lib/api-facts.mjs';
import {ROOT} from './pages';

export const BUNDLE = specFile('json');
export const BUNDLE_YAML = specFile('yaml');
const SPEC_KEY = 'berthline-openapi.json';
const METHODS = HTTP_METHODS;
/** The key that requests on the pages send, as the convention writes it. */
export const AUTH_HEADER = 'Bearer $BERTHLINE_API_KEY';
/** Headers any request may send without the operation declaring them. */
const GENERAL_HEADERS = new Set(['authorization', 'content-type', 'accept', 'user-agent']);

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  /** JSON pointer of the parameter's schema in the bundled document. */
  schemaPointer: string;
  schema: JsonObject;
}

export interface Operation {
  method: string;
  /** The path template, such as `/shipments/{shipment_id}`. */
  template: string;
  operationId: string;
  pointer: string;
  definition: JsonObject;
}

export interface MatchedOperation extends Operation {
  pathParams: Record<string, string>;
}

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

export interface RequestCheck {
  operation?: MatchedOperation;
  problems: string[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

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

export class ApiSpec {
  readonly doc: JsonObject;
  readonly servers: string[];
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(doc: JsonObject) {
    this.doc = doc;
    const servers = Array.isArray(doc.servers) ? doc.servers : [];
    this.servers = servers.filter(isObject).map((server) => String(server.url));
    const paths = isObject(doc.paths) ? doc.paths : {};
    for (const [template, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const definition = item[method];
        if (!isObject(definition)) continue;
        this.operations.push({
          method: method.toUpperCase(),
          template,
          operationId: String(definition.operationId),
          pointer: `/paths/${pointerToken(template)}/${method}`,
          definition,
        });
      }
    }
    this.ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(doc as object, SPEC_KEY);
  }

  /** The value at a JSON pointer of the document. */
  at(pointer: string): Json | undefined {
    let value: Json | undefined = this.doc;
    for (const token of pointer.split('/').slice(1)) {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      value = isObject(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined;
    }
    return value;
  }

  /** Follows `$ref`s from the value at `pointer`; returns the object found and its own pointer. */
  resolve(pointer: string): {value: JsonObject; pointer: string} {
    let current = pointer;
    for (let hops = 0; hops < 20; hops += 1) {
      const value = this.at(current);
      if (!isObject(value)) throw new Error(`nothing at #${current} of the document`);
      if (typeof value.$ref !== 'string') return {value, pointer: current};
      if (!value.$ref.startsWith('#/')) throw new Error(`external $ref ${value.$ref} in the bundle`);
      current = value.$ref.slice(1);
    }
    throw new Error(`$ref loop at #${pointer}`);
  }

  /** The operation for a method and a path without the `/v1` prefix; literal segments beat templates. */
  findOperation(method: string, apiPath: string): MatchedOperation | undefined {
    const segments = apiPath.split('/');
    let best: {match: MatchedOperation; literals: number} | undefined;
    for (const operation of this.operations) {
      if (operation.method !== method.toUpperCase()) continue;
      const template = operation.template.split('/');
      if (template.length !== segments.length) continue;
      const pathParams: Record<string, string> = {};
      let literals = 0;
      const matches = template.every((part, i) => {
        const param = /^\{(.+)\}$/.exec(part);
        if (param) {
          pathParams[param[1]] = decodeURIComponent(segments[i]);
          return segments[i] !== '';
        }
        literals += 1;
        return part === segments[i];
      });
      if (matches && (!best || literals > best.literals)) best = {match: {...operation, pathParams}, literals};
    }
    return best?.match;
  }

  /** The path-level and operation-level parameters of an operation (operation-level ones win). */
  parameters(operation: Operation): Parameter[] {
    const byKey = new Map<string, Parameter>();
    const itemPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
    for (const listPointer of [`${itemPointer}/parameters`, `${operation.pointer}/parameters`]) {
      const list = this.at(listPointer);
      if (!Array.isArray(list)) continue;
      list.forEach((_, index) => {
        const {value, pointer} = this.resolve(`${listPointer}/${index}`);
        const schema = this.resolve(`${pointer}/schema`);
        byKey.set(`${value.in}:${String(value.name).toLowerCase()}`, {
          name: String(value.name),
          in: value.in as Parameter['in'],
          required: value.required === true,
          style: typeof value.style === 'string' ? value.style : undefined,
          explode: typeof value.explode === 'boolean' ? value.explode : undefined,
          schemaPointer: schema.pointer,
          schema: schema.value,
        });
      });
    }
    return [...byKey.values()];
  }

  /** Validates data against the schema at a pointer; returns one readable line per error. */
  validate(schemaPointer: string, data: unknown): string[] {
    let validator = this.validators.get(schemaPointer);
    if (!validator) {
      const fragment = schemaPointer.split('/').map(encodeURIComponent).join('/');
      validator = this.ajv.compile({$ref: `${SPEC_KEY}#${fragment}`});
      this.validators.set(schemaPointer, validator);
    }
    return validator(data) ? [] : describeErrors(validator.errors ?? []);
  }

  /** The JSON pointer of the response schema of an operation for a status and (optionally) a media type. */
  responseSchema(operation: Operation, status: number, mediaType?: string): {pointer?: string; problem?: string} {
    const responses = this.at(`${operation.pointer}/responses`);
    if (!isObject(responses)) return {problem: `${operation.operationId} documents no responses`};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (!key) {
      return {
        problem: `${operation.operationId} documents no ${status} response (it has ${Object.keys(responses).join(', ')})`,
      };
    }
    const response = this.resolve(`${operation.pointer}/responses/${key}`);
    const content = isObject(response.value.content) ? response.value.content : {};
    const types = Object.keys(content);
    const base = mediaType?.split(';')[0].trim().toLowerCase();
    const chosen = base
      ? types.find((type) => type === base)
      : (['application/json', 'application/problem+json'].find((type) => types.includes(type)) ?? types[0]);
    if (!chosen) {
      return {
        problem: `the ${status} response of ${operation.operationId} has no ${base ?? 'JSON'} body (it has ${types.join(', ') || 'no body'})`,
      };
    }
    return {pointer: `${response.pointer}/content/${pointerToken(chosen)}/schema`};
  }

  /** Checks a response body against the operation's documented response for the status. */
  checkResponse(operation: Operation, status: number, body: unknown, mediaType?: string): string[] {
    const schema = this.responseSchema(operation, status, mediaType);
    if (!schema.pointer) return [schema.problem ?? 'no schema'];
    const problems = this.validate(schema.pointer, body).map(
      (error) => `body disagrees with the ${status} response of ${operation.operationId}: ${error}`,
    );
    if (isObject(body) && typeof body.status === 'number' && 'code' in body && body.status !== status) {
      problems.push(`the problem body says status ${body.status}, but the answer is ${status}`);
    }
    return problems;
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
        problems.push(
          `the base URL of ${request.url} is not one of the document's servers (${this.servers.join(', ')})`,
        );
        return {problems};
      }
      if (!server.includes('sandbox')) problems.push(`the request goes to ${server}; examples use the sandbox`);
      apiPath = new URL(request.url).pathname.slice(new URL(server).pathname.length) || '/';
    }
    const operation = this.findOperation(request.method, apiPath);
    if (!operation) {
      const methods = this.operations
        .filter((op) => this.findOperation(op.method, apiPath)?.template === op.template)
        .map((op) => op.method);
      problems.push(
        methods.length > 0
          ? `${request.method} ${apiPath} is not an operation; the path allows ${[...new Set(methods)].join(', ')}`
          : `no operation of the document matches the path ${apiPath}`,
      );
      return {problems};
    }
    const label = `${operation.operationId} (${operation.method} ${operation.template})`;
    const parameters = this.parameters(operation);
    for (const [name, value] of Object.entries(operation.pathParams)) {
      const param = parameters.find((p) => p.in === 'path' && p.name === name);
      if (!param) problems.push(`path parameter ${name} is not documented on ${label}`);
      else
        problems.push(...this.validate(param.schemaPointer, value).map((e) => `path parameter ${name}=${value}: ${e}`));
    }
    problems.push(...this.checkQuery(request.query, parameters, label));
    if (!options.pathOnly) problems.push(...this.checkHeaders(request, operation, parameters, label));
    problems.push(...this.checkBody(request, operation, label));
    return {operation, problems};
  }

  private checkQuery(query: Array<[string, string]>, parameters: Parameter[], label: string): string[] {
    const problems: string[] = [];
    const values = new Map<Parameter, string[]>();
    for (const [name, value] of query) {
      const param = parameters.find(
        (p) => p.in === 'query' && (p.name === name || (p.style === 'deepObject' && name.startsWith(`${p.name}[`))),
      );
      if (!param) {
        problems.push(`query parameter ${name} is not a parameter of ${label}`);
        continue;
      }
      values.set(param, [...(values.get(param) ?? []), value]);
    }
    for (const param of parameters.filter((p) => p.in === 'query')) {
      const written = values.get(param);
      if (!written) {
        if (param.required) problems.push(`required query parameter ${param.name} is missing`);
        continue;
      }
      if (param.style === 'deepObject') continue;
      const typed = this.typedValue(param, written);
      problems.push(
        ...this.validate(param.schemaPointer, typed).map(
          (e) => `query parameter ${param.name}=${written.join(',')}: ${e}`,
        ),
      );
    }
    return problems;
  }

  /** Turns the text of a query parameter into the value its schema describes (arrays, numbers, booleans). */
  private typedValue(param: Parameter, written: string[]): unknown {
    const type = this.schemaType(param.schemaPointer);
    if (type === 'array') {
      const explode = param.explode ?? (param.style ?? 'form') === 'form';
      const items = explode ? written : written.flatMap((value) => value.split(','));
      const itemType = this.schemaType(`${param.schemaPointer}/items`);
      return items.map((item) => scalar(item, itemType));
    }
    if (written.length > 1) return written;
    return scalar(written[0], type);
  }

  private schemaType(pointer: string): string | undefined {
    try {
      const {value} = this.resolve(pointer);
      return typeof value.type === 'string'
        ? value.type
        : Array.isArray(value.type)
          ? String(value.type.find((t) => t !== 'null'))
          : undefined;
    } catch {
      return undefined;
    }
  }

  private checkHeaders(request: ApiRequest, operation: Operation, parameters: Parameter[], label: string): string[] {
    const problems: string[] = [];
    const auth = request.headers.filter(([name]) => name.toLowerCase() === 'authorization').map(([, value]) => value);
    const security = this.at(`${operation.pointer}/security`) ?? this.doc.security;
    const schemes = Array.isArray(security)
      ? security.filter(isObject).flatMap((requirement) => Object.keys(requirement))
      : [];
    const bearer = schemes.some((name) => {
      const scheme = this.at(`/components/securitySchemes/${pointerToken(name)}`);
      return isObject(scheme) && scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer';
    });
    if (!bearer) problems.push(`${label} does not use the bearer scheme the pages show`);
    if (auth.length !== 1 || auth[0] !== AUTH_HEADER) {
      problems.push(
        `the Authorization header is ${auth.length ? JSON.stringify(auth.join(' | ')) : 'missing'}; the documented scheme is "Authorization: ${AUTH_HEADER}"`,
      );
    }
    for (const [name, value] of request.headers) {
      if (GENERAL_HEADERS.has(name.toLowerCase())) continue;
      const param = parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase());
      if (!param) problems.push(`header ${name} is not a parameter of ${label}`);
      else problems.push(...this.validate(param.schemaPointer, value).map((e) => `header ${name}: ${e}`));
    }
    return problems;
  }

  private checkBody(request: ApiRequest, operation: Operation, label: string): string[] {
    const requestBody = this.at(`${operation.pointer}/requestBody`);
    if (!request.body) {
      return isObject(requestBody) && this.resolve(`${operation.pointer}/requestBody`).value.required === true
        ? [`${label} requires a request body, and the request has none`]
        : [];
    }
    if (!isObject(requestBody)) return [`${label} takes no request body, but the request sends one`];
    const resolved = this.resolve(`${operation.pointer}/requestBody`);
    const content = isObject(resolved.value.content) ? resolved.value.content : {};
    const mediaType =
      request.body.kind === 'multipart'
        ? 'multipart/form-data'
        : request.body.contentType.split(';')[0].trim().toLowerCase();
    if (!(mediaType in content))
      return [`${label} does not accept ${mediaType} bodies (it accepts ${Object.keys(content).join(', ')})`];
    const schemaPointer = `${resolved.pointer}/content/${pointerToken(mediaType)}/schema`;
    if (request.body.kind === 'text') {
      if (!/json/.test(mediaType)) return [];
      let body: unknown;
      try {
        body = JSON.parse(request.body.text);
      } catch (error) {
        return [`the ${mediaType} body is not JSON: ${(error as Error).message}`];
      }
      return this.validate(schemaPointer, body).map((e) => `body: ${e}`);
    }
    const problems: string[] = [];
    const schema = this.resolve(schemaPointer);
    const properties = isObject(schema.value.properties) ? schema.value.properties : {};
    const required = Array.isArray(schema.value.required) ? schema.value.required.map(String) : [];
    for (const name of required) {
      if (!request.body.parts.some((part) => part.name === name))
        problems.push(`form part ${name} is required and missing`);
    }
    for (const part of request.body.parts) {
      if (!(part.name in properties)) {
        problems.push(
          `form part ${part.name} is not a field of the ${label} body (fields: ${Object.keys(properties).join(', ')})`,
        );
        continue;
      }
      const property = this.resolve(`${schema.pointer}/properties/${pointerToken(part.name)}`);
      if (part.file !== undefined) {
        if (property.value.format !== 'binary' && property.value.contentMediaType === undefined)
          problems.push(`form part ${part.name} sends a file, but the document describes a value`);
        continue;
      }
      if (property.value.contentMediaType === 'application/json' && isObject(property.value.contentSchema)) {
        let value: unknown;
        try {
          value = JSON.parse(part.value);
        } catch (error) {
          problems.push(`form part ${part.name} is not JSON: ${(error as Error).message}`);
          continue;
        }
        problems.push(
          ...this.validate(`${property.pointer}/contentSchema`, value).map((e) => `form part ${part.name}: ${e}`),
        );
      } else {
        problems.push(...this.validate(property.pointer, part.value).map((e) => `form part ${part.name}: ${e}`));
      }
    }
    return problems;
  }
}

function scalar(text: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Ajv errors as short lines that name the field: `/items/0: unknown field "container"`. */
export function describeErrors(errors: ErrorObject[]): string[] {
  const lines = errors
    .filter((error) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword))
    .map((error) => {
      const at = error.instancePath || '(top level)';
      if (error.keyword === 'additionalProperties') {
        return `${at}: unknown field "${String((error.params as {additionalProperty: string}).additionalProperty)}"`;
      }
      if (error.keyword === 'enum') {
        return `${at}: ${error.message} (${(error.params as {allowedValues: unknown[]}).allowedValues.map(String).join(', ')})`;
      }
      return `${at}: ${error.message ?? error.keyword}`;
    });
  return [
    ...new Set(
      lines.length > 0
        ? lines
        : errors.map((error) => `${error.instancePath || '(top level)'}: ${error.message ?? error.keyword}`),
    ),
  ];
}

let cached: ApiSpec | undefined;

/** The bundled document, checked to be newer than its sources. */
export function loadSpec(): ApiSpec {
  if (!cached) {
    assertBundleIsFresh();
    cached = new ApiSpec(JSON.parse(readFileSync(path.join(ROOT, BUNDLE), 'utf8')) as JsonObject);
  }
  return cached;
}
