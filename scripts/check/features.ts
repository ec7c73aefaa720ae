// The product data step: src/data/features.ts loads (every entry names known permissions, plan gates and operations,
// with a summary and at least one access line), every page under docs/features/ has its entry and every entry its
// page, and each feature page's "Who can use it" box shows its own feature. Failures point at the entry's field.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {error, type Finding} from './finding';

const STEP = 'data';
const FEATURES = 'src/data/features.ts';
const PAGES = 'docs/features';

/** The line of an entry's field (`access:` below `slug: 'custom-fields'`), or of the entry's slug. */
export function entryLine(text: string, slug: string, field?: string): number {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*slug:\\s*['"]${slug}['"]`).test(line));
  if (start === -1) return 1;
  if (field) {
    for (let i = start + 1; i < lines.length && !/^\s*slug:/.test(lines[i]); i++) {
      if (new RegExp(`^\\s*${field}\\??:`).test(lines[i])) return i + 1;
    }
  }
  return start + 1;
}

interface EntryError {
  slug?: string;
  field?: string;
  message: string;
}

/** The module's load failures: every entry's FeatureError, or the one error that stopped it (a syntax error). */
function loadFailures(caught: unknown, text: string): Finding[] {
  const errors = (caught instanceof AggregateError ? caught.errors : [caught]) as EntryError[];
  return errors.map((failure) => {
    const message = String(failure?.message ?? failure).replace(/^src\/data\/features\.ts, feature "[^"]+", \w+: /, '');
    if (failure?.slug)
      return error(
        STEP,
        FEATURES,
        entryLine(text, failure.slug, failure.field),
        `feature "${failure.slug}", ${failure.field}: ${message}`,
      );
    const at = /features\.ts:(\d+)/.exec(message);
    return error(STEP, FEATURES, at ? Number(at[1]) : 1, `the module does not load: ${message.split('\n')[0]}`);
  });
}

export async function checkFeatures(root: string): Promise<Finding[]> {
  const text = readFileSync(path.join(root, FEATURES), 'utf8');
  let slugs: string[];
  try {
    const module = (await import(pathToFileURL(path.join(root, FEATURES)).href)) as {features: {slug: string}[]};
    slugs = module.features.map((feature) => feature.slug);
  } catch (caught) {
    return loadFailures(caught, text);
  }
  const findings: Finding[] = [];
  const pages = readdirSync(path.join(root, PAGES))
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  for (const name of pages) {
    const slug = name.replace(/\.mdx?$/, '');
    const file = `${PAGES}/${name}`;
    if (!slugs.includes(slug)) {
      findings.push(
        error(
          STEP,
          file,
          1,
          `no entry of ${FEATURES} has the slug "${slug}": add one (\`npm run new -- feature "Title"\` writes both)`,
        ),
      );
      continue;
    }
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const box = /<FeatureAccess\s+slug="([^"]*)"/.exec(line);
        if (box && box[1] !== slug) {
          findings.push(
            error(STEP, file, index + 1, `the "Who can use it" box shows feature "${box[1]}"; this page is "${slug}"`),
          );
        }
      });
  }
  for (const slug of slugs) {
    if (!pages.some((name) => name.replace(/\.mdx?$/, '') === slug)) {
      findings.push(error(STEP, FEATURES, entryLine(text, slug), `feature "${slug}" has no page ${PAGES}/${slug}.mdx`));
    }
  }
  return findings;
}
