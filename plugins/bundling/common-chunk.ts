// Docusaurus puts every module that half of the site's pages use into one `common` chunk, which every page loads.
// The generated reference pages are 25 of the site's 60 pages: with the changelog and the tables that render the
// document's Markdown, markdown-to-jsx (25 KB gzip) reached half the pages and so every page, and the docs home loaded
// 226 KB of JavaScript instead of 194 KB (issue 31); at 10× the operations the reference's components, the explorer's
// store and Prism followed (299 KB instead of 203 KB). Here the written pages decide instead: a module joins
// `common` when half of the pages outside the generated folder use it (and Docusaurus's own rule holds). Reference
// pages still load a shared module from `common`; modules only they use are split as at 1× (by the set of pages
// that use them).
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Chunk, ChunkGraph, Configuration, Module} from 'webpack';

/** A cache group's `test` (Rspack passes the same chunk graph API as webpack). */
export type ModuleTest = (module: Module, context: {chunkGraph: ChunkGraph}) => boolean;

/**
 * A test for the `common` cache group: true when at least `threshold` of a module's chunks are loaded by something
 * other than a page of `generatedDir` (a chunk requested only as `@site/<generatedDir>/…`).
 */
export function usedByWrittenPages(generatedDir: string, threshold: number): ModuleTest {
  const prefix = `@site/${generatedDir.replace(/\/$/, '')}/`;
  const generated = new Map<string, boolean>();
  const isGenerated = (chunk: Chunk): boolean => {
    const known = chunk.name ? generated.get(chunk.name) : undefined;
    if (known !== undefined) return known;
    const requests = [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => origin.request ?? ''));
    const result = requests.length > 0 && requests.every((request) => request.startsWith(prefix));
    if (chunk.name) generated.set(chunk.name, result);
    return result;
  };
  return (module, {chunkGraph}) => {
    let written = 0;
    for (const chunk of chunkGraph.getModuleChunks(module)) {
      if (!isGenerated(chunk) && ++written >= threshold) return true;
    }
    return false;
  };
}

/** Docusaurus's rule for `common` (half the pages, at least 2), applied to the pages outside the generated folder. */
export function writtenPagesThreshold(totalPages: number, generatedPages: number): number {
  const written = totalPages - generatedPages;
  return written > 2 ? written * 0.5 : 2;
}

/** Docusaurus's `minChunks` for `common`: half the number of pages, or 2 for a site of two pages or fewer. */
function docusaurusMinChunks(config: Configuration): number {
  const splitChunks = config.optimization?.splitChunks;
  const common = splitChunks === false ? undefined : splitChunks?.cacheGroups?.common;
  if (typeof common !== 'object' || common instanceof RegExp || typeof common.minChunks !== 'number') {
    throw new Error('plugins/bundling: Docusaurus no longer sets `common.minChunks`; review ./common-chunk.ts.');
  }
  return common.minChunks;
}

/** The override of the client's `common` cache group (merged into Docusaurus's, which keeps its `minChunks`). */
export function writtenPagesCommon(config: Configuration, siteDir: string, generatedDir: string): {test: ModuleTest} {
  const minChunks = docusaurusMinChunks(config);
  const totalPages = minChunks > 2 ? minChunks * 2 : 2;
  const generatedPages = readdirSync(path.join(siteDir, generatedDir)).filter((file) => file.endsWith('.mdx')).length;
  return {test: usedByWrittenPages(generatedDir, writtenPagesThreshold(totalPages, generatedPages))};
}
