// A hand-written page (docs/*.mdx, api/*.mdx) as clean Markdown. The MDX is parsed as Docusaurus parses it (remark
// with MDX, GFM and directives), then rewritten node by node: front matter becomes the title and description,
// imports and exports go away, `{expressions}` and the page's own JSX are evaluated (./evaluate.ts), components
// become their Markdown version (./components.ts), admonitions become quotes, tabs become headed sections, and links
// become absolute URLs. Code blocks and prose stay as written.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {toString} from 'mdast-util-to-string';
import type {
  BlockContent,
  Heading,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Program} from 'estree';
import {splitFrontMatter} from '../../scripts/lib/pages.mjs';
import * as carriersModule from '../../src/data/carriers';
import * as dataSourcesModule from '../../src/data/data-sources';
import * as featuresModule from '../../src/data/features';
import * as milestonesModule from '../../src/data/milestones';
import * as plansModule from '../../src/data/plans';
import * as rolesModule from '../../src/data/roles';
import * as apiModule from '../../src/lib/api';
import * as errorCodesModule from '../../src/lib/api-facts/error-codes';
import * as metaModule from '../../src/lib/api-facts/meta';
import * as operationsModule from '../../src/lib/api-facts/operations';
import * as serversModule from '../../src/lib/api-facts/servers';
import {componentRenderers, renderedComponents, type MarkdownRenderer} from './components';
import {Fragment, PageScope, h, isElement, type Element, type EsmBlock} from './evaluate';
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

/** The modules a page may import data from (README: "A page can also read a data module directly"). */
const siteModules: Readonly<Record<string, Record<string, unknown>>> = {
  '@site/src/data/carriers': carriersModule,
  '@site/src/data/data-sources': dataSourcesModule,
  '@site/src/data/features': featuresModule,
  '@site/src/data/milestones': milestonesModule,
  '@site/src/data/plans': plansModule,
  '@site/src/data/roles': rolesModule,
  '@site/src/lib/api': apiModule,
  // The facts module's parts that pages import (src/lib/api-facts/).
  '@site/src/lib/api-facts/error-codes': errorCodesModule,
  '@site/src/lib/api-facts/meta': metaModule,
  '@site/src/lib/api-facts/operations': operationsModule,
  '@site/src/lib/api-facts/servers': serversModule,
};

// Theme components, recognized by what the page imports, not by the name it gives them.
const TABS = Symbol('Tabs');
const TAB_ITEM = Symbol('TabItem');
const LINK = Symbol('Link');
const DETAILS = Symbol('Details');
const HEAD = Symbol('Head');
const themeModules: Readonly<Record<string, symbol>> = {
  '@theme/Tabs': TABS,
  '@theme/TabItem': TAB_ITEM,
  '@docusaurus/Link': LINK,
  '@theme/Details': DETAILS,
  '@docusaurus/Head': HEAD,
};
/** Components every page has without an import (src/theme/MDXComponents and the classic theme). */
const globalComponents: Readonly<Record<string, symbol>> = {Details: DETAILS, Head: HEAD};

/** One of our components, with its Markdown version. */
class RenderedComponent {
  constructor(
    readonly name: string,
    readonly render: MarkdownRenderer,
  ) {}
}

/** An mdast node inside JSX (`<li>**bold** text</li>`), converted when its place (block or inline) is known. */
class MdastChild {
  constructor(readonly node: RootContent) {}
}

