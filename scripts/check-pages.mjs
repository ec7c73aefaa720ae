// Pre-build check of every hand-written page: compiles the MDX the way Docusaurus parses it and checks the
// front matter, so that a broken page fails with its file name and line instead of only a route.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {parse as parseYaml} from 'yaml';
import {listPages} from './lib/pages.mjs';

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs', 'api'];
const problems = [];

for (const file of await listPages(roots)) {
  const source = await readFile(file, 'utf8');
  let parsed;
  try {
    parsed = splitFrontMatter(source);
  } catch (error) {
    problems.push(`${file}: front matter is not valid YAML: ${error.message}`);
    continue;
  }
  const {title, description, sidebar_label: sidebarLabel} = parsed.data;
  if (typeof title !== 'string' || title.trim() === '') problems.push(`${file}: front matter needs a title`);
  if (typeof description !== 'string') {
    problems.push(`${file}: front matter needs a description (40 to 160 characters)`);
  } else if (description.length < 40 || description.length > 160) {
    problems.push(`${file}: description has ${description.length} characters; it needs 40 to 160`);
  }
  if (typeof title === 'string' && title.length > 40 && typeof sidebarLabel !== 'string') {
    problems.push(`${file}: the title is longer than 40 characters; add a shorter sidebar_label`);
  }
  try {
    const offset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
    await compile(parsed.content, {
      format: path.extname(file) === '.md' ? 'md' : 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective],
    }).catch((error) => {
      const line = error.line ?? error.place?.line ?? error.position?.start?.line;
      throw new Error(line ? `line ${line + offset}: ${error.reason ?? error.message}` : error.message);
    });
  } catch (error) {
    problems.push(`${file}: ${error.message}`);
  }
}

function splitFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error('the page has no front matter block');
  return {data: parseYaml(match[1]) ?? {}, content: source.slice(match[0].length)};
}

if (problems.length > 0) {
  console.error(`check-pages: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('check-pages: every page compiles and has valid front matter');
