// The packages that the project's own code imports but package.json does not declare. A package that arrives only
// as another package's dependency can disappear or change major version in any update of that package.
// Used by tests/unit/dependencies.test.ts; run alone with `node scripts/lib/undeclared-imports.mjs`.
import {readFileSync, readdirSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The folders with code of the project's own (generated folders and dependencies are not). */
const SOURCE_DIRS = ['src', 'plugins', 'scripts', 'tests', 'config'];
const SOURCE_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebarsApi.ts',
  'playwright.config.ts',
  'eslint.config.mjs',
  'babel.config.js',
];
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'generated', 'fixtures']);
/** Docusaurus's webpack aliases (@theme, @site, …) and the site's own, resolved by the bundler, not by npm. */
const ALIASES =
  /^(?:@theme|@theme-original|@theme-init|@site|@generated|@docusaurus\/(?:Link|Head|useDocusaurusContext|useBaseUrl|BrowserOnly|ExecutionEnvironment|isInternalUrl|Translate|Interpolate|router|useIsBrowser|renderRoutes|ErrorBoundary|Noop|useRouteContext|useGlobalData|useBrokenLinks|constants|ComponentCreator))(?:\/|$)/;

function* walk(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(path.join(dir, entry.name));
    } else if (CODE.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative paths, node built-ins and aliases → undefined. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  if (ALIASES.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** Every package a file imports or requires, as TypeScript's pre-processor reads the file (type imports too). */
export function importedPackages(source) {
  const {importedFiles} = ts.preProcessFile(source, true, true);
  return new Set(importedFiles.map(({fileName}) => packageOf(fileName)).filter(Boolean));
}

/** `[{name, files}]` for each imported package that package.json declares nowhere. */
export function undeclaredImports(root = ROOT) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    manifest.name,
  ]);
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => [...walk(path.join(root, dir))]),
    ...SOURCE_FILES.map((file) => path.join(root, file)),
  ];
  const users = new Map();
  for (const file of files) {
    for (const name of importedPackages(readFileSync(file, 'utf8'))) {
      if (declared.has(name) || declared.has(`@types/${name}`)) continue;
      users.set(name, [...(users.get(name) ?? []), path.relative(root, file)]);
    }
  }
  return [...users].map(([name, usedBy]) => ({name, files: usedBy})).sort((a, b) => a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = undeclaredImports();
  for (const {name, files} of missing) console.log(`${name}\t${files.join(', ')}`);
  process.exitCode = missing.length ? 1 : 0;
}
