// The runtime, which every page loads, holds three maps with an entry for each chunk of the site: its file's hash
// (`__webpack_require__.u`), its name's id for prefetching (Docusaurus's `__webpack_require__.gca`) and the chunks to
// prefetch once it has loaded (`webpackPrefetch`). At 50× the operations they were 24 KB gzip of the docs home's
// JavaScript, nearly all of them for the API reference (issue 22). A route group's chunks (the core patch's
// `.docusaurus/routes-*.js` module and what only it imports) can only be asked for once that module has run, so their
// entries leave the runtime for the group's own chunk file: its jsonp push gains the runtime function the chunk format
// allows, which extends the three functions when the file loads. The moved hashes are those of the unminified files;
// the bundler's real content hash (required here) rewrites every hash where it occurs, in this file as in the runtime.
// Each edit is checked: a runtime or chunk that no longer has the expected shape fails the build with a message.
import type {Chunk, ChunkGroup, Compilation, Compiler} from 'webpack';

const PLUGIN = 'GroupChunkFiles';
/** The core patch's route group modules (patches/@docusaurus+core+3.10.2.patch, codegenRoutes.js). */
const GROUP_MODULE = /[\\/]\.docusaurus[\\/]routes-[^\\/]+\.js$/;

type Entries = Record<string, unknown>;
export interface RuntimeMaps {
  files: Record<string, string>;
  names: Record<string, string>;
  prefetches: Record<string, string[]>;
}

/** The three maps' literals in the unminified runtime: the only object literal after each prefix. */
const MAPS: {key: keyof RuntimeMaps; prefix: string; optional?: true}[] = [
  {key: 'files', prefix: '__webpack_require__.u = (chunkId) => {'},
  {key: 'names', prefix: '__webpack_require__.gca = function(chunkId) { chunkId = '},
  {key: 'prefetches', prefix: 'var chunkToChildrenMap = ', optional: true},
];

function fail(message: string): never {
  throw new Error(`plugins/bundling/group-chunk-files: ${message}`);
}

/** Finds the first `{…}` without nested braces after `prefix`, as an object and its position. */
function findMap(source: string, prefix: string): {start: number; end: number; map: Entries} | undefined {
  const at = source.indexOf(prefix);
  if (at < 0) return undefined;
  const start = source.indexOf('{', at + prefix.length);
  const end = source.indexOf('}', start) + 1;
  try {
    // The bundler writes its maps as JSON with a trailing comma.
    return {start, end, map: JSON.parse(source.slice(start, end).replace(/,\s*\}$/, '}')) as Entries};
  } catch {
    return fail(`the runtime's map after "${prefix}" is not a JSON object; did the bundler change its runtime?`);
  }
}

/**
 * The runtime without the moved chunks' entries, and the entries it held for them by owner: `owners` maps each
 * moved chunk's id to the route group file that will hold its entries. One pass over the runtime for every group.
 */
export function takeEntries(
  runtime: string,
  owners: ReadonlyMap<string, string>,
): {runtime: string; taken: Map<string, RuntimeMaps>} {
  const taken = new Map<string, RuntimeMaps>();
  for (const owner of new Set(owners.values())) taken.set(owner, {files: {}, names: {}, prefetches: {}});
  let source = runtime;
  for (const {key, prefix, optional} of MAPS) {
    const found = findMap(source, prefix);
    if (!found) {
      if (optional) continue;
      fail(`the runtime has no "${prefix}"; did the bundler or Docusaurus change its runtime?`);
    }
    const kept: Entries = {};
    for (const [name, value] of Object.entries(found.map)) {
      const owner = owners.get(key === 'names' ? String(value) : name);
      if (owner === undefined) kept[name] = value;
      else (taken.get(owner)![key] as Entries)[name] = value;
    }
    source = source.slice(0, found.start) + JSON.stringify(kept) + source.slice(found.end);
  }
  return {runtime: source, taken};
}

/** The chunk filename template as a JavaScript expression of `id` and `hash`: `assets/js/[id].[contenthash:8].js`. */
export function filenameExpression(template: string): string {
  const parts = template.split(/(\[id\]|\[contenthash(?::\d+)?\])/);
  if (parts.some((part) => /[[\]]/.test(part) && !/^\[(id|contenthash(:\d+)?)\]$/.test(part))) {
    fail(`the chunk filename ${template} has placeholders other than [id] and [contenthash]`);
  }
  return parts
    .filter((part) => part !== '')
    .map((part) => (part === '[id]' ? 'id' : part.startsWith('[contenthash') ? 'files[id]' : JSON.stringify(part)))
    .join(' + ');
}

