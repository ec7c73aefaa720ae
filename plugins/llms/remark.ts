// Markdown in and out, the same way for every page: GFM (tables), `-` bullets, fenced code, compact tables. A
// reference page's Markdown (./openapi.ts) is parsed and printed here with its links made absolute; a hand-written
// page's (./html.ts) is printed here.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';

const parser = unified().use(remarkParse).use(remarkGfm);
const printer = unified()
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '*', strong: '*'})
  .use(remarkGfm, {tablePipeAlign: false});

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

/** What the generator knows about the site to make links absolute. */
export interface Site {
  /** `https://www.berthline.example` */
  url: string;
  /** `/docs/` */
  baseUrl: string;
}

/** Where links on one page start from: its permalink (for `#anchor` and relative links). */
export interface LinkBase {
  permalink: string;
}

/**
 * Turns a link as a reference page's Markdown writes it into an absolute URL: `/docs/api` becomes
 * `https://www.berthline.example/docs/api`, `#anchor` points into the web page, `pathname:///docs/x.yaml` to the file.
 */
export function absoluteUrl(raw: string, site: Site, base: LinkBase): string {
  if (raw.startsWith('pathname://')) return site.url + raw.slice('pathname://'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return raw;
  const pageUrl = site.url + base.permalink;
  if (raw.startsWith('#')) return pageUrl + raw;
  const hashAt = raw.indexOf('#');
  const target = hashAt === -1 ? raw : raw.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : raw.slice(hashAt);
  if (target.startsWith('/')) {
    // Like Docusaurus' Link: a site path without the base path gets it.
    const withBase = target.startsWith(site.baseUrl) ? target : site.baseUrl + target.slice(1);
    return site.url + withBase + hash;
  }
  return new URL(raw, pageUrl).href;
}

/** Makes every link and image of a tree absolute. */
export function absoluteLinks(tree: Root, site: Site, base: LinkBase): Root {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = absoluteUrl(node.url, site, base);
    }
  });
  return tree;
}

/**
 * A fenced code block alone, which the printer writes back as it is: a fence of three backticks, an info string
 * without backticks, and no line inside that opens or closes another fence.
 */
const PLAIN_FENCE = /^```([^`\n]*)\n([\s\S]*)\n```$/;
const isPlainFence = (section: string): boolean => {
  const match = PLAIN_FENCE.exec(section);
  return match !== null && !/^\s*(```|~~~)/m.test(match[2]) && match[1] === match[1].trim();
};

/**
 * Sections already printed, per site, by their text: those whose links do not depend on the page (site paths such as
 * `/docs/api`, full URLs), which print the same on every page.
 */
const printedSections = new WeakMap<Site, Map<string, string>>();

/** Whether a tree has a link that `absoluteUrl` resolves from the page (`#anchor`, `./other.mdx`, `other`). */
const hasPageLinks = (tree: Root): boolean => {
  let found = false;
  visit(tree, (node) => {
    if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      !/^(\/|[a-z][a-z0-9+.-]*:)/i.test(node.url)
    ) {
      found = true;
    }
  });
  return found;
};

/**
 * Prints a page given as sections (each one or more whole Markdown blocks, the page being them joined with blank
 * lines) with its links made absolute: the same text as parsing and printing the whole page, for pages whose
 * sections do not run into each other (no list continued, no link definition used by another section; the
 * reference pages' test compares both). A lone code block is kept as it is, and a section seen before whose links
 * do not depend on the page (an error response's table, the signature programs of every event page) is printed once.
 */
export function printSections(sections: readonly string[], site: Site, base: LinkBase): string {
  let printed = printedSections.get(site);
  if (!printed) printedSections.set(site, (printed = new Map()));
  const blocks = sections.map((section) => {
    if (isPlainFence(section)) return section;
    const known = printed.get(section);
    if (known !== undefined) return known;
    const tree = parseMarkdown(section);
    const samePerPage = !hasPageLinks(tree);
    const text = printMarkdown(absoluteLinks(tree, site, base)).replace(/\n+$/, '');
    if (samePerPage) printed.set(section, text);
    return text;
  });
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
