// Finds every inline script the build's pages contain and returns the CSP hash source of each distinct one.
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

/** Script types a browser runs; data blocks such as application/ld+json are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function cspHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** A script element, its attributes and its text: a script's text cannot hold `</script`, so it ends at the first. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|\/?$)/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The text of each inline script in a page, found by their tags, not by parsing the page: built pages are
 * machine-written, and a parse costs the whole page. Parsing took about 30 s of postBuild's main thread at 50× the
 * operations (377 MB of pages), while the search index and the Markdown pages were written beside it (issue 22).
 * Script text is raw text (no entities), so the text between the tags is what the browser hashes. A `<script` that
 * is not an element (inside a quoted attribute, say) would add a hash for text the page holds anyway: harmless.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (EXECUTABLE_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) scripts.push(text);
  }
  return scripts;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export async function inlineScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const script of inlineScriptsOf(await readFile(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return [...hashes].sort();
}
