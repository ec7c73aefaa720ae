// The hand-written pages (MDX and Markdown) and the site's routes, as Docusaurus derives them: shared by
// scripts/check-pages.mjs and the unit tests. Generated reference pages (api/reference/) are excluded from the
// pages; their routes come from src/generated/api-facts.json (written by scripts/gen-api.mjs).
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseYaml} from 'yaml';
import {BASE_URL} from '../../config/site-paths.mjs';
import {kebab} from './kebab.mjs';

/** The repository root: paths below are relative to it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export {BASE_URL};
const GENERATED = path.join('api', 'reference');

/** The two docs areas: their folder and the route their pages live under (base path included). */
export const AREAS = [
  {id: 'docs', dir: 'docs', routeBase: BASE_URL.replace(/\/$/, ''), sidebars: 'sidebars.ts'},
  {id: 'api', dir: 'api', routeBase: `${BASE_URL}api`, sidebars: 'sidebarsApi.ts'},
];

const PAGE_FILE = /\.mdx?$/;

/**
 * Lists the pages under the given folders (or the given page files), relative to the current directory, sorted.
 * Generated reference pages are skipped.
 */
export async function listPages(roots) {
  const files = [];
  for (const root of roots) {
    if ((await stat(root)).isFile()) {
      if (PAGE_FILE.test(root)) files.push(path.normalize(root));
      continue;
    }
    for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      if (!entry.isFile() || !PAGE_FILE.test(entry.name)) continue;
      if (path.relative(ROOT, path.resolve(file)).startsWith(GENERATED + path.sep)) continue;
      files.push(file);
    }
  }
  return [...new Set(files)].sort();
}

/**
 * Splits a page into its front matter and its body. `bodyLine` is the 1-based line of the page where the body
 * starts, so a position inside the body maps to the page with `line + bodyLine - 1`.
 */
export function splitFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new Error('the page has no front matter block (--- … ---) at its top');
  const data = parseYaml(match[1]) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('the front matter is not a YAML mapping');
  return {data, content: source.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/** The 1-based line of a front matter key, or 1 when the key is missing. */
export function frontMatterLine(source, key) {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]); i++) {
    if (lines[i].startsWith(`${key}:`)) return i + 1;
  }
  return 1;
}

/** The docs area a page file belongs to (by its path relative to the root), or undefined. */
export function areaOf(file) {
  const relative = path.relative(ROOT, path.resolve(file));
  return AREAS.find((area) => relative.startsWith(area.dir + path.sep));
}

/**
 * The doc id Docusaurus gives a page: its path inside the area without extension, with the last segment
 * replaced by a front matter `id`.
 */
export function docId(file, frontMatter = {}) {
  const area = areaOf(file);
  if (!area) throw new Error(`${file} is not inside docs/ or api/`);
  const relative = path.relative(path.join(ROOT, area.dir), path.resolve(file)).split(path.sep).join('/');
  const withoutExtension = relative.replace(PAGE_FILE, '');
  if (typeof frontMatter.id !== 'string') return withoutExtension;
  const dir = path.posix.dirname(withoutExtension);
  return dir === '.' ? frontMatter.id : `${dir}/${frontMatter.id}`;
}

