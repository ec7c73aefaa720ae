// Id prefixes come from the document's id patterns (`^shp_…`): a page writes `<ApiFact name="id-prefix:Shipment" />`.
// A bare prefix in a code span (`shp_`) is a typed copy; a whole example id (`shp_2Xc8Lq4NwP7dRt`) and key prefixes
// (`sk_test_`) pass.
import {api} from '../../../src/lib/api';
import {matchRule, plantedMarkdown, type Rule} from '../rule';

const bySchema = new Map(api.idPrefixes.map((entry) => [entry.prefix, entry.schema]));
const BARE_PREFIX = new RegExp(`\`(${api.idPrefixes.map((entry) => entry.prefix).join('|')})\``, 'g');

const md = plantedMarkdown('docs');

export const idPrefixes: Rule = {
  id: 'id-prefixes',
  description: 'Id prefixes are rendered from the document’s id patterns, not typed.',
  areas: ['docs', 'api-guide'],
  check: matchRule(
    BARE_PREFIX,
    (match) => `${match.text} is typed: write <ApiFact name="id-prefix:${bySchema.get(match.groups[0]) ?? ''}" />`,
  ),
  planted: [
    {name: 'a prefix in a sentence', source: md('Its id starts with `shp_`.'), findings: 1},
    {name: 'two prefixes in a table row', source: md('| `ctr_` | `imp_` |'), findings: 2},
    {name: 'an example id', source: md('Retrieve `shp_2Xc8Lq4NwP7dRt`.'), findings: 0},
    {name: 'a key prefix', source: md('Test keys start with `sk_test_`.'), findings: 0},
  ],
};
