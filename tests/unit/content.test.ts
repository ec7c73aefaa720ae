// The content scanner (tests/content/): every rule's planted examples, so that a rule that stops matching fails here,
// and the scanner's reach. `npm run check` runs every rule over every file of its areas (scripts/check/content.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {RULES} from '../content/rules';
import {AREA_FILES, sources} from '../content/sources';
import type {Area, Source} from '../content/rule';

const cache = new Map<Area, Source[]>();
const read = (area: Area) => {
  if (!cache.has(area)) cache.set(area, sources([area]));
  return cache.get(area) ?? [];
};

test('the scanner finds files in every area it reads', () => {
  for (const area of ['docs', 'api-guide', 'openapi', 'data', 'template', 'generator'] as Area[]) {
    assert.ok(AREA_FILES[area]().length > 0, `no files in area ${area}`);
  }
});

const ids = new Set<string>();
for (const rule of RULES) {
  test(`rule ${rule.id} catches its planted examples: ${rule.description}`, () => {
    assert.ok(!ids.has(rule.id), `two rules share the id ${rule.id}`);
    ids.add(rule.id);
    assert.ok(
      rule.planted.some((p) => p.findings > 0),
      'a rule needs a planted copy that it catches',
    );
    assert.ok(
      rule.planted.some((p) => p.findings === 0),
      'a rule needs a lookalike that it lets pass',
    );
    for (const planted of rule.planted) {
      const found = rule.check(planted.source);
      assert.equal(
        found.length,
        planted.findings,
        `${planted.name}: expected ${planted.findings} finding(s), got ${JSON.stringify(found)}`,
      );
      for (const f of found)
        assert.ok(f.line >= 1 && f.file === planted.source.file, `bad location ${JSON.stringify(f)}`);
    }
  });
}

test('the scan really reads the content: container numbers in every area that documents containers', async () => {
  const {containerNumbers} = await import('../content/rules/container-check-digit');
  for (const area of ['docs', 'api-guide', 'openapi', 'data'] as Area[]) {
    const count = read(area).reduce((sum, source) => sum + containerNumbers(source).length, 0);
    assert.ok(count >= 1, `only ${count} container numbers found in area ${area}`);
  }
});
