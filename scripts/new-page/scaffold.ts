// `npm run new -- <kind> "Title"`: every file a new page needs, so that a writer adds a page without an engineer.
// It writes the page from its template (./templates/), the page's line in its sidebar and a link on the overview that
// readers start from, and for a feature the entry of src/data/features.ts with the permission ids of roles.ts and
// the plan gates of plans.ts listed in comments. What only the writer can say is marked `new-page:`; `npm run check`
// names each mark's file and line until it is filled in and removed.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {MARKER} from '../check/scaffold';

export const KINDS = ['feature', 'concept', 'tutorial', 'guide'] as const;
export type Kind = (typeof KINDS)[number];

interface KindSpec {
  /** The page file, relative to the root. */
  page: (slug: string) => string;
  /** The doc id the sidebar lists. */
  id: (slug: string) => string;
  sidebar: {file: string; describe: string; insert: (text: string, id: string) => string};
  overview: {file: string; describe: string; insert: (text: string, title: string, slug: string) => string}[];
}

/** "Vessel schedules" → "vessel-schedules". */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a text edit could not find its place: the writer adds the line by hand. */
class ShapeError extends Error {}

/** The index just before the bracket or parenthesis that closes the one opening at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if ('([{'.includes(text[i])) depth++;
    else if (')]}'.includes(text[i]) && --depth === 0) return i;
  }
  throw new ShapeError('unbalanced brackets');
}

/** Adds `'id'` as the last item of the sidebar category labelled `label` (`items: [...]` or `items: features(...)`). */
function appendToCategory(label: string, item: (id: string) => string) {
  return (text: string, id: string): string => {
    const at = text.indexOf(`label: '${label}'`);
    const items = at === -1 ? -1 : text.indexOf('items:', at);
    if (items === -1) throw new ShapeError(`no category '${label}' with items`);
    const open = text.slice(items).search(/[[(]/) + items;
    const close = closing(text, open);
    const before = text.slice(0, close).replace(/,?\s*$/, '');
    return `${before}, ${item(id)}${text.slice(close)}`;
  };
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;

/**
 * Adds a line after the last item of the list (or table) under `heading`: after the item's continuation lines, with
 * the next number in a numbered list. `line` gives the item without its number (with its `- ` or `|`).
 */
function appendAfterLastItem(heading: string, itemPattern: RegExp, line: (title: string, slug: string) => string) {
  return (text: string, title: string, slug: string): string => {
    const lines = text.split('\n');
    const start = lines.findIndex((candidate) => candidate.trim() === heading);
    if (start === -1) throw new ShapeError(`no heading "${heading}"`);
    let last = -1;
    let end = -1;
    for (let i = start + 1; i < lines.length && !/^\s*#{1,6} /.test(lines[i]); i++) {
      if (itemPattern.test(lines[i])) [last, end] = [i, i];
      else if (last !== -1 && lines[i].trim() !== '' && indentOf(lines[i]) > indentOf(lines[last])) end = i;
      else if (last !== -1) break;
    }
    if (last === -1) throw new ShapeError(`no list under "${heading}"`);
    const number = /^(\s*)(\d+)\. /.exec(lines[last]);
    const prefix = number ? `${number[1]}${Number(number[2]) + 1}. ` : ' '.repeat(indentOf(lines[last]));
    lines.splice(end + 1, 0, `${prefix}${line(title, slug)}`);
    return lines.join('\n');
  };
}

const mark = (what: string) => `{/* ${MARKER} ${what} */}`;

const operationsList = (directory: string) =>
  appendAfterLastItem(
    '### Operations teams',
    /^\d+\. /,
    (title, slug) =>
      `[${title}](./${directory}/${slug}.mdx): ${mark('what this reader gets from the page, in a few words; move the line to the readers it serves')}`,
  );

export const KIND_SPECS: Record<Kind, KindSpec> = {
  feature: {
    page: (slug) => `docs/features/${slug}.mdx`,
    id: (slug) => `features/${slug}`,
    sidebar: {
      file: 'sidebars.ts',
      describe: "the end of the first features category ('Track shipments')",
      insert: (text, id) =>
        appendToCategory('Track shipments', (doc) => `'${doc.replace(/^features\//, '')}'`)(text, id),
    },
    overview: [
      {file: 'docs/index.mdx', describe: 'Where to start › Operations teams', insert: operationsList('features')},
    ],
  },
  concept: {
    page: (slug) => `docs/concepts/${slug}.mdx`,
    id: (slug) => `concepts/${slug}`,
    sidebar: {
      file: 'sidebars.ts',
      describe: "the end of 'Concepts and coverage'",
      insert: appendToCategory('Concepts and coverage', (doc) => `'${doc}'`),
    },
    overview: [
      {
        file: 'docs/index.mdx',
        describe: 'Key concepts',
        insert: appendAfterLastItem(
          '## Key concepts',
          /^\|(?!\s*-)(?!\s*Concept\s*\|)/,
          (title, slug) =>
            `| **${title}** | ${mark('what the concept means, in a sentence or two')} See [${title}](./concepts/${slug}.mdx). |`,
        ),
      },
    ],
  },
  tutorial: {
    page: (slug) => `docs/tutorials/${slug}.mdx`,
    id: (slug) => `tutorials/${slug}`,
    sidebar: {
      file: 'sidebars.ts',
      describe: "the end of 'Tutorials'",
      insert: appendToCategory('Tutorials', (doc) => `'${doc}'`),
    },
    overview: [
      {file: 'docs/index.mdx', describe: 'Where to start › Operations teams', insert: operationsList('tutorials')},
    ],
  },
  guide: {
    page: (slug) => `api/${slug}.mdx`,
    id: (slug) => slug,
    sidebar: {
      file: 'sidebarsApi.ts',
      describe: 'the end of the guides, before the tutorials',
      insert: (text, id) => {
        const guides = text.indexOf('apiSidebar: [');
        const category = guides === -1 ? -1 : text.indexOf('\n    {', guides);
        if (category === -1) throw new ShapeError('no category after the guides of apiSidebar');
        return `${text.slice(0, category)}\n    '${id}',${text.slice(category)}`;
      },
    },
    overview: [
      {
        file: 'api/index.mdx',
        describe: 'Where next',
        insert: appendAfterLastItem(
          '## Where next',
          /^- \[/,
          (title, slug) => `- [${title}](./${slug}.mdx): ${mark('what the developer does with it, in a few words')}`,
        ),
      },
      {
        file: 'openapi/openapi.yaml',
        describe: "the REST API overview's Guides (info.description)",
        insert: appendAfterLastItem(
          '## Guides',
          /^ {4}- \[/,
          (title, slug) =>
            `- [${title}](/docs/api/${slug}): ${mark('what the developer does with it, in a few words')}`,
        ),
      },
    ],
  },
};

/** The features.ts entry of a new feature: its slug and title, and the fields only the writer can fill in. */
async function featureEntry(root: string, slug: string, title: string): Promise<string> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(root, file)).href)) as T;
  const {permissions} = await load<{permissions: {id: string}[]}>('src/data/roles.ts');
  const {planGates, plans} = await load<{
    planGates: Record<string, {includes: (plan: unknown) => boolean}>;
    plans: {id: string}[];
  }>('src/data/plans.ts');
  const wrap = (words: string[], prefix: string) => {
    const lines: string[] = [];
    let line = prefix;
    for (const word of words) {
      if (`${line} ${word}`.length > 112) {
        lines.push(line);
        line = '    //  ';
      }
      line += ` ${word}`;
    }
    return [...lines, line].join('\n');
  };
  const gates = Object.entries(planGates).map(
    ([gate, info], index, all) =>
      `'${gate}' (${plans
        .filter((plan) => info.includes(plan))
        .map((plan) => plan.id)
        .join(', ')})${index < all.length - 1 ? ',' : '.'}`,
  );
  return [
    '  {',
    `    slug: '${slug}',`,
    `    title: '${title.replace(/'/g, "\\'")}',`,
    `    // ${MARKER} one sentence on what the feature does; the "Who can use it" box and the Markdown version show it.`,
    "    summary: '',",
    `    // ${MARKER} who does what: one line per permission of src/data/roles.ts, such as`,
    "    // {permission: 'view-shipments', does: 'see them'}. The permissions:",
    wrap(
      permissions.map((permission, index) => `${permission.id}${index < permissions.length - 1 ? ',' : '.'}`),
      '    //',
    ),
    '    access: [],',
    `    // ${MARKER} every plan includes a feature without a gate; a feature that needs one sets the plan gate of`,
    `    // src/data/plans.ts, with the plans (${plans.map((plan) => plan.id).join(', ')}) that include it:`,
    wrap(gates, '    // gate:'),
    `    // ${MARKER} the operationIds of the API behind the feature (<ApiTable name="operations" />), or [] for none.`,
    '    api: [],',
    '  },',
  ].join('\n');
}

/** Inserts a feature's entry at its place among the entries, which are sorted by slug. */
function insertEntry(text: string, slug: string, entry: string): string {
  const start = text.indexOf('const entries: readonly FeatureEntry[] = [');
  if (start === -1) throw new ShapeError('no `entries` list');
  const end = closing(text, text.indexOf('[', start + 'const entries: readonly FeatureEntry[] = '.length));
  const slugs = [...text.slice(start, end).matchAll(/\n {2}\{\n {4}slug: '([^']+)'/g)];
  const after = slugs.find((match) => (match[1] ?? '') > slug);
  const at = after ? start + (after.index ?? 0) + 1 : text.lastIndexOf('\n', end) + 1;
  return `${text.slice(0, at)}${entry}\n${text.slice(at)}`;
}

export interface Written {
  file: string;
  /** What was written there, for the writer. */
  what: string;
}

interface Prettier {
  format(text: string, options: Record<string, unknown>): Promise<string>;
  resolveConfig(file: string): Promise<Record<string, unknown> | null>;
}

/** Formats a TypeScript file the way Prettier would, so that the check's Prettier step passes on what was written. */
async function formatted(root: string, file: string, text: string): Promise<string> {
  const module = (await import(createRequire(path.join(root, 'package.json')).resolve('prettier'))) as Prettier & {
    default?: Prettier;
  };
  const prettier = module.default ?? module;
  const absolute = path.join(root, file);
  return prettier.format(text, {...(await prettier.resolveConfig(absolute)), filepath: absolute});
}

/**
 * Writes a new page of `kind` titled `title` into the repository at `root`, with its sidebar line, its overview link
 * and, for a feature, its features.ts entry. Returns what it wrote, and the lines it could not place.
 */
export async function newPage(
  root: string,
  kind: Kind,
  title: string,
): Promise<{written: Written[]; manual: string[]}> {
  const spec = KIND_SPECS[kind];
  const slug = slugOf(title);
  if (!slug) throw new Error(`"${title}" gives no file name: use letters or digits`);
  const page = spec.page(slug);
  if (existsSync(path.join(root, page))) throw new Error(`${page} exists already`);
  const template = readFileSync(path.join(__dirname, 'templates', `${kind}.mdx`), 'utf8');
  const written: Written[] = [];
  const manual: string[] = [];
  writeFileSync(path.join(root, page), template.replaceAll('{{title}}', title).replaceAll('{{slug}}', slug));
  written.push({file: page, what: 'the page, from its template'});

  const edit = async (
    file: string,
    change: (text: string) => string | Promise<string>,
    what: string,
    byHand: string,
  ) => {
    const absolute = path.join(root, file);
    try {
      writeFileSync(absolute, await change(readFileSync(absolute, 'utf8')));
      written.push({file, what});
    } catch (caught) {
      if (!(caught instanceof ShapeError)) throw caught;
      manual.push(`${file}: ${byHand} (${caught.message})`);
    }
  };
  const id = spec.id(slug);
  await edit(
    spec.sidebar.file,
    async (text) => formatted(root, spec.sidebar.file, spec.sidebar.insert(text, id)),
    `'${id}' at ${spec.sidebar.describe}: move it where it belongs in the reading order`,
    `add '${id}' to the sidebar`,
  );
  for (const overview of spec.overview) {
    await edit(
      overview.file,
      (text) => overview.insert(text, title, slug),
      `a link under ${overview.describe}`,
      `link the page under ${overview.describe}`,
    );
  }
  if (kind === 'feature') {
    const entry = await featureEntry(root, slug, title);
    await edit(
      'src/data/features.ts',
      async (text) => formatted(root, 'src/data/features.ts', insertEntry(text, slug, entry)),
      `the entry of "${slug}", with the permissions and plan gates to choose from`,
      `add the entry of "${slug}"`,
    );
  }
  return {written, manual};
}
