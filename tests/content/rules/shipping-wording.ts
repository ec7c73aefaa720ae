// Shipping statements that a reader checks against what they know, written once in src/data/product-rules.ts or
// sourced on the page, never typed again in a form the coverage issue found wrong:
// - a tariff practice claimed for "most tariffs" without a source;
// - detention described as a box "empty at your customer's dock" (it runs from the full gate-out, full or empty);
// - a container "cleared by customs" because it has no hold (no hold is not a customs release);
// - `not_found` "after N days" or "after every retry" (a carrier that does not know the number gives it at once);
// - a last free day that Berthline "does not compute", that "comes from your tariff" or that the reader must enter
//   "yourself" (it is computed from the free time entered on the shipment when no source publishes one).
import {matchRule, plantedMarkdown, type Rule, type Source} from '../rule';

const PATTERNS: {pattern: RegExp; message: string}[] = [
  {
    pattern: /\b(?:most|many) tariffs\b/gi,
    message: 'a tariff practice claimed without a source: cite one on the page, or say "tariffs differ"',
  },
  {
    pattern: /\bempty at (?:your|the) customer'?s dock\b/gi,
    message: 'detention runs from the full gate-out until the empty return, full or empty',
  },
  {
    pattern: /\b(?:is|are|as) cleared by customs when\b/gi,
    message: 'no hold is not a customs release: write <ProductRule id="customs.cleared" />',
  },
  {
    pattern: /`not_found` after \d+ days|\bafter every retry\b/g,
    message: 'not_found comes at once for an unknown number: write <ProductRule id="tracking.notFound" />',
  },
  {
    pattern:
      /\bdoes not compute (?:one|it|a last free day)\b|\blast free day comes from your tariff\b|\benter the last free day (?:on the container )?yourself\b/gi,
    message:
      'Berthline computes a last free day from the free time entered when no source publishes one: write <ProductRule id="lastFreeDay.source" />',
  },
];

const checks = PATTERNS.map(({pattern, message}) => matchRule(pattern, () => message));

const md = plantedMarkdown('docs');

export const shippingWording: Rule = {
  id: 'shipping-wording',
  description:
    'Tariff practice, detention, customs clearance, not_found and the last free day are stated as src/data/product-rules.ts and the sourced pages say.',
  areas: ['docs', 'api-guide', 'openapi', 'data'],
  check: (source: Source) => checks.flatMap((check) => check(source)),
  planted: [
    {
      name: 'a tariff claim without a source',
      source: md('Most tariffs count the day the clock starts as free day 1.\n'),
      findings: 1,
    },
    {
      name: 'detention at the dock',
      source: md("Full in the terminal, or empty at your customer's dock.\n"),
      findings: 1,
    },
    {name: 'no hold as cleared', source: md('The container is cleared by customs when it has no hold.\n'), findings: 1},
    {name: 'not_found after days', source: md('| `not_found` after 7 days | Wrong carrier |\n'), findings: 1},
    {
      name: 'a last free day never computed',
      source: md(
        'Where the source gives none, Berthline leaves it `null`; it does not compute one from a tariff.\n\n| No `lfd_approaching` | Enter the last free day on the container yourself. |\n',
      ),
      findings: 2,
    },
    {
      name: 'the corrected wording',
      source: md(
        'Tariffs differ. No active `customs` hold is not a customs release. Detention runs from full gate-out. Enter your free time and Berthline computes the last free day.\n',
      ),
      findings: 0,
    },
  ],
};
