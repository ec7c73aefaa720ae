// The HTML elements and theme components a page writes where blocks go (the page, a list item, a quote), as Markdown
// blocks: tabs become headed sections, details a bold title, HTML tables GFM tables with their caption above.
import type {
  BlockContent,
  Heading,
  List,
  ListItem,
  PhrasingContent,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import {isElement, type Element} from './evaluate';
import {
  DETAILS,
  HEAD,
  RenderedComponent,
  TABS,
  TAB_ITEM,
  TRANSPARENT_BLOCK,
  childrenOf,
  describe,
  lineOf,
  paragraph,
  text,
  textOf,
  trimRun,
  type Converter,
} from './mdx-nodes';

/** Pages define no components of their own: those live in src/components/, with a Markdown version. */
export function pageComponent(c: Converter, element: Element): never {
  throw new Error(
    `${c.locate(lineOf(element))}: <${describe(element.type)}> is defined on the page. Move it to src/components/ and ` +
      'give it a Markdown version in plugins/llms/components.ts (a table: a TableSpec, src/components/DataTable).',
  );
}

/** What the Markdown version writes after a group of tabs: where the alternatives end. */
export const TABS_END = '<!-- end of tabs -->';

export function blockElement(c: Converter, element: Element): RootContent[] {
  const {type, props} = element;
  if (props['aria-hidden'] === true || props['aria-hidden'] === 'true') return [];
  if (type instanceof RenderedComponent) return c.rendered(element, type);
  if (typeof type === 'function') return pageComponent(c, element);
  const children = childrenOf(element);
  switch (type) {
    case TABS:
      // The tabs end where the comment is: what follows belongs to every tab (tests/e2e/journeys.spec.ts reads it).
      return [
        ...c.structural(element).flatMap((item) => {
          if (!isElement(item) || item.type !== TAB_ITEM) return c.blocks([item]);
          const label = String(item.props.label ?? item.props.value ?? '');
          const heading: Heading = {
            type: 'heading',
            depth: Math.min(c.headingDepth + 1, 6) as Heading['depth'],
            children: [text(label)],
          };
          return [heading, ...c.blocks(childrenOf(item))];
        }),
        {type: 'html', value: TABS_END},
      ];
    case TAB_ITEM:
      return c.blocks(children);
    case HEAD:
      return [];
    case DETAILS:
    case 'details': {
      const parts = c.structural(element);
      const summary = parts.find((child) => isElement(child) && child.type === 'summary');
      const rest = parts.filter((child) => child !== summary);
      // The summary's words in bold; emphasis inside it would nest.
      const title = [text(summary && isElement(summary) ? textOf(childrenOf(summary)).trim() : 'Details')];
      return [paragraph([{type: 'strong', children: title}]), ...c.blocks(rest)];
    }
    case 'p':
    case 'figcaption':
      return [paragraph(trimRun(c.inline(children)))];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const depth = Number(type.slice(1)) as Heading['depth'];
      c.headingDepth = depth;
      return [{type: 'heading', depth, children: trimRun(c.inline(children))}];
    }
    case 'ul':
    case 'ol':
      return [list(c, type === 'ol', c.structural(element))];
    case 'li':
      return [list(c, false, [element])];
    case 'dl':
      return [definitionList(c, c.structural(element))];
    case 'table':
      return table(c, element);
    case 'pre': {
      const codeElement = children.find((child) => isElement(child) && child.type === 'code');
      const className = isElement(codeElement) ? String(codeElement.props.className ?? '') : '';
      const lang = /(?:language|lang)-(\S+)/.exec(className)?.[1] ?? null;
      return [{type: 'code', lang, meta: null, value: textOf(children).replace(/\n$/, '')}];
    }
    case 'blockquote':
      return [{type: 'blockquote', children: c.blocks(children) as BlockContent[]}];
    case 'hr':
      return [{type: 'thematicBreak'}];
  }
  if (typeof type === 'string' && TRANSPARENT_BLOCK.has(type)) return c.blocks(children);
  throw new Error(`${c.locate(lineOf(element))}: <${describe(type)}> has no Markdown form`);
}

function list(c: Converter, ordered: boolean, items: unknown[]): List {
  const listItems: ListItem[] = items
    .filter((item) => !(typeof item === 'string' && item.trim() === ''))
    .map((item) => ({
      type: 'listItem',
      spread: false,
      children: c.blocks(isElement(item) && item.type === 'li' ? childrenOf(item) : [item]) as BlockContent[],
    }));
  return {type: 'list', ordered, spread: false, children: listItems};
}

function definitionList(c: Converter, children: unknown[]): List {
  const items: ListItem[] = [];
  for (const child of children) {
    if (!isElement(child)) continue;
    if (child.type === 'dt') {
      items.push({
        type: 'listItem',
        children: [paragraph([{type: 'strong', children: c.inline(childrenOf(child))}])],
      });
    } else if (child.type === 'dd') {
      const last = items[items.length - 1]?.children[0];
      if (last?.type === 'paragraph') last.children.push(text(': '), ...trimRun(c.inline(childrenOf(child))));
    } else if (child.type === 'div') {
      items.push(...definitionList(c, childrenOf(child)).children);
    }
  }
  return {type: 'list', ordered: false, spread: false, children: items};
}

/** An HTML table as a GFM table, with its caption as a sentence above it. */
function table(c: Converter, element: Element): RootContent[] {
  const rows: Element[] = [];
  let caption: PhrasingContent[] | undefined;
  const collect = (values: unknown[]) => {
    for (const value of values) {
      if (!isElement(value)) continue;
      if (value.type === 'tr') rows.push(value);
      else if (value.type === 'caption') caption = trimRun(c.inline(childrenOf(value)));
      else if (['thead', 'tbody', 'tfoot'].includes(String(value.type))) collect(c.structural(value));
      else if (typeof value.type === 'function') pageComponent(c, value);
    }
  };
  collect(c.structural(element));
  const tableRows: TableRow[] = rows.map((row) => ({
    type: 'tableRow',
    children: c
      .structural(row)
      .filter((cell) => isElement(cell) && (cell.type === 'th' || cell.type === 'td'))
      .map((cell): TableCell => ({type: 'tableCell', children: trimRun(c.inline(childrenOf(cell as Element)))})),
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
