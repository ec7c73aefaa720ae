// Request ids look the same everywhere: the shape of the OpenAPI document's own example of the `Request-Id` header
// (openapi/components/headers/Request-Id.yaml), so a guide never shows an id the API would not send.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {finding, type Rule} from '../rule';
import {ROOT} from '../sources';
import {findAll} from '../units';

const HEADER = 'openapi/components/headers/Request-Id.yaml';

/** The document's example request id, such as `req_7Yb2Kq9Lm4Tx6Rw1`. */
function documentExample(): string {
  const header = parse(readFileSync(path.join(ROOT, HEADER), 'utf8')) as {example?: unknown};
  if (typeof header.example !== 'string' || !/^req_[A-Za-z0-9]+$/.test(header.example))
    throw new Error(`${HEADER} has no example request id of the form req_…`);
  return header.example;
}

/** The shape of an id: its length after the prefix, and whether it mixes lowercase letters in. */
const shapeOf = (id: string) => ({length: id.length - 'req_'.length, lowercase: /[a-z]/.test(id.slice(4))});

const REQUEST_ID = /\breq_[A-Za-z0-9]+\b/g;

export const requestIdFormat: Rule = {
  id: 'request-id-format',
  description: `Request ids have the shape of the document's example in ${HEADER}.`,
  areas: ['docs', 'api-guide', 'openapi', 'data', 'program'],
  check(source) {
    const example = documentExample();
    const expected = shapeOf(example);
    return findAll(source.text, source.kind, REQUEST_ID).flatMap((match) => {
      const shape = shapeOf(match.text);
      if (shape.length === expected.length && shape.lowercase === expected.lowercase) return [];
      return [
        finding(
          source,
          match.line,
          `${match.text}: request ids look like the document's ${example} (${expected.length} letters and digits, mixed case)`,
        ),
      ];
    });
  },
  planted: [
    {
      name: 'a ULID-like request id in a guide',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'api-guide',
        text: '```json\n{"request_id": "req_01JQ4T7W3B5R8N2K6M9P0X1Y2Z"}\n```',
      },
      findings: 1,
    },
    {
      name: 'the document shape passes',
      source: {file: 'planted.mdx', kind: 'markdown', area: 'api-guide', text: 'Quote `req_7Yb2Kq9Lm4Tx6Rw1`.'},
      findings: 0,
    },
  ],
};
