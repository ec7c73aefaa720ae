/**
 * ISO 6346 container numbers: normalization, structure checks and the check digit.
 *
 * A container number has 11 characters: a 3-letter owner code, a 1-letter equipment category
 * (`U` freight container, `J` detachable freight-container-related equipment, `Z` trailer or chassis),
 * a 6-digit serial number and a check digit computed from the first 10 characters.
 *
 * The check digit: letters take the values 10 to 38 counting upward from A = 10 and skipping the
 * multiples of 11 (11, 22, 33), digits keep their face value; each value is multiplied by 2 to the power
 * of its position (0 to 9), the products are summed, and the sum modulo 11 is the check digit, where a
 * remainder of 10 becomes 0.
 */

/** Why a container number is not valid. */
export type ContainerNumberProblem = 'empty' | 'length' | 'owner_code' | 'category' | 'serial' | 'check_digit';

/** The parts of a valid container number. */
export interface ValidContainerNumber {
  valid: true;
  /** Uppercase, without spaces or hyphens, e.g. `MSCU7512387`. */
  normalized: string;
  /** The 3-letter owner code, e.g. `MSC`. */
  owner: string;
  /** The equipment category letter: `U`, `J` or `Z`. */
  category: 'U' | 'J' | 'Z';
  /** The 6-digit serial number, e.g. `751238`. */
  serial: string;
  /** The check digit, 0 to 9. */
  checkDigit: number;
}

/** A container number that fails one of the checks. */
export interface InvalidContainerNumber {
  valid: false;
  /** The input after normalization (trimmed, uppercase, spaces and hyphens removed). */
  normalized: string;
  /** The first check that failed. */
  reason: ContainerNumberProblem;
  /** A sentence that tells the reader what is wrong. */
  message: string;
  /** For `check_digit` only: the digit the first 10 characters call for. */
  expectedCheckDigit?: number;
}

export type ContainerNumberResult = ValidContainerNumber | InvalidContainerNumber;

/** Equipment category letters and what they mean. */
export const CATEGORY_LABELS: Readonly<Record<'U' | 'J' | 'Z', string>> = {
  U: 'freight container',
  J: 'detachable freight-container-related equipment',
  Z: 'trailer or chassis',
};

const LETTER_VALUES: Readonly<Record<string, number>> = buildLetterValues();

function buildLetterValues(): Record<string, number> {
  const values: Record<string, number> = {};
  let value = 10;
  for (let code = 65; code <= 90; code += 1) {
    if (value % 11 === 0) value += 1;
    values[String.fromCharCode(code)] = value;
    value += 1;
  }
  return values;
}

/** The ISO 6346 value of one character: A = 10, B = 12 … Z = 38; digits keep their face value. */
export function characterValue(character: string): number {
  if (/^[0-9]$/.test(character)) return Number(character);
  const value = LETTER_VALUES[character.toUpperCase()];
  if (value === undefined) {
    throw new RangeError(`"${character}" is not a letter A–Z or a digit 0–9.`);
  }
  return value;
}

/**
 * Computes the check digit of the first 10 characters of a container number (owner code, category, serial).
 * Throws a RangeError when the input is not 4 letters followed by 6 digits.
 */
export function computeCheckDigit(first10: string): number {
  return (weightedSum(first10) % 11) % 10;
}

/**
 * The weighted sum behind the check digit: each character's value times 2 to the power of its position.
 * `weightedSum('CSQU305438')` is 6185. Throws a RangeError when the input is not 4 letters and 6 digits.
 */
export function weightedSum(first10: string): number {
  const code = first10.toUpperCase();
  if (!/^[A-Z]{4}[0-9]{6}$/.test(code)) {
    throw new RangeError(
      `Expected 4 letters and 6 digits (the first 10 characters of a container number), got "${first10}".`,
    );
  }
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    sum += characterValue(code.charAt(position)) * 2 ** position;
  }
  return sum;
}

/** Trims, converts to upper case and removes spaces and hyphens. */
export function normalizeContainerNumber(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

function invalid(
  normalized: string,
  reason: ContainerNumberProblem,
  message: string,
  expectedCheckDigit?: number,
): InvalidContainerNumber {
  return expectedCheckDigit === undefined
    ? {valid: false, normalized, reason, message}
    : {valid: false, normalized, reason, message, expectedCheckDigit};
}

/** Checks a container number against ISO 6346 and returns its parts or the first problem found. */
export function checkContainerNumber(input: string): ContainerNumberResult {
  const normalized = normalizeContainerNumber(input);
  if (normalized === '') {
    return invalid(normalized, 'empty', 'Enter a container number, for example MSCU7512387.');
  }
  if (normalized.length !== 11) {
    return invalid(normalized, 'length', `A container number has 11 characters; this one has ${normalized.length}.`);
  }
  const owner = normalized.slice(0, 3);
  const category = normalized.charAt(3);
  const serial = normalized.slice(4, 10);
  const last = normalized.charAt(10);
  if (!/^[A-Z]{3}$/.test(owner)) {
    return invalid(
      normalized,
      'owner_code',
      `The first three characters must be letters (the owner code); "${owner}" is not.`,
    );
  }
  if (category !== 'U' && category !== 'J' && category !== 'Z') {
    return invalid(
      normalized,
      'category',
      `The fourth character must be the category letter U, J or Z; "${category}" is not.`,
    );
  }
  if (!/^[0-9]{6}$/.test(serial)) {
    return invalid(normalized, 'serial', `Characters 5 to 10 must be the 6-digit serial number; "${serial}" is not.`);
  }
  const expected = computeCheckDigit(normalized.slice(0, 10));
  if (!/^[0-9]$/.test(last)) {
    return invalid(
      normalized,
      'check_digit',
      `The last character must be the check digit ${expected}, not "${last}".`,
      expected,
    );
  }
  if (Number(last) !== expected) {
    return invalid(normalized, 'check_digit', `The check digit should be ${expected}, not ${last}.`, expected);
  }
  return {valid: true, normalized, owner, category, serial, checkDigit: expected};
}

/** One entry of a pasted list of container numbers, with the line of the text it came from (from 1). */
export interface ListEntry {
  line: number;
  input: string;
}

/** Separators that never occur inside one container number: new lines, tabs, semicolons and commas. */
const LIST_SEPARATORS = /[;,\t]+/;

/**
 * Splits pasted text into container numbers. Spreadsheets and e-mails separate numbers with new lines,
 * tabs, semicolons (Excel in European locales), commas or spaces; these all split entries. A space can
 * also sit inside one number (`MSCU 751238 7`, as printed on a box), so within a run of space-separated
 * pieces a new entry starts only where a piece begins with a letter or the entry so far already has
 * 11 characters: `MSCU 751238 7 CSQU3054383` is two numbers, not one or four.
 */
export function splitContainerList(text: string): ListEntry[] {
  const entries: ListEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((lineText, index) => {
    const line = index + 1;
    for (const chunk of lineText.split(LIST_SEPARATORS)) {
      let current = '';
      for (const piece of chunk.split(/ +/).filter((p) => p.trim() !== '')) {
        const length = normalizeContainerNumber(current).length;
        if (current !== '' && (/^[A-Za-z]/.test(piece) || length >= 11)) {
          entries.push({line, input: current});
          current = piece;
        } else {
          current = current === '' ? piece : `${current} ${piece}`;
        }
      }
      if (current !== '') entries.push({line, input: current});
    }
  });
  return entries;
}
