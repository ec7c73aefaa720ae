// plugins/bundling's module replacements fail the build when upstream moves the file they target. Each test
// bundles a tiny fixture with the real bundler the site builds with (Rspack, through @docusaurus/faster): once with
// the targeted file where the pattern expects it, once with the file renamed as an upstream release would.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {RequiredReplacements, type Replacement} from '../../plugins/bundling/required-replacement';

/** Writes a fixture package whose entry imports `importedFile`, and bundles it with one replacement. */
async function bundle(importedFile: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'replacements-'));
  try {
    mkdirSync(path.join(dir, 'node_modules/upstream/lib'), {recursive: true});
    writeFileSync(path.join(dir, 'node_modules/upstream/lib', importedFile), 'export default "upstream";\n');
    writeFileSync(
      path.join(dir, 'entry.js'),
      `import value from 'upstream/lib/${importedFile}';\nconsole.log(value);\n`,
    );
    writeFileSync(path.join(dir, 'stand-in.js'), 'export default "ours";\n');
    const replacement: Replacement = {
      original: "upstream's lib/prefetch.js",
      pattern: /[\\/]node_modules[\\/]upstream[\\/]lib[\\/]prefetch\.js$/,
      replacement: path.join(dir, 'stand-in.js'),
    };
    const compiler = rspack({
      context: dir,
      entry: './entry.js',
      mode: 'development',
      output: {path: path.join(dir, 'out')},
      plugins: [new RequiredReplacements(rspack, [replacement]) as unknown as {apply(c: unknown): void}],
    });
    const stats = await new Promise<{errors: string[]}>((resolve, reject) =>
      compiler.run((error, result) => {
        if (error || !result) return reject(error ?? new Error('no stats'));
        compiler.close(() =>
          resolve({errors: result.toJson({all: false, errors: true}).errors!.map((e) => e.message)}),
        );
      }),
    );
    return stats.errors;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('a replacement whose target is where the pattern expects it builds without error', async () => {
  assert.deepEqual(await bundle('prefetch.js'), []);
});

test('a replacement whose target was renamed upstream fails the build with a message that says what to do', async () => {
  const errors = await bundle('prefetch-links.js');
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0]!, /replacement of upstream's lib\/prefetch\.js matched no module/);
  assert.match(errors[0]!, /stand-in\.js is not used/);
  assert.match(errors[0]!, /update the pattern in plugins\/bundling\/index\.ts/);
});