/** Removes a trailing slash (the site has `trailingSlash: false`); the home route stays `/docs`. */
export function normalizeRoute(route) {
  const collapsed = route.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** The route of a page: from its `slug` front matter when set, from its doc id otherwise. */
export function pageRoute(file, frontMatter = {}) {
  const area = areaOf(file);
  const id = docId(file, frontMatter);
  const {slug} = frontMatter;
  let routePath;
  if (typeof slug === 'string') {
    routePath = slug.startsWith('/') ? slug : `${path.posix.dirname(id) === '.' ? '' : path.posix.dirname(id)}/${slug}`;
  } else {
    // `index` (and `README`) pages take their folder's route.
    routePath = `/${id}`.replace(/\/(?:index|README)$/i, '') || '/';
  }
  return normalizeRoute(`${area.routeBase}/${routePath}`);
}

/** The facts that scripts/gen-api.mjs derives from openapi/, or undefined before it has run. */
export function readApiFacts() {
  const file = path.join(ROOT, 'src', 'generated', 'api-facts.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The slugs of the generated reference pages under /docs/api/reference/: each operation's kebab-cased
 * operationId, each webhook event's, the overview page (the kebab-cased API title) and one page for each tag.
 */
export function referenceSlugs(facts) {
  const slugs = new Set();
  for (const operation of [...(facts.operations ?? []), ...(facts.events ?? [])]) {
    slugs.add(operation.slug ?? kebab(operation.operationId));
    for (const tag of operation.tags ?? []) slugs.add(kebab(tag));
  }
  if (typeof facts.title === 'string') slugs.add(kebab(facts.title));
  return slugs;
}

function walkFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Every route of the site that a link may target: the pages of both areas, the generated reference, the React
 * pages of src/pages/ and the files of static/ (served as they are under the base path).
 */
export function collectRoutes() {
  const routes = new Set();
  for (const area of AREAS) {
    for (const file of walkFiles(path.join(ROOT, area.dir))) {
      if (!PAGE_FILE.test(file) || path.relative(ROOT, file).startsWith(GENERATED + path.sep)) continue;
      let frontMatter = {};
      try {
        frontMatter = splitFrontMatter(readFileSync(file, 'utf8')).data;
      } catch {
        // A page without valid front matter is reported on its own; its route still derives from its path.
      }
      routes.add(pageRoute(file, frontMatter));
    }
  }
  const pagesDir = path.join(ROOT, 'src', 'pages');
  for (const file of walkFiles(pagesDir)) {
    const relative = path.relative(pagesDir, file).split(path.sep).join('/');
    if (!/\.(?:[jt]sx?|mdx?)$/.test(relative) || /(?:^|\/)_/.test(relative)) continue;
    routes.add(normalizeRoute(`${BASE_URL}${relative.replace(/\.[^.]+$/, '').replace(/(?:^|\/)index$/, '')}`));
  }
  const staticFiles = new Set(
    walkFiles(path.join(ROOT, 'static')).map((file) => {
      return `${BASE_URL}${path.relative(path.join(ROOT, 'static'), file).split(path.sep).join('/')}`;
    }),
  );
  const facts = readApiFacts();
  return {routes, staticFiles, referenceSlugs: facts ? referenceSlugs(facts) : undefined};
}

/**
 * The components the theme hands to every MDX page without an import (`Head`, `Details`, …): the capitalized keys
 * of the classic theme's MDXComponents map and of the project's wrapper in src/theme/MDXComponents, if any.
 */
export function globalMdxComponents() {
  const names = new Set();
  const sources = [
    path.join(ROOT, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme', 'MDXComponents', 'index.js'),
    path.join(ROOT, 'src', 'theme', 'MDXComponents', 'index.tsx'),
  ];
  for (const file of sources) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/[^\n]*/g, '$1');
    // The object literal of the `MDXComponents` constant (the theme) or of the default export (a wrapper).
    const start = /(?:const\s+MDXComponents\b[^=]*=|export\s+default)\s*\{/.exec(source);
    if (!start) continue;
    for (const key of objectLiteralKeys(source, start.index + start[0].length)) {
      if (/^[A-Z]/.test(key)) names.add(key);
    }
  }
  // The classic theme's own list, in case its file moves: Docusaurus documents both as global.
  names.add('Head');
  names.add('Details');
  return names;
}

/** The keys of the object literal whose body starts at `index` (just after its `{`); spreads are skipped. */
function objectLiteralKeys(source, index) {
  const keys = [];
  let depth = 0;
  let part = '';
  for (let i = index; i < source.length; i++) {
    const char = source[i];
    if (depth === 0 && (char === ',' || char === '}')) {
      const key = /^\s*([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part);
      if (key) keys.push(key[1]);
      if (char === '}') break;
      part = '';
      continue;
    }
    if ('({['.includes(char)) depth++;
    if (')}]'.includes(char)) depth--;
    part += char;
  }
  return keys;
}
