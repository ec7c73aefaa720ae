// Every file of the split OpenAPI document is reached from its root: a path file (or any component) that no `$ref`
// leads to from openapi/openapi.yaml is left out of the bundle without a word, most often a new operation whose line
// under `paths:` was forgotten. The released snapshots (openapi/releases/) are not part of the working document.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {relativeTo} from '../lib/pages.mjs';
import {warning, type Finding} from './finding';

const ROOT_FILE = path.join('openapi', 'openapi.yaml');

/** The files a YAML value's `$ref`s name (the part before `#`), resolved from the file that holds them. */
function referencedFiles(value: unknown, from: string, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => referencedFiles(item, from, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && !item.startsWith('#')) {
        found.add(path.resolve(path.dirname(from), item.split('#')[0]!));
      } else referencedFiles(item, from, found);
    }
  }
}

export function unreferencedOpenApiFiles(root: string): Finding[] {
  const reached = new Set<string>();
  const queue = [path.join(root, ROOT_FILE)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    let document: unknown;
    try {
      document = parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // a file that does not parse or exist: generation and the lint name it
    }
    const refs = new Set<string>();
    referencedFiles(document, file, refs);
    queue.push(...[...refs].filter((ref) => /\.ya?ml$/.test(ref)));
  }
  const dir = path.join(root, 'openapi');
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !relativeTo(root, file).startsWith('openapi/releases/') && !reached.has(file))
    .sort()
    .map((file) => {
      const name = relativeTo(root, file);
      const hint = name.startsWith('openapi/paths/')
        ? 'add its line under `paths:` in openapi/openapi.yaml (`/the-path:` and `$ref: ./paths/' +
          path.basename(file) +
          '`)'
        : 'refer to it with a `$ref`, or delete it';
      return warning(
        'generate',
        name,
        1,
        `no $ref from openapi/openapi.yaml reaches this file, so the document leaves it out: ${hint}`,
      );
    });
}
