// Reads requests that pages write in HTTP notation: a `GET /v1/shipments HTTP/1.1` block, or a code block titled
// with a method and a path, such as ```json title="POST /shipment-imports"```.
import {HTTP_METHODS as OPENAPI_METHODS} from '../../../scripts/lib/api-facts.mjs';
import type {ApiRequest} from './contract';

export const HTTP_METHODS = OPENAPI_METHODS.map((method) => method.toUpperCase());
const REQUEST_LINE = new RegExp(`^(${HTTP_METHODS.join('|')})\\s+(\\S+)(?:\\s+HTTP/[\\d.]+)?\\s*$`);

/** A block whose first line is an HTTP request line, followed by headers, a blank line and the body. */
export function parseHttpRequest(content: string): ApiRequest {
  const lines = content.replace(/\r/g, '').split('\n');
  const first = REQUEST_LINE.exec(lines[0].trim());
  if (!first) throw new Error(`the first line is not an HTTP request line: ${JSON.stringify(lines[0])}`);
  const headers: Array<[string, string]> = [];
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== ''; i += 1) {
    const colon = lines[i].indexOf(':');
    if (colon < 1) throw new Error(`not a header line: ${JSON.stringify(lines[i])}`);
    headers.push([lines[i].slice(0, colon).trim(), lines[i].slice(colon + 1).trim()]);
  }
  const target = first[2];
  const host = headers.find(([name]) => name.toLowerCase() === 'host')?.[1];
  const url = /^https?:/.test(target) ? target : host ? `https://${host}${target}` : target;
  const request: ApiRequest = {
    method: first[1],
    url,
    headers: headers.filter(([name]) => name.toLowerCase() !== 'host'),
    query: queryOf(url),
  };
  const body = lines
    .slice(i + 1)
    .join('\n')
    .trim();
  if (body) {
    const contentType =
      headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'application/octet-stream';
    request.body = {kind: 'text', text: body, contentType};
  }
  return request;
}

/** A code block titled `METHOD /path…`: the title names the request, and a JSON block of a POST shows its body. */
export function requestFromTitle(title: string, lang: string, content: string): ApiRequest | undefined {
  const match = new RegExp(`^(${HTTP_METHODS.join('|')})\\s+(/\\S*)`).exec(title);
  if (!match) return undefined;
  const [, method, target] = match;
  const request: ApiRequest = {method, url: target, headers: [], query: queryOf(target)};
  if (['POST', 'PUT', 'PATCH'].includes(method) && lang === 'json') {
    request.body = {kind: 'text', text: content, contentType: 'application/json'};
  }
  return request;
}

function queryOf(url: string): Array<[string, string]> {
  return [...new URL(url, 'https://path.invalid').searchParams.entries()];
}
