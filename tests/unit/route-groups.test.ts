// Route groups (issue 22; patches/@docusaurus+core+3.10.2.patch): the route table that every page loads leaves out the
// pages of a docs area other than the one at the base URL. Those routes, their chunk names and registry entries are
// written to a module of the area's own, which the area's top route loads. Checked on Docusaurus's own code generator,
// so an upgrade that drops the patch fails here; tests/e2e/budgets.spec.ts checks the built site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

type Route = {path: string; component: string; exact?: boolean; modules?: Record<string, string>; routes?: Route[]};
type RouteModule = {
  registry: Record<string, string>;
  routesChunkNames: object;
  lists: Map<string, {at: number[]; routes: string[]}>;
};
type Generated = {
  routesConfig: string;
  registry: Record<string, string>;
  routesChunkNames: Record<string, Record<string, string>>;
  routeGroups?: Record<string, RouteModule>;
};

const require = createRequire(import.meta.url);
const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: Route[], baseUrl: string) => Generated;
};

const page = (path: string, file: string): Route => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: `@site/${file}`},
});
const area = (path: string, pages: Route[]): Route => ({
  path,
  component: '@theme/DocsRoot',
  routes: [{path, component: '@theme/DocVersionRoot', routes: [{path, component: '@theme/DocRoot', routes: pages}]}],
});
// 40 reference pages, the API's home and a guide: three modules of at most 16 pages.
const slugs = Array.from({length: 40}, (_, i) => `op-${String(i).padStart(2, '0')}`);
const apiPages = [
  page('/docs/api', 'api/index.mdx'),
  page('/docs/api/authentication', 'api/authentication.mdx'),
  ...slugs.reverse().map((slug) => page(`/docs/api/reference/${slug}`, `api/reference/${slug}.api.mdx`)),
];
const generated = generateRoutesCode(
  [
    {path: '/docs/search', component: '@site/src/pages/search.tsx', exact: true},
    area('/docs/api', apiPages),
    area('/docs/', [page('/docs/quickstart', 'docs/quickstart.mdx')]),
  ],
  '/docs/',
);
const modules = Object.entries(generated.routeGroups ?? {});
const group = JSON.parse(/routeGroup: (\{.*\})/.exec(generated.routesConfig)?.[1] ?? 'null') as {
  chunks: string[];
  bounds: string[];
} | null;
const pathsOf = (module: RouteModule) =>
  [...module.lists.values()].flatMap(({routes}) => routes.map((code) => /path: '([^']+)'/.exec(code)![1]!));

test('the route table every page loads leaves out the pages of an area other than the home area', () => {
  assert.ok(modules.length > 0, 'the code generator writes route groups (is the core patch applied?)');
  // (The area's route names the bounds of its modules' path ranges, not their routes.)
  assert.doesNotMatch(generated.routesConfig, /path: '\/docs\/api\/(reference|authentication)/);
  assert.ok(!Object.values(generated.registry).some((module) => module.includes('/reference/')));
  assert.ok(!Object.keys(generated.routesChunkNames).some((key) => key.includes('/reference/')));
});

test('the home area and top-level pages stay in the route table', () => {
  assert.match(generated.routesConfig, /path: '\/docs\/quickstart'/);
  assert.match(generated.routesConfig, /path: '\/docs\/search'/);
  assert.ok(Object.values(generated.registry).some((module) => module.includes('docs/quickstart.mdx')));
});

test("the area keeps the routes that hold its pages, with their lists empty, and names its pages' modules", () => {
  assert.match(generated.routesConfig, /component: ComponentCreator\('\/docs\/api', '\w+'\),\s+routes: \[/);
  assert.ok(group, 'the area route names its modules');
  assert.equal(group.chunks.length, 3);
  assert.deepEqual(
    group.chunks.map((chunk) => generated.registry[chunk]),
    modules.map(([fileName]) => `@generated/${fileName}`),
  );
  // Each module after the first starts at its bound, the lowercased path of its first page.
  assert.deepEqual(
    group.bounds,
    modules.slice(1).map(([, module]) => pathsOf(module)[0]),
  );
});

test('each page is in exactly one module of at most 16, in path order, with its chunk names and registry entry', () => {
  const all = modules.flatMap(([, module]) => pathsOf(module));
  assert.deepEqual(all, apiPages.map(({path}) => path).sort());
  for (const [fileName, module] of modules) {
    assert.ok(pathsOf(module).length <= 16, `${fileName} holds more than 16 pages`);
    assert.deepEqual(
      [...module.lists.values()].map(({at}) => at),
      [[0, 0]],
      'the pages join the DocRoot list',
    );
    for (const path of pathsOf(module)) {
      assert.ok(
        Object.keys(module.routesChunkNames).some((key) => key.startsWith(`${path}-`)),
        path,
      );
    }
  }
  const [, last] = modules.at(-1)!;
  assert.ok(Object.values(last.registry).includes('@site/api/reference/op-39.api.mdx'));
});
