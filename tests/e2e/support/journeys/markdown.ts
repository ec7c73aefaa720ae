// A built page's Markdown twin (`/docs/…md`), read as a reader reads the page: its fenced code blocks in page order,
// each with its title, its language tab (the twin writes a tab as a heading named after it: `#### curl`) and the
// prose before it, and the page's links.

/** The language tabs the pages use for programs, as their headings in the twin read. */
export const LANGUAGES = ['curl', 'Python', 'Node.js'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Block {
  /** 1-based line of the opening fence in the twin. */
  line: number;
  lang: string;
  title: string;
  content: string;
  /** The language tab the block sits in, if any. */
  tab?: Language;
  /** The prose between the previous block and this one. */
  before: string;
}

export interface Page {
  /** The page's address, such as `/docs/api`. */
  path: string;
  text: string;
  blocks: Block[];
  /** Every link target of the page, as written (absolute site URLs). */
  links: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;

export function readPage(pagePath: string, text: string): Page {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let tab: {language: Language; level: number} | undefined;
  let prose: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    // The twin marks the end of a group of tabs (TABS_END in plugins/llms/html.ts).
    if (lines[i].trim() === '<!-- end of tabs -->') tab = undefined;
    const heading = HEADING.exec(lines[i]);
    if (heading) {
      const level = heading[1].length;
      if (tab && level <= tab.level) tab = undefined;
      const language = LANGUAGES.find((name) => name === heading[2]);
      if (language) tab = {language, level};
      prose.push(lines[i]);
      continue;
    }
    const open = FENCE.exec(lines[i]);
    if (!open) {
      prose.push(lines[i]);
      continue;
    }
    const [, indent, fence, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      if (lines[j].trimStart().startsWith(fence) && lines[j].trim() === fence) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({
      line: i + 1,
      lang: meta.trim().split(/\s+/)[0] ?? '',
      title: /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] ?? '',
      content: body.join('\n'),
      tab: tab?.language,
      before: prose.join('\n'),
    });
    prose = [];
    i = j;
  }
  const links = [...text.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1]);
  return {path: pagePath, text, blocks, links};
}

/** The languages a page offers programs in: its tabs. */
export const languagesOf = (page: Page): Language[] =>
  LANGUAGES.filter((language) => page.blocks.some((block) => block.tab === language));

/** Where a block is, for failure messages. */
export const where = (page: Page, block: Block): string =>
  `${page.path}.md:${block.line}${block.title ? ` "${block.title}"` : ''}${block.tab ? ` [${block.tab}]` : ''}`;
