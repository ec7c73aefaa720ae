// What `npm run new` left for the writer to fill in: each `new-page:` note it wrote into a page, the product data,
// a sidebar or the document is an error at its line until the writer has done what it says and removed it.
import {readFileSync} from 'node:fs';
import {glob} from 'node:fs/promises';
import path from 'node:path';
import {error, type Finding} from './finding';

/** The marker `npm run new` writes before each thing to fill in (scripts/new-page/). */
export const MARKER = 'new-page:';

const FILES = [
  'docs/**/*.mdx',
  'api/**/*.mdx',
  'src/data/**/*.ts',
  'sidebars.ts',
  'sidebarsApi.ts',
  'openapi/**/*.yaml',
];

export async function checkScaffold(root: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const pattern of FILES) {
    for await (const match of glob(pattern, {cwd: root})) {
      const file = String(match).split(path.sep).join('/');
      if (file.startsWith('api/reference/')) continue; // generated
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const at = line.indexOf(MARKER);
          if (at === -1) return;
          // The note ends where its comment does (`*/}` in a page), or with the line.
          const what = line
            .slice(at + MARKER.length)
            .split('*/')[0]
            .trim();
          findings.push(error('new-page', file, index + 1, `fill this in, then remove the note: ${what}`));
        });
    }
  }
  return findings;
}
