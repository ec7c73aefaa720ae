// Limits in the OpenAPI document's own text: a description or an example writes `{{file-rows}}` where it quotes a
// limit, and scripts/gen-api.mjs fills it with the figure (src/lib/api-facts/limit-figures.ts) when it bundles, so
// the reference pages, the downloads, the mock and the Markdown twins all say the owner's value. The names are those
// of `<ApiFact name="…" />` on the pages.
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9-]*)\s*\}\}/g;

/**
 * A copy of `value` with every placeholder of every string replaced by its figure's text.
 * @param {unknown} value
 * @param {Record<string, string>} texts figure name → text
 * @returns {{value: unknown, unknown: string[]}} the filled copy, and the placeholder names no figure has
 */
export function fillPlaceholders(value, texts) {
  const unknown = new Set();
  const fill = (node) => {
    if (typeof node === 'string') {
      return node.replace(PLACEHOLDER, (whole, name) => {
        if (Object.hasOwn(texts, name)) return texts[name];
        unknown.add(name);
        return whole;
      });
    }
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child)]));
    }
    return node;
  };
  return {value: fill(value), unknown: [...unknown]};
}

/**
 * The placeholders of the split document's files whose name no figure has, with their file and line.
 * @param {string} root the repository root
 * @param {string[]} names the known figure names
 * @returns {Promise<{file: string, line: number, name: string}[]>} files relative to the root
 */
export async function unknownPlaceholders(root, names) {
  const known = new Set(names);
  const dir = path.join(root, 'openapi');
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const found = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const lines = (await readFile(absolute, 'utf8')).split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(PLACEHOLDER)) {
        if (!known.has(match[1])) found.push({file, line: index + 1, name: match[1]});
      }
    });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
