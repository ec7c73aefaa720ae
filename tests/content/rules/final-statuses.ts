// A text that lists the statuses an import ends in lists all of them: the document's `x-finalValues` of
// ShipmentImportStatus. A sentence, table row or code line that quotes at least three final statuses (in backticks or
// quotes), `failed` among them, is such a list; naming only some of them tells a client to poll forever.
import {enumAt} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';
import {findAll} from '../units';

const LOCATION = 'ShipmentImportStatus';

function check(source: Source) {
  const final = enumAt(LOCATION).final ?? [];
  const quoted = new RegExp(`[\`'"](${final.join('|')})[\`'"]`, 'g');
  // A sentence wrapped over lines is one context: group by it, and report it at its first line.
  const byContext = new Map<string, {line: number; named: Set<string>}>();
  for (const match of findAll(source.text, source.kind, quoted)) {
    const entry = byContext.get(match.context) ?? {line: match.line, named: new Set<string>()};
    entry.named.add(match.groups[0]);
    byContext.set(match.context, entry);
  }
  return [...byContext.values()].flatMap(({line, named}) => {
    if (named.size < 3 || !named.has('failed')) return [];
    const missing = final.filter((value) => !named.has(value));
    if (missing.length === 0) return [];
    return [
      finding(source, line, `lists final import statuses without ${missing.join(', ')} (${LOCATION} x-finalValues)`),
    ];
  });
}

const md = plantedMarkdown('api-guide');

export const finalStatuses: Rule = {
  id: 'final-statuses',
  description: 'A list of the statuses an import ends in names every final status of the document.',
  areas: ['docs', 'api-guide', 'openapi'],
  check,
  planted: [
    {
      name: 'a sentence without cancelled',
      source: md('Poll until `status` is `completed`, `completed_with_errors` or `failed`.'),
      findings: 1,
    },
    {
      name: 'a sentence wrapped over two lines',
      source: md('Poll until `status` is `completed`,\n`completed_with_errors` or `failed`.'),
      findings: 1,
    },
    {
      name: 'a code line without cancelled',
      source: md('```python\nFINAL = {"completed", "completed_with_errors", "failed"}\n```'),
      findings: 1,
    },
    {
      name: 'YAML description',
      source: {
        file: 'planted.yaml',
        kind: 'yaml',
        area: 'openapi',
        text: 'description: until `completed`, `completed_with_errors` or `failed`.',
      },
      findings: 1,
    },
    {
      name: 'the complete list',
      source: md('Poll until `status` is `completed`, `completed_with_errors`, `failed` or `cancelled`.'),
      findings: 0,
    },
    {
      name: 'two statuses with row errors are not the list of final statuses',
      source: md('An import that reaches `completed_with_errors` or `failed` lists each failed row in `errors`.'),
      findings: 0,
    },
  ],
};
