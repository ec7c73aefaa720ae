// The product data steps.
// - `data`: every module of src/data/ loads (each validates itself: features.ts its entries' permissions, plan gates
//   and operations, milestones.ts its codes against the document), every page under docs/features/ has its entry in
//   features.ts and every entry its page, and each feature page's "Who can use it" box shows its own feature.
//   Failures point at the entry's field, or at the line the module failed on.
// - `data-rules`: the rules a data module's rows follow that its unit test holds (a carrier's SCAC is unique and its
//   codes cite a source), run for the modules that changed; each failure is shown at the data file, at the line of
//   the value it names.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {relativeTo} from '../lib/pages.mjs';
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
    const {line, reason} = whyNotLoaded(failure, 'features.ts');
    return error(STEP, FEATURES, line, `the module does not load: ${reason}`);
  });
}

/**
 * Where and why a module of src/data/ does not load: the line and the parser's own message of a syntax error
 * (esbuild's `features.ts:291:4: ERROR: Expected "," but found "{"`), else the error's message and the first line
 * of the module its stack names.
 */
export function whyNotLoaded(caught: unknown, name: string): {line: number; reason: string} {
  const message = String((caught as Error)?.message ?? caught);
  const escaped = name.replace(/\./g, '\\.');
  const syntax = new RegExp(`${escaped}:(\\d+):(\\d+): ERROR: (.+)`).exec(message);
  if (syntax) return {line: Number(syntax[1]), reason: `line ${syntax[1]}, column ${syntax[2]}: ${syntax[3].trim()}`};
  const at = new RegExp(`${escaped}:(\\d+)`).exec(`${message}\n${(caught as Error)?.stack ?? ''}`);
  const reason = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  return {line: at ? Number(at[1]) : 1, reason};
}

/** Every module of src/data/ loads; a failure at the line the message or stack names in that module. */
async function loadModules(root: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const name of readdirSync(path.join(root, 'src', 'data'))
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const file = `src/data/${name}`;
    if (file === FEATURES) continue; // below, entry by entry
    try {
      await import(pathToFileURL(path.join(root, file)).href);
    } catch (caught) {
      const {line, reason} = whyNotLoaded(caught, name);
      findings.push(error(STEP, file, line, `the module does not load: ${reason}`));
    }
  }
  return findings;
}

export async function checkData(root: string): Promise<Finding[]> {
  return [...(await loadModules(root)), ...(await checkFeatures(root))];
}

async function checkFeatures(root: string): Promise<Finding[]> {
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

/**
 * The unit tests that hold each data module's row rules (the tests of code that reads the data, such as the Markdown
 * generator's, stay with the engineers' `npm test`).
 */
const RULE_TESTS: Readonly<Record<string, readonly string[]>> = {
  'src/data/carriers.ts': [
    'tests/unit/carrier-codes.test.ts',
    'tests/unit/carrier-search.test.ts',
    'tests/unit/carriers-milestones.test.ts',
  ],
  'src/data/code-sources.ts': ['tests/unit/carrier-codes.test.ts'],
  'src/data/lessors.ts': ['tests/unit/carrier-codes.test.ts', 'tests/unit/carrier-search.test.ts'],
  'src/data/milestones.ts': ['tests/unit/carriers-milestones.test.ts'],
  'src/data/world.ts': ['tests/unit/carriers-milestones.test.ts'],
  'src/data/data-sources.ts': ['tests/unit/data-sources.test.ts'],
  'src/data/locodes.ts': ['tests/unit/data-sources.test.ts'],
  'src/data/product-rules.ts': ['tests/unit/product-rules.test.ts'],
  'src/data/features.ts': ['tests/unit/data.test.ts'],
  'src/data/plans.ts': ['tests/unit/data.test.ts'],
  'src/data/roles.ts': ['tests/unit/data.test.ts'],
};

/**
 * The line of the data file that holds a value the message names: a quoted value (`'MAEU'`, "MAEU"), or a code
 * (`MAEU is used by …`) that the file writes as a string. Otherwise 1.
 */
function lineOfQuoted(text: string, message: string): number {
  const lines = text.split('\n');
  const values = [
    ...[...message.matchAll(/['"`]([^'"`\n]{2,60})['"`]/g)].map((match) => match[1]),
    ...[...message.matchAll(/\b[A-Z][A-Z0-9]{1,3}\b/g)].map((match) => `'${match[0]}'`),
  ];
  for (const value of values) {
    const index = lines.findIndex((line) => line.includes(value));
    if (index !== -1) return index + 1;
  }
  return 1;
}

/** The failing tests of a TAP report: each test's name and its error message. */
function failures(tap: string): {name: string; message: string}[] {
  const found: {name: string; message: string}[] = [];
  const lines = tap.split('\n');
  lines.forEach((line, index) => {
    const failed = /^not ok \d+ - (.*)$/.exec(line);
    if (!failed) return;
    let message = '';
    for (let i = index + 1; i < lines.length && lines[i] !== '  ...'; i++) {
      const inline = /^ {2}error: ['"]?(.*?)['"]?$/.exec(lines[i]);
      if (inline && inline[1] !== '|-') message = inline[1];
      else if (inline) {
        const block: string[] = [];
        for (let j = i + 1; j < lines.length && /^ {4}/.test(lines[j]); j++) block.push(lines[j].trim());
        message = block.join(' ');
      }
    }
    found.push({name: failed[1], message});
  });
  return found;
}

/**
 * The rule tests of the data modules that changed (all, without `files`), except those of modules that do not load:
 * the data step names those, and their tests would only fail to start.
 */
export async function checkDataRules(
  root: string,
  files: readonly string[] | undefined,
  notLoading: ReadonlySet<string>,
): Promise<Finding[]> {
  const changed = Object.keys(RULE_TESTS).filter((file) => !files || files.includes(file));
  const cannotStart = new Set([...notLoading].flatMap((file) => RULE_TESTS[file] ?? []));
  const tests = [...new Set(changed.flatMap((file) => RULE_TESTS[file]))].filter((test) => !cannotStart.has(test));
  const findings: Finding[] = [];
  for (const test of tests) {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', test], {cwd: root});
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', () => resolve(text));
    });
    const modules = changed.filter((file) => RULE_TESTS[file].includes(test));
    for (const failure of failures(output)) {
      // The data file whose text holds what the message quotes, or the first module the test reads.
      const placed = modules
        .map((file) => ({file, line: lineOfQuoted(readFileSync(path.join(root, file), 'utf8'), failure.message)}))
        .sort((a, b) => Number(b.line > 1) - Number(a.line > 1))[0];
      findings.push(
        error(
          'data-rules',
          placed.file,
          placed.line,
          `${failure.name}: ${failure.message.slice(0, 300)}${failure.message.length > 300 ? '…' : ''} (${relativeTo(root, path.join(root, test))})`,
        ),
      );
    }
  }
  return findings;
}
