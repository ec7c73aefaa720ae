// A hand-written page's Markdown twin, converted from its built HTML: the article's content (`.theme-doc-markdown`)
// is rewritten into plain HTML that reads as the twin should, then turned into Markdown by hast-util-to-mdast and
// printed like every twin (./remark.ts). Each tab becomes a heading one level below the heading before its group,
// an admonition a quote that starts with its kind, a code block keeps its language and title, a component table's
// caption becomes the sentence before it, a definition list a list of `**Term:** definition`, and links become
// absolute URLs. An element marked `data-md="<sentence>"` (an interactive piece of src/components/) becomes that
// sentence and a link to the page. A tab group ends with TABS_END. A form control anywhere else, or a tab group without its hidden panels, stops the
// build: the twin would silently lose or garble it.
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle} from 'hast-util-to-mdast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {Element, ElementContent, Properties, Root as HastRoot} from 'hast';
import type {Root} from 'mdast';
import {captionSentence} from '../../src/lib/markdown';
import {printMarkdown} from './remark';

export interface HtmlPage {
  /** The built page, `build/features/custom-fields.html`. */
  html: string;
  /** The absolute URL of the web page: links to `#anchor` point into it, and interactive pieces send readers there. */
  url: string;
  /** The site's origin, `https://www.berthline.example`, for links that are site paths (`/docs/api`). */
  siteUrl: string;
  title: string;
  description?: string;
}

/** What a twin writes after a group of tabs: where the alternatives end (tests/e2e/journeys.spec.ts reads it). */
export const TABS_END = '<!-- end of tabs -->';
/** The element that stands for TABS_END until hast-util-to-mdast prints it (see `handlers`). */
const TABS_END_ELEMENT = 'x-tabs-end';

const h = (tagName: string, children: ElementContent[] = [], properties: Properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const t = (value: string): ElementContent => ({type: 'text', value});
const is = (node: ElementContent | undefined, ...tags: string[]): node is Element =>
  node?.type === 'element' && tags.includes(node.tagName);
const classes = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];
const elements = (node: Element): Element[] => node.children.filter((child) => child.type === 'element');

/** What the HTML holds for the eye or the browser only: the twin leaves it out. */
const LEFT_OUT = new Set(['svg', 'button', 'script', 'style', 'template', 'h1']);
/** Form controls: outside an element marked `data-md`, the page has an interactive piece the twin cannot hold. */
const CONTROLS = new Set(['form', 'input', 'select', 'textarea']);

/** A code block's text: a highlighted block's lines each end with a `<br>`. */
const codeText = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : is(node, 'br')
      ? '\n'
      : 'children' in node
        ? node.children.map(codeText).join('')
        : '';

/** The tab panels of a group: those inside `node` that are not inside another panel. */
const ownPanels = (node: Element): Element[] =>
  elements(node).flatMap((child) => (child.properties.role === 'tabpanel' ? [child] : ownPanels(child)));

class PageRewriter {
  /** The depth of the last heading seen, so that a tab group's labels become headings one level below it. */
  private depth = 1;

  constructor(private readonly page: HtmlPage) {}

  /** The content rewritten: what the twin leaves out removed, each element in the form hast-util-to-mdast needs. */
  rewrite(node: ElementContent): ElementContent[] {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    const p = node.properties;
    if (typeof p.dataMd === 'string') return [this.standIn(p.dataMd)];
    if (CONTROLS.has(node.tagName) && !(p.type === 'checkbox' && p.disabled)) {
      throw new Error(
        `a <${node.tagName}> outside an interactive piece: mark the piece's root element with ` +
          'data-md="<one sentence on what the reader can do with it>" (see src/components/ContainerNumberChecker)',
      );
    }
    if (LEFT_OUT.has(node.tagName) || p.hidden || p.ariaHidden === 'true' || p.role === 'status') return [];
    if (classes(node).includes('hash-link')) return [];
    const tablist = elements(node).find((child) => child.properties.role === 'tablist');
    if (tablist) return this.tabs(node, tablist);
    if (/^h[2-6]$/.test(node.tagName)) this.depth = Number(node.tagName[1]);
    if (classes(node).includes('theme-code-block')) return [this.codeBlock(node)];
    if (classes(node).includes('theme-admonition')) return [this.admonition(node)];
    switch (node.tagName) {
      case 'pre':
        return [node];
      case 'code':
        // Inline code as the reader sees it, as one text: hast-util-to-mdast's whitespace pass would drop the space
        // after a <wbr> (identifiers and long values break after their dots), gluing "Rotterdam.Book".
        return [{...node, children: [t(codeText(node).replace(/\s+/g, ' '))]}];
      case 'details': {
        const summary = elements(node).find((child) => is(child, 'summary'));
        const rest = node.children.filter((child) => child !== summary).flatMap((child) => this.rewrite(child));
        return [h('p', [h('strong', [t(summary ? toText(summary).trim() : 'Details')])]), ...rest];
      }
      case 'table': {
        const caption = elements(node).find((child) => is(child, 'caption'));
        const table = h('table', this.children(node, caption));
        return caption ? [h('p', [t(captionSentence(toText(caption)))]), table] : [table];
      }
      case 'dl':
        return [this.definitionList(node)];
      case 'a':
      case 'img': {
        const key = node.tagName === 'a' ? 'href' : 'src';
        const raw = typeof p[key] === 'string' ? p[key] : '';
        const absolute = raw.startsWith('/')
          ? this.page.siteUrl + raw
          : raw.startsWith('#')
            ? this.page.url + raw
            : raw;
        return [{...node, properties: {...p, [key]: absolute}, children: this.children(node)}];
      }
    }
    return [{...node, children: this.children(node)}];
  }

