// cspell:ignore shipm shipmentt shipmentid shipmentstatus shipmenttype shipmenttags shipmentowner shipmenteta catha
// The re-chunked search index (plugins/pagefind/rechunk.ts, issue 19): a small site indexed by the real Pagefind
// Node API, cut into chunks of a few hundred bytes, then searched for every word it holds with Pagefind's own
// browser script and WebAssembly (run in Node, their fetches answered from the files in memory), before and after.
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {
  boundaryPrefixes,
  compareWords,
  decodePagefindFile,
  PAGEFIND_FORMAT_VERSION,
  rechunk,
  type PagefindFile,
} from '../../plugins/pagefind/rechunk';

interface Engine {
  options(options: {basePath: string}): Promise<void>;
  search(query: string): Promise<{results: {id: string; score: number}[]}>;
}

const TOPICS = [
  'last free day demurrage detention terminal storage',
  'reference_conflict reference reference_id references error problem',
  'container container_number containers vessel vessel_name voyage',
  'webhook webhooks signature secret retry delivery',
  'milestone milestones discharged gate_out gate_in empty_return',
  'carrier carriers bill_of_lading booking_number port ports',
];
/** Words that extend one another, each on other pages: a query finds a word's extensions too ("shipm" all six). */
const FAMILY = ['shipmentid', 'shipmentstatus', 'shipmenttype', 'shipmenttags', 'shipmentowner', 'shipmenteta'];
const pages = Array.from({length: 12}, (_, n) => {
  const words = TOPICS.flatMap((topic, t) => (t === n % TOPICS.length || t === (n * 5) % TOPICS.length ? [topic] : []));
  return {
    url: `/page-${n}/`,
    content: `<html lang="en"><body><article><h1>Page ${n} ${words[0]!.split(' ')[0]}</h1>${words
      .map((text) => `<p>${text}. The ${text} again, number ${n} of ${text}.</p>`)
      .join('')}<p>${
      n === 0
        ? 'shipment'
        : Array(4)
            .fill(FAMILY[n % FAMILY.length])
            .join(' ')
    }</p></article></body></html>`,
  };
});

let original: PagefindFile[];
let dir: string;
const hosts = new Map<string, Map<string, Uint8Array>>();
const realFetch = globalThis.fetch;

before(async () => {
  // Pagefind's Node API is an ES module only; this file runs as CommonJS.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  assert.ok(index, errors.join('; '));
  for (const page of pages) assert.deepEqual((await index.addHTMLFile(page)).errors, []);
  original = (await index.getFiles()).files.map((file) => ({path: file.path, content: Buffer.from(file.content)}));
  await pagefind.close();
  dir = await mkdtemp(path.join(os.tmpdir(), 'pagefind-rechunk-'));
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const content = hosts.get(url.host)?.get(url.pathname.replace(/^\/pagefind\//, ''));
    return content ? new Response(Buffer.from(content)) : new Response('not found', {status: 404});
  }) as typeof fetch;
});

after(async () => {
  globalThis.fetch = realFetch;
  await rm(dir, {recursive: true, force: true});
});

/** A separate instance of Pagefind's browser script (a copy of the file: a module is loaded once per path), reading `files` as host `name`. */
async function engine(name: string, files: PagefindFile[]): Promise<Engine> {
  hosts.set(name, new Map(files.map((file) => [file.path, file.content])));
  const script = path.join(dir, `pagefind-${name}.js`);
  await writeFile(script, files.find((file) => file.path === 'pagefind.js')!.content);
  const instance = (await import(pathToFileURL(script).href)) as Engine;
  await instance.options({basePath: `http://${name}/pagefind/`});
  return instance;
}

function chunks(files: PagefindFile[]): {meta: unknown[]; chunkList: [string, string, string][]} {
  const entry = JSON.parse(Buffer.from(files.find((f) => f.path === 'pagefind-entry.json')!.content).toString()) as {
    languages: {en: {hash: string}};
  };
  const meta = decodePagefindFile(files.find((f) => f.path === `pagefind.${entry.languages.en.hash}.pf_meta`)!);
  return {meta: meta as unknown[], chunkList: (meta as unknown[])[2] as [string, string, string][]};
}

function words(files: PagefindFile[]): string[] {
  return chunks(files).chunkList.flatMap(([, , hash]) => {
    const chunk = decodePagefindFile(files.find((f) => f.path === `index/${hash}.pf_index`)!) as [[string][]];
    return chunk[0].map((word) => word[0]);
  });
}

