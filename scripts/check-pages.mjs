// Pre-build check of every hand-written page, so that a broken page fails with its file name and line instead of
// only a route. For each page it checks:
// - the front matter: a title, a description of 40 to 160 characters, a sidebar_label when the title is long;
// - that the MDX compiles the way Docusaurus parses it (GFM, directives for admonitions);
// - that every JSX component is imported or exported in the page, or provided to every page by the theme;
// - that every link resolves: a relative link to a page or file that exists in the same docs area, and an
//   absolute link (`/docs/…`, `pathname:///docs/…`) to a page route, a generated reference page or a static file.
// Usage: node scripts/check-pages.mjs [folder or page…]   (default: docs api). Exit code 1 on any problem.
import {readFile} from 'node:fs/promises';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {
  areaOf,
  collectRoutes,
  frontMatterLine,
  globalMdxComponents,
  listPages,
  normalizeRoute,
  pageRoute,
  splitFrontMatter,
} from './lib/pages.mjs';

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs', 'api'];
const problems = [];
const site = collectRoutes();
const globals = globalMdxComponents();
const processors = {
  md: createProcessor({format: 'md', remarkPlugins: [remarkGfm, remarkDirective]}),
  mdx: createProcessor({format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]}),
};

if (!site.referenceSlugs) {
  problems.push(
    'src/generated/api-facts.json:1: missing, so links to /docs/api/reference/… cannot be checked; run `node scripts/gen-api.mjs` first',
  );
}

for (const file of await listPages(roots)) {
  await checkPage(file);
}

async function checkPage(file) {
  const report = (line, message) => problems.push(`${file}:${line}: ${message}`);
  const source = await readFile(file, 'utf8');
  let parsed;
  try {
    parsed = splitFrontMatter(source);
  } catch (error) {
    report(1, `front matter: ${error.message}`);
    return;
  }
  checkFrontMatter(source, parsed.data, report);

  const format = path.extname(file) === '.md' ? 'md' : 'mdx';
  const processor = processors[format];
  const toPageLine = (line) => line + parsed.bodyLine - 1;
  const vfile = {path: file, value: parsed.content};
  let tree;
  try {
    tree = processor.parse(vfile);
    checkComponents(tree, toPageLine, report);
    checkLinks(tree, file, parsed.data, toPageLine, report);
    processor.stringify(await processor.run(tree, vfile), vfile);
  } catch (error) {
    // Some parser messages carry their place only in the text, as `(7:1-7:26)`.
    const reason = error.reason ?? error.message;
    const inText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(reason);
    const line =
      error.line ?? error.place?.line ?? error.place?.start?.line ?? error.position?.start?.line ?? Number(inText?.[1]);
    const where = inText ? reason.replace(inText[0], '').trimEnd() : reason;
    report(line ? toPageLine(line) : 1, `MDX does not compile: ${where}`);
  }
}

function checkFrontMatter(source, data, report) {
  const {title, description, sidebar_label: sidebarLabel} = data;
  if (typeof title !== 'string' || title.trim() === '')
    report(frontMatterLine(source, 'title'), 'front matter needs a title');
  if (typeof description !== 'string') {
    report(frontMatterLine(source, 'description'), 'front matter needs a description (40 to 160 characters)');
  } else if (description.length < 40 || description.length > 160) {
    report(
      frontMatterLine(source, 'description'),
      `the description has ${description.length} characters; it needs 40 to 160`,
    );
  }
  if (typeof title === 'string' && title.length > 40 && typeof sidebarLabel !== 'string') {
    report(frontMatterLine(source, 'title'), 'the title is longer than 40 characters; add a shorter sidebar_label');
  }
}

/** Calls `visit` on every node of a tree (mdast, or the estree programs MDX attaches to its nodes). */
function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type === 'string') visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position' || key === 'loc' || key === 'range') continue;
    if (value && typeof value === 'object') walk(value, visit);
  }
}

/** The names a pattern binds: `a`, `{a, b: c}`, `[a, ...rest]`, `a = 1`. */
function boundNames(pattern, into) {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.add(pattern.name);
  else if (pattern.type === 'ObjectPattern')
    for (const p of pattern.properties) boundNames(p.value ?? p.argument, into);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) boundNames(element, into);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, into);
}

/** A JSX name's root identifier when it names a component (`Tabs`, `Foo.Bar`), or undefined for HTML elements. */
function componentRoot(name) {
  if (typeof name !== 'string' || name === '') return undefined;
  const root = name.split('.')[0];
  return name.includes('.') || /^[A-Z]/.test(root) ? root : undefined;
}

