// Reads the guide pages and their fenced code blocks, with the line of each fence and the tab it sits in.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface CodeBlock {
  /** Path relative to the repository root, such as `api/index.mdx`. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The language after the fence, such as `bash`, or '' when there is none. */
  lang: string;
  /** The `title="…"` of the fence, when it has one. */
  title?: string;
  /** The lines between the fences, with the fence's indentation removed. */
  content: string;
  /** The label of the `<TabItem>` around the block, such as `Node.js`, when there is one. */
  tab?: string;
}

/** Where a block is, for failure messages: `api/index.mdx:118 "Request: list shipments"`. */
export function where(block: CodeBlock): string {
  return `${block.file}:${block.line}${block.title ? ` "${block.title}"` : ''}`;
}

function mdxFilesUnder(dir: string, recursive: boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory() && recursive) files.push(...mdxFilesUnder(relative, true));
    else if (entry.isFile() && entry.name.endsWith('.mdx')) files.push(relative);
  }
  return files;
}

/** Every hand-written page: `api/*.mdx`, `api/tutorials/*.mdx` and `docs/**\/*.mdx` (not the generated reference). */
export function guidePages(): string[] {
  return [
    ...mdxFilesUnder('api', false),
    ...mdxFilesUnder('api/tutorials', false),
    ...mdxFilesUnder('docs', true),
  ].sort();
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** The fenced code blocks of a page, in page order. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  let tab: string | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) {
      const tabItem = /<TabItem\b[^>]*\blabel=["']([^"']+)["']/.exec(lines[i]);
      if (tabItem) tab = tabItem[1];
      if (/<\/TabItem>/.test(lines[i])) tab = undefined;
      continue;
    }
    const [, indent, fence, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = FENCE.exec(lines[j]);
      if (close && close[2][0] === fence[0] && close[2].length >= fence.length && close[3].trim() === '') break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    const title = /\btitle=(["'])(.*?)\1/.exec(meta)?.[2];
    blocks.push({file, line: i + 1, lang: meta.trim().split(/\s+/)[0] ?? '', title, content: body.join('\n'), tab});
    i = j;
  }
  return blocks;
}

export const isRequestBlock = (block: CodeBlock): boolean => block.title?.startsWith('Request:') ?? false;
export const isResponseBlock = (block: CodeBlock): boolean => block.title?.startsWith('Response:') ?? false;
