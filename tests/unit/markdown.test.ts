// The Markdown versions of the pages (plugins/llms): a component becomes a table rendered from the same data as the
// React component, admonitions become quotes, tabs become headed sections, expressions are evaluated, links become
// absolute, code stays verbatim, a component without a Markdown version fails with the file and line, and a
// reference page is written from the OpenAPI document.
// Run: node --import tsx --test tests/unit/markdown.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {listPages, pageRoute, splitFrontMatter} from '../../scripts/lib/pages.mjs';
import {markdownPath} from '../../src/lib/markdown-url';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {formatLimit, plans} from '../../src/data/plans';
import {carriers} from '../../src/data/carriers';
import {componentRenderers} from '../../plugins/llms/components';
import {pageToMarkdown} from '../../plugins/llms/page';
import {
  operationSections,
  operationToMarkdown,
  operations,
  overviewToMarkdown,
  tagToMarkdown,
} from '../../plugins/llms/openapi';
import {llmsTxt, sections} from '../../plugins/llms/llms-txt';
import type {Manifest} from '../../plugins/llms/manifest';
import {absoluteLinks, parseMarkdown, printMarkdown, printSections, type Site} from '../../plugins/llms/remark';
import {BASE_URL, specFile} from '../../config/site-paths.mjs';
import {deref} from '../../scripts/lib/openapi-ref.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const SITE_URL = 'https://www.berthline.example';
const pages: Record<string, string> = {
  'docs/features/custom-fields.mdx': '/docs/features/custom-fields',
  'docs/features/billing-and-payments.mdx': '/docs/features/billing-and-payments',
  'docs/index.mdx': '/docs/',
};
const site: Site = {url: SITE_URL, baseUrl: BASE_URL, permalinkOfFile: (file) => pages[file]};

/** Converts an MDX page given as text, as if it were docs/features/billing-and-payments.mdx. */
function convert(body: string, file = 'docs/features/billing-and-payments.mdx'): Promise<string> {
  const source = `---\ntitle: Billing and payments\ndescription: A page for the test.\n---\n\n${body}`;
  return pageToMarkdown(
    {file, source, title: 'Billing and payments', description: 'A page for the test.', permalink: pages[file]},
    site,
  );
}

/** The rows of the first Markdown table in a text, as arrays of cells. */
function firstTable(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((_line, index) => index !== 1)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

test('a page starts with its title and description', async () => {
  const markdown = await convert('Some text.');
  assert.match(markdown, /^# Billing and payments\n\nA page for the test\.\n\nSome text\.\n$/);
});

test('<PlanTable /> becomes a Markdown table rendered from src/data/plans.ts', async () => {
  const markdown = await convert("import PlanTable from '@site/src/components/PlanTable';\n\n<PlanTable />\n");
  assert.doesNotMatch(markdown, /import|<PlanTable/);
  assert.match(markdown, /What each plan includes:/);
  const rows = firstTable(markdown);
  assert.deepEqual(rows[0], ['Limit or feature', ...plans.map((plan) => plan.name)]);
  const users = rows.find((row) => row[0] === 'Users');
  assert.deepEqual(users, ['Users', ...plans.map((plan) => formatLimit(plan.users, 'Unlimited'))]);
});

test('every component the pages import has a Markdown version', () => {
  const used = new Set<string>();
  for (const area of ['docs', 'api']) {
    const files = readdirSync(path.join(ROOT, area), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.includes(`${path.sep}reference${path.sep}`));
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '@site\/src\/components\/([^']+)'/g)) {
        used.add(match[1]);
      }
    }
  }
  assert.ok(used.size > 5);
  for (const name of used) assert.ok(componentRenderers[name], `${name} has no Markdown renderer`);
});

test('an interactive component becomes one sentence that links to the page', async () => {
  const markdown = await convert(
    'import ContainerNumberChecker from \'@site/src/components/ContainerNumberChecker\';\n\n<ContainerNumberChecker defaultValue="MSCU7512387" />\n',
  );
  assert.match(
    markdown,
    /Check container numbers with the interactive checker on the \[web version of this page\]\(https:\/\/www\.berthline\.example\/docs\/features\/billing-and-payments\)\./,
  );
});

