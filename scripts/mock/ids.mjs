// Ids in the document's formats (`shp_…`, `req_…`): random ones for new objects, stable ones derived from a seed.
import {createHash, randomBytes} from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function encode(bytes, length) {
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[bytes[i] % ALPHABET.length];
  return text;
}

/** A new id such as `imp_3Jx7Qd5Rv1Nb9M`. */
export const newId = (prefix, length = 14) => `${prefix}_${encode(randomBytes(length), length)}`;

/** The same id for the same seed, such as a container's id from its number. */
export const stableId = (prefix, seed, length = 14) =>
  `${prefix}_${encode(createHash('sha256').update(seed).digest(), length)}`;

/** ISO 8601 in UTC without milliseconds, as the document writes timestamps. */
export const isoNow = (ms = Date.now()) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
