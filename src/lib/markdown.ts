// Small builders of Markdown: the inline Markdown of table cells (src/components/*/spec.ts) and the reference pages'
// Markdown twins (plugins/llms/openapi.ts), which remark parses again and prints, so these only need to produce valid
// Markdown, not pretty Markdown.

/** Text for a table cell: one line, pipes escaped. Markdown inside (code spans, links, emphasis) is kept. */
export function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** A code span that survives backticks in its content. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A GFM table, with its caption as a sentence above it (Markdown tables have no caption). */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], caption?: string): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const lines = [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)];
  return `${caption ? `${captionSentence(caption)}\n\n` : ''}${lines.join('\n')}\n`;
}

/** "What each plan includes" → "What each plan includes:", the caption introducing its table. */
export function captionSentence(caption: string): string {
  return `${caption.replace(/\s+/g, ' ').trim().replace(/[.:]$/, '')}:`;
}

/** A webhook receiver's program as a Markdown section: its label as a heading, then its file as a titled block. */
export const receiverSection = ({
  label,
  highlight,
  file,
  code: source,
}: {
  label: string;
  highlight: string;
  file: string;
  code: string;
}): string => `### ${label}\n\n\`\`\`${highlight} title="${file}"\n${source}\n\`\`\``;
