// Every ejected component under src/theme names, on its first line, the upstream package and version it was copied
// from (`// Upstream: <package>@<version> <path>`). When an install brings another version (ranges float), this test
// fails, so whoever upgrades compares the copy with the new upstream file before moving the version in its header.
// Wrappers (which import @theme-original) and the site's own modules carry no header; anything that says it was
// ejected or is based on upstream must.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const THEME_DIR = path.join(import.meta.dirname, '../../src/theme');
const HEADER = /^\/\/ Upstream: (@?[^@\s]+)@(\d+\.\d+\.\d+\S*) (\S+)$/;
/** Words with which a file's opening comment says it is a copy of upstream code. */
const COPY_MARKERS = /\b(?:Ejected|Based on)\b/;

function themeFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return themeFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const installedVersion = (pkg: string): string =>
  (
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../../node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const ejected = themeFiles(THEME_DIR)
  .map((file) => ({file: path.relative(THEME_DIR, file), source: readFileSync(file, 'utf8')}))
  .filter(({source}) => COPY_MARKERS.test(source.split('\nimport ')[0]!) || HEADER.test(source.split('\n')[0]!));

test('every ejected component names its upstream package and version on its first line', () => {
  assert.ok(ejected.length > 0, 'no ejected component found under src/theme');
  const missing = ejected.filter(({source}) => !HEADER.test(source.split('\n')[0]!)).map(({file}) => file);
  assert.deepEqual(missing, [], 'add `// Upstream: <package>@<version> <path>` as the first line');
});

test('the installed version of each upstream package is the one its ejected copies came from', () => {
  const stale = ejected.flatMap(({file, source}) => {
    const match = HEADER.exec(source.split('\n')[0]!);
    if (!match) return [];
    const [, pkg, copied] = match;
    const installed = installedVersion(pkg!);
    return installed === copied
      ? []
      : [`${file} was copied from ${pkg}@${copied}, but ${installed} is installed: compare with its ${match[3]}`];
  });
  assert.deepEqual(stale, []);
});
