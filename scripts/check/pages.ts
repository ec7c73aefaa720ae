// The pages step: every hand-written page of docs/ and api/ compiles as the build compiles it, imports every
// component it uses, keeps the front matter rules (./front-matter.ts) and links only to pages, anchors and files
// that exist (./links.ts), anchors on other pages included. Each finding names the page's file and line.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {splitFrontMatter} from '../lib/pages.mjs';
import {error, type Finding} from './finding';
import {pageFrontMatter, siteFrontMatter} from './front-matter';
import {linkProblem} from './links';
import {compileProblem, lineOf, walk, type TreeNode} from './mdx';
import type {Site, SitePage} from './site';

/** The names a pattern binds: `a`, `{a, b: c}`, `[a, ...rest]`, `a = 1`. */
function boundNames(pattern: TreeNode | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.add(String(pattern.name));
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as TreeNode[])
      boundNames((property.value ?? property.argument) as TreeNode, into);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as TreeNode[]) boundNames(element, into);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument as TreeNode, into);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left as TreeNode, into);
}

function jsxName(name: TreeNode | undefined): string | undefined {
  if (!name) return undefined;
  if (name.type === 'JSXIdentifier') return String(name.name);
  if (name.type === 'JSXMemberExpression')
    return `${jsxName(name.object as TreeNode)}.${(name.property as TreeNode).name as string}`;
  return undefined;
}

/** A JSX name's root identifier when it names a component (`Tabs`, `Foo.Bar`), or undefined for HTML elements. */
function componentRoot(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const root = name.split('.')[0];
  return name.includes('.') || /^[A-Z]/.test(root) ? root : undefined;
}

/** Components used but neither imported, bound in the page, nor given to every page by the theme. */
function unimportedComponents(
  tree: TreeNode,
  globals: ReadonlySet<string>,
): {name: string; root: string; line?: number}[] {
  const defined = new Set(globals);
  const used: {name: string; root: string; line?: number}[] = [];
  walk(tree, (node) => {
    // Imports, exports and any other binding in the page's JavaScript (scope is ignored: a name bound anywhere counts).
    if (/^Import(?:Default|Namespace)?Specifier$/.test(node.type)) defined.add(String((node.local as TreeNode).name));
    else if (node.type === 'VariableDeclarator') boundNames(node.id as TreeNode, defined);
    else if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id)
      defined.add(String((node.id as TreeNode).name));
    if (/^(?:Function|ArrowFunction)Expression$|^FunctionDeclaration$/.test(node.type)) {
      for (const param of node.params as TreeNode[]) boundNames(param, defined);
    }
    // Components used as Markdown-level JSX, and JSX inside expressions (`{items.map((x) => <Row … />)}`).
    const name = node.type.startsWith('mdxJsx')
      ? (node.name as string | undefined)
      : node.type === 'JSXOpeningElement'
        ? jsxName(node.name as TreeNode)
        : undefined;
    const root = componentRoot(name ?? undefined);
    if (name && root) used.push({name, root, line: lineOf(node)});
  });
  const reported = new Set<string>();
  return used.filter((use) => {
    if (defined.has(use.root) || reported.has(use.root)) return false;
    reported.add(use.root);
    return true;
  });
}

/** The URLs a page links to, with their lines and how they are written (`link to`, `<Link to>`, `image`). */
function pageLinks(tree: TreeNode): {url: string; line?: number; what: string}[] {
  const links: {url: string; line?: number; what: string}[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition')
      links.push({url: String(node.url), line: lineOf(node), what: 'link to'});
    else if (node.type === 'image') links.push({url: String(node.url), line: lineOf(node), what: 'image'});
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node.attributes ?? []) as TreeNode[]) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (!['to', 'href', 'src'].includes(String(attribute.name))) continue;
        links.push({
          url: attribute.value,
          line: lineOf(attribute) ?? lineOf(node),
          what: `<${String(node.name)} ${String(attribute.name)}>`,
        });
      }
    }
  });
  return links;
}

/** Every finding of one hand-written page. */
async function checkPage(
  site: Site,
  page: SitePage,
  globals: ReadonlySet<string>,
  compile: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const report = (step: string, line: number | undefined, message: string) =>
    findings.push(error(step, page.file, line ?? 1, message));
  if (page.frontMatterError) {
    report('front-matter', 1, `front matter: ${page.frontMatterError}`);
    return findings;
  }
  findings.push(...pageFrontMatter(page));
  const {content, bodyLine} = splitFrontMatter(page.source);
  const toPageLine = (line: number | undefined) => (line ? line + bodyLine - 1 : 1);
  const compiled = compile ? await compileProblem(page.file, content) : undefined;
  if (compiled) {
    report('pages', toPageLine(compiled.line), `MDX does not compile: ${compiled.message}`);
    return findings;
  }
  const tree = site.treeOf(page);
  for (const use of unimportedComponents(tree, globals)) {
    report(
      'pages',
      toPageLine(use.line),
      `<${use.name}> is used but not imported: add \`import ${use.root} from '…';\` below the front matter` +
        ` (only ${[...globals].sort().join(', ')} come from the theme without an import)`,
    );
  }
  const {failing} = await site.anchorsOf(page);
  for (const fail of failing)
    report('pages', toPageLine(fail.line), `<${fail.component}> fails with these props: ${fail.message}`);
  for (const link of pageLinks(tree)) {
    const problem = await linkProblem(site, {file: page.file, route: page.route || undefined}, link.url);
    if (problem) report('links', toPageLine(link.line), `${link.what} ${link.url}: ${problem}`);
  }
  return findings;
}

export interface PagesOptions {
  /** The components every page has without an import. */
  globals: ReadonlySet<string>;
  /** Each area's sidebars file and the doc ids it lists. */
  sidebars: Readonly<Partial<Record<string, {file: string; ids: Set<string>}>>>;
  /**
   * The files to check one by one (relative to the root), default every hand-written page; a file outside docs/ and
   * api/ (a test's fixture) is checked as a page of no area. The rules across pages always read every page.
   */
  files?: readonly string[];
  /**
   * The pages that changed: only these are compiled (the slowest part; a page's compilation depends on nothing
   * else). Their links, and every other page's, are checked anyway. Default: every page is compiled.
   */
  changed?: ReadonlySet<string>;
}

export async function checkPages(site: Site, {globals, sidebars, files, changed}: PagesOptions): Promise<Finding[]> {
  const written = site.pages.filter((page) => !page.generated);
  const findings: Finding[] = [];
  for (const file of files ?? written.map((page) => page.file)) {
    const page = site.byFile.get(file) ?? outsidePage(site.root, file);
    if (!page.generated) findings.push(...(await checkPage(site, page, globals, !changed || changed.has(file))));
  }
  findings.push(
    ...siteFrontMatter(
      written.filter((page) => !page.frontMatterError),
      sidebars,
    ),
  );
  return findings;
}

/** A page file outside the docs areas, read as a page with no route. */
function outsidePage(root: string, file: string): SitePage {
  const source = readFileSync(path.join(root, file), 'utf8');
  let frontMatter: Record<string, unknown> = {};
  let frontMatterError: string | undefined;
  try {
    frontMatter = splitFrontMatter(source).data as Record<string, unknown>;
  } catch (caught) {
    frontMatterError = (caught as Error).message;
  }
  return {
    file,
    area: '',
    id: '',
    route: '',
    generated: false,
    source,
    frontMatter,
    ...(frontMatterError ? {frontMatterError} : {}),
  };
}
