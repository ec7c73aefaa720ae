// plugins/bundling/group-chunk-files.ts: a route group's chunks leave the runtime's three maps for the group's chunk
// file, whose jsonp push extends the runtime's functions when it loads. The fixture is the unminified runtime's shape
// as Rspack 1.7 and Docusaurus's ChunkAssetPlugin write it.
import {test} from 'node:test';
import type {ChunkGroup} from 'webpack';
import assert from 'node:assert/strict';
import {
  extendRuntime,
  filenameExpression,
  groupsUnder,
  takeEntries,
  withRuntime,
  type RuntimeMaps,
} from '../../plugins/bundling/group-chunk-files';

const runtime = `__webpack_require__.u = (chunkId) => {
  // return url for filenames based on template
  return "assets/js/" + chunkId + "." + {"11": "02f891c4","235": "86c5a5a0","4073": "4f22f13e",}[chunkId] + ".js"
}
__webpack_require__.gca = function(chunkId) { chunkId = {"carrier-table":"11","2129c3a4":"235"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
var chunkToChildrenMap = {"11":["8162"],"235":["8162","5883"],};
`;

test("each group's chunks leave the three maps for that group, in one pass; the others' entries stay", () => {
  const owners = new Map([
    ['235', 'routes-a.js'],
    ['4073', 'routes-b.js'],
  ]);
  const {runtime: rest, taken} = takeEntries(runtime, owners);
  assert.deepEqual(Object.fromEntries(taken), {
    'routes-a.js': {files: {'235': '86c5a5a0'}, names: {'2129c3a4': '235'}, prefetches: {'235': ['8162', '5883']}},
    'routes-b.js': {files: {'4073': '4f22f13e'}, names: {}, prefetches: {}},
  });
  assert.match(rest, /\{"11":"02f891c4"\}\[chunkId\]/);
  assert.match(rest, /chunkId = \{"carrier-table":"11"\}\[chunkId\]\|\|chunkId/);
  assert.match(rest, /var chunkToChildrenMap = \{"11":\["8162"\]\};/);
  assert.doesNotMatch(rest, /86c5a5a0|2129c3a4|4f22f13e/);
});

test('a runtime without the filename or chunk-name map fails the build and says which', () => {
  assert.throws(
    () => takeEntries(runtime.replace('__webpack_require__.gca', 'x'), new Map()),
    /no "__webpack_require__\.gca/,
  );
  assert.throws(() => takeEntries(runtime.replace('"11": "02f891c4",', '"11": 02f891c4,'), new Map()), /not a JSON/);
});

test('the extended functions answer for the moved chunks and defer to the runtime for the others', async () => {
  const taken: RuntimeMaps = {
    files: {'235': '86c5a5a0'},
    names: {'2129c3a4': '235'},
    prefetches: {'235': ['8162']},
  };
  const prefetched: string[] = [];
  const r = {
    p: '/docs/',
    u: (id: string) => `assets/js/${id}.runtime.js`,
    gca(name: string): string {
      return r.p + r.u(({'carrier-table': '11'} as Record<string, string>)[name] ?? name);
    },
    f: {prefetch: (_id: string, _promises: Promise<unknown>[]) => undefined},
    E: (id: string) => prefetched.push(id),
  };
  const source = extendRuntime(taken, 'assets/js/[id].[contenthash:8].js');
  new Function(`return ${source}`)()(r);
  assert.equal(r.u('235'), 'assets/js/235.86c5a5a0.js');
  assert.equal(r.u('11'), 'assets/js/11.runtime.js');
  assert.equal(r.u('hasOwnProperty'), 'assets/js/hasOwnProperty.runtime.js');
  assert.equal(r.gca('2129c3a4'), '/docs/assets/js/235.86c5a5a0.js');
  assert.equal(r.gca('carrier-table'), '/docs/assets/js/11.runtime.js');
  r.f.prefetch('235', [Promise.resolve()]);
  r.f.prefetch('11', [Promise.resolve()]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(prefetched, ['8162']);
});

test('the chunk filename may hold only [id] and [contenthash]', () => {
  assert.equal(filenameExpression('assets/js/[id].[contenthash:8].js'), '"assets/js/" + id + "." + files[id] + ".js"');
  assert.throws(() => filenameExpression('assets/js/[name].[contenthash:8].js'), /placeholders other than/);
});

test("the runtime function becomes the third element of the group chunk's push", () => {
  const chunk = '"use strict";\n(self["w"] = self["w"] || []).push([["4073"], {\n1(m) {}\n\n}]);\n';
  assert.equal(
    withRuntime(chunk, 'function (r) {}', '4073.js'),
    '"use strict";\n(self["w"] = self["w"] || []).push([["4073"], {\n1(m) {}\n\n}, function (r) {}]);\n',
  );
  assert.throws(() => withRuntime(`${chunk}${chunk}`, 'function (r) {}', '4073.js'), /4073\.js is not one jsonp/);
});

test('a chunk group is under the route group only when every parent is the route group or under it', () => {
  type Fake = {name: string; parents: Fake[]; childrenIterable: Fake[]; getParents(): Fake[]};
  const group = (name: string, ...parents: Fake[]): Fake => {
    const fake: Fake = {name, parents, childrenIterable: [], getParents: () => fake.parents};
    for (const parent of parents) parent.childrenIterable.push(fake);
    return fake;
  };
  const main = group('main');
  const routes = group('routes', main);
  const page = group('page', routes);
  group('nested', page);
  group('shared', page, main); // also imported by a page of the Documentation area
  const names = [...groupsUnder(routes as unknown as ChunkGroup)].map((g) => (g as unknown as Fake).name);
  assert.deepEqual(names.sort(), ['nested', 'page']);
});
