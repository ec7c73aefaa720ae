// The writer's check, step by step, in one fresh module scope (./worker.ts runs it in a worker thread, so that the
// product data and the document's facts are read as they are now, however often a process runs it). Each step's
// failure is a finding; a step that crashes is one too, and the others still run, so one run reports everything.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {specFile} from '../../config/site-paths.mjs';
import {globalMdxComponents} from '../lib/pages.mjs';
import type {ComponentAnchors} from './anchors';
import {checkContent} from './content';
import {checkData, checkDataRules} from './data';
import {error, type Finding} from './finding';
import {sidebarDocIds} from './front-matter';
import {checkMockHandlers} from './mock';
import {lintOpenApi, openApiLinks} from './openapi';
import {unreferencedOpenApiFiles} from './openapi-files';
import {loadMdx} from './mdx';
import {checkReleaseNotes, RELEASE_NOTES_DIR} from './release-notes';
import {checkPages} from './pages';
import {checkScaffold} from './scaffold';
import {loadSite, type SitePage} from './site';
import {eslint, prettier, spelling} from './style';

/** The steps, in the order they run; `--skip` takes these names. */
export const STEPS = [
  'generate',
  'pages',
  'content',
  'data',
  'data-rules',
  'new-page',
  'eslint',
  'prettier',
  'spelling',
  'openapi',
  'mock',
] as const;
export type StepName = (typeof STEPS)[number];

export interface CheckOptions {
  /** The repository to check (a copy, in the tests). */
  root: string;
  /**
   * The files that changed, relative to the root: ESLint, Prettier and the spelling check read only these, only
   * these pages are compiled, and the document is generated and linted only when one is under openapi/. Every page's
   * front matter and links, and every content rule, are checked whatever changed, since a change in one file breaks
   * links and facts in others. Default: everything.
   */
  files?: string[];
  /** Whether generation writes the reference pages too (default), or only the bundle and facts (faster). */
  referencePages?: boolean;
  skip?: readonly StepName[];
  /** Called as each step ends. */
  onStep?: (step: StepName, seconds: number, findings: number) => void;
}

export interface CheckResult {
  findings: Finding[];
  timings: {step: StepName; seconds: number}[];
  /** The generated files that changed. */
  generated: string[];
}

const importFrom = async <T>(root: string, file: string) =>
  (await import(pathToFileURL(path.join(root, file)).href)) as T;

/** `file:line: message` lines of an error's message as findings (generation names the source this way). */
function located(step: string, caught: unknown, fallback: string): Finding[] {
  const message = (caught as Error)?.message ?? String(caught);
  const lines = message.split('\n');
  const findings = lines.flatMap((line) => {
    const match = /^(\S+):(\d+): (.*)$/.exec(line.trim());
    return match ? [error(step, match[1], Number(match[2]), match[3])] : [];
  });
  if (findings.length > 0) {
    const rest = lines
      .filter((line) => !/^(\S+):(\d+): /.test(line.trim()))
      .join(' ')
      .trim();
    if (rest) findings[0] = {...findings[0], message: `${findings[0].message}. ${rest}`};
    return findings;
  }
  return [error(step, fallback, 1, message)];
}

/**
 * The anchors components make: the row ids of the site's table components (through their specs) and the headings
 * of the others that have ids of their own (the changelog), from ./component-anchors.ts.
 */
export async function componentAnchorsOf(root: string): Promise<ComponentAnchors | undefined> {
  try {
    const {dataTables, anchoredComponents} = await importFrom<{
      dataTables: Record<string, (props: Record<string, unknown>) => {rowIds?: readonly string[]}>;
      anchoredComponents: Record<string, (props: Record<string, unknown>) => readonly string[]>;
    }>(root, 'scripts/check/component-anchors.ts');
    return (component, props) => {
      if (Object.hasOwn(dataTables, component)) return dataTables[component](props).rowIds ?? [];
      return Object.hasOwn(anchoredComponents, component) ? anchoredComponents[component](props) : undefined;
    };
  } catch {
    // The data modules do not load (the data step says why): no component's anchors are known.
    return undefined;
  }
}

/**
 * The row anchors of each generated reference page (a parameter's, a field's), as the theme renders them: worked out
 * from the bundled document by the changelog's own reader of rows (scripts/changelog/rendered.mjs).
 */
