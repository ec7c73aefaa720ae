// Every container number written anywhere carries a valid ISO 6346 check digit, unless the same sentence (prose),
// table row or code line says it is invalid.
import {checkContainerNumber} from '../../../src/lib/iso6346';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';
import {findAll} from '../units';

/** A container number as it appears in running text: owner code, category U, J or Z, 7 digits. */
export const CONTAINER_NUMBER = /\b[A-Z]{3}[UJZ]\d{7}\b/g;

/** Words that mark a number as a deliberately invalid example. */
export const MARKED_INVALID =
  /\binvalid\b|\bnot (?:a )?valid\b|\bwrong check digit\b|\bincorrect check digit\b|\bshould be\b|\bcheck digit fails\b/i;

/** Every container number of a source, with whether its sentence or row marks it invalid. */
export function containerNumbers(source: Source) {
  return findAll(source.text, source.kind, CONTAINER_NUMBER).map((match) => ({
    ...match,
    number: match.text,
    markedInvalid: MARKED_INVALID.test(match.context),
  }));
}

const md = plantedMarkdown('docs');

export const containerCheckDigit: Rule = {
  id: 'container-check-digit',
  description: 'Container numbers carry a valid ISO 6346 check digit unless their sentence or row says otherwise.',
  areas: ['docs', 'api-guide', 'openapi', 'data', 'template', 'program'],
  check(source) {
    return containerNumbers(source).flatMap((found) => {
      const result = checkContainerNumber(found.number);
      if (result.valid || found.markedInvalid) return [];
      return [finding(source, found.line, `${found.number}: ${result.message}`)];
    });
  },
  planted: [
    {name: 'an unmarked wrong check digit', source: md('Track `MSCU7512388` from Rotterdam.'), findings: 1},
    {
      name: 'a mark in another sentence does not count',
      source: md('Track `MSCU7512388` from Rotterdam. Invalid numbers are rejected.'),
      findings: 1,
    },
    {
      name: 'a table row that says the number is invalid',
      source: md('| Number | Result |\n|---|---|\n| `MSCU7512388` | Invalid: the check digit should be 7 |'),
      findings: 0,
    },
    {
      name: 'a sentence wrapped over two lines is one sentence',
      source: md('The number `CMAU5632418` has the wrong\ncheck digit: it should be 6.'),
      findings: 0,
    },
    {
      name: 'a comment on the same line of a code sample',
      source: md('```python\nnumbers = ["CMAU5632418"]  # invalid: the check digit should be 6\n```'),
      findings: 0,
    },
    {
      name: 'YAML: a note on another key does not count',
      source: {
        file: 'planted.yaml',
        kind: 'yaml',
        area: 'openapi',
        text: 'example:\n  container_number: CMAU5632418\n  note: invalid entries are rejected',
      },
      findings: 1,
    },
    {name: 'valid numbers pass', source: md('Track `MSCU7512387` and `CSQU3054383` today.'), findings: 0},
  ],
};