// One small chunk size: the smaller the chunks, the more boundaries a query's words can fall on.
for (const chunkBytes of [100]) {
  test(`every word, and every query of several, finds the same pages in the same order (chunks of ${chunkBytes} bytes)`, async () => {
    const {files, report} = rechunk(original, {chunkBytes});
    assert.equal(report.chunksBefore, 1);
    assert.ok(report.chunksAfter >= 5, `only ${report.chunksAfter} chunks`);
    const all = words(original);
    assert.deepEqual(words(files), all);
    assert.equal(report.words, all.length);

    // The original index is one chunk; each query on the re-chunked one starts from a fresh Pagefind, which has
    // loaded no chunk yet (Pagefind also matches the words of every chunk it loaded before).
    const pagefindBefore = await engine(`before-${chunkBytes}`, original);
    // Each word, and each word less its last letter, as a reader types it (Pagefind then matches its extensions).
    const typed = all.filter((word) => word.length > 3).map((word) => word.slice(0, -1));
    const queries = [
      ...all,
      ...typed,
      'last free day',
      'reference',
      'refer',
      'contain vessel',
      'gate_out milestones',
      'zebra',
      'shipm',
      'shipmentt',
    ];
    for (const [i, query] of queries.entries()) {
      const pagefindAfter = await engine(`after-${chunkBytes}-${i}`, files);
      const [was, is] = [await pagefindBefore.search(query), await pagefindAfter.search(query)];
      assert.deepEqual(
        is.results.map((result) => [result.id, result.score]),
        was.results.map((result) => [result.id, result.score]),
        `"${query}"`,
      );
    }
    const fresh = await engine(`after-${chunkBytes}-shipm`, files);
    assert.equal((await fresh.search('shipm')).results.length, pages.length, 'the extensions of a word');
  });
}

test('the metadata lists the new chunks in order, with the file names the entry file and the chunks carry', () => {
  const {files} = rechunk(original, {chunkBytes: 150});
  const {meta, chunkList} = chunks(files);
  const paths = new Set(files.map((file) => file.path));
  assert.equal(meta[0], PAGEFIND_FORMAT_VERSION);
  assert.deepEqual(meta[1], chunks(original).meta[1], 'the pages are unchanged');
  for (const [i, [from, , hash]] of chunkList.entries()) {
    assert.match(hash, /^en_[0-9a-f]{7,}$/);
    assert.ok(paths.has(`index/${hash}.pf_index`), hash);
    if (i > 0) assert.ok(compareWords(chunkList[i - 1]![1], from) < 0, `${chunkList[i - 1]![1]} < ${from}`);
  }
  assert.ok(!chunks(original).chunkList.some(([, , hash]) => paths.has(`index/${hash}.pf_index`)), 'old chunks left');
  assert.equal([...paths].filter((p) => p.endsWith('.pf_meta')).length, 1);
  assert.deepEqual(rechunk(original, {chunkBytes: 150}).files, files, 'the output depends only on the input');
});

test('chunk boundaries are the shortest prefixes that separate the adjacent words, as Pagefind writes them', () => {
  assert.deepEqual(boundaryPrefixes('apple', 'apricot'), ['app', 'apr']);
  assert.deepEqual(boundaryPrefixes('cath', 'cathartic'), ['cath', 'catha']);
  assert.deepEqual(boundaryPrefixes('dwell', 'é'), ['d', 'é']);
  assert.ok(compareWords('z', 'é') < 0, 'words compare by UTF-8 bytes, as in Rust');
});

test('another Pagefind version or format stops with the reason, naming the version this module reads', () => {
  const entry = (version: string) => ({
    path: 'pagefind-entry.json',
    content: Buffer.from(
      Buffer.from(original.find((f) => f.path === 'pagefind-entry.json')!.content)
        .toString()
        .replace(`"version":"${PAGEFIND_FORMAT_VERSION}"`, `"version":"${version}"`),
    ),
  });
  const replaced = (file: PagefindFile) => original.map((f) => (f.path === file.path ? file : f));
  assert.throws(() => rechunk(replaced(entry('1.6.0')), {chunkBytes: 150}), /its version is "1\.6\.0".*/);
  assert.throws(
    () => rechunk(replaced(entry('1.6.0')), {chunkBytes: 150}),
    new RegExp(`format of Pagefind ${PAGEFIND_FORMAT_VERSION.replaceAll('.', '\\.')}`),
  );
  const chunkPath = `index/${chunks(original).chunkList[0]![2]}.pf_index`;
  assert.throws(
    () => rechunk(replaced({path: chunkPath, content: Buffer.from('not gzip')}), {chunkBytes: 150}),
    /pf_index is not in the format .* it is not gzip'd/,
  );
  assert.throws(() => rechunk(original, {chunkBytes: 0}), /chunkBytes must be a positive integer/);
});
