// The coverage table's search (src/lib/carrier-search.ts): what each kind of query is read as, and the answer a reader
// sees for it, for every code the coverage issue named (box prefixes of MSC, Maersk, Hapag-Lloyd, ONE, Evergreen and
// CMA CGM, legacy SCACs, leasing companies' prefixes, numbers with and without a carrier code, names and aliases).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {carriers, legacyScacs} from '../../src/data/carriers';
import {lessors} from '../../src/data/lessors';
import {computeCheckDigit} from '../../src/lib/iso6346';
import {searchCarriers} from '../../src/lib/carrier-search';

/** The rows a query shows, as `SCAC: reason`. */
const rows = (query: string) => searchCarriers(query).matches.map((match) => `${match.carrier.scac}: ${match.reason}`);
const scacs = (query: string) => searchCarriers(query).matches.map((match) => match.carrier.scac);
const notices = (query: string) => searchCarriers(query).notices.map((notice) => `${notice.title}: ${notice.text}`);
/** A valid container number with this owner prefix. */
const boxOf = (prefix: string, serial = '123456') => `${prefix}${serial}${computeCheckDigit(`${prefix}${serial}`)}`;

test('the box prefixes the coverage issue named find their carrier', () => {
  const expected: Record<string, string> = {
    MSDU: 'MSCU',
    MSMU: 'MSCU',
    MSNU: 'MSCU',
    MRSU: 'MAEU',
    MNBU: 'MAEU',
    HLBU: 'HLCU',
    HAMU: 'HLCU',
    UACU: 'HLCU',
    ONEU: 'ONEY',
    EGSU: 'EGLV',
    ECMU: 'CMDU',
  };
  for (const [prefix, scac] of Object.entries(expected)) {
    assert.deepEqual(rows(prefix), [`${scac}: matched box owner code ${prefix}`], prefix);
    assert.deepEqual(rows(boxOf(prefix)), [`${scac}: container number: box owner code ${prefix}`], boxOf(prefix));
  }
});

test('every box prefix of the carrier table finds its carrier, alone and in a container number', () => {
  for (const carrier of carriers) {
    for (const prefix of carrier.containerPrefixes) {
      assert.ok(scacs(prefix).includes(carrier.scac), `${prefix} finds ${carrier.name}`);
      assert.deepEqual(scacs(boxOf(prefix)), [carrier.scac], `${boxOf(prefix)} is ${carrier.name}'s box`);
    }
  }
});

test('a container number is never labelled as a SCAC match, and a wrong check digit is a warning', () => {
  const search = searchCarriers('mscu 751238-7');
  assert.equal(search.kind, 'containerNumber');
  assert.deepEqual(rows('mscu 751238-7'), ['MSCU: container number: box owner code MSCU']);
  assert.ok(
    search.notices.every((notice) => notice.tone === 'info'),
    'a valid number has no warning',
  );
  for (const carrier of carriers) {
    for (const prefix of carrier.containerPrefixes) {
      for (const match of searchCarriers(boxOf(prefix)).matches) assert.doesNotMatch(match.reason, /SCAC/);
    }
  }

  const wrong = searchCarriers('MSCU7512388');
  assert.deepEqual(scacs('MSCU7512388'), ['MSCU'], 'the owner is still read');
  assert.deepEqual(
    wrong.notices.filter((notice) => notice.tone === 'warning').map((notice) => notice.text),
    [
      'MSCU7512388: The check digit should be 7, not 8. Check the number on the box or the papers: a wrong check digit usually means another character was mistyped.',
    ],
  );
  assert.equal(wrong.offerRequest, false);
});

test("a leasing company's prefix or box says the carrier must be chosen, and offers no carrier request", () => {
  const named = ['TGHU', 'TCNU', 'TRHU', 'SEGU', 'CAIU', 'FSCU', 'BMOU', 'GESU', 'TEMU', 'TTNU'];
  const all = lessors.flatMap((lessor) => lessor.prefixes.map((entry) => entry.code));
  for (const prefix of named) assert.ok(all.includes(prefix), `${prefix} is a listed lessor prefix`);
  for (const lessor of lessors) {
    for (const {code} of lessor.prefixes) {
      for (const query of [code, boxOf(code)]) {
        const search = searchCarriers(query);
        assert.deepEqual(search.matches, [], `${query}: no carrier row`);
        assert.equal(search.offerRequest, false, `${query}: no "ask us to add the carrier"`);
        assert.deepEqual(
          search.notices.map((notice) => notice.title),
          ['Leased box'],
          query,
        );
        assert.match(
          search.notices[0]?.text ?? '',
          new RegExp(`^${code} is the owner code of ${lessor.name}, a container leasing company`),
        );
        assert.match(search.notices[0]?.text ?? '', /choose the carrier/);
      }
    }
  }
  // The world's leased box, with its valid check digit: no warning.
  assert.deepEqual(notices('TGHU6124304'), [
    'Leased box: TGHU is the owner code of Textainer, a container leasing company. Its boxes sail with whichever carrier rents them, so the number does not tell the carrier: choose the carrier your bill of lading or booking confirmation names.',
  ]);
});

