// The document owns the list of operations: a page shows it with <ApiTable name="operations" /> (or links the
// reference), so that a new operation appears everywhere by itself. A count of operations typed in prose ("It has
// eleven operations") or a typed list of them (a paragraph or list item that links several reference pages) goes
// stale with the next operation, and is a finding. Naming the operations a step uses, one <Op> a list item, passes.
import {api} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';
import {findAll, unitsOf} from '../units';

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty';
/** "eleven operations", "11 endpoints", "two API operations", "Both operations". */
const COUNT = new RegExp(
  `\\b(?:${NUMBER_WORDS}|both|\\d+)\\s+(?:(?:REST|API|HTTP)\\s+)?(?:operations|endpoints)\\b`,
  'gi',
);
const REFERENCE = /\/docs\/api\/reference\/([a-z0-9-]+)|<Op\s+id="([^"]+)"/g;
/** A paragraph or list item that names this many operations is a typed list of them. */
const LIST_SIZE = 3;

const operationSlugs = new Set(api.operations.map((op) => op.slug));
const operationIds = new Set(api.operations.map((op) => op.operationId));

function check(source: Source) {
  const counts = findAll(source.text, source.kind, COUNT)
    .filter((match) => !match.inCode)
    .map((match) =>
      finding(
        source,
        match.line,
        `"${match.text}" counts the API's operations by hand: show them with <ApiTable name="operations" /> or link the API reference`,
      ),
    );
  const lists = unitsOf(source.text, source.kind)
    // Prose and list items; a table row that names the operations of its object is a table's cell, not a list.
    .filter((unit) => unit.prose && !unit.code)
    .flatMap((unit) => {
      const named = new Set(
        [...unit.lines.join(' ').matchAll(REFERENCE)]
          .map(([, slug, id]) =>
            slug && operationSlugs.has(slug) ? slug : id && operationIds.has(id) ? id : undefined,
          )
          .filter(Boolean),
      );
      return named.size >= LIST_SIZE
        ? [
            finding(
              source,
              unit.start,
              `${named.size} operations listed by hand: show the operations with <ApiTable name="operations" />, or name only the one a sentence is about`,
            ),
          ]
        : [];
    });
  return [...counts, ...lists];
}

const md = plantedMarkdown('docs');
const [first, second, third] = api.operations;

export const operationLists: Rule = {
  id: 'operation-lists',
  description:
    'The operations are counted and listed by the document (<ApiTable name="operations" />), never typed on a page.',
  areas: ['docs', 'api-guide'],
  check,
  planted: [
    {name: 'a count in words', source: md('The REST API is JSON over HTTPS. It has eleven operations:'), findings: 1},
    {name: 'a count in digits', source: md('The API offers 12 endpoints.'), findings: 1},
    {
      name: 'a list item that links several operations',
      source: md(
        `- **Shipments**: [list](/docs/api/reference/${first.slug}), [one](/docs/api/reference/${second.slug}) and [more](/docs/api/reference/${third.slug}).`,
      ),
      findings: 1,
    },
    {
      name: 'a sentence that names several operations with Op',
      source: md(
        `Use <Op id="${first.operationId}" />, <Op id="${second.operationId}" /> or <Op id="${third.operationId}" />.`,
      ),
      findings: 1,
    },
    {
      name: 'one operation per list item',
      source: md(
        `- <Op id="${first.operationId}" /> lists them.\n- <Op id="${second.operationId}" /> reads one.\n- <Op id="${third.operationId}" /> changes it.`,
      ),
      findings: 0,
    },
    {name: 'the table', source: md('<ApiTable name="operations" />'), findings: 0},
    {
      name: 'operations as a plain word',
      source: md('Operations teams book trucks; the operations of the API come next.'),
      findings: 0,
    },
  ],
};
