// Route groups (issue 22; patches/@docusaurus+core+3.10.2.patch): the route table that every page loads leaves out the
// pages of a docs area other than the one at the base URL. Those routes, their chunk names and registry entries are
// written to a module of the area's own, which the area's top route loads. Checked on Docusaurus's own code generator,
// so an upgrade that drops the patch fails here; tests/e2e/budgets.spec.ts checks the built site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

type Route = {path: string; component: string; exact?: boolean; modules?: Record<string, string>; routes?: Route[]};
type Generated = {
  routesConfig: string;
  registry: Record<string, string>;
  routesChunkNames: Record<string, Record<string, string>>;
  routeGroups?: Record<string, {registry: Record<string, string>; routesChunkNames: object; subroutes: string[]}>;
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
const area = (path: string, pages: Route[]): Route => ({path, component: '@theme/DocsRoot', routes: pages});

const generated = generateRoutesCode(
  [
    {path: '/docs/search', component: '@site/src/pages/search.tsx', exact: true},
    area('/docs/api', [page('/docs/api/reference/shipment-list', 'api/reference/shipment-list.api.mdx')]),
    area('/docs/', [page('/docs/quickstart', 'docs/quickstart.mdx')]),
  ],
  '/docs/',
);

test('the route table every page loads leaves out the pages of an area other than the home area', () => {
  assert.ok(generated.routeGroups, 'the code generator writes route groups (is the core patch applied?)');
  assert.doesNotMatch(generated.routesConfig, /shipment-list/);
  assert.ok(!Object.values(generated.registry).some((module) => module.includes('shipment-list')));
  assert.ok(!Object.keys(generated.routesChunkNames).some((key) => key.includes('shipment-list')));
});

test('the home area and top-level pages stay in the route table', () => {
  assert.match(generated.routesConfig, /path: '\/docs\/quickstart'/);
  assert.match(generated.routesConfig, /path: '\/docs\/search'/);
  assert.ok(Object.values(generated.registry).some((module) => module.includes('docs/quickstart.mdx')));
});

test("the area's route loads a module that holds its pages' routes, chunk names and registry entries", () => {
  const [[fileName, group]] = Object.entries(generated.routeGroups ?? {});
  const modulePath = `@generated/${fileName}`;
  const apiRoute = Object.entries(generated.routesChunkNames).find(([key]) => key.startsWith('/docs/api-'));
  assert.ok(apiRoute, 'the area keeps its top route');
  const routesChunk = apiRoute[1].__routes;
  assert.equal(generated.registry[routesChunk], modulePath);
  assert.match(generated.routesConfig, new RegExp(`routeGroup: "${routesChunk}"`));
  assert.match(group.subroutes.join('\n'), /path: '\/docs\/api\/reference\/shipment-list'/);
  assert.ok(Object.values(group.registry).includes('@site/api/reference/shipment-list.api.mdx'));
  assert.ok(Object.keys(group.routesChunkNames).some((key) => key.startsWith('/docs/api/reference/shipment-list-')));
});
