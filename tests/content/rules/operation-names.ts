// Operation names come from the document: a guide links an operation with `<Op id="…" />`, which shows the
// reference's summary. A Markdown link to an operation's reference page whose text is a name (it starts with a
// capital, "List shipments", "Check an import's status") is a typed copy; a lowercase link inside a sentence
// ("[list past imports](…)") only points at the page and passes.
import {api} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule} from '../rule';
import {findAll} from '../units';

const bySlug = new Map(api.operations.map((op) => [op.slug, op]));
/** `[text](/docs/api/reference/<slug>)`, with an optional anchor. */
const OPERATION_LINK = /\[([^\]]+)\]\(\/docs\/api\/reference\/([a-z0-9-]+)(#[^)]*)?\)/g;

const md = plantedMarkdown('api-guide');

export const operationNames: Rule = {
  id: 'operation-names',
  description: 'Guides name an operation with <Op id="…" /> (the document’s summary), never with typed link text.',
  areas: ['docs', 'api-guide'],
  check(source) {
    return findAll(source.text, source.kind, OPERATION_LINK).flatMap((match) => {
      const [label, slug] = match.groups;
      const op = bySlug.get(slug);
      if (!op || match.inCode || !/^[A-Z]/.test(label)) return [];
      const differs = label === op.summary ? '' : ` (the reference calls it "${op.summary}")`;
      return [finding(source, match.line, `"${label}"${differs}: write <Op id="${op.operationId}" />`)];
    });
  },
  planted: [
    {
      name: 'a typed name that differs from the summary',
      source: md("Poll [Check an import's status](/docs/api/reference/check-shipment-import-status)."),
      findings: 1,
    },
    {
      name: 'the summary typed by hand',
      source: md('See [List shipments](/docs/api/reference/shipment-list).'),
      findings: 1,
    },
    {
      name: 'a table cell with two typed names',
      source: md(
        '| a | [List shipments](/docs/api/reference/shipment-list), [Update a shipment](/docs/api/reference/patch-shipment-by-id#request) |',
      ),
      findings: 2,
    },
    {name: 'the component', source: md('See <Op id="shipmentList" />.'), findings: 0},
    {
      name: 'a lowercase link inside a sentence',
      source: md('You can also [list past imports](/docs/api/reference/list-all-shipment-imports).'),
      findings: 0,
    },
    {
      name: 'the overview page is not an operation',
      source: md('Open the [API reference](/docs/api/reference/berthline-tracking-api).'),
      findings: 0,
    },
  ],
};
