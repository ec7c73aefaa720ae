// Every example of the API runs against the sandbox with a test key (`sk_test_`), so a rate limit an example shows
// is the test keys' general limit of the document (x-limits.rateLimits.testKeys.generalPerMinute). The rule reads:
// - `RateLimit-Limit: <n>` in code and `example: <n>` of the RateLimit-Limit header in the document;
// - a table row or sentence about `RateLimit-Limit` whose example value is `` `<n>` ``;
// - "more than <n> requests" in a problem's detail.
import {api} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';
import {findAll} from '../units';

const PATTERNS = [
  /RateLimit-Limit: (\d+)/g,
  /more than (\d[\d,]*) requests/g,
  /\| `RateLimit-Limit` \|[^|]*\| `(\d+)` \|/g,
];

function check(source: Source) {
  const expected = api.limits.rateLimits.testKeys.generalPerMinute;
  const found = PATTERNS.flatMap((pattern) => findAll(source.text, source.kind, pattern));
  if (source.file.endsWith('headers/RateLimit-Limit.yaml')) {
    found.push(...findAll(source.text, source.kind, /^example: (\d+)/gm));
  }
  return found
    .filter((match) => Number(match.groups[0].replace(/,/g, '')) !== expected)
    .map((match) =>
      finding(
        source,
        match.line,
        `${match.text}: examples use a sandbox test key, whose general limit is ${expected} (x-limits.rateLimits.testKeys)`,
      ),
    );
}

const md = plantedMarkdown('api-guide');
/** The owner's value, and another that a stale copy would show. */
const limit = api.limits.rateLimits.testKeys.generalPerMinute;
const stale = limit * 2;
const windowSeconds = api.limits.rateLimits.windowSeconds;

export const rateLimitExamples: Rule = {
  id: 'rate-limit-examples',
  description:
    'Rate-limit figures in examples are the test keys’ limit of the document, since examples use the sandbox.',
  areas: ['api-guide', 'openapi'],
  check,
  planted: [
    {name: 'a header in a code sample', source: md(`\`\`\`http\nRateLimit-Limit: ${stale}\n\`\`\``), findings: 1},
    {
      name: 'a problem detail',
      source: md(`"detail": "This API key sent more than ${stale} requests in ${windowSeconds} seconds."`),
      findings: 1,
    },
    {
      name: 'the header example in the document',
      source: {
        file: 'openapi/components/headers/RateLimit-Limit.yaml',
        kind: 'yaml',
        area: 'openapi',
        text: `example: ${stale}`,
      },
      findings: 1,
    },
    {
      name: 'the test keys’ limit',
      source: md(`\`\`\`http\nRateLimit-Limit: ${limit}\nRateLimit-Remaining: 0\n\`\`\``),
      findings: 0,
    },
    {name: 'another header', source: md(`\`\`\`http\nRateLimit-Reset: ${stale}\n\`\`\``), findings: 0},
  ],
};
