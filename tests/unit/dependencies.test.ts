// Every package that the project's own code imports is declared in package.json (scripts/lib/undeclared-imports.mjs),
// so that no update of another package can take it away or change its major version unseen.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {importedPackages, packageOf, undeclaredImports} from '../../scripts/lib/undeclared-imports.mjs';

test('every imported package is declared in package.json', () => {
  const missing = undeclaredImports().map(({name, files}) => `${name} (imported by ${files.join(', ')})`);
  assert.deepEqual(missing, [], `declare these with npm install: ${missing.join('; ')}`);
});

test('the import reader finds static, dynamic, type-only and require imports, and ignores aliases and built-ins', () => {
  const source = [
    "import {unified} from 'unified';",
    "import type {Root} from 'mdast';",
    "export {visit} from 'unist-util-visit/lib';",
    "const gen = require('postman-code-generators');",
    "const chromium = await import('playwright-core');",
    "import Link from '@docusaurus/Link';",
    "import Tabs from '@theme/Tabs';",
    "import path from 'node:path';",
    "import fs from 'fs';",
    "import local from './local';",
    "import {thing} from '@scope/pkg/deep/file.js';",
    'const text = \'import x from "in-a-string"\';',
  ].join('\n');
  assert.deepEqual([...importedPackages(source)].sort(), [
    '@scope/pkg',
    'mdast',
    'playwright-core',
    'postman-code-generators',
    'unified',
    'unist-util-visit',
  ]);
  assert.equal(packageOf('@theme-original/Tabs'), undefined);
});
