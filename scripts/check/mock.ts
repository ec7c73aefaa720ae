// The mock server answers every operation of the document: with a stateful handler (scripts/mock/handlers/) or,
// until one is written, from the operation's examples. The check warns about the second kind, at the operation's
// line in openapi/, so that nobody mistakes an example answer for behavior; and, for a handled operation, at each
// query parameter or request body field the document declares and the handler does not honour (HONOURED in
// scripts/mock/server.mjs), so that a new one is never silently ignored by the sandbox the pages teach.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {specFile} from '../../config/site-paths.mjs';
import {warning, type Finding} from './finding';
import {OpenApiSource} from './openapi-source';

type Json = Record<string, unknown> & {$ref?: string};
interface Honoured {
  query?: readonly string[];
  body?: readonly string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows local `$ref`s of the bundled document, returning the target and its pointer. */
function resolve(document: Json, node: Json, pointer: string): {node: Json; pointer: string} {
  let current = {node, pointer};
  while (typeof current.node?.$ref === 'string' && current.node.$ref.startsWith('#/')) {
    const target = current.node.$ref;
    const found = target
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    current = {node: found as Json, pointer: target};
  }
  return current;
}

/** The top-level properties of a schema, its `allOf` parts included, each with its pointer. */
function properties(document: Json, schema: Json, pointer: string): {name: string; pointer: string}[] {
  const at = resolve(document, schema, pointer);
  const own = Object.keys((at.node.properties as Json | undefined) ?? {}).map((name) => ({
    name,
    pointer: `${at.pointer}/properties/${escape(name)}`,
  }));
  const parts = ((at.node.allOf as Json[] | undefined) ?? []).flatMap((part, index) =>
    properties(document, part, `${at.pointer}/allOf/${index}`),
  );
  return [...own, ...parts];
}

export async function checkMockHandlers(root: string): Promise<Finding[]> {
  const {HANDLERS, HONOURED} = (await import(pathToFileURL(path.join(root, 'scripts', 'mock', 'server.mjs')).href)) as {
    HANDLERS: Record<string, unknown>;
    HONOURED: Record<string, Honoured>;
  };
  const document = JSON.parse(readFileSync(path.join(root, specFile('json')), 'utf8')) as Json;
  const source = new OpenApiSource(root);
  const findings: Finding[] = [];
  const warn = (pointer: string, message: string) => {
    const place = source.locate(pointer);
    findings.push(warning('mock', place.file, place.line, message));
  };
  for (const [route, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS.filter((name) => item[name])) {
      const base = `#/paths/${escape(route)}/${method}`;
      const operation = item[method] as Json;
      const id = operation.operationId as string;
      if (!Object.hasOwn(HANDLERS, id)) {
        warn(
          `${base}/operationId`,
          `the mock server answers ${id} from the document's examples only, the same answer whatever the request: ` +
            'an engineer adds a stateful handler in scripts/mock/handlers/ when readers need more',
        );
        continue;
      }
      const honoured = HONOURED[id] ?? {};
      const declared = [
        ...((item.parameters as Json[] | undefined) ?? []).map((parameter, index) =>
          resolve(document, parameter, `#/paths/${escape(route)}/parameters/${index}`),
        ),
        ...((operation.parameters as Json[] | undefined) ?? []).map((parameter, index) =>
          resolve(document, parameter, `${base}/parameters/${index}`),
        ),
      ];
      for (const {node, pointer} of declared.filter(({node}) => node.in === 'query')) {
        if (!honoured.query?.includes(node.name as string))
          warn(
            pointer,
            `the mock's ${id} handler ignores the query parameter ${node.name as string}: a reader who sends it gets ` +
              'the answer without it. Teach the handler (scripts/mock/handlers/) and list it in HONOURED (scripts/mock/server.mjs)',
          );
      }
      const body = operation.requestBody
        ? resolve(document, operation.requestBody as Json, `${base}/requestBody`)
        : undefined;
      const seen = new Set<string>();
      for (const [type, media] of Object.entries((body?.node.content as Record<string, Json> | undefined) ?? {})) {
        if (!media.schema) continue;
        for (const field of properties(
          document,
          media.schema as Json,
          `${body!.pointer}/content/${escape(type)}/schema`,
        )) {
          if (honoured.body?.includes(field.name) || seen.has(field.name)) continue;
          seen.add(field.name);
          warn(
            field.pointer,
            `the mock's ${id} handler ignores the request body field ${field.name}: a reader who sends it sees no ` +
              'effect. Teach the handler (scripts/mock/handlers/) and list it in HONOURED (scripts/mock/server.mjs)',
          );
        }
      }
    }
  }
  return findings;
}
