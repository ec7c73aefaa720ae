import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  characterValue,
  checkContainerNumber,
  computeCheckDigit,
  normalizeContainerNumber,
  splitContainerList,
  weightedSum,
} from '../../src/lib/iso6346';

// The verified numbers that the docs reuse. Five numbers an earlier version of the conventions listed as valid
// (MAEU4418390, CMAU5632418, TGHU6124305, MSCU4520036, CMAU7711243) carry wrong check digits; their corrected
// forms are below, and the wrong forms are tested as invalid.
const VALID = [
  'MSCU7512387',
  'CSQU3054383',
  'COSU1186800',
  'ZEPU0037255',
  'MSKU9070323',
  'MAEU4418399',
  'CMAU5632416',
  'TGHU6124304',
  'MSCU4520033',
  'CMAU7711242',
];

const WRONG_CHECK_DIGIT: Array<[string, number]> = [
  ['MAEU4418390', 9],
  ['CMAU5632418', 6],
  ['TGHU6124305', 4],
  ['MSCU4520036', 3],
  ['CMAU7711243', 2],
];

test('letter values skip the multiples of 11', () => {
  assert.equal(characterValue('A'), 10);
  assert.equal(characterValue('B'), 12);
  assert.equal(characterValue('K'), 21);
  assert.equal(characterValue('L'), 23);
  assert.equal(characterValue('U'), 32);
  assert.equal(characterValue('V'), 34);
  assert.equal(characterValue('Z'), 38);
  assert.equal(characterValue('7'), 7);
});

test('every verified example number is valid', () => {
  for (const number of VALID) {
    const result = checkContainerNumber(number);
    assert.equal(result.valid, true, `${number} should be valid`);
  }
});

test('numbers with a wrong check digit are invalid and name the right one', () => {
  for (const [number, expected] of WRONG_CHECK_DIGIT) {
    const result = checkContainerNumber(number);
    assert.equal(result.valid, false, `${number} should be invalid`);
    if (!result.valid) {
      assert.equal(result.reason, 'check_digit');
      assert.equal(result.expectedCheckDigit, expected);
    }
  }
});

test('CSQU3054383: weighted sum 6185, check digit 3', () => {
  assert.equal(weightedSum('CSQU305438'), 6185);
  assert.equal(6185 % 11, 3);
  assert.equal(computeCheckDigit('CSQU305438'), 3);
  const result = checkContainerNumber('CSQU3054383');
  assert.deepEqual(result, {
    valid: true,
    normalized: 'CSQU3054383',
    owner: 'CSQ',
    category: 'U',
    serial: '305438',
    checkDigit: 3,
  });
});

test('a remainder of 10 becomes check digit 0', () => {
  // COSU118680: the weighted sum leaves 10 or 0 when divided by 11; both give 0.
  assert.equal(computeCheckDigit('COSU118680'), 0);
  // Find a 10-character code whose sum mod 11 is exactly 10 and check it maps to 0.
  let found = false;
  for (let serial = 0; serial < 200 && !found; serial += 1) {
    const code = `MSCU${String(serial).padStart(6, '0')}`;
    if (weightedSum(code) % 11 === 10) {
      assert.equal(computeCheckDigit(code), 0);
      found = true;
    }
  }
  assert.ok(found, 'expected a serial whose weighted sum leaves 10');
});

test('TGBU8848510 is invalid: the check digit should be 8', () => {
  const result = checkContainerNumber('TGBU8848510');
  assert.equal(result.valid, false);
  if (result.valid) return;
  assert.equal(result.reason, 'check_digit');
  assert.equal(result.expectedCheckDigit, 8);
  assert.equal(result.message, 'The check digit should be 8, not 0.');
});

test('MSCU7512388 is invalid: the check digit should be 7', () => {
  const result = checkContainerNumber('MSCU7512388');
  assert.equal(result.valid, false);
  if (result.valid) return;
  assert.equal(result.reason, 'check_digit');
  assert.equal(result.expectedCheckDigit, 7);
  assert.equal(result.message, 'The check digit should be 7, not 8.');
});

