// cspell:ignore USQQQ
// The terminal and rail rows of src/data/data-sources.ts name each port by one UN/LOCODE, and each code is the port's:
// checked against the table of codes in src/data/locodes.ts, whose every code cites a source.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {facilitySources} from '../../src/data/data-sources';
import {LOCODES, LOCODE_SOURCES, portProblems} from '../../src/data/locodes';
import {dataSourceTable} from '../../src/components/DataSourceTable/spec';

test('every port of a terminal or rail row is a UN/LOCODE of the table, with that code’s name', () => {
  const problems = facilitySources.flatMap((source) =>
    source.ports.map((port) => portProblems(source.facility, port)).flat(),
  );
  assert.deepEqual(problems, []);
  for (const source of facilitySources) {
    assert.ok(source.ports.length > 0, `${source.facility} names its port`);
    const codes = source.ports.map((port) => port.code);
    assert.equal(new Set(codes).size, codes.length, `${source.facility}: each port once`);
  }
});

test('the check fails a code given for another port, and a code the table does not know', () => {
  assert.deepEqual(portProblems('CSX', {code: 'USNYC', name: 'Savannah'}), [
    'CSX: USNYC is New York and New Jersey, not Savannah',
  ]);
  assert.deepEqual(portProblems('BNSF Railway', {code: 'USLAX', name: 'Long Beach'}), [
    'BNSF Railway: USLAX is Los Angeles, not Long Beach',
  ]);
  assert.deepEqual(portProblems('A terminal', {code: 'USQQQ', name: 'Nowhere'}), [
    'A terminal: USQQQ is not a UN/LOCODE of the table (src/data/locodes.ts)',
  ]);
});

test('the railways that serve two ports name both codes, and the table shows them', () => {
  const codesOf = (facility: string) =>
    facilitySources.find((source) => source.facility === facility)?.ports.map((port) => port.code);
  assert.deepEqual(codesOf('BNSF Railway'), ['USLAX', 'USLGB']);
  assert.deepEqual(codesOf('Union Pacific'), ['USLAX', 'USLGB']);
  assert.deepEqual(codesOf('CSX and Norfolk Southern'), ['USNYC', 'USSAV']);
  assert.deepEqual(codesOf('Garden City Terminal'), ['USSAV']);
  const table = dataSourceTable({variant: 'facilities'});
  const csx = table.rows.find((row) => row[1]?.text === 'CSX and Norfolk Southern');
  assert.equal(csx?.[0]?.text, 'New York and New Jersey, Savannah');
  const note = csx?.[0]?.note;
  assert.equal(typeof note === 'string' ? note : note?.text, 'USNYC, USSAV');
});

test('every UN/LOCODE of the table is well formed and cites a source', () => {
  for (const [code, entry] of Object.entries(LOCODES)) {
    assert.match(code, /^[A-Z]{2}[A-Z2-9]{3}$/, code);
    assert.ok(entry.sources.length > 0, `${code} cites no source`);
    for (const key of entry.sources) assert.match(LOCODE_SOURCES[key].url, /^https:\/\/\S+$/, `${code}: ${key}`);
  }
  const used = new Set(facilitySources.flatMap((source) => source.ports.map((port) => port.code)));
  assert.deepEqual([...used].sort(), Object.keys(LOCODES).sort(), 'the table holds the codes the rows use, no more');
});
