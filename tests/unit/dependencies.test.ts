// Unused files, exports and dependencies, packages imported but not declared, and import cycles are knip's to find
// (knip.jsonc), in `npm run lint`. Planted in a copy of the repository, each of the kinds issue 46 names fails it, at
// its place; the repository itself passes (the lint step).
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {copyRepository} from './support/repository-copy';

interface Place {
  name: string;
  line?: number;
}
interface Report {
  issues: ({file: string} & Record<string, Place[] | Place[][] | string>)[];
}

let copy: string;
let removeCopy: (() => Promise<void>) | undefined;
before(async () => {
  ({dir: copy, remove: removeCopy} = await copyRepository('knip'));
});
after(async () => {
  await removeCopy?.();
});

async function plant(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(path.join(copy, file), 'utf8');
  assert.notEqual(change(text), text, `the plant in ${file} changed nothing`);
  await writeFile(path.join(copy, file), change(text));
}

test('knip names planted unused exports, an unused dependency and an import cycle, and nothing else', async () => {
  await plant('src/lib/iso6346.ts', (text) => `${text}\nexport const plantedUnused = 1;\n`);
  await plant('package.json', (text) =>
    text.replace('"busboy": "1.6.0",', '"busboy": "1.6.0",\n    "left-pad": "1.3.0",'),
  );
  // The views module imports from a handler that imports it.
  await plant(
    'scripts/mock/views.mjs',
    (text) => `import {etag} from './handlers/shipments.mjs';\n\nexport const plantedEtag = etag;\n${text}`,
  );
  const knip = path.join(copy, 'node_modules', '.bin', 'knip');
  const output = execFileSync(knip, ['--no-progress', '--reporter', 'json', '--no-exit-code'], {cwd: copy});
  const found = (JSON.parse(output.toString()) as Report).issues.flatMap(({file, ...kinds}) =>
    Object.entries(kinds).flatMap(([kind, places]) =>
      Array.isArray(places) ? places.map((place) => `${kind} ${file} ${JSON.stringify(place)}`) : [],
    ),
  );
  const has = (kind: string, file: string, text: string) =>
    found.some((line) => line.startsWith(`${kind} ${file} `) && line.includes(text));
  assert.ok(has('exports', 'src/lib/iso6346.ts', '"plantedUnused"'), found.join('\n'));
  assert.ok(has('dependencies', 'package.json', '"left-pad"'), found.join('\n'));
  assert.ok(has('cycles', 'scripts/mock/views.mjs', 'scripts/mock/handlers/shipments.mjs'), found.join('\n'));
  assert.ok(has('exports', 'scripts/mock/views.mjs', '"plantedEtag"'), found.join('\n'));
  // The four plants (the cycle's export unused too) are all there is.
  assert.equal(found.length, 4, found.join('\n'));
});
