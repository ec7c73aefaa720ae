// The content scanner's contract. A rule reads one source file at a time and reports findings with a file and line;
// every rule also carries planted examples (a copy it must catch, and text it must let pass), which
// tests/unit/content.test.ts runs, so that no rule can silently stop matching.
import {findAll, type Kind, type Match} from './units';

export interface Source {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  kind: Kind;
  text: string;
  /**
   * Which owner's readers this file speaks to: a page, the OpenAPI document, a data module, the import template's
   * generator, a generator of what the site derives from the document, a program…
   */
  area: Area;
}

export type Area = 'docs' | 'api-guide' | 'openapi' | 'data' | 'template' | 'generator' | 'program';

export interface Finding {
  file: string;
  line: number;
  message: string;
}

export interface Planted {
  /** What the example shows, for the test's name. */
  name: string;
  source: Omit<Source, 'text'> & {text: string};
  /** How many findings the rule must report for it (0: the rule must let it pass). */
  findings: number;
}

export interface Rule {
  /** A short, stable id, shown with every finding: `container-check-digit`. */
  id: string;
  /** What the rule enforces and which owner it defends, in one sentence. */
  description: string;
  /** The areas the rule reads. */
  areas: Area[];
  check(source: Source): Finding[];
  /** At least one planted copy that must be caught, and one lookalike that must pass. */
  planted: Planted[];
}

export const finding = (source: Pick<Source, 'file'>, line: number, message: string): Finding => ({
  file: source.file,
  line,
  message,
});

/**
 * The check most rules are: every match of one pattern is a finding, with a message made from the match. `message`
 * returns undefined for a match that is no copy (a lookalike). Matches inside code samples pass unless
 * `includeCode` is set.
 */
export function matchRule(
  pattern: RegExp,
  message: (match: Match, source: Source) => string | undefined,
  {includeCode = false}: {includeCode?: boolean} = {},
): (source: Source) => Finding[] {
  return (source) =>
    findAll(source.text, source.kind, pattern).flatMap((match) => {
      if (match.inCode && !includeCode) return [];
      const text = message(match, source);
      return text === undefined ? [] : [finding(source, match.line, text)];
    });
}

/** A planted example written in Markdown, as a page of that area: `const md = plantedMarkdown('docs')`. */
export const plantedMarkdown =
  (area: Area) =>
  (text: string): Source => ({file: 'planted.mdx', kind: 'markdown', area, text});