export async function referenceRowAnchors(root: string): Promise<(page: SitePage) => readonly string[]> {
  try {
    const {renderedRows} = await importFrom<{renderedRows(doc: unknown): Map<string, Map<string, unknown>>}>(
      root,
      'scripts/changelog/rendered.mjs',
    );
    const document: unknown = JSON.parse(readFileSync(path.join(root, specFile('json')), 'utf8'));
    const rows = renderedRows(document);
    return (page) => (page.generated ? [...(rows.get(page.id.replace(/^reference\//, ''))?.keys() ?? [])] : []);
  } catch {
    return () => [];
  }
}

/** Each area's sidebars file and the doc ids it lists. */
async function sidebars(root: string): Promise<Partial<Record<string, {file: string; ids: Set<string>}>>> {
  const read = async (file: string) => ({
    file,
    ids: sidebarDocIds(Object.values((await importFrom<{default: object}>(root, file)).default)),
  });
  return {docs: await read('sidebars.ts'), api: await read('sidebarsApi.ts')};
}

export async function runSteps(options: CheckOptions): Promise<CheckResult> {
  const {root, files, referencePages = true, skip = [], onStep} = options;
  const findings: Finding[] = [];
  const timings: CheckResult['timings'] = [];
  let generated: string[] = [];
  const step = async (name: StepName, run: () => Promise<Finding[]>) => {
    if (skip.includes(name)) return;
    const started = performance.now();
    let found: Finding[];
    try {
      found = await run();
    } catch (caught) {
      found = located(name, caught, 'package.json');
    }
    const seconds = (performance.now() - started) / 1000;
    findings.push(...found);
    timings.push({step: name, seconds});
    onStep?.(name, seconds, found.length);
  };
  const touches = (prefix: string) => !files || files.some((file) => file.startsWith(prefix));
  const factsMissing = !existsSync(path.join(root, 'src', 'generated', 'api-facts.json'));

  if (touches('openapi/') || factsMissing) {
    await step('generate', async () => {
      const gen = await importFrom<{
        generate(options: {pages: boolean; mockServer?: string}): Promise<string[]>;
        currentMockServer(): Promise<string | undefined>;
      }>(root, 'scripts/gen-api.mjs');
      try {
        generated = await gen.generate({pages: referencePages, mockServer: await gen.currentMockServer()});
      } catch (caught) {
        return located('generate', caught, 'openapi/openapi.yaml');
      }
      return unreferencedOpenApiFiles(root);
    });
  }
  // The document's own lint runs in a child process meanwhile.
  const openapi =
    skip.includes('openapi') || !touches('openapi/')
      ? undefined
      : (() => {
          const started = performance.now();
          return lintOpenApi(root)
            .catch((caught: unknown) => located('openapi', caught, 'openapi/openapi.yaml'))
            .then((found) => ({found, seconds: (performance.now() - started) / 1000}));
        })();

  await step('pages', async () => {
    await loadMdx();
    const site = loadSite(root, await componentAnchorsOf(root), await referenceRowAnchors(root));
    // A sidebars file that does not load is a finding; the pages are checked without sidebar membership then.
    let bars: Awaited<ReturnType<typeof sidebars>> = {};
    const failed: Finding[] = [];
    try {
      bars = await sidebars(root);
    } catch (caught) {
      failed.push(...located('pages', caught, 'sidebars.ts'));
    }
    // Every hand-written page, and a page file given outside docs/ and api/ (a test's fixture).
    const written = site.pages.filter((page) => !page.generated).map((page) => page.file);
    const outside = (files ?? []).filter(
      (file) => /\.mdx?$/.test(file) && !site.byFile.has(file) && !file.startsWith(`${RELEASE_NOTES_DIR}/`),
    );
    return [
      ...failed,
      ...(await checkPages(site, {
        globals: globalMdxComponents(root),
        sidebars: bars,
        files: [...written, ...outside],
        changed: files ? new Set(files) : undefined,
      })),
      ...(await openApiLinks(site)),
      ...(await checkReleaseNotes(site)),
    ];
  });
  await step('content', () => checkContent(root));
  await step('data', () => checkData(root));
  const notLoading = new Set(findings.filter((f) => f.step === 'data').map((f) => f.file));
  await step('data-rules', () => checkDataRules(root, files, notLoading));
  await step('new-page', () => checkScaffold(root));
  // A module that does not parse is named once, by the data step with the parser's message in full: ESLint's and
  // Prettier's parse errors for it would say the same again.
  const sameSlip = (finding: Finding) =>
    notLoading.has(finding.file) && /^(Parsing error|does not parse)\b/.test(finding.message);
  await step('eslint', async () => (await eslint(root, files)).filter((finding) => !sameSlip(finding)));
  await step('prettier', async () => (await prettier(root, files)).filter((finding) => !sameSlip(finding)));
  await step('spelling', () => spelling(root, files));
  await step('mock', () => checkMockHandlers(root));
  if (openapi) {
    const {found, seconds} = await openapi;
    findings.push(...found);
    timings.push({step: 'openapi', seconds});
    onStep?.('openapi', seconds, found.length);
  }
  return {findings, timings, generated};
}