  private children(node: Element, without?: Element): ElementContent[] {
    return node.children.filter((child) => child !== without).flatMap((child) => this.rewrite(child));
  }

  /** An interactive piece: one sentence that sends the reader to the page. */
  private standIn(sentence: string): Element {
    return h('p', [t(`${sentence} on the `), h('a', [t('web version of this page')], {href: this.page.url}), t('.')]);
  }

  /** Each tab's label as a heading one level below the heading before the group, then its panel. */
  private tabs(group: Element, tablist: Element): ElementContent[] {
    const labels = selectAll('[role=tab]', tablist).map((tab) => toText(tab).trim());
    const panels = ownPanels(group);
    if (panels.length !== labels.length) {
      throw new Error(
        `a tab group (${labels.join(', ')}) has ${panels.length} panel(s) in its HTML: it renders only the ` +
          'selected one (lazy), so the other tabs would be missing from the Markdown; render every panel',
      );
    }
    const depth = Math.min(this.depth + 1, 6);
    return [
      ...panels.flatMap((panel, i) => [h(`h${depth}`, [t(labels[i])]), ...this.children(panel)]),
      h(TABS_END_ELEMENT),
    ];
  }

  /** A code block as `<pre><code class="language-x">`, its title (the element beside the code) as the fence's meta. */
  private codeBlock(block: Element): Element {
    const pre = select('pre', block);
    const code = pre && select('code', pre);
    if (!pre || !code) throw new Error('a code block without <pre><code>');
    const language = classes(pre).find((name) => name.startsWith('language-'));
    const title = elements(block).find((child) => !select('pre', child));
    const text = codeText(code).replace(/\n$/, '');
    return h('pre', [h('code', [t(text)], {className: language ? [language] : []})], {
      dataMeta: title ? `title="${toText(title).trim()}"` : undefined,
    });
  }

  /** An admonition as a quote that starts with its title in bold: `> **Note:** …`. */
  private admonition(node: Element): Element {
    const [heading, content] = elements(node);
    if (!heading || !content) throw new Error('an admonition without its heading and content');
    const label = toText(heading).trim();
    const blocks = this.children(content);
    const lead = [h('strong', [t(`${label.charAt(0).toUpperCase()}${label.slice(1)}:`)]), t(' ')];
    if (is(blocks[0], 'p')) blocks[0].children.unshift(...lead);
    else blocks.unshift(h('p', lead));
    return h('blockquote', blocks);
  }

  /** A definition list as a list of `**Term:** definition` (a term's group may be wrapped in a <div>). */
  private definitionList(dl: Element): Element {
    const entries: {term: Element; descriptions: Element[]}[] = [];
    const walk = (node: Element): void => {
      for (const child of elements(node)) {
        if (is(child, 'dt')) entries.push({term: child, descriptions: []});
        else if (is(child, 'dd')) entries.at(-1)?.descriptions.push(child);
        else if (is(child, 'div')) walk(child);
      }
    };
    walk(dl);
    return h(
      'ul',
      entries.map(({term, descriptions}) => {
        return h('li', [h('strong', [t(`${toText(term).trim()}:`)]), t(' '), ...this.definition(descriptions)]);
      }),
    );
  }

  /** A term's definition on one line: a list inside it runs on with commas, each block after the first is a sentence. */
  private definition(descriptions: Element[]): ElementContent[] {
    return descriptions
      .flatMap((dd) => this.children(dd))
      .flatMap((part, i): ElementContent[] => {
        if (part.type !== 'element') return [part];
        if (part.tagName === 'ul' || part.tagName === 'ol') {
          const items = elements(part).filter((li) => is(li, 'li'));
          return items.flatMap((li, n) => [...(n > 0 ? [t(', ')] : []), ...li.children]);
        }
        if (part.tagName !== 'p' && part.tagName !== 'div') return [part];
        return [...(i > 0 ? [t('. ')] : []), ...part.children];
      });
  }
}

/** hast-util-to-mdast's handlers where the twin differs from its defaults. */
const handlers: Record<string, Handle> = {
  [TABS_END_ELEMENT]: () => ({type: 'html', value: TABS_END}),
  pre: (_state, node) => {
    const code = elements(node).find((child) => is(child, 'code'));
    const language = code ? classes(code)[0]?.replace(/^language-/, '') : undefined;
    const meta = node.properties.dataMeta;
    const value = toText(node, {whitespace: 'pre'});
    return {type: 'code', lang: language || null, meta: typeof meta === 'string' ? meta : null, value};
  },
  // A list item is loose only when it holds paragraphs, as in the Markdown the page was written in.
  li: (state, node) => ({...defaultHandlers.li(state, node), spread: node.children.some((child) => is(child, 'p'))}),
};

/** The page as Markdown: `# Title`, the description, then the content of its article. */
export function htmlToMarkdown(page: HtmlPage): string {
  const tree: HastRoot = fromHtml(page.html);
  const content = select('.theme-doc-markdown', tree);
  if (!content) throw new Error('the page has no .theme-doc-markdown element');
  const body = h('div', new PageRewriter(page).rewrite(content));
  const markdown = printMarkdown(toMdast(body, {handlers, newlines: true}) as Root);
  const head = [`# ${page.title}`, page.description].filter(Boolean).join('\n\n');
  return `${head}\n\n${markdown}`;
}