test('a box whose owner Berthline does not know asks for the carrier, not for a new carrier', () => {
  const search = searchCarriers(boxOf('QQQU'));
  assert.deepEqual(search.matches, []);
  assert.equal(search.offerRequest, false);
  assert.deepEqual(
    search.notices.map((notice) => notice.title),
    ['Unknown box owner'],
  );
});

test('legacy SCACs find the carrier that took over; Hanjin has none, and the page says so', () => {
  assert.deepEqual(rows('SAFM'), ['MAEU: matched legacy SCAC SAFM of Safmarine']);
  assert.deepEqual(rows('UASC'), ['HLCU: matched legacy SCAC UASC of United Arab Shipping Company']);
  assert.deepEqual(rows('CHIW'), ['HLCU: matched legacy SCAC CHIW of CSAV']);
  assert.deepEqual(rows('NYKS'), ['ONEY: matched legacy SCAC NYKS of NYK Line']);
  for (const legacy of legacyScacs.filter((entry) => entry.currentScac)) {
    assert.deepEqual(scacs(legacy.scac), [legacy.currentScac], legacy.scac);
  }
  for (const query of ['HJSC', 'hanjin']) {
    const search = searchCarriers(query);
    assert.deepEqual(search.matches, [], query);
    assert.equal(search.offerRequest, false, query);
    assert.deepEqual(
      search.notices.map((notice) => `${notice.title}: ${notice.text}`),
      [
        'No successor: HJSC was the SCAC of Hanjin Shipping. Declared bankrupt in 2017. SM Line (SMLM) bought its Asia–US business and some of its ships, but not its bookings or containers. Berthline cannot track its shipments.',
      ],
      query,
    );
  }
});

test('codes with digits match, labelled as not SCACs', () => {
  assert.deepEqual(rows('11dx'), ['11DX: matched carrier code 11DX (not a SCAC)']);
  assert.deepEqual(rows('22AA'), ['WHLC: matched carrier code 22AA (not a SCAC)']);
});

test('bills of lading and bookings: a carrier code in front finds the carrier; digits only say there is none', () => {
  assert.deepEqual(rows('MEDUS7412093'), ['MSCU: bill of lading or booking starting with MEDU']);
  assert.deepEqual(rows('CMDUSHA2603981'), ['CMDU: bill of lading or booking starting with CMDU']);
  assert.deepEqual(rows('CWLQ ABCD1E123456'), ['CMSN: bill of lading or booking starting with CWLQ']);

  // Maersk's bills of lading and bookings are nine digits with no carrier code.
  const maersk = searchCarriers('264019385');
  assert.equal(maersk.kind, 'reference');
  assert.deepEqual(rows('264019385'), ['MAEU: prints bills of lading of 9 digits with no carrier code']);
  assert.equal(maersk.offerRequest, false);
  assert.deepEqual(
    maersk.notices.map((notice) => notice.title),
    ['No carrier code'],
  );
  assert.deepEqual(scacs('6259159840').sort(), ['COSU', 'MATS', 'OOLU']);

  const house = searchCarriers('NWFSHA2604127');
  assert.deepEqual(house.matches, []);
  assert.equal(house.offerRequest, false, 'a house bill is not a carrier to add');
  assert.match(house.notices[0]?.text ?? '', /house bill of lading/);
});

test('names and aliases match without diacritics and at word starts', () => {
  assert.deepEqual(scacs('Hamburg Sud'), ['SUDU']);
  assert.deepEqual(scacs('hamburg süd'), ['SUDU']);
  assert.deepEqual(rows('Hyundai'), ['HDMU: matched name Hyundai Merchant Marine']);
  assert.deepEqual(rows('K Line'), ['ONEY: K Line (KKLU): Its container business became part of ONE in 2018.']);
  assert.deepEqual(rows('Safmarine'), [
    'MAEU: Safmarine (SAFM): Maersk phased the brand out into Maersk by the end of 2020.',
  ]);
  assert.deepEqual(rows('maersk'), ['MAEU: matched name']);
});

test('SCACs, alternates and partial codes match; the most direct reason wins', () => {
  assert.deepEqual(rows('SEJJ'), ['SEAU: matched alternate SCAC SEJJ']);
  assert.deepEqual(rows('MAEU'), ['MAEU: matched SCAC MAEU']);
  assert.deepEqual(rows('MEDU'), ['MSCU: matched bill of lading prefix MEDU']);
  assert.ok(scacs('HLC').includes('HLCU'));
});

test('only what may be a carrier offers "ask us to add the carrier"; an empty query lists every carrier', () => {
  assert.equal(searchCarriers('QQQQ').offerRequest, true);
  assert.equal(searchCarriers('Blue Whale Line').offerRequest, true);
  assert.equal(searchCarriers('  ').matches.length, carriers.length);
  assert.ok(searchCarriers('').matches.every((match) => match.reason === ''));
  assert.deepEqual(searchCarriers('-- --').matches, []);
});