const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
]);
const TRANSPARENT_BLOCK = new Set(['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'figure']);
const TRANSPARENT_INLINE = new Set(['span', 'abbr', 'small', 'sup', 'sub', 'mark', 'time', 'label', 'cite', 'q', 'u']);
const BLOCK_TAGS = new Set([
  ...TRANSPARENT_BLOCK,
  'p',
  'figcaption',
  'ul',
  'ol',
  'li',
  'dl',
  'table',
  'pre',
  'blockquote',
  'hr',
  'details',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const text = (value: string): PhrasingContent => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/**
 * Tidies a run of inline content: joins neighboring text, drops the spaces JSX and MDX leave after a line break
 * (Markdown would have to encode them) and at the run's edges.
 */
function trimRun(children: PhrasingContent[]): PhrasingContent[] {
  const run: PhrasingContent[] = [];
  for (const node of children) {
    const previous = run[run.length - 1];
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else run.push(node.type === 'text' ? text(node.value) : node);
  }
  for (const node of run) if (node.type === 'text') node.value = node.value.replace(/\n[ \t]+/g, '\n');
  const first = run[0];
  if (first?.type === 'text') run[0] = text(first.value.replace(/^\s+/, ''));
  const last = run[run.length - 1];
  if (last?.type === 'text') run[run.length - 1] = text(last.value.replace(/\s+$/, ''));
  return run.filter((node) => !(node.type === 'text' && node.value === ''));
}

function flatten(values: unknown[], into: unknown[] = []): unknown[] {
  for (const value of values) {
    if (Array.isArray(value)) flatten(value, into);
    else if (isElement(value) && value.type === Fragment) flatten([value.props.children], into);
    else if (value !== null && value !== undefined && typeof value !== 'boolean') into.push(value);
  }
  return into;
}

const childrenOf = (element: Element): unknown[] => flatten([element.props.children]);

/** Converts one page. Create one per page: it holds the page's scope and the heading level reached so far. */
class PageConverter {
  /** The depth of the last heading seen, so tab labels become headings one level below it. */
  private headingDepth = 1;
  /** What each call of a component defined on the page returned (asked once to place it, once to convert it). */
  private readonly calls = new WeakMap<Element, unknown>();

  constructor(
    private readonly page: PageInput,
    private readonly site: Site,
    private readonly scope: PageScope,
    private readonly body: string,
    private readonly bodyLine: number,
  ) {}

  locate = (line: number | undefined): string => `${this.page.file}:${line ? line + this.bodyLine - 1 : 1}`;

  private url(raw: string, line: number | undefined): string {
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
  private structural(element: Element): unknown[] {
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

  /** Calls a component the page defines itself, which returns element objects. */
  private call(element: Element): unknown {
    if (this.calls.has(element)) return this.calls.get(element);
    try {
      const result = (element.type as (props: unknown) => unknown)(element.props);
      this.calls.set(element, result);
      return result;
    } catch (error) {
      const name = (element.type as {name?: string}).name ?? 'component';
      throw new Error(`${this.locate(lineOf(element))}: <${name}> fails to run: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /** A component's Markdown, parsed, with its links made absolute. */
  private rendered(element: Element, component: RenderedComponent): RootContent[] {
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
    return typeof type === 'function' && flatten([this.call(value)]).some((v) => this.isBlock(v));
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
      else out.push(...this.blockElement(value as Element));
    }
    flush();
    return out;
  }

  private blockElement(element: Element): RootContent[] {
    const {type, props} = element;
    if (props['aria-hidden'] === true || props['aria-hidden'] === 'true') return [];
    if (type instanceof RenderedComponent) return this.rendered(element, type);
    if (typeof type === 'function') return this.blocks([this.call(element)]);
    const children = childrenOf(element);
    switch (type) {
      case TABS:
        return this.structural(element).flatMap((item) => {
          if (!isElement(item) || item.type !== TAB_ITEM) return this.blocks([item]);
          const label = String(item.props.label ?? item.props.value ?? '');
          const heading: Heading = {
            type: 'heading',
            depth: Math.min(this.headingDepth + 1, 6) as Heading['depth'],
            children: [text(label)],
          };
          return [heading, ...this.blocks(childrenOf(item))];
        });
      case TAB_ITEM:
        return this.blocks(children);
      case HEAD:
        return [];
      case DETAILS:
      case 'details': {
        const parts = this.structural(element);
        const summary = parts.find((child) => isElement(child) && child.type === 'summary');
        const rest = parts.filter((child) => child !== summary);
        // The summary's words in bold; emphasis inside it would nest.
        const title = [text(summary && isElement(summary) ? textOf(childrenOf(summary)).trim() : 'Details')];
        return [paragraph([{type: 'strong', children: title}]), ...this.blocks(rest)];
      }
      case 'p':
      case 'figcaption':
        return [paragraph(trimRun(this.inline(children)))];
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const depth = Number(type.slice(1)) as Heading['depth'];
        this.headingDepth = depth;
        return [{type: 'heading', depth, children: trimRun(this.inline(children))}];
      }
      case 'ul':
      case 'ol':
        return [this.list(type === 'ol', this.structural(element))];
      case 'li':
        return [this.list(false, [element])];
      case 'dl':
        return [this.definitionList(this.structural(element))];
      case 'table':
        return this.table(element);
      case 'pre': {
        const codeElement = children.find((child) => isElement(child) && child.type === 'code');
        const className = isElement(codeElement) ? String(codeElement.props.className ?? '') : '';
        const lang = /(?:language|lang)-(\S+)/.exec(className)?.[1] ?? null;
        return [{type: 'code', lang, meta: null, value: textOf(children).replace(/\n$/, '')}];
      }
      case 'blockquote':
        return [{type: 'blockquote', children: this.blocks(children) as BlockContent[]}];
      case 'hr':
        return [{type: 'thematicBreak'}];
    }
    if (typeof type === 'string' && TRANSPARENT_BLOCK.has(type)) return this.blocks(children);
    throw new Error(`${this.locate(lineOf(element))}: <${describe(type)}> has no Markdown form`);
  }

  private list(ordered: boolean, items: unknown[]): List {
    const listItems: ListItem[] = items
      .filter((item) => !(typeof item === 'string' && item.trim() === ''))
      .map((item) => ({
        type: 'listItem',
        spread: false,
        children: this.blocks(isElement(item) && item.type === 'li' ? childrenOf(item) : [item]) as BlockContent[],
      }));
    return {type: 'list', ordered, spread: false, children: listItems};
  }

  private definitionList(children: unknown[]): List {
    const items: ListItem[] = [];
    for (const child of children) {
      if (!isElement(child)) continue;
      if (child.type === 'dt') {
        items.push({
          type: 'listItem',
          children: [paragraph([{type: 'strong', children: this.inline(childrenOf(child))}])],
        });
      } else if (child.type === 'dd') {
        const last = items[items.length - 1]?.children[0];
        if (last?.type === 'paragraph') last.children.push(text(': '), ...trimRun(this.inline(childrenOf(child))));
      } else if (child.type === 'div') {
        items.push(...this.definitionList(childrenOf(child)).children);
      }
    }
    return {type: 'list', ordered: false, spread: false, children: items};
  }

  /** An HTML table as a GFM table, with its caption as a sentence above it. */
  private table(element: Element): RootContent[] {
    const rows: Element[] = [];
    let caption: PhrasingContent[] | undefined;
    const collect = (values: unknown[]) => {
      for (const value of values) {
        if (!isElement(value)) continue;
        if (value.type === 'tr') rows.push(value);
        else if (value.type === 'caption') caption = trimRun(this.inline(childrenOf(value)));
        else if (['thead', 'tbody', 'tfoot'].includes(String(value.type))) collect(this.structural(value));
        else if (typeof value.type === 'function') collect(flatten([this.call(value)]));
      }
    };
    collect(this.structural(element));
    const tableRows: TableRow[] = rows.map((row) => ({
      type: 'tableRow',
      children: this.structural(row)
        .filter((cell) => isElement(cell) && (cell.type === 'th' || cell.type === 'td'))
        .map((cell): TableCell => ({type: 'tableCell', children: trimRun(this.inline(childrenOf(cell as Element)))})),
    }));
    const width = Math.max(...tableRows.map((row) => row.children.length));
    for (const row of tableRows) {
      while (row.children.length < width) row.children.push({type: 'tableCell', children: []});
    }
    const result: Table = {type: 'table', align: Array.from({length: width}, () => null), children: tableRows};
    if (!caption) return [result];
    const last = caption[caption.length - 1];
    if (last?.type === 'text') last.value = `${last.value.replace(/[.:]$/, '')}:`;
    else caption.push(text(':'));
    return [paragraph(caption), result];
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
        out.push(...this.inlineElement(value));
      } else {
        out.push(text(String(value)));
      }
    }
    return out;
  }

  private inlineElement(element: Element): PhrasingContent[] {
    const {type, props} = element;
    if (props['aria-hidden'] === true || props['aria-hidden'] === 'true' || type === 'svg' || type === HEAD) return [];
    const children = childrenOf(element);
    const line = lineOf(element);
    if (type instanceof RenderedComponent) {
      return this.rendered(element, type).flatMap((node) =>
        node.type === 'paragraph' ? node.children : [text(toString(node))],
      );
    }
    if (typeof type === 'function') return this.inline([this.call(element)]);
    switch (type) {
      case LINK:
      case 'a':
        return [
          {type: 'link', url: this.url(String(props.to ?? props.href ?? ''), line), children: this.inline(children)},
        ];
      case 'strong':
      case 'b':
      case 'summary':
        return [{type: 'strong', children: this.inline(children)}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: this.inline(children)}];
      case 's':
      case 'del':
        return [{type: 'delete', children: this.inline(children)}];
      case 'code':
      case 'kbd':
      case 'samp': {
        // `<code> container_id</code>`: JSX authors put the space a line break swallowed inside the code.
        const [, before, value, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(textOf(children)) ?? [];
        return [
          ...(before ? [text(' ')] : []),
          {type: 'inlineCode', value: value ?? ''},
          ...(after ? [text(' ')] : []),
        ];
      }
      case 'br':
        return [{type: 'break'}];
      case 'img':
        return [{type: 'image', url: this.url(String(props.src ?? ''), line), alt: String(props.alt ?? '')}];
      case 'ul':
      case 'ol':
        // A list inside a table cell: its items, one after the other.
        return children.flatMap((item, index) => [
          ...(index > 0 ? [text('; ')] : []),
          ...trimRun(this.inline(isElement(item) ? childrenOf(item) : [item])),
        ]);
    }
    if (typeof type === 'string' && (TRANSPARENT_INLINE.has(type) || BLOCK_TAGS.has(type))) {
      const inner = this.inline(children);
      return BLOCK_TAGS.has(type) ? [...inner, text(' ')] : inner;
    }
    throw new Error(`${this.locate(line)}: <${describe(type)}> has no Markdown form inside a line of text`);
  }
}

function lineOf(element: Element): number | undefined {
  return (element as Element & {line?: number}).line;
}

function describe(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'symbol') return type.description ?? 'component';
  if (type instanceof RenderedComponent) return type.name;
  return (type as {name?: string})?.name || 'component';
}

/** The text inside elements, for code. */
function textOf(values: unknown[]): string {
  return flatten(values)
    .map((value) => {
      if (value instanceof MdastChild) return toString(value.node as Nodes);
      if (isElement(value)) return textOf(childrenOf(value));
      return String(value);
    })
    .join('');
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** Resolves what a page imports to what its Markdown version uses. */
function importResolver(locate: (line: number | undefined) => string) {
  return async (specifier: string, line: number | undefined): Promise<Record<string, unknown>> => {
    const theme = themeModules[specifier];
    if (theme) return {default: theme};
    const component = /^@site\/src\/components\/([^/]+)$/.exec(specifier)?.[1];
    if (component) {
      const render = componentRenderers[component];
      if (!render) {
        throw new Error(
          `${locate(line)}: the page uses <${component}> (${specifier}), which has no Markdown version. Add a ` +
            `renderer for it to plugins/llms/components.ts, next to those of ${renderedComponents()}.`,
        );
      }
      return {default: new RenderedComponent(component, render)};
    }
    const module = siteModules[specifier];
    if (module) return module;
    throw new Error(
      `${locate(line)}: the Markdown generator does not know the import ${specifier}. Data modules go into ` +
        'siteModules in plugins/llms/page.ts; components into plugins/llms/components.ts.',
    );
  };
}

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