test('an admonition becomes a quote that starts with its kind', async () => {
  const markdown = await convert(':::note\n\nYou cannot invite someone as **Owner**.\n\n:::\n');
  assert.match(markdown, /^> \*\*Note:\*\* You cannot invite someone as \*\*Owner\*\*\.$/m);
  const tip = await convert(':::tip\n\n- one\n- two\n\n:::\n');
  assert.match(tip, /^> \*\*Tip:\*\*\n>\n> - one\n> - two$/m);
});

test('links become absolute URLs of the site', async () => {
  const markdown = await convert(
    [
      'See [Custom fields](./custom-fields.mdx#field-types), the [home](../index.mdx),',
      '[Authentication](/docs/api/authentication), [below](#plans), the',
      '[YAML file](pathname:///docs/openapi/berthline-tracking-api.yaml) and [support](mailto:support@berthline.example).',
    ].join('\n'),
  );
  assert.match(
    markdown,
    /\[Custom fields\]\(https:\/\/www\.berthline\.example\/docs\/features\/custom-fields#field-types\)/,
  );
  assert.match(markdown, /\[home\]\(https:\/\/www\.berthline\.example\/docs\/\)/);
  assert.match(markdown, /\[Authentication\]\(https:\/\/www\.berthline\.example\/docs\/api\/authentication\)/);
  assert.match(markdown, /\[below\]\(https:\/\/www\.berthline\.example\/docs\/features\/billing-and-payments#plans\)/);
  assert.match(
    markdown,
    /\[YAML file\]\(https:\/\/www\.berthline\.example\/docs\/openapi\/berthline-tracking-api\.yaml\)/,
  );
  assert.match(markdown, /\[support\]\(mailto:support@berthline\.example\)/);
});

test('a link to a file that is not a page fails with the file and line', async () => {
  await assert.rejects(
    convert('Intro.\n\nSee [nothing](./no-such-page.mdx).\n'),
    /billing-and-payments\.mdx:8: .*no-such-page/,
  );
});

test('tabs become headed sections one level below the heading they follow; code stays verbatim', async () => {
  const code =
    'curl "https://sandbox.api.berthline.example/v1/shipments?limit=1" \\\n  -H "Authorization: Bearer $KEY"';
  const markdown = await convert(
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '## List shipments',
      '',
      '<Tabs groupId="language">',
      '<TabItem value="curl" label="curl">',
      '',
      '```bash title="Request"',
      code,
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python" label="Python">',
      '',
      'Install `requests` first.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
  );
  assert.ok(
    markdown.includes(
      `### curl\n\n\`\`\`bash title="Request"\n${code}\n\`\`\`\n\n### Python\n\nInstall \`requests\` first.`,
    ),
  );
});

test('expressions and the page’s own values are evaluated; JSX in an expression becomes Markdown', async () => {
  const markdown = await convert(
    [
      "import {carriers} from '@site/src/data/carriers';",
      '',
      'export const first = carriers.slice(0, 2);',
      '',
      'Berthline tracks {carriers.length} carriers. {/* A comment disappears. */}',
      '',
      '<ul>{first.map((c) => <li key={c.scac}>{c.name} (<code>{c.scac}</code>)</li>)}</ul>',
    ].join('\n'),
  );
  assert.match(markdown, new RegExp(`Berthline tracks ${carriers.length} carriers\\.\n`));
  assert.doesNotMatch(markdown, /comment/);
  assert.ok(markdown.includes(`- ${carriers[0].name} (\`${carriers[0].scac}\`)\n- ${carriers[1].name} (`), markdown);
});

test('a component the page defines itself fails with its file, line and where it belongs', async () => {
  await assert.rejects(
    convert(
      [
        'export function FirstCarriers() {',
        '  return <table><caption>First carriers</caption></table>;',
        '}',
        '',
        '<FirstCarriers />',
      ].join('\n'),
    ),
    /billing-and-payments\.mdx:10: <FirstCarriers> is defined on the page\. Move it to src\/components\//,
  );
});

test('<Details> becomes its summary in bold, then its content', async () => {
  const markdown = await convert(
    '<Details>\n<summary>Why is a shipment **stale**?</summary>\n\nThe carrier has not answered.\n\n</Details>\n',
  );
  assert.match(markdown, /\n\*\*Why is a shipment stale\?\*\*\n\nThe carrier has not answered\.\n$/);
});

test('a component without a Markdown version fails the page with its file, line and name', async () => {
  await assert.rejects(
    convert("Intro.\n\nimport Gadget from '@site/src/components/Gadget';\n\n<Gadget />\n"),
    /billing-and-payments\.mdx:8: the page uses <Gadget> \(@site\/src\/components\/Gadget\), which has no Markdown version\. Add a renderer for it to plugins\/llms\/components\.ts/,
  );
});

test('every real page converts, without JSX, imports or exports left over', async () => {
  const files: string[] = await listPages([path.join(ROOT, 'docs'), path.join(ROOT, 'api')]);
  const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
  const routes = new Map<string, string>(
    files.map((file) => [relative(file), pageRoute(file, splitFrontMatter(readFileSync(file, 'utf8')).data)]),
  );
  const realSite: Site = {url: SITE_URL, baseUrl: BASE_URL, permalinkOfFile: (file) => routes.get(file)};
  assert.ok(routes.size > 25);
  for (const [file, permalink] of routes) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const markdown = await pageToMarkdown({file, source, title: 'Title', permalink}, realSite);
    assert.match(markdown, /^# Title\n/);
    const prose = markdown.replace(/^(`{3,}).*\n[\s\S]*?^\1$/gm, '');
    assert.doesNotMatch(prose, /^import .* from '|^export (?:const|function|default) |<\/?[A-Z][A-Za-z]+[ />]/m, file);
  }
});

const spec = JSON.parse(readFileSync(path.join(ROOT, specFile('json')), 'utf8'));

test('a reference page lists the parameters of the OpenAPI document, with an example request and response', async () => {
  const operation = operations(spec).find((candidate) => candidate.slug === 'shipment-list');
  assert.ok(operation);
  const markdown = await operationToMarkdown(spec, operation, site, '/docs/api/reference/shipment-list');
  assert.match(markdown, /^# List shipments\n\n`GET \/shipments`\n/);
  const rows = firstTable(markdown.slice(markdown.indexOf('## Parameters')));
  assert.deepEqual(rows[0], ['Name', 'In', 'Type', 'Required', 'Description']);
  const documented = operation.op.parameters.map(
    (parameter: unknown) => (deref(spec, parameter) as {name: string}).name,
  );
  assert.deepEqual(
    rows.slice(1).map((row) => row[0]),
    documented.map((name: string) => `\`${name}\``),
  );
  const limit = rows.find((row) => row[0] === '`limit`');
  assert.deepEqual(limit?.slice(1, 4), ['query', 'integer', 'No']);
  assert.match(limit?.[4] ?? '', /Default: `25`\./);
  assert.match(
    markdown,
    /## Example request\n\n```bash\ncurl .*https:\/\/sandbox\.api\.berthline\.example\/v1\/shipments/,
  );
  assert.match(
    markdown,
    /## Example response\n\n\*\*200 OK\*\* \(`application\/json`\)[^\n]*\n\n```json\n\{\n {2}"object": "list"/,
  );
  assert.match(markdown, /\| `data\[\]\.carrier\.scac` \| string \| Yes \|/);
});

test('a request body is flattened to dotted fields with their enum values', async () => {
  const operation = operations(spec).find((candidate) => candidate.slug === 'start-shipment-import-via-json');
  assert.ok(operation);
  const markdown = await operationToMarkdown(
    spec,
    operation,
    site,
    '/docs/api/reference/start-shipment-import-via-json',
  );
  const body = markdown.slice(markdown.indexOf('## Request body'), markdown.indexOf('## Responses'));
  assert.match(body, /Content type: `application\/json`\. Required\./);
  assert.match(body, /\| `items\[\]\.container_number` \|/);
  assert.match(body, /\| `options\.on_duplicate` \| string \| No \| .*One of: `skip`, `update`\./);
});

test('every reference page printed by sections is the page parsed and printed whole, byte for byte', async () => {
  const all = operations(spec);
  assert.ok(all.some(({method}) => method === 'event') && all.some(({method}) => method !== 'event'));
  // A site of its own, so that the sections printed once are printed for this test first.
  const fresh: Site = {...site};
  for (const operation of all) {
    const permalink = `/docs/api/reference/${operation.slug}`;
    const sections = await operationSections(spec, operation);
    const whole = printMarkdown(absoluteLinks(parseMarkdown(sections.join('\n\n')), fresh, {permalink}));
    assert.equal(printSections(sections, fresh, {permalink}), whole, operation.slug);
    assert.equal(await operationToMarkdown(spec, operation, fresh, permalink), whole, operation.slug);
  }
});

test('a section printed before keeps each page’s own links', () => {
  const fresh: Site = {...site};
  const sections = ['## Fields', 'See [the field](#status) and [the API](/docs/api).', '```json\n{"a": 1}\n```'];
  const first = printSections(sections, fresh, {permalink: '/docs/api/reference/one'});
  const second = printSections(sections, fresh, {permalink: '/docs/api/reference/two'});
  assert.match(first, /\(https:\/\/www\.berthline\.example\/docs\/api\/reference\/one#status\)/);
  assert.match(second, /\(https:\/\/www\.berthline\.example\/docs\/api\/reference\/two#status\)/);
  assert.equal(second.replace('/two#', '/one#'), first);
  assert.equal(
    first,
    printMarkdown(absoluteLinks(parseMarkdown(sections.join('\n\n')), fresh, {permalink: '/docs/api/reference/one'})),
  );
});

test('tag and overview pages list their operations with links', () => {
  const tag = tagToMarkdown(spec, 'Containers', site, '/docs/api/reference/containers');
  assert.match(tag, /^# Containers\n/);
  assert.match(
    tag,
    /- \[List containers\]\(https:\/\/www\.berthline\.example\/docs\/api\/reference\/container-list\): `GET \/containers`/,
  );
  const overview = overviewToMarkdown(spec, site, API_OVERVIEW_PATH);
  assert.match(overview, /^# Berthline Tracking API\n/);
  assert.match(overview, /## Servers\n\n\| URL \| Description \|/);
  for (const {slug} of operations(spec)) assert.ok(overview.includes(`/docs/api/reference/${slug})`), slug);
});

test('a page’s Markdown lives at its path plus .md; the docs home at index.md', () => {
  assert.equal(markdownPath('/docs/'), '/docs/index.md');
  assert.equal(markdownPath('/docs/api'), '/docs/api.md');
  assert.equal(markdownPath('/docs/features/custom-fields'), '/docs/features/custom-fields.md');
  assert.equal(markdownPath('/docs/features/custom-fields.html'), '/docs/features/custom-fields.md');
  assert.equal(markdownPath('/docs/index.html'), '/docs/index.md');
});

test('llms.txt lists every page in sidebar sections, then the pages no sidebar lists', () => {
  const doc = (id: string, permalink: string) => ({
    id,
    title: id,
    description: `About ${id}.`,
    source: `docs/${id}.mdx`,
    permalink,
  });
  const manifest: Manifest = {
    siteUrl: SITE_URL,
    baseUrl: BASE_URL,
    title: 'Berthline Docs',
    tagline: 'Track every container.',
    outDir: '',
    routes: [],
    options: {sidebars: {main: 'Documentation'}, sections: {Reference: 'API reference'}},
    areas: [
      {
        pluginId: 'default',
        docs: [doc('index', '/docs/'), doc('a', '/docs/a'), doc('b', '/docs/b'), doc('orphan', '/docs/orphan')],
        sidebars: {
          main: [
            {type: 'doc', id: 'index'},
            {type: 'category', label: 'Guides', collapsed: false, collapsible: true, items: [{type: 'doc', id: 'a'}]},
            {
              type: 'category',
              label: 'Reference',
              collapsed: false,
              collapsible: true,
              items: [{type: 'link', label: 'B', href: '/docs/b'}],
            },
          ],
        },
      },
    ],
  };
  const text = llmsTxt(manifest, sections(manifest));
  assert.match(text, /^# Berthline Docs\n\n> Track every container\. /);
  assert.match(
    text,
    /## Documentation\n\n- \[index\]\(https:\/\/www\.berthline\.example\/docs\/index\.md\): About index\./,
  );
  assert.match(
    text,
    /## Documentation: Guides\n\n- \[a\]\(https:\/\/www\.berthline\.example\/docs\/a\.md\): About a\./,
  );
  assert.match(text, /## API reference\n\n- \[b\]\(https:\/\/www\.berthline\.example\/docs\/b\.md\)/);
  assert.match(text, /## Other pages\n\n- \[orphan\]\(https:\/\/www\.berthline\.example\/docs\/orphan\.md\)/);
});