test('each reason is reported', () => {
  const cases: Array<[string, string]> = [
    ['', 'empty'],
    ['   ', 'empty'],
    ['MSCU751238', 'length'],
    ['MSCU75123877', 'length'],
    ['M5CU7512387', 'owner_code'],
    ['MSCX7512387', 'category'],
    ['MSCU75A2387', 'serial'],
    ['MSCU751238X', 'check_digit'],
    ['MSCU7512380', 'check_digit'],
  ];
  for (const [input, reason] of cases) {
    const result = checkContainerNumber(input);
    assert.equal(result.valid, false, `${JSON.stringify(input)} should be invalid`);
    if (!result.valid) {
      assert.equal(result.reason, reason, `${JSON.stringify(input)} should fail with ${reason}`);
      assert.ok(result.message.length > 10 && result.message.endsWith('.'), 'message is a sentence');
    }
  }
});

test('non-digit check character reports the expected digit', () => {
  const result = checkContainerNumber('MSCU751238X');
  assert.equal(result.valid, false);
  if (!result.valid) assert.equal(result.expectedCheckDigit, 7);
});

test('J and Z categories are accepted', () => {
  const jCode = `ABCJ123456`;
  const zCode = `ABCZ123456`;
  assert.equal(checkContainerNumber(jCode + computeCheckDigit(jCode)).valid, true);
  assert.equal(checkContainerNumber(zCode + computeCheckDigit(zCode)).valid, true);
});

test('lowercase, spaces and hyphens are normalized', () => {
  assert.equal(normalizeContainerNumber('  mscu 751238-7 '), 'MSCU7512387');
  const result = checkContainerNumber(' mscu 751238-7 ');
  assert.equal(result.valid, true);
  assert.equal(result.normalized, 'MSCU7512387');
  const spaced = checkContainerNumber('CSQU 305438 3');
  assert.equal(spaced.valid, true);
  const tabbed = checkContainerNumber('\tcsqu\t3054383\n');
  assert.equal(tabbed.valid, true);
});

test('computeCheckDigit rejects malformed input', () => {
  assert.throws(() => computeCheckDigit('MSCU75123'), RangeError);
  assert.throws(() => computeCheckDigit('1234567890'), RangeError);
});

test('splitContainerList takes the separators spreadsheets and e-mails use', () => {
  const numbers = (text: string) => splitContainerList(text).map((entry) => normalizeContainerNumber(entry.input));
  const two = ['MSCU7512387', 'CSQU3054383'];
  assert.deepEqual(numbers('MSCU7512387\nCSQU3054383'), two);
  assert.deepEqual(numbers('MSCU7512387\r\nCSQU3054383\r\n'), two);
  assert.deepEqual(numbers('MSCU7512387;CSQU3054383'), two, 'Excel in European locales');
  assert.deepEqual(numbers('MSCU7512387, CSQU3054383'), two);
  assert.deepEqual(numbers('MSCU7512387\tCSQU3054383'), two, 'a row copied from a sheet');
  assert.deepEqual(numbers('MSCU7512387 CSQU3054383'), two);
  assert.deepEqual(numbers('  ;; MSCU7512387 ,, \n\n CSQU3054383 ; '), two, 'empty entries are skipped');
});

test('splitContainerList keeps a number written with spaces or hyphens together', () => {
  const entries = splitContainerList('MSCU 751238 7 CSQU 305438-3\nMSCU 751238 8');
  assert.deepEqual(
    entries.map((entry) => [entry.line, normalizeContainerNumber(entry.input)]),
    [
      [1, 'MSCU7512387'],
      [1, 'CSQU3054383'],
      [2, 'MSCU7512388'],
    ],
  );
  // A short entry after a complete number starts a new entry instead of spoiling the number before it.
  assert.deepEqual(
    splitContainerList('MSCU7512387 123').map((entry) => entry.input),
    ['MSCU7512387', '123'],
  );
  assert.deepEqual(splitContainerList(''), []);
});
