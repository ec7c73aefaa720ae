// The mock server answers every operation of the document: with a stateful handler (scripts/mock/handlers/) or,
// until one is written, from the operation's examples. The check warns about the second kind, at the operation's
// line in openapi/, so that nobody mistakes an example answer for behavior.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {warning, type Finding} from './finding';
import {OpenApiSource} from './openapi-source';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

export async function checkMockHandlers(root: string): Promise<Finding[]> {
  const {HANDLERS} = (await import(pathToFileURL(path.join(root, 'scripts', 'mock', 'server.mjs')).href)) as {
    HANDLERS: Record<string, unknown>;
  };
  const facts = JSON.parse(readFileSync(path.join(root, 'src', 'generated', 'api-facts.json'), 'utf8')) as {
    operations: Operation[];
  };
  const source = new OpenApiSource(root);
  return facts.operations
    .filter((operation) => !Object.hasOwn(HANDLERS, operation.operationId))
    .map((operation) => {
      const pointer = `#/paths/${operation.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${operation.method}/operationId`;
      const place = source.locate(pointer);
      return warning(
        'mock',
        place.file,
        place.line,
        `the mock server answers ${operation.operationId} from the document's examples only, the same answer whatever ` +
          'the request: an engineer adds a stateful handler in scripts/mock/handlers/ when readers need more',
      );
    });
}
