// ESLint, Prettier and the spelling check, run in this process on the files a writer changes: the pages, the
// product data and sidebars, the OpenAPI document and CONTRIBUTING.md (or the files given). `npm run lint` runs the
// same tools over the whole code base.
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {relativeTo} from '../lib/pages.mjs';
import {error, warning, type Finding} from './finding';

/** The files a writer changes, as globs relative to the root, by tool. */
export const WRITER_FILES = {
  eslint: ['docs/**/*.mdx', 'api/**/*.mdx', 'src/data/**/*.ts', 'sidebars.ts', 'sidebarsApi.ts'],
  prettier: ['openapi/**/*.yaml', 'src/data/**/*.ts', 'sidebars.ts', 'sidebarsApi.ts', 'CONTRIBUTING.md'],
  spelling: [
    'docs/**/*.mdx',
    'api/**/*.mdx',
    'openapi/**/*.yaml',
    'openapi/releases/*.md',
    'src/data/**/*.ts',
    'CONTRIBUTING.md',
  ],
} as const;

/** A package of the checked root's node_modules (a copy links the same ones), CommonJS or ES module. */
async function load<T>(root: string, name: string): Promise<T> {
  const module = (await import(createRequire(path.join(root, 'package.json')).resolve(name))) as T & {default?: T};
  return module.default && typeof module.default === 'object' ? {...module, ...module.default} : module;
}

interface EslintModule {
  ESLint: new (options: {cwd: string; warnIgnored?: boolean; errorOnUnmatchedPattern?: boolean}) => {
    lintFiles(
      patterns: string[],
    ): Promise<
      {filePath: string; messages: {line?: number; severity: number; message: string; ruleId: string | null}[]}[]
    >;
  };
}

export async function eslint(root: string, files?: readonly string[]): Promise<Finding[]> {
  const targets = files ? files.filter((file) => /\.(?:mdx|tsx?|mjs|js)$/.test(file)) : [...WRITER_FILES.eslint];
  if (targets.length === 0) return [];
  const {ESLint} = await load<EslintModule>(root, 'eslint');
  const results = await new ESLint({cwd: root, warnIgnored: false, errorOnUnmatchedPattern: false}).lintFiles(targets);
  return results.flatMap((result) =>
    result.messages.map((message) =>
      (message.severity === 2 ? error : warning)(
        'eslint',
        relativeTo(root, result.filePath),
        message.line ?? 1,
        `${message.message}${message.ruleId ? ` (${message.ruleId})` : ''}`,
      ),
    ),
  );
}

interface PrettierModule {
  getFileInfo(file: string, options: {ignorePath: string}): Promise<{ignored: boolean; inferredParser: string | null}>;
  resolveConfig(file: string): Promise<Record<string, unknown> | null>;
  format(text: string, options: Record<string, unknown>): Promise<string>;
}

/** The files under the root that match the globs, relative to it. */
async function expand(root: string, globs: readonly string[]): Promise<string[]> {
  const {glob} = await import('node:fs/promises');
  const found = new Set<string>();
  for (const pattern of globs) {
    for await (const file of glob(pattern, {cwd: root})) found.add(String(file).split(path.sep).join('/'));
  }
  return [...found].sort();
}

export async function prettier(root: string, files?: readonly string[]): Promise<Finding[]> {
  const api = await load<PrettierModule>(root, 'prettier');
  const targets = files ?? (await expand(root, WRITER_FILES.prettier));
  const findings: Finding[] = [];
  for (const file of targets) {
    const absolute = path.join(root, file);
    const info = await api.getFileInfo(absolute, {ignorePath: path.join(root, '.prettierignore')});
    if (info.ignored || !info.inferredParser) continue;
    const text = readFileSync(absolute, 'utf8');
    let formatted: string;
    try {
      formatted = await api.format(text, {...(await api.resolveConfig(absolute)), filepath: absolute});
    } catch (caught) {
      // A file Prettier cannot parse: named at the parser's line, with its message without the code frame.
      const {message, loc} = caught as {message?: string; loc?: {start?: {line?: number}}};
      const reason = String(message ?? caught)
        .split('\n')[0]
        .replace(/ \(\d+:\d+\)$/, '');
      findings.push(error('prettier', file, loc?.start?.line ?? 1, `does not parse: ${reason}`));
      continue;
    }
    if (formatted === text) continue;
    const before = text.split('\n');
    const after = formatted.split('\n');
    const line = before.findIndex((content, index) => content !== after[index]) + 1 || before.length;
    findings.push(
      error(
        'prettier',
        file,
        line,
        `not formatted as Prettier formats it from here on: run \`npx prettier --write ${file}\``,
      ),
    );
  }
  return findings;
}

/**
 * cspell, as a child process: in this process its configuration (JSON with comments) would go through tsx's JSON
 * loader, which rejects comments. Each issue line is `file:line:column - Unknown word (x)`.
 */
export async function spelling(root: string, files?: readonly string[]): Promise<Finding[]> {
  const targets = files ?? [...WRITER_FILES.spelling];
  if (targets.length === 0) return [];
  // cspell exports its CLI to `import` only; this is its path in node_modules.
  const cli = path.join(root, 'node_modules', 'cspell', 'bin.mjs');
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'lint', '--no-progress', '--no-summary', '--no-color', ...targets], {
      cwd: root,
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  return output.split(/\r?\n/).flatMap((line) => {
    const issue = /^(.+?):(\d+):\d+ - (Unknown|Forbidden) word \((.+)\)/.exec(line.trim());
    if (!issue) return [];
    const what = issue[3] === 'Forbidden' ? 'a forbidden word (see CONTRIBUTING.md, Writing rules)' : 'an unknown word';
    return [
      error(
        'spelling',
        relativeTo(root, issue[1]),
        Number(issue[2]),
        `"${issue[4]}" is ${what}: fix the typo, or add a real term to cspell-words.txt`,
      ),
    ];
  });
}
