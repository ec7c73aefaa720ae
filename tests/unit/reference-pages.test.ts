// The API reference's pages, written by the OpenAPI plugin's hooks (plugins/reference-pages): what each kind of
// generated page exports and shows, read from api/reference/ (npm test generates it first), and the pure parts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {CODE_SAMPLE_LANGUAGES} from '../../config/code-samples.mjs';
import {sampleRequest} from '../../plugins/reference-pages/code-samples.mjs';
import {firstSentence} from '../../plugins/reference-pages/index.mjs';
import {sidebarNeighbors} from '../../src/lib/sidebar-links';

const REFERENCE = path.join(import.meta.dirname, '..', '..', 'api', 'reference');

/** The generated pages of one kind, with their sources (the test fails when there are none). */
function pages(suffix: string): [string, string][] {
  const files = readdirSync(REFERENCE).filter((file) => file.endsWith(suffix));
  assert.ok(files.length > 0, `api/reference has no ${suffix} pages: run npm run gen-api`);
  return files.map((file) => [file, readFileSync(path.join(REFERENCE, file), 'utf8')]);
}

/** The value of `export const name = …;` in a generated page. */
function exported(source: string, name: string): unknown {
  const line = new RegExp(`^export const ${name} = (.*);$`, 'm').exec(source);
  return line ? JSON.parse(line[1]!) : undefined;
}

const isEvent = (source: string) => source.includes("from '@site/src/theme/ApiItem/ApiEvent'");

test('every operation page exports its layout, the operation without the info, and the samples in every language', () => {
  for (const [file, source] of pages('.api.mdx').filter(([, text]) => !isEvent(text))) {
    assert.match(source, /OperationLayout\} from '@site\/src\/theme\/ApiItem\/ApiOperation'/, file);
    assert.match(source, /^api: true$/m, `${file}: the theme's layout needs api: true for its two columns`);
    const operation = exported(source, 'operation') as {info?: unknown; responses: Record<string, object>};
    assert.ok(operation, `${file} exports no operation`);
    assert.equal(operation.info, undefined, `${file}: the operation carries the document's info`);
    for (const [status, response] of Object.entries(operation.responses)) {
      assert.deepEqual(Object.keys(response), ['content'], `${file}: response ${status} keeps more than media types`);
    }
    const samples = exported(source, 'codeSamples') as {language: string; code: string}[];
    assert.deepEqual(
      samples.map((sample) => sample.language),
      CODE_SAMPLE_LANGUAGES.map((entry) => entry.language),
      `${file}: the samples' languages`,
    );
    assert.match(samples[0]!.code, /^curl /, `${file}: the first sample is not curl`);
  }
});

test('every webhook event page: the event layout, its example delivery, a title that breaks after its dots', () => {
  for (const [file, source] of pages('-event.api.mdx')) {
    assert.ok(isEvent(source), `${file}: not the event layout`);
    const event = exported(source, 'event') as {type: string; deliveries: {headers: [string, string][]}[]};
    assert.ok(event?.deliveries.length > 0, `${file}: no example delivery`);
    for (const delivery of event.deliveries)
      assert.ok(
        delivery.headers.some(([name]) => name === 'Berthline-Signature'),
        `${file}: a delivery is not signed`,
      );
    assert.doesNotMatch(source, /MethodEndpoint|codeSamples|^api: /m, `${file}: shows a request`);
    const title = event.type
      .split(/(?<=\.)/)
      .map((part) => `{${JSON.stringify(part)}}`)
      .join('<wbr />');
    assert.ok(source.includes(title), `${file}: the title does not break after its dots`);
  }
});

test('meta descriptions are plain text, and no front matter holds a backslash the MDX loader would not escape', () => {
  for (const [file, source] of pages('.mdx')) {
    const frontMatter = parse(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') as {description?: string};
    assert.ok(frontMatter.description, `${file}: no description`);
    assert.doesNotMatch(frontMatter.description!, /\]\(|`/, `${file}: Markdown in the description`);
    assert.doesNotMatch(JSON.stringify(frontMatter), /\\\\/, `${file}: a backslash in the front matter`);
  }
});

test('a code sample takes its request details from the document, and fails when the document lacks one', () => {
  const spec = {
    servers: [
      {url: 'https://api.example/v1', description: 'Production (live keys, sk_live_…)'},
      {url: 'https://sandbox.example/v1', description: 'Sandbox (test keys, sk_test_…)'},
    ],
    paths: {
      '/things/{id}': {
        get: {
          parameters: [
            {name: 'id', in: 'path', required: true, example: 'thg_1'},
            {name: 'limit', in: 'query', 'x-code-sample': true, example: 10},
            {name: 'sort', in: 'query', example: 'name'},
            {name: 'Idempotency-Key', in: 'header', 'x-code-sample': true, example: 'key-1'},
          ],
        },
      },
    },
  };
  const request = sampleRequest(spec, '/things/{id}', 'get', spec.paths['/things/{id}'].get);
  assert.equal(request.url.toString(), 'https://sandbox.example/v1/things/thg_1?limit=10');
  assert.equal(request.headers.get('Idempotency-Key'), 'key-1');
  const withoutExample = {name: 'limit', in: 'query', 'x-code-sample': true};
  assert.throws(
    () =>
      sampleRequest(spec, '/things/{id}', 'get', {
        parameters: [{...spec.paths['/things/{id}'].get.parameters[0]}, withoutExample],
      }),
    /GET \/things\/\{id\}: parameter limit has no example/,
  );
  assert.throws(
    () => sampleRequest({...spec, servers: [spec.servers[0]]}, '/things/{id}', 'get', spec.paths['/things/{id}'].get),
    /no server of the document names the test keys \(sk_test_…\) it takes/,
  );
});

test('a meta description is the first sentence as plain text: no Markdown link or code span', () => {
  assert.equal(
    firstSentence('Read the result instead of polling [the import](/docs/api/x). Then `2xx`.'),
    'Read the result instead of polling the import.',
  );
  assert.equal(firstSentence('Answer `2xx` within 10 seconds.\nMore.'), 'Answer 2xx within 10 seconds.');
});

test("previous and next count a sidebar's links to this site's pages, in reading order", () => {
  const link = (href: string, label: string) => ({type: 'link' as const, href, label});
  const sidebars = {
    api: [
      link('/docs/api', 'Getting started'),
      {
        type: 'category' as const,
        label: 'Reference',
        collapsible: true,
        collapsed: false,
        items: [
          link('/docs/api/reference/overview', 'REST API overview'),
          {...link('https://status.example', 'Status')},
          {
            type: 'category' as const,
            label: 'Shipments',
            href: '/docs/api/reference/shipments',
            collapsible: true,
            collapsed: false,
            items: [link('/docs/api/reference/shipment-list', 'List shipments')],
          },
        ],
      },
    ],
  };
  assert.deepEqual(sidebarNeighbors(sidebars, '/docs/api/reference/overview'), {
    previous: {href: '/docs/api', label: 'Getting started'},
    next: {href: '/docs/api/reference/shipments', label: 'Shipments'},
  });
  assert.deepEqual(sidebarNeighbors(sidebars, '/docs/api/reference/shipments')?.previous, {
    href: '/docs/api/reference/overview',
    label: 'REST API overview',
  });
  assert.equal(sidebarNeighbors(sidebars, '/docs/elsewhere'), undefined);
});
