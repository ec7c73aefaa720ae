// A reference is unique among the active shipments of a workspace (the document's ErrorCode `reference_conflict`,
// ShipmentPatch and the by-reference look-up say so): an archived shipment keeps its reference, and a new shipment may
// reuse it. A sentence that makes references unique in the whole workspace contradicts that.
import {finding, plantedMarkdown, type Rule} from '../rule';
import {findAll} from '../units';

const REFERENCE_WORD = /\breferences?\b/i;
const WHOLE_WORKSPACE = /\bunique (?:in|across|within) (?:the|your|a|each) (?:whole |entire )?workspace\b/gi;

const md = plantedMarkdown('docs');

export const referenceUniqueness: Rule = {
  id: 'reference-uniqueness',
  description: 'References are unique among active shipments, never "unique in the workspace".',
  areas: ['docs', 'api-guide', 'openapi', 'data', 'template'],
  check(source) {
    const lines = source.text.split(/\r?\n/);
    // The subject may sit a sentence or a key earlier (`reference:` then `description: It must be unique…`): look at
    // the match's sentence and the two lines before it.
    const aboutReferences = (line: number, context: string) =>
      REFERENCE_WORD.test(context) || REFERENCE_WORD.test(lines.slice(Math.max(0, line - 3), line - 1).join(' '));
    return findAll(source.text, source.kind, WHOLE_WORKSPACE)
      .filter((match) => aboutReferences(match.line, match.context))
      .map((match) =>
        finding(source, match.line, `"${match.text}": a reference is unique among the active shipments of a workspace`),
      );
  },
  planted: [
    {
      name: 'a table row that makes references unique in the workspace',
      source: md('| `reference` | No | Up to 100 characters, unique in the workspace and the file |'),
      findings: 1,
    },
    {
      name: 'YAML: the import item description',
      source: {
        file: 'planted.yaml',
        kind: 'yaml',
        area: 'openapi',
        text: 'reference:\n  description: Your own reference. It must be unique in your workspace and in the import.\n',
      },
      findings: 1,
    },
    {
      name: 'active shipments, and other unique things, pass',
      source: md('A reference is unique among your active shipments. A custom field key is unique in your workspace.'),
      findings: 0,
    },
  ],
};
