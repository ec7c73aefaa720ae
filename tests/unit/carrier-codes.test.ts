// Every carrier and leasing-company code cites the public sources that state it (src/data/code-sources.ts), box
// prefixes are well formed and belong to one owner, and codes that are not SCACs say so where the table shows them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CODE_SOURCES, cite, citationProblems, type Cited, type SourceKey} from '../../src/data/code-sources';
import {carriers, isScac, legacyScacs, type CarrierCode} from '../../src/data/carriers';
import {lessors} from '../../src/data/lessors';
import {carrierCells} from '../../src/components/CarrierTable/spec';

/** Every cited entry of the data modules, with where it is. */
function everyCitation(): [where: string, entry: Cited][] {
  return [
    ...carriers.flatMap((carrier) =>
      carrier.codes.map((entry): [string, Cited] => [`${carrier.name} ${entry.kind}`, entry]),
    ),
    ...legacyScacs.map((legacy): [string, Cited] => [
      `legacy SCAC of ${legacy.formerCarrier}`,
      {code: legacy.scac, sources: legacy.sources},
    ]),
    ...lessors.flatMap((lessor) => lessor.prefixes.map((entry): [string, Cited] => [`${lessor.name} prefix`, entry])),
  ];
}

test('every code, alias, legacy SCAC and lessor prefix cites a source of the table', () => {
  const problems = everyCitation().flatMap(([where, entry]) => citationProblems(where, entry));
  assert.deepEqual(problems, []);
  for (const carrier of carriers) {
    assert.ok(carrier.sources.length > 0, `${carrier.name}: the row's notes cite no source`);
    for (const key of carrier.sources) assert.ok(key in CODE_SOURCES, `${carrier.name} cites unknown ${key}`);
  }
});

test('the check fails a code without a source, and a source that is not in the table', () => {
  const withoutSource: CarrierCode = {code: 'MSXU', kind: 'containerPrefix', sources: []};
  assert.deepEqual(citationProblems('MSC containerPrefix', withoutSource), [
    'MSC containerPrefix MSXU cites no source',
  ]);
  const unknown = cite('MSXU', 'bic', 'aBlogPost' as SourceKey);
  assert.deepEqual(citationProblems('MSC containerPrefix', unknown), [
    'MSC containerPrefix MSXU cites "aBlogPost", which is not in CODE_SOURCES',
  ]);
});

test('every source is a web address, and every source is cited by some code', () => {
  const cited = new Set<string>([
    ...everyCitation().flatMap(([, entry]) => entry.sources),
    ...carriers.flatMap((carrier) => carrier.sources),
  ]);
  for (const [key, source] of Object.entries(CODE_SOURCES)) {
    assert.match(source.url, /^https?:\/\/\S+$/, `${key}: ${source.url}`);
    assert.ok(source.states.length > 20, `${key} says what it states`);
    assert.ok(cited.has(key), `${key} is cited by no code: remove it or cite it`);
  }
});

test('each listed code of a row is among its cited codes, with its kind', () => {
  for (const carrier of carriers) {
    const cited = (kind: CarrierCode['kind']) =>
      carrier.codes.filter((entry) => entry.kind === kind).map((entry) => entry.code);
    assert.deepEqual(cited('scac'), [carrier.scac]);
    assert.deepEqual(cited('alternate'), [...carrier.alternateScacs]);
    assert.deepEqual(cited('billOfLadingPrefix'), [...carrier.billOfLadingPrefixes]);
    assert.deepEqual(cited('containerPrefix'), [...carrier.containerPrefixes]);
    assert.deepEqual(cited('alias'), [...carrier.aliases]);
  }
});

test('box prefixes are ISO 6346 owner codes of one owner each: a carrier or a leasing company', () => {
  const owner = new Map<string, string>();
  const claim = (prefix: string, who: string) => {
    assert.match(prefix, /^[A-Z]{3}U$/, `${who}: ${prefix}`);
    assert.ok(!owner.has(prefix), `${prefix} is listed for ${owner.get(prefix)} and ${who}`);
    owner.set(prefix, who);
  };
  for (const carrier of carriers) for (const prefix of carrier.containerPrefixes) claim(prefix, carrier.name);
  for (const lessor of lessors) for (const {code} of lessor.prefixes) claim(code, lessor.name);
});

test('the codes the coverage issue asked for are there, each with its sources', () => {
  const boxes: Record<string, string[]> = {
    MSCU: ['MSDU', 'MSMU', 'MSNU'],
    MAEU: ['MRSU', 'MNBU'],
    HLCU: ['HLBU', 'HAMU', 'UACU'],
    ONEY: ['ONEU'],
    EGLV: ['EGSU'],
    CMDU: ['ECMU'],
  };
  for (const [scac, prefixes] of Object.entries(boxes)) {
    const carrier = carriers.find((entry) => entry.scac === scac);
    for (const prefix of prefixes) assert.ok(carrier?.containerPrefixes.includes(prefix), `${scac} boxes ${prefix}`);
  }
  const successors = Object.fromEntries(legacyScacs.map((legacy) => [legacy.scac, legacy.currentScac]));
  assert.equal(successors.SAFM, 'MAEU');
  assert.equal(successors.UASC, 'HLCU');
  assert.equal(successors.CHIW, 'HLCU');
  assert.equal(successors.HJSC, null, 'Hanjin has no successor');
  assert.ok(carriers.find((carrier) => carrier.scac === 'HDMU')?.aliases.includes('Hyundai Merchant Marine'));
});

test('codes with digits are labelled as not SCACs, in the data and in the table', () => {
  const withDigits = carriers.flatMap((carrier) =>
    carrier.codes.filter((entry) => entry.kind !== 'alias' && /\d/.test(entry.code)).map((entry) => ({carrier, entry})),
  );
  assert.deepEqual(withDigits.map(({entry}) => entry.code).sort(), ['11DX', '22AA']);
  for (const {carrier, entry} of withDigits) {
    assert.equal(isScac(entry.code), false);
    assert.ok(entry.sources.includes('scacDefinition'), `${entry.code} cites what a SCAC is`);
    assert.match(carrier.notes, new RegExp(`${entry.code} has digits, so it is not a SCAC`));
    const scacCell = carrierCells(carrier)[1];
    const note = typeof scacCell?.note === 'string' ? scacCell.note : (scacCell?.note?.text ?? '');
    assert.match(note, /not a SCAC/, `${carrier.name}: the table's SCAC cell says so`);
  }
});
