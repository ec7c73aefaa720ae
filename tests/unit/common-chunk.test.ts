// The rule that picks the modules of Docusaurus's `common` chunk (plugins/bundling/common-chunk.ts): the written
// pages decide, so that a large generated API reference cannot move its components into every page's JavaScript.
// The scale part of `npm run bench` measures the effect on real builds (docs home JavaScript at 10× and 50×).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Chunk, ChunkGraph, Module} from 'webpack';
import {usedByWrittenPages, writtenPagesThreshold} from '../../plugins/bundling/common-chunk';

/** A chunk as the split-chunks test sees it: its name and the requests that load it. */
const chunk = (name: string, ...requests: string[]) =>
  ({name, groupsIterable: new Set([{origins: requests.map((request) => ({request}))}])}) as unknown as Chunk;

const doc = (n: number) => chunk(`doc${n}`, `@site/docs/page-${n}.mdx`);
const reference = (n: number) => chunk(`ref${n}`, `@site/api/reference/op-${n}.api.mdx`);
const range = (count: number) => Array.from({length: count}, (_, n) => n);

/** Runs the rule on one module that the given chunks contain. */
function joinsCommon(chunks: Chunk[], threshold: number): boolean {
  const chunkGraph = {getModuleChunks: () => chunks} as unknown as ChunkGraph;
  return usedByWrittenPages('api/reference', threshold)({} as Module, {chunkGraph});
}

test('a module that only generated reference pages use stays out of common, however many there are', () => {
  assert.equal(joinsCommon(range(500).map(reference), 3), false);
});

test('a module that enough written pages use joins common', () => {
  assert.equal(joinsCommon([...range(3).map(doc), ...range(100).map(reference)], 3), true);
  assert.equal(joinsCommon([...range(2).map(doc), ...range(100).map(reference)], 3), false);
});

test('a chunk loaded by a written page as well as a generated one counts as written', () => {
  const shared = chunk('shared', '@site/api/reference/op-1.api.mdx', '@theme/ApiItem');
  assert.equal(joinsCommon([shared], 1), true);
});

test('the folder prefix matches whole folder names only', () => {
  assert.equal(joinsCommon([chunk('a', '@site/api/reference-notes/x.mdx')], 1), true);
  assert.equal(joinsCommon([chunk('b', '@site/api/reference/x.api.mdx')], 1), false);
});

test('the threshold is half the written pages, and 2 for tiny sites', () => {
  assert.equal(writtenPagesThreshold(62, 12), 25);
  assert.equal(writtenPagesThreshold(172, 122), 25);
  assert.equal(writtenPagesThreshold(4, 3), 2);
});
