// The pieces the page converter (./page.ts) and its element rules (./block-elements.ts, ./inline-elements.ts) share:
// the markers for theme components, the HTML tags it knows, and small helpers over mdast nodes and element objects.
import {toString} from 'mdast-util-to-string';
import type {Nodes, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {MarkdownRenderer} from './components';
import {Fragment, isElement, type Element} from './evaluate';

// Theme components, recognized by what the page imports, not by the name it gives them.
export const TABS = Symbol('Tabs');
export const TAB_ITEM = Symbol('TabItem');
export const LINK = Symbol('Link');
export const DETAILS = Symbol('Details');
export const HEAD = Symbol('Head');

/** One of our components (src/components/), with its Markdown version. */
export class RenderedComponent {
  constructor(
    readonly name: string,
    readonly render: MarkdownRenderer,
  ) {}
}

/** An mdast node inside JSX (`<li>**bold** text</li>`), converted when its place (block or inline) is known. */
export class MdastChild {
  constructor(readonly node: RootContent) {}
}

/** What the element rules ask of the converter of the page they are on. */
export interface Converter {
  /** The depth of the last heading seen, so tab labels become headings one level below it. */
  headingDepth: number;
  locate(line: number | undefined): string;
  url(raw: string, line: number | undefined): string;
  node(node: RootContent): RootContent[];
  blocks(values: unknown[]): RootContent[];
  inline(values: unknown[]): PhrasingContent[];
  structural(element: Element): unknown[];
  rendered(element: Element, component: RenderedComponent): RootContent[];
}

export const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};
export const PHRASING = new Set([
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
export const TRANSPARENT_BLOCK = new Set([
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'figure',
]);
export const TRANSPARENT_INLINE = new Set([
  'span',
  'abbr',
  'small',
  'sup',
  'sub',
  'mark',
  'time',
  'label',
  'cite',
  'q',
  'u',
]);
export const BLOCK_TAGS = new Set([
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

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/**
 * Tidies a run of inline content: joins neighboring text, drops the spaces JSX and MDX leave after a line break
 * (Markdown would have to encode them) and at the run's edges.
 */
export function trimRun(children: PhrasingContent[]): PhrasingContent[] {
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

export function flatten(values: unknown[], into: unknown[] = []): unknown[] {
  for (const value of values) {
    if (Array.isArray(value)) flatten(value, into);
    else if (isElement(value) && value.type === Fragment) flatten([value.props.children], into);
    else if (value !== null && value !== undefined && typeof value !== 'boolean') into.push(value);
  }
  return into;
}

export const childrenOf = (element: Element): unknown[] => flatten([element.props.children]);

export function lineOf(element: Element): number | undefined {
  return (element as Element & {line?: number}).line;
}

export function describe(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'symbol') return type.description ?? 'component';
  if (type instanceof RenderedComponent) return type.name;
  return (type as {name?: string})?.name || 'component';
}

/** The text inside elements, for code. */
export function textOf(values: unknown[]): string {
  return flatten(values)
    .map((value) => {
      if (value instanceof MdastChild) return toString(value.node as Nodes);
      if (isElement(value)) return textOf(childrenOf(value));
      return String(value);
    })
    .join('');
}
