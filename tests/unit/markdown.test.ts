// The Markdown versions of the pages (plugins/llms). A hand-written page is converted from its built HTML: tabs
// become headed sections, admonitions quotes, code blocks keep their language and title, a component table's caption
// becomes the sentence before it, links become absolute, an interactive piece one sentence; a form control outside
// such a piece, or a tab group without its hidden panels, fails with the reason. A reference page is written from the
// OpenAPI document. The HTML here is the theme's markup as the build writes it (tests/e2e/markdown.spec.ts checks the
// real pages).
// Run: node --import tsx --test tests/unit/markdown.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownPath} from '../../src/lib/markdown-url';
import {API_OVERVIEW_PATH} from '../../config/site-paths.mjs';
import {htmlToMarkdown, TABS_END} from '../../plugins/llms/html';
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
const PAGE_URL = `${SITE_URL}/docs/features/billing-and-payments`;
const site: Site = {url: SITE_URL, baseUrl: BASE_URL};

/** The Markdown of a built page whose article holds `content`, as if it were /docs/features/billing-and-payments. */
function convert(content: string): string {
  const html =
    '<!doctype html><html><body><nav><a href=/docs/>Home</a></nav><main><article>' +
    '<div class="theme-doc-markdown markdown"><header><h1>Billing and payments</h1></header>' +
    `${content}</div></article></main></body></html>`;
  return htmlToMarkdown({
    html,
    url: PAGE_URL,
    siteUrl: SITE_URL,
    title: 'Billing and payments',
    description: 'A page for the test.',
  });
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

/** A code block as the theme writes it: each line a token line ending in <br>, the title above the code. */
const codeBlock = (language: string, code: string, title?: string) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">` +
  (title ? `<div class=codeBlockTitle_OeMC>${title}</div>` : '') +
  `<div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-${language} codeBlock_qGQc"><code>` +
  code
    .split('\n')
    .map((line) => `<span class=token-line><span class="token plain">${line.replace(/</g, '&lt;')}</span><br></span>`)
    .join('') +
  '</code></pre><div class=buttonGroup_M5ko><button type=button aria-label="Copy code">Copy</button></div></div></div>';

/** A tab group as src/theme/Tabs writes it; `lazy` leaves the unselected panels out, as the reference pages' samples. */
const tabs = (panels: [string, string][], {lazy = false} = {}) =>
  '<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs>' +
  panels.map(([label], i) => `<li role=tab aria-selected=${i === 0}>${label}</li>`).join('') +
  '</ul><div class=margin-top--md>' +
  panels
    .filter((_panel, i) => !lazy || i === 0)
    .map(([, panel], i) => `<div role=tabpanel${i === 0 ? '' : ' hidden'}>${panel}</div>`)
    .join('') +
  '</div></div>';

const admonition = (type: string, heading: string, content: string) =>
  `<div class="theme-admonition theme-admonition-${type} alert"><div class=admonitionHeading_a1b2>` +
  `<span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>${heading}</div>` +
  `<div class=admonitionContent_BuS1>${content}</div></div>`;

test('a page starts with its title and description, then its article without the theme’s title and heading links', () => {
  const markdown = convert(
    '<h2 class=anchor id=plans>Plans<a href=#plans class=hash-link aria-label="Direct link to Plans">\u200b</a></h2>' +
      '<p>Some text.</p>',
  );
  assert.equal(markdown, '# Billing and payments\n\nA page for the test.\n\n## Plans\n\nSome text.\n');
});

test('tabs become headed sections one level below the heading they follow, hidden panels included, then the end mark', () => {
  const code =
    'curl "https://sandbox.api.berthline.example/v1/shipments?limit=1" \\\n  -H "Authorization: Bearer $KEY"';
  const markdown = convert(
    '<h2 id=list>List shipments</h2>' +
      tabs([
        ['curl', codeBlock('bash', code, 'Request')],
        ['Python', '<p>Install <code>requests</code> first.</p>'],
      ]),
  );
  assert.ok(
    markdown.includes(
      `## List shipments\n\n### curl\n\n\`\`\`bash title="Request"\n${code}\n\`\`\`\n\n### Python\n\nInstall \`requests\` first.\n\n${TABS_END}\n`,
    ),
    markdown,
  );
});

test('a tab group that renders only its selected panel fails, naming its tabs', () => {
  const lazy = tabs(
    [
      ['curl', '<p>One.</p>'],
      ['Python', '<p>Two.</p>'],
    ],
    {lazy: true},
  );
  assert.throws(() => convert(lazy), /a tab group \(curl, Python\) has 1 panel\(s\) in its HTML: .*render every panel/);
});

test('a code block keeps its language, title and every line verbatim', () => {
  const code = 'if (a < b) {\n  console.log("*not emphasis*");\n}';
  const markdown = convert(
    codeBlock('javascript', code, 'examples/webhooks/receiver.mjs') + codeBlock('text', 'plain'),
  );
  assert.ok(markdown.includes(`\`\`\`javascript title="examples/webhooks/receiver.mjs"\n${code}\n\`\`\`\n`), markdown);
  assert.ok(markdown.includes('```text\nplain\n```'), markdown);
  assert.doesNotMatch(markdown, /Copy/);
});

test('an admonition becomes a quote that starts with its title', () => {
  const note = convert(admonition('note', 'note', '<p>You cannot invite someone as <strong>Owner</strong>.</p>'));
  assert.match(note, /^> \*\*Note:\*\* You cannot invite someone as \*\*Owner\*\*\.$/m);
  const tip = convert(admonition('tip', 'Sandbox keys', '<ul><li>one</li><li>two</li></ul>'));
  assert.match(tip, /^> \*\*Sandbox keys:\*\*\n>\n> - one\n> - two$/m);
});

test('inline code reads as the reader sees it: line breaks and the space after a <wbr> kept as one space', () => {
  const markdown = convert(
    '<p><code>Deliver to the DC.<wbr> Book the\n  slot.</code> and <code>shipment.<wbr>created</code></p>',
  );
  assert.ok(markdown.endsWith('`Deliver to the DC. Book the slot.` and `shipment.created`\n'), markdown);
});

test('links become absolute URLs of the site', () => {
  const markdown = convert(
    '<p>See <a href=/docs/features/custom-fields#field-types>Custom fields</a>, the <a href=/docs/>home</a>, ' +
      '<a href=#plans>below</a>, the <a href=/docs/openapi/berthline-tracking-api.yaml>YAML file</a>, ' +
      '<a href=https://www.bic-code.org>the BIC</a> and <a href=mailto:support@berthline.example>support</a>.</p>',
  );
  assert.ok(markdown.includes(`[Custom fields](${SITE_URL}/docs/features/custom-fields#field-types)`), markdown);
  assert.ok(markdown.includes(`[home](${SITE_URL}/docs/)`), markdown);
  assert.ok(markdown.includes(`[below](${PAGE_URL}#plans)`), markdown);
  assert.ok(markdown.includes(`[YAML file](${SITE_URL}/docs/openapi/berthline-tracking-api.yaml)`), markdown);
  assert.ok(markdown.includes('[the BIC](https://www.bic-code.org)'), markdown);
  assert.ok(markdown.includes('[support](mailto:support@berthline.example)'), markdown);
});

test('a component table’s caption becomes the sentence before it; marks drawn for the eye are left out', () => {
  const markdown = convert(
    '<div role=region aria-label=Plans tabindex=0><table data-spec-table=true><caption>What each plan includes' +
      '</caption><thead><tr><th scope=col>Limit or feature<th scope=col>Free<th scope=col>Enterprise</thead>' +
      '<tbody><tr><th scope=row>Customer portal<td><span><span aria-hidden=true>–</span><span class=hidden>No</span>' +
      '</span><td><span><span aria-hidden=true>✓</span><span class=hidden>Yes</span><span><span class=hidden> (' +
      '</span>on your own domain<span class=hidden>)</span></span></span></table></div>' +
      '<table><thead><tr><th>Type<th>Holds</thead><tbody><tr><td><strong>Text</strong><td>Up to 255 characters</table>',
  );
  assert.ok(
    markdown.includes(
      'What each plan includes:\n\n| Limit or feature | Free | Enterprise |\n| - | - | - |\n' +
        '| Customer portal | No | Yes (on your own domain) |\n\n| Type | Holds |\n| - | - |\n| **Text** | Up to 255 characters |\n',
    ),
    markdown,
  );
});

test('an element marked data-md becomes its sentence and a link to the page, form controls and all', () => {
  const markdown = convert(
    '<p>Check a number:</p><div data-md="Check container numbers with the interactive checker"><p>A container number ' +
      'is 11 characters.</p><form><label for=n>Container number</label><input id=n><select><option>Any</select>' +
      '<textarea></textarea><button>Check</button></form></div>',
  );
  assert.equal(
    markdown.slice(markdown.indexOf('Check a number')),
    `Check a number:\n\nCheck container numbers with the interactive checker on the [web version of this page](${PAGE_URL}).\n`,
  );
});

test('a form control outside an element marked data-md fails, naming the control', () => {
  const controls: [string, string][] = [
    ['form', '<form><p>Name</p></form>'],
    ['input', '<p><input type=search></p>'],
    ['select', '<select><option>A</select>'],
  ];
  for (const [tag, html] of controls) {
    assert.throws(() => convert(html), new RegExp(`a <${tag}> outside an interactive piece: mark .*data-md=`));
  }
  // A task list's checkbox, which GFM writes disabled, is a list item's mark.
  assert.match(
    convert(
      '<ul class=contains-task-list><li class=task-list-item><input type=checkbox disabled checked> Done</li></ul>',
    ),
    /^- \[x\] Done$/m,
  );
});

test('details become their summary in bold, then their content', () => {
  const markdown = convert(
    '<details class="details_lb9f alert alert--info" data-collapsed=true><summary>Why is a shipment <em>stale</em>?' +
      '</summary><div style="display:none;overflow:hidden;height:0px"><div class=collapsibleContent_i85q>' +
      '<p>The carrier has not answered.</p></div></div></details>',
  );
  assert.match(markdown, /\n\*\*Why is a shipment stale\?\*\*\n\nThe carrier has not answered\.\n$/);
});

test('a definition list becomes one line per term; a list in a definition runs on with commas, a block is a sentence', () => {
  const markdown = convert(
    '<aside aria-labelledby=t><p id=t><strong>Who can use it</strong></p><dl><div><dt>Roles<dd>The Owner and Admins' +
      '</div><div><dt>Plans<dd>All plans<div class=note>Fields per workspace: Free 5.</div></div><div><dt>API<dd><ul>' +
      '<li><a href=/docs/api/reference/shipment-list>List shipments</a><li><a href=/docs/api/reference/shipment-by-id>' +
      'Retrieve a shipment</a></ul></div></dl></aside>',
  );
  assert.ok(
    markdown.includes(
      '**Who can use it**\n\n- **Roles:** The Owner and Admins\n- **Plans:** All plans. Fields per workspace: Free 5.\n' +
        `- **API:** [List shipments](${SITE_URL}/docs/api/reference/shipment-list), [Retrieve a shipment](${SITE_URL}` +
        '/docs/api/reference/shipment-by-id)\n',
    ),
    markdown,
  );
});

test('a list is loose only where its items hold paragraphs, as in the Markdown the page was written in', () => {
  assert.ok(convert('<ul><li>One<ul><li>Two</li></ul></li></ul>').endsWith('\n- One\n  - Two\n'));
  const loose = convert('<ol><li><p>One</p><p>More.</p></li><li><p>Two</p></li></ol>');
  assert.ok(loose.endsWith('\n1. One\n\n   More.\n\n2. Two\n'), loose);
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
