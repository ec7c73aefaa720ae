// The facts module is split into parts (scripts/lib/api-facts.mjs → src/generated/api/*.json, read by
// src/lib/api-facts/*), so that a page's JavaScript carries only the facts it renders. The regression that issue 22
// measured at scale (the docs home growing with every operation of the API) would come back the moment the docs
// home, or a module every page loads, imports the operations or the events again: this test bundles what the docs
// home imports (esbuild, the theme and React left out) and lists the generated files that went in. It needs no
// build and no scale document.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import {FACT_PARTS} from '../../scripts/lib/api-facts.mjs';
import {api} from '../../src/lib/api';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The generated files (src/generated/…) that a bundle of these modules contains. */
async function generatedInputs(modules: string[]): Promise<string[]> {
  const entry = modules.map((module, i) => `import * as m${i} from ${JSON.stringify(module)}; console.log(m${i});`);
  const result = await build({
    stdin: {contents: entry.join('\n'), resolveDir: root, loader: 'tsx'},
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', '@docusaurus/*', '@theme/*', '@theme-original/*', 'clsx'],
    alias: {'@site': root},
    loader: {'.css': 'empty', '.svg': 'empty'},
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter((input) => input.startsWith('src/generated/'));
}

/** The `@site/…` modules a page imports. */
async function pageImports(file: string): Promise<string[]> {
  const source = await readFile(path.join(root, file), 'utf8');
  return [...source.matchAll(/^import\s[^;]*?from\s+'(@site\/[^']+)';?$/gm)].map((match) => match[1]);
}

test('gen-api writes one part per fact, and the parts together are the facts module', () => {
  const parts = Object.keys(FACT_PARTS).sort();
  const keys = Object.keys(api).sort();
  const covered = new Set(Object.values(FACT_PARTS).flatMap((select) => Object.keys(Object(select(api)))));
  for (const key of keys) {
    assert.ok(parts.includes(key) || covered.has(key), `the fact "${key}" is in no part of FACT_PARTS`);
  }
});

test('the docs home bundles no fact that grows with the API (operations, events)', async () => {
  const imports = await pageImports('docs/index.mdx');
  assert.ok(imports.length > 0, 'docs/index.mdx imports site modules (else this test proves nothing)');
  const generated = await generatedInputs(imports);
  assert.ok(generated.length > 0, 'the docs home reads at least one fact (its figures)');
  for (const growing of ['src/generated/api/operations.json', 'src/generated/api/events.json']) {
    assert.ok(!generated.includes(growing), `the docs home bundles ${growing} (it imports ${imports.join(', ')})`);
  }
  assert.ok(!generated.includes('src/generated/api-facts.json'), 'the whole facts file is for Node, not for pages');
});

test('the check above catches a module that reads the operations', async () => {
  const generated = await generatedInputs(['@site/src/components/Op']);
  assert.ok(generated.includes('src/generated/api/operations.json'), generated.join(', '));
});

test('no bundled module imports the whole facts file', async () => {
  const {execFileSync} = await import('node:child_process');
  const listed = execFileSync('git', ['ls-files', 'src', 'docs', 'api', 'plugins/bundling'], {cwd: root})
    .toString()
    .split('\n')
    .filter((file) => /\.(tsx?|mdx?)$/.test(file));
  const offenders: string[] = [];
  for (const file of listed) {
    if (/generated\/api-facts\.json['"]/.test(await readFile(path.join(root, file), 'utf8'))) offenders.push(file);
  }
  assert.deepEqual(offenders, [], 'import the part you need from src/lib/api-facts/ instead');
});
