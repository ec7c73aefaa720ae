// The HTML elements and theme components a page writes inside a line of text (a paragraph, a table cell, a heading),
// as Markdown inline content: links become absolute, code keeps the spaces around it, lists in a cell run on.
import {toString} from 'mdast-util-to-string';
import type {PhrasingContent} from 'mdast';
import {isElement, type Element} from './evaluate';
import {pageComponent} from './block-elements';
import {
  BLOCK_TAGS,
  HEAD,
  LINK,
  RenderedComponent,
  TRANSPARENT_INLINE,
  childrenOf,
  describe,
  lineOf,
  text,
  textOf,
  trimRun,
  type Converter,
} from './mdx-nodes';

export function inlineElement(c: Converter, element: Element): PhrasingContent[] {
  const {type, props} = element;
  if (props['aria-hidden'] === true || props['aria-hidden'] === 'true' || type === 'svg' || type === HEAD) return [];
  const children = childrenOf(element);
  const line = lineOf(element);
  if (type instanceof RenderedComponent) {
    return c
      .rendered(element, type)
      .flatMap((node) => (node.type === 'paragraph' ? node.children : [text(toString(node))]));
  }
  if (typeof type === 'function') return pageComponent(c, element);
  switch (type) {
    case LINK:
    case 'a':
      return [{type: 'link', url: c.url(String(props.to ?? props.href ?? ''), line), children: c.inline(children)}];
    case 'strong':
    case 'b':
    case 'summary':
      return [{type: 'strong', children: c.inline(children)}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: c.inline(children)}];
    case 's':
    case 'del':
      return [{type: 'delete', children: c.inline(children)}];
    case 'code':
    case 'kbd':
    case 'samp': {
      // `<code> container_id</code>`: JSX authors put the space a line break swallowed inside the code.
      const [, before, value, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(textOf(children)) ?? [];
      return [...(before ? [text(' ')] : []), {type: 'inlineCode', value: value ?? ''}, ...(after ? [text(' ')] : [])];
    }
    case 'br':
      return [{type: 'break'}];
    case 'img':
      return [{type: 'image', url: c.url(String(props.src ?? ''), line), alt: String(props.alt ?? '')}];
    case 'ul':
    case 'ol':
      // A list inside a table cell: its items, one after the other.
      return children.flatMap((item, index) => [
        ...(index > 0 ? [text('; ')] : []),
        ...trimRun(c.inline(isElement(item) ? childrenOf(item) : [item])),
      ]);
  }
  if (typeof type === 'string' && (TRANSPARENT_INLINE.has(type) || BLOCK_TAGS.has(type))) {
    const inner = c.inline(children);
    return BLOCK_TAGS.has(type) ? [...inner, text(' ')] : inner;
  }
  throw new Error(`${c.locate(line)}: <${describe(type)}> has no Markdown form inside a line of text`);
}
