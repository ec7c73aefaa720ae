// A hand-written page (docs/*.mdx, api/*.mdx) as clean Markdown. The MDX is parsed as Docusaurus parses it (remark
// with MDX, GFM and directives), then rewritten node by node: front matter becomes the title and description,
// imports and exports go away, `{expressions}` are evaluated (./evaluate.ts), each component becomes its Markdown
// version (./components.ts; a table component's is its TableSpec's), admonitions become quotes, HTML and theme
// elements their Markdown form (./block-elements.ts, ./inline-elements.ts), and links become absolute URLs. Code
// blocks and prose stay as written. Pages define no components of their own: one that does stops the build.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {toString} from 'mdast-util-to-string';
import type {BlockContent, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Program} from 'estree';
import {splitFrontMatter} from '../../scripts/lib/pages.mjs';
import {blockElement} from './block-elements';
import {PageScope, h, isElement, Fragment, type Element, type EsmBlock} from './evaluate';
import {inlineElement} from './inline-elements';
import {
  ADMONITIONS,
  HEAD,
  LINK,
  MdastChild,
  PHRASING,
  BLOCK_TAGS,
  RenderedComponent,
  childrenOf,
  flatten,
  lineOf,
  paragraph,
  text,
  trimRun,
  type Converter,
} from './mdx-nodes';
import {globalComponents, importResolver} from './page-imports';
import {absoluteLinks, absoluteUrl, parseMarkdown, printMarkdown, type Site} from './remark';

export interface PageInput {
  /** The page's file, from the repository root: `docs/features/custom-fields.mdx`. */
  file: string;
  source: string;
  /** The page's title (its h1) and description, as Docusaurus read them. */
  title: string;
  description?: string;
  permalink: string;
}

/** Converts one page. Create one per page: it holds the page's scope and the heading level reached so far. */
class PageConverter implements Converter {
  headingDepth = 1;

  constructor(
    private readonly page: PageInput,
    private readonly site: Site,
    private readonly scope: PageScope,
    private readonly body: string,
    private readonly bodyLine: number,
  ) {}

  locate = (line: number | undefined): string => `${this.page.file}:${line ? line + this.bodyLine - 1 : 1}`;

  url(raw: string, line: number | undefined): string {
    try {
      return absoluteUrl(raw, this.site, this.page);
    } catch (error) {
      throw new Error(`${this.locate(line)}: ${(error as Error).message}`, {cause: error});
    }
  }