function checkComponents(tree, toPageLine, report) {
  const defined = new Set(globals);
  const used = [];
  walk(tree, (node) => {
    // Imports, exports and any other binding in the page's JavaScript (scope is ignored: a name bound anywhere counts).
    if (
      node.type === 'ImportSpecifier' ||
      node.type === 'ImportDefaultSpecifier' ||
      node.type === 'ImportNamespaceSpecifier'
    ) {
      defined.add(node.local.name);
    } else if (node.type === 'VariableDeclarator') {
      boundNames(node.id, defined);
    } else if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      if (node.id) defined.add(node.id.name);
    }
    if (/^(?:Function|ArrowFunction)Expression$|^FunctionDeclaration$/.test(node.type)) {
      for (const param of node.params) boundNames(param, defined);
    }
    // Components used as Markdown-level JSX, and JSX inside expressions (`{items.map((x) => <Row … />)}`).
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const root = componentRoot(node.name);
      if (root) used.push({root, name: node.name, line: node.position?.start.line});
    } else if (node.type === 'JSXOpeningElement') {
      const name = jsxName(node.name);
      const root = componentRoot(name);
      if (root) used.push({root, name, line: node.loc?.start.line});
    }
  });
  const reported = new Set();
  for (const use of used) {
    if (defined.has(use.root) || reported.has(use.root)) continue;
    reported.add(use.root);
    report(
      use.line ? toPageLine(use.line) : 1,
      `<${use.name}> is used but not imported: add \`import ${use.root} from '…';\` below the front matter` +
        ` (only ${[...globals].sort().join(', ')} come from the theme without an import)`,
    );
  }
}

function jsxName(name) {
  if (!name) return undefined;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXMemberExpression') return `${jsxName(name.object)}.${name.property.name}`;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return undefined;
}

function checkLinks(tree, file, frontMatter, toPageLine, report) {
  const area = areaOf(file);
  const route = area ? pageRoute(file, frontMatter) : undefined;
  const check = (url, line, what) => {
    const problem = linkProblem(url, file, area, route);
    if (problem) report(line ? toPageLine(line) : 1, `${what} ${url}: ${problem}`);
  };
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') check(node.url, node.position?.start.line, 'link to');
    else if (node.type === 'image') check(node.url, node.position?.start.line, 'image');
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (!['to', 'href', 'src'].includes(attribute.name)) continue;
        check(
          attribute.value,
          attribute.position?.start.line ?? node.position?.start.line,
          `<${node.name} ${attribute.name}>`,
        );
      }
    }
  });
}

/** Why a link is broken, or undefined when it resolves. */
function linkProblem(url, file, area, route) {
  if (!url || url.startsWith('#') || url.startsWith('//')) return undefined;
  if (url.startsWith('pathname://')) {
    const target = url.slice('pathname://'.length);
    if (target !== '/docs' && !target.startsWith('/docs/'))
      return 'a pathname:// link gets no base path: start it with /docs/';
    return absoluteProblem(target);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined; // https:, mailto:, tel: …
  const target = safeDecode(url.split(/[?#]/)[0]);
  if (target === '') return undefined;
  if (target.startsWith('/')) return absoluteProblem(target);

  // Relative: a page file, another file (an image, a download), or a URL relative to this page's route.
  const resolved = path.resolve(path.dirname(file), target);
  const shown = path.relative(process.cwd(), resolved) || '.';
  if (/\.mdx?$/.test(target)) {
    if (!existsSync(resolved)) return `${shown} does not exist`;
    const targetArea = areaOf(resolved);
    if (area && targetArea && targetArea !== area) {
      return `${shown} is in the other docs area; link to its URL instead (for example /docs/${targetArea.id === 'api' ? 'api/' : ''}…)`;
    }
    return undefined;
  }
  if (path.extname(target) !== '') {
    return existsSync(resolved) && statSync(resolved).isFile() ? undefined : `${shown} does not exist`;
  }
  if (!route) return undefined;
  return absoluteProblem(new URL(target, `https://site.invalid${route}`).pathname);
}

function safeDecode(text) {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Why an absolute path (with or without the /docs/ base path) matches no route or static file. */
function absoluteProblem(target) {
  // @docusaurus/Link adds the base path to a path that lacks it.
  const withBase = target === '/docs' || target.startsWith('/docs/') ? target : `/docs${target}`;
  const routePath = normalizeRoute(withBase);
  if (site.routes.has(routePath) || site.staticFiles.has(routePath)) return undefined;
  const reference = /^\/docs\/api\/reference\/([^/]+)$/.exec(routePath);
  if (reference && site.referenceSlugs) {
    return site.referenceSlugs.has(reference[1])
      ? undefined
      : `no operation of the OpenAPI document has the slug "${reference[1]}" (see src/generated/api-facts.json)`;
  }
  if (reference) return undefined;
  return `no page or static file has the route ${routePath}`;
}

if (problems.length > 0) {
  console.error(`check-pages: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  'check-pages: every page compiles, uses only known components, links to pages that exist, and has valid front matter',
);