/** The runtime function a group's chunk file passes with its push: it adds the group's chunks to the three maps. */
export function extendRuntime(taken: RuntimeMaps, filename: string): string {
  const has = 'Object.prototype.hasOwnProperty.call';
  const prefetch = Object.keys(taken.prefetches).length
    ? `var prefetch = r.f.prefetch, prefetches = ${JSON.stringify(taken.prefetches)};
  r.f.prefetch = function (id, promises) {
    prefetch(id, promises);
    if (${has}(prefetches, id)) Promise.all(promises).then(function () { prefetches[id].map(r.E); });
  };`
    : '';
  return `function (r) {
  var u = r.u, files = ${JSON.stringify(taken.files)};
  r.u = function (id) { return ${has}(files, id) ? ${filenameExpression(filename)} : u(id); };
  var gca = r.gca, names = ${JSON.stringify(taken.names)};
  r.gca = function (name) { return gca(${has}(names, name) ? names[name] : name); };
  ${prefetch}
}`;
}

/** The chunk file with `runtime` as the third element of its jsonp push (`push([[ids], {modules}, runtime])`). */
export function withRuntime(chunkFile: string, runtime: string, name: string): string {
  const end = /\}\]\);\s*$/;
  if ((chunkFile.match(/\.push\(\[\[/g) ?? []).length !== 1 || !end.test(chunkFile)) {
    fail(`${name} is not one jsonp push of ids and modules; did the bundler change its chunk format?`);
  }
  return chunkFile.replace(end, `}, ${runtime}]);\n`);
}

/** The chunk groups that can only be reached through `root`: each of their parents is `root` or one of them. */
export function groupsUnder(root: ChunkGroup): Set<ChunkGroup> {
  const under = new Set<ChunkGroup>();
  const queue = [...root.childrenIterable];
  for (let changed = true; changed;) {
    changed = false;
    for (const group of queue) {
      if (under.has(group)) continue;
      if (group.getParents().every((parent) => parent === root || under.has(parent))) {
        under.add(group);
        queue.push(...group.childrenIterable);
        changed = true;
      }
    }
  }
  return under;
}

/** The chunks whose every group is under the route group's: they load only after its module has run. */
function chunksOnlyUnder(groupChunk: Chunk): Set<Chunk> {
  const groups = [...groupChunk.groupsIterable];
  if (groups.length !== 1) fail(`the route group's chunk ${groupChunk.id} is in ${groups.length} chunk groups, not 1`);
  const under = groupsUnder(groups[0]!);
  const chunks = new Set<Chunk>();
  for (const group of under) {
    for (const chunk of group.chunks) {
      if (chunk !== groupChunk && [...chunk.groupsIterable].every((g) => under.has(g))) chunks.add(chunk);
    }
  }
  return chunks;
}

function jsFile(chunk: Chunk): string {
  const file = [...chunk.files].find((name) => name.endsWith('.js'));
  return file ?? fail(`chunk ${chunk.id} has no JavaScript file`);
}

export class GroupChunkFiles {
  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      // Read here, once the bundler has applied its defaults.
      if (compiler.options.optimization.realContentHash !== true) {
        fail('needs optimization.realContentHash, which rewrites the moved hashes once the files are minified');
      }
      const filename = compiler.options.output.chunkFilename;
      if (typeof filename !== 'string') fail('needs a string output.chunkFilename');
      compilation.hooks.processAssets.tap(
        // Before minification, whose output this does not parse; before the real content hash.
        {name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE},
        () => {
          const chunks = [...compilation.chunks];
          const groupChunks = chunks.filter((chunk) =>
            compilation.chunkGraph
              .getChunkModules(chunk)
              .some((module) => GROUP_MODULE.test((module as {resource?: string}).resource ?? '')),
          );
          if (groupChunks.length === 0) return;
          const runtimes = chunks.filter((chunk) => chunk.hasRuntime());
          if (runtimes.length !== 1) fail(`expects one runtime chunk, found ${runtimes.length}`);
          const owners = new Map<string, string>();
          for (const groupChunk of groupChunks) {
            const file = jsFile(groupChunk);
            for (const chunk of chunksOnlyUnder(groupChunk)) {
              const id = String(chunk.id);
              if (owners.has(id)) fail(`chunk ${id} is only under two route groups: ${owners.get(id)} and ${file}`);
              owners.set(id, file);
            }
          }
          const runtimeFile = jsFile(runtimes[0]!);
          const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();
          const {runtime: rest, taken} = takeEntries(runtime, owners);
          compilation.updateAsset(runtimeFile, new sources.RawSource(rest));
          for (const groupChunk of groupChunks) {
            const file = jsFile(groupChunk);
            const maps = taken.get(file) ?? {files: {}, names: {}, prefetches: {}};
            const source = compilation.getAsset(file)!.source.source().toString();
            compilation.updateAsset(
              file,
              new sources.RawSource(withRuntime(source, extendRuntime(maps, filename), file)),
            );
          }
        },
      );
    });
  }
}