  /** Rewrites a node of the page into the Markdown nodes that replace it. */
  node(node: RootContent): RootContent[] {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
        return this.blocks([this.scope.evaluate(node.data?.estree as Program | undefined, line)]);
      case 'mdxTextExpression':
        return this.inline([this.scope.evaluate(node.data?.estree as Program | undefined, line)]);
      case 'mdxJsxFlowElement':
        return this.blocks([this.element(node)]);
      case 'mdxJsxTextElement':
        return this.inline([this.element(node)]);
      case 'containerDirective': {
        const label = ADMONITIONS[node.name];
        if (!label) throw new Error(`${this.locate(line)}: unknown admonition :::${node.name}`);
        return [this.admonition(label, node.children)];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive the page meant (`key:value` in prose): the text as written, as Docusaurus shows it.
        const written = this.body.slice(node.position?.start.offset, node.position?.end.offset);
        return node.type === 'textDirective' ? [text(written)] : [paragraph([text(written)])];
      }
      case 'link':
      case 'image':
      case 'definition':
        node.url = this.url(node.url, line);
        break;
      case 'heading':
        this.headingDepth = node.depth;
        node.children = trimRun(this.children(node.children) as PhrasingContent[]);
        return [node];
      case 'paragraph': {
        // An element alone on its line (`<details>…</details>`) is a block, even though MDX reads it as text.
        const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
        if (content.length === 1 && content[0].type === 'mdxJsxTextElement')
          return this.blocks([this.element(content[0])]);
        const children = trimRun(this.children(node.children) as PhrasingContent[]);
        // A paragraph that only held a comment (`{/* … */}`) disappears.
        return children.length === 0 ? [] : [{...node, children}];
      }
    }
    if ('children' in node) (node as {children: RootContent[]}).children = this.children(node.children);
    return [node];
  }

  private children(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap((child) => this.node(child));
  }

  private admonition(label: string, children: RootContent[]): RootContent {
    const first = children[0];
    const hasTitle = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean})?.directiveLabel;
    const title = hasTitle ? toString(first) : label;
    const content = this.children(hasTitle ? children.slice(1) : children);
    const lead: PhrasingContent[] = [{type: 'strong', children: [text(`${title}:`)]}];
    if (content[0]?.type === 'paragraph') content[0].children.unshift(...lead, text(' '));
    else content.unshift(paragraph(lead));
    return {type: 'blockquote', children: content as BlockContent[]};
  }

  /** A JSX element of the page as an element object, its attributes evaluated. */
  private element(node: MdxJsxFlowElement | MdxJsxTextElement): Element {
    const line = node.position?.start.line;
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        Object.assign(props, this.scope.evaluate(attribute.data?.estree as Program | undefined, line));
      } else if (attribute.value === null || attribute.value === undefined) {
        props[attribute.name] = true;
      } else if (typeof attribute.value === 'string') {
        props[attribute.name] = attribute.value;
      } else {
        props[attribute.name] = this.scope.evaluate(attribute.value.data?.estree as Program | undefined, line);
      }
    }
    const children = node.children.map((child: RootContent) => {
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') return this.element(child);
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
        return this.scope.evaluate(child.data?.estree as Program | undefined, child.position?.start.line);
      }
      return new MdastChild(child);
    });
    return Object.assign(h(this.resolveName(node.name, line), props, ...children), {line});
  }

  private resolveName(name: string | null, line: number | undefined): unknown {
    if (name === null) return Fragment;
    if (/^[a-z][a-z0-9-]*$/.test(name)) return name;
    const [root, ...path] = name.split('.');
    let value = this.scope.has(root) ? this.scope.get(root) : globalComponents[root];
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    if (value === undefined) {
      throw new Error(`${this.locate(line)}: <${name}> is neither imported nor defined on the page`);
    }
    return value;
  }

  /**
   * The children of a table, a row or a list as elements. MDX reads a row written on one line
   * (`<th scope="col">Scope</th>`) as a paragraph holding the element; the paragraph is only a wrapper here.
   */
  structural(element: Element): unknown[] {
    return childrenOf(element).flatMap((child) => {
      if (!(child instanceof MdastChild) || child.node.type !== 'paragraph') return [child];
      return child.node.children.flatMap((node: PhrasingContent): unknown[] => {
        if (node.type === 'mdxJsxTextElement') return [this.element(node)];
        if (node.type === 'mdxTextExpression') {
          return [this.scope.evaluate(node.data?.estree as Program | undefined, node.position?.start.line)];
        }
        if (node.type === 'text' && node.value.trim() === '') return [];
        return [new MdastChild(node)];
      });
    });
  }

  /** A component's Markdown, parsed, with its links made absolute. */
  rendered(element: Element, component: RenderedComponent): RootContent[] {
    const pageUrl = this.site.url + this.page.permalink;
    let markdown: string;
    try {
      markdown = component.render(element.props, {pageUrl});
    } catch (error) {
      throw new Error(`${this.locate(lineOf(element))}: <${component.name}>: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return absoluteLinks(parseMarkdown(markdown), this.site, this.page).children;
  }

  private isBlock(value: unknown): boolean {
    if (value instanceof MdastChild) return !PHRASING.has(value.node.type);
    if (!isElement(value)) return false;
    const {type} = value;
    if (typeof type === 'string') return BLOCK_TAGS.has(type);
    if (type === LINK || type === HEAD) return false;
    if (typeof type === 'symbol' || type instanceof RenderedComponent) return true;
    // A component defined on the page: blockElement stops with the reason.
    return typeof type === 'function';
  }

  /** Values in a place where blocks go (the page, a list item, a quote); inline runs become paragraphs. */
  blocks(values: unknown[]): RootContent[] {
    const out: RootContent[] = [];
    let run: PhrasingContent[] = [];
    const flush = () => {
      const children = trimRun(run);
      if (children.length > 0) out.push(paragraph(children));
      run = [];
    };
    for (const value of flatten(values)) {
      if (!this.isBlock(value)) {
        run.push(...this.inline([value]));
        continue;
      }
      flush();
      if (value instanceof MdastChild) out.push(...this.node(value.node));
      else out.push(...blockElement(this, value as Element));
    }
    flush();
    return out;
  }

  /** Values in a place where only inline content goes (a paragraph, a table cell, a heading). */
  inline(values: unknown[]): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    for (const value of flatten(values)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
        out.push(text(String(value)));
      } else if (value instanceof MdastChild) {
        for (const node of this.node(value.node)) {
          if (node.type === 'paragraph') out.push(...node.children);
          else if (PHRASING.has(node.type)) out.push(node as PhrasingContent);
          else out.push(text(toString(node)));
        }
      } else if (isElement(value)) {
        out.push(...inlineElement(this, value));
      } else {
        out.push(text(String(value)));
      }
    }
    return out;
  }
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The page as Markdown: `# Title`, the description, then the body. */
export async function pageToMarkdown(page: PageInput, site: Site): Promise<string> {
  const {content, bodyLine} = splitFrontMatter(page.source) as {content: string; bodyLine: number};
  const locate = (line: number | undefined) => `${page.file}:${line ? line + bodyLine - 1 : 1}`;
  let tree: Root;
  try {
    tree = mdxParser.parse(content);
  } catch (error) {
    throw new Error(`${page.file}: the MDX does not parse: ${(error as Error).message}`, {cause: error});
  }
  const esm: EsmBlock[] = tree.children
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => ({program: node.data?.estree as Program, line: node.position?.start.line}));
  const scope = await PageScope.create(esm, importResolver(locate), locate);
  const converter = new PageConverter(page, site, scope, content, bodyLine);
  const body: Root = {type: 'root', children: tree.children.flatMap((node) => converter.node(node))};
  const head = [`# ${page.title}`, page.description].filter(Boolean).join('\n\n');
  return `${head}\n\n${printMarkdown(body)}`;
}
