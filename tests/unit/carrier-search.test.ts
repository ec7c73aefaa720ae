import {test} from 'node:test';
import assert from 'node:assert/strict';
import {carriers, legacyScacs} from '../../src/data/carriers';
import {matchCarrier, searchCarriers} from '../../src/lib/carrier-search';

const found = (query: string) => searchCarriers(query).map((match) => [match.carrier.scac, match.reason]);

test('a legacy SCAC finds the carrier that took over, and says so', () => {
  assert.deepEqual(found('NYKS'), [['ONEY', 'matched legacy SCAC NYKS (NYK Line)']]);
  assert.deepEqual(found('chnj'), [['COSU', 'matched legacy SCAC CHNJ (China Shipping Container Lines (CSCL))']]);
  for (const legacy of legacyScacs) {
    assert.equal(searchCarriers(legacy.scac)[0]?.carrier.scac, legacy.currentScac, legacy.scac);
  }
});

test('a container prefix or a whole container number finds the box owner', () => {
  assert.deepEqual(found('MSKU'), [['MAEU', 'matched container prefix MSKU']]);
  assert.deepEqual(found('MSKU9070323'), [['MAEU', 'matched container prefix MSKU']]);
  assert.deepEqual(found('mscu 751238 7'), [['MSCU', 'matched SCAC MSCU']]);
  assert.deepEqual(found('HLXU'), [['HLCU', 'matched container prefix HLXU']]);
});

test('a bill of lading prefix, alone or with the number, finds the carrier', () => {
  assert.deepEqual(found('MEDU'), [['MSCU', 'matched bill of lading prefix MEDU']]);
  assert.deepEqual(found('MEDUS7412093'), [['MSCU', 'matched bill of lading prefix MEDU']]);
  assert.deepEqual(found('CWLQ'), [['CMSN', 'matched bill of lading prefix CWLQ']]);
});

test('alternates and SCACs match, partial codes too; the most direct reason wins', () => {
  assert.deepEqual(found('SEJJ'), [['SEAU', 'matched alternate SCAC SEJJ']]);
  assert.deepEqual(found('22aa'), [['WHLC', 'matched alternate SCAC 22AA']]);
  // MAEU is Maersk's SCAC and also a box prefix and bill of lading prefix: the SCAC is the reason.
  assert.deepEqual(found('MAEU'), [['MAEU', 'matched SCAC MAEU']]);
  assert.ok(found('HLC').some(([scac]) => scac === 'HLCU'));
});

test('names match anywhere, ignoring case', () => {
  const matches = searchCarriers('maersk');
  assert.deepEqual(
    matches.map((match) => match.carrier.name),
    ['Maersk'],
  );
  assert.equal(matches[0]?.reason, 'matched name');
  assert.equal(matchCarrier(carriers[0]!, ''), null);
});

test('an empty query finds every carrier without a reason, a code nobody uses finds none', () => {
  assert.equal(searchCarriers('  ').length, carriers.length);
  assert.ok(searchCarriers('').every((match) => match.reason === ''));
  assert.deepEqual(found('QQQQ'), []);
  assert.deepEqual(found('-- --'), []);
});
