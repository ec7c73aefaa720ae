// The site's pages and routes as Docusaurus derives them, without building: shared by the writer's check
// (scripts/check/), the Markdown generator and the tests. Every function takes the repository root (default: this
// repository), so the check can read a copy of it. Generated reference pages (api/reference/) are listed apart:
// nobody writes them, but their routes and anchors are link targets.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseYaml} from 'yaml';
import {BASE_URL} from '../../config/site-paths.mjs';
import {kebab} from './kebab.mjs';

/** This repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export {BASE_URL};
/** Where the reference pages are generated (config/site-paths.mjs's REFERENCE_PAGES_DIR), relative to the root. */
export const GENERATED = path.join('api', 'reference');

/** The two docs areas: their folder, the route their pages live under (base path included) and their sidebars. */
export const AREAS = [
  {id: 'docs', dir: 'docs', routeBase: BASE_URL.replace(/\/$/, ''), sidebars: 'sidebars.ts'},
  {id: 'api', dir: 'api', routeBase: `${BASE_URL}api`, sidebars: 'sidebarsApi.ts'},
];

const PAGE_FILE = /\.mdx?$/;

/** A path relative to `root` with forward slashes, as findings and sidebars name files. */
export const relativeTo = (root, file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

const isGenerated = (root, file) => relativeTo(root, file).startsWith(`${GENERATED.split(path.sep).join('/')}/`);

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

/** The docs area a page file belongs to, or undefined. */
export function areaOf(file, root = ROOT) {
  const relative = relativeTo(root, file);
  return AREAS.find((area) => relative.startsWith(`${area.dir}/`));
}

/**
 * The doc id Docusaurus gives a page: its path inside the area without extension, with the last segment
 * replaced by a front matter `id`.
 */
export function docId(file, frontMatter = {}, root = ROOT) {
  const area = areaOf(file, root);
  if (!area) throw new Error(`${file} is not inside docs/ or api/`);
  const relative = relativeTo(path.join(root, area.dir), path.resolve(root, file));
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
export function pageRoute(file, frontMatter = {}, root = ROOT) {
  const area = areaOf(file, root);
  const id = docId(file, frontMatter, root);
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
export function readApiFacts(root = ROOT) {
  const file = path.join(root, 'src', 'generated', 'api-facts.json');
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
 * Every page file of both areas with its route, hand-written ones and the generated reference pages (`generated`).
 * A page whose front matter does not parse still gets its route from its path (`frontMatterError` says why).
 * @returns {{file: string, area: string, id: string, route: string, generated: boolean, source: string,
 *   frontMatter: Record<string, unknown>, frontMatterError?: string}[]} files relative to the root
 */
export function sitePages(root = ROOT) {
  const pages = [];
  for (const area of AREAS) {
    for (const absolute of walkFiles(path.join(root, area.dir))) {
      if (!PAGE_FILE.test(absolute)) continue;
      const source = readFileSync(absolute, 'utf8');
      let frontMatter = {};
      let frontMatterError;
      try {
        frontMatter = splitFrontMatter(source).data;
      } catch (error) {
        frontMatterError = error.message;
      }
      const file = relativeTo(root, absolute);
      pages.push({
        file,
        area: area.id,
        id: docId(absolute, frontMatter, root),
        route: pageRoute(absolute, frontMatter, root),
        generated: isGenerated(root, absolute),
        source,
        frontMatter,
        ...(frontMatterError ? {frontMatterError} : {}),
      });
    }
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Every route of the site that a link may target: the pages of both areas, the React pages of src/pages/, the files
 * of static/ (served as they are under the base path) and the reference slugs of the document's facts.
 */
export function collectRoutes(root = ROOT) {
  const routes = new Set(sitePages(root).map((page) => page.route));
  const pagesDir = path.join(root, 'src', 'pages');
  for (const file of walkFiles(pagesDir)) {
    const relative = relativeTo(pagesDir, file);
    if (!/\.(?:[jt]sx?|mdx?)$/.test(relative) || /(?:^|\/)_/.test(relative)) continue;
    routes.add(normalizeRoute(`${BASE_URL}${relative.replace(/\.[^.]+$/, '').replace(/(?:^|\/)index$/, '')}`));
  }
  const staticFiles = new Set(
    walkFiles(path.join(root, 'static')).map((file) => `${BASE_URL}${relativeTo(path.join(root, 'static'), file)}`),
  );
  const facts = readApiFacts(root);
  return {routes, staticFiles, referenceSlugs: facts ? referenceSlugs(facts) : undefined};
}

/**
 * The components the theme hands to every MDX page without an import (`Head`, `Details`, …): the capitalized keys
 * of the classic theme's MDXComponents map and of the project's wrapper in src/theme/MDXComponents, if any.
 */
export function globalMdxComponents(root = ROOT) {
  const names = new Set();
  const sources = [
    path.join(root, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme', 'MDXComponents', 'index.js'),
    path.join(root, 'src', 'theme', 'MDXComponents', 'index.tsx'),
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
