// Splits Pagefind's word index into smaller chunks (issue 19). Pagefind 1.5.2 closes a chunk once it holds 20,000
// word locations, a constant of its binary (`chunk_index(word_map, 20000)` in pagefind/src/index/mod.rs), about
// 21 KB on the wire here, and a query fetches one chunk per word. This rewrites the files Pagefind's Node API
// returned: it decodes the metadata and every chunk, cuts the sorted word list again at a byte size, re-encodes the
// chunks, names them by content hash as Pagefind does (`<language>_<7 hex>`), writes the new chunk list into the
// metadata (whose name, a hash too, changes) and that name into pagefind-entry.json.
//
// The format is Pagefind 1.5.2's: gzip'd files that start with `pagefind_dcd`, then CBOR arrays (minicbor, no maps):
// metadata [version, pages, chunks [[from, to, hash]…], filters, sorts, meta fields]; a chunk [[[word, …]…]], its
// entries sorted by the word's UTF-8 bytes. Anything else stops the build with the reason: a Pagefind upgrade
// breaks here, in one place, and not in a reader's browser.
import {createHash} from 'node:crypto';
import {gunzipSync, gzipSync} from 'node:zlib';
import {Decoder, Encoder} from 'cbor-x';

/** The Pagefind version whose format this module reads and writes. */
export const PAGEFIND_FORMAT_VERSION = '1.5.2';

/** The bytes that open every file of Pagefind's index once un-gzipped (then CBOR, or JSON for a fragment). */
export const MARKER = Buffer.from('pagefind_dcd');
const cbor = {
  decoder: new Decoder({mapsAsObjects: false, useRecords: false}),
  encoder: new Encoder({useRecords: false, mapsAsObjects: false, variableMapSize: true}),
};

export interface PagefindFile {
  path: string;
  content: Uint8Array;
}

export interface RechunkOptions {
  /** A chunk is closed once its words reach this many bytes gzip'd, as a reader downloads them. */
  chunkBytes: number;
}

export interface RechunkReport {
  chunksBefore: number;
  chunksAfter: number;
  words: number;
}

type Word = [string, ...unknown[]];
type MetaChunk = [from: string, to: string, hash: string];

class FormatError extends Error {
  constructor(file: string, reason: string) {
    super(
      `Pagefind's ${file} is not in the format of Pagefind ${PAGEFIND_FORMAT_VERSION} that plugins/pagefind/rechunk.ts reads: ${reason}.`,
    );
  }
}

/** Decodes one of Pagefind's gzip'd CBOR files, and checks that re-encoding gives the same bytes (a lossless codec). */
export function decodePagefindFile(file: PagefindFile): unknown {
  let raw: Buffer;
  try {
    raw = gunzipSync(file.content);
  } catch (error) {
    throw new FormatError(file.path, `it is not gzip'd (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!raw.subarray(0, MARKER.length).equals(MARKER)) throw new FormatError(file.path, 'no pagefind_dcd marker');
  const body = raw.subarray(MARKER.length);
  const value: unknown = cbor.decoder.decode(body);
  if (!Buffer.from(cbor.encoder.encode(value)).equals(body))
    throw new FormatError(file.path, 'its CBOR does not survive a decode and encode unchanged');
  return value;
}

function encodePagefindFile(value: unknown): {body: Buffer; content: Buffer} {
  const body = Buffer.from(cbor.encoder.encode(value));
  return {body, content: gzipSync(Buffer.concat([MARKER, body]), {level: 9})};
}

const isString = (value: unknown): value is string => typeof value === 'string';

function metaChunks(meta: unknown, file: string): MetaChunk[] {
  if (!Array.isArray(meta) || meta.length !== 6) throw new FormatError(file, 'the metadata is not an array of 6');
  if (meta[0] !== PAGEFIND_FORMAT_VERSION) throw new FormatError(file, `its version is ${JSON.stringify(meta[0])}`);
  const chunks: unknown = meta[2];
  if (
    !Array.isArray(chunks) ||
    !chunks.every((chunk) => Array.isArray(chunk) && chunk.length === 3 && chunk.every(isString))
  )
    throw new FormatError(file, 'its chunk list is not [from, to, hash] triples');
  return chunks as MetaChunk[];
}

function chunkWords(chunk: unknown, file: string): Word[] {
  if (!Array.isArray(chunk) || chunk.length !== 1 || !Array.isArray(chunk[0]))
    throw new FormatError(file, 'the chunk is not an array of one word list');
  const words = chunk[0] as unknown[];
  if (!words.every((word) => Array.isArray(word) && word.length >= 2 && isString(word[0])))
    throw new FormatError(file, 'a word entry is not [word, pages, …]');
  return words as Word[];
}

/** Rust's order of `String`s, which Pagefind sorts and compares with: by UTF-8 bytes. */
export function compareWords(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Pagefind's chunk boundaries: the shortest prefixes that still tell the two adjacent words apart. */
export function boundaryPrefixes(last: string, next: string): [string, string] {
  const a = Array.from(last);
  const b = Array.from(next);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')];
}

/** How many leading characters two words share. */
function commonPrefixLength(a: string, b: string): number {
  const [x, y] = [Array.from(a), Array.from(b)];
  let length = 0;
  while (length < x.length && length < y.length && x[length] === y[length]) length++;
  return length;
}

/**
 * Cuts the sorted words into runs of about `chunkBytes` gzip'd. Pagefind fetches one chunk per query term and
 * matches the term's extensions among the words it has loaded ("arr" finds "arrival" and "arrived"), so where a run
 * is cut matters: once a run reaches `chunkBytes`, the cut goes to the place within the next three times as many
 * words' bytes where the adjacent words share the shortest prefix (the first such place), so that a typed prefix
 * longer than that finds all its extensions in one chunk. A word larger than `chunkBytes` stays whole.
 */
export function splitWords(words: Word[], chunkBytes: number): Word[][] {
  const sizes = words.map((word) => cbor.encoder.encode(word).length);
  const chunks: Word[][] = [];
  let start = 0;
  while (start < words.length) {
    // Grow the run until its gzip'd size reaches chunkBytes (measured every quarter of chunkBytes before gzip).
    let end = start;
    let raw = 0;
    let measuredAt = 0;
    let gzipped = 0;
    while (end < words.length && gzipped < chunkBytes) {
      raw += sizes[end++]!;
      if (raw >= chunkBytes && raw - measuredAt >= chunkBytes / 4) {
        measuredAt = raw;
        gzipped = encodePagefindFile([words.slice(start, end)]).content.length;
      }
    }
    if (end < words.length) {
      // Look ahead up to three times the run's bytes for the shallowest boundary.
      const limit = raw * 4;
      let best = end;
      let bestShared = commonPrefixLength(words[end - 1]![0], words[end]![0]);
      for (let i = end + 1, total = raw + sizes[end]!; i < words.length && total <= limit && bestShared > 0; i++) {
        const shared = commonPrefixLength(words[i - 1]![0], words[i]![0]);
        if (shared < bestShared) [best, bestShared] = [i, shared];
        total += sizes[i]!;
      }
      end = best;
    }
    chunks.push(words.slice(start, end));
    start = end;
  }
  return chunks;
}

function shortHash(bytes: Uint8Array, language: string, length: number, taken: Set<string>): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  let size = length;
  while (taken.has(`${language}_${hex.slice(0, size)}`) && size < hex.length) size++;
  const name = `${language}_${hex.slice(0, size)}`;
  taken.add(name);
  return name;
}

/**
 * Returns Pagefind's files with every language's word index cut into chunks of about `chunkBytes` gzip'd, and what changed.
 * Files other than the metadata, the word chunks and the entry file are returned unchanged.
 */
export function rechunk(
  files: PagefindFile[],
  {chunkBytes}: RechunkOptions,
): {files: PagefindFile[]; report: RechunkReport} {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1)
    throw new Error(`rechunk: chunkBytes must be a positive integer, not ${chunkBytes}`);
  const byPath = new Map(files.map((file) => [file.path, file]));
  const entryFile = byPath.get('pagefind-entry.json');
  if (!entryFile) throw new FormatError('output', 'there is no pagefind-entry.json');
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as {
    version?: unknown;
    languages?: Record<string, {hash?: unknown}>;
  };
  if (entry.version !== PAGEFIND_FORMAT_VERSION)
    throw new FormatError('pagefind-entry.json', `its version is ${JSON.stringify(entry.version)}`);
  const languages = Object.entries(entry.languages ?? {});
  if (languages.length === 0) throw new FormatError('pagefind-entry.json', 'it lists no language');

  const report: RechunkReport = {chunksBefore: 0, chunksAfter: 0, words: 0};
  for (const [language, info] of languages) {
    if (!isString(info.hash) || !info.hash.startsWith(`${language}_`))
      throw new FormatError('pagefind-entry.json', `the metadata hash of ${language} is ${JSON.stringify(info.hash)}`);
    const metaPath = `pagefind.${info.hash}.pf_meta`;
    const metaFile = byPath.get(metaPath);
    if (!metaFile) throw new FormatError(metaPath, 'the file is missing');
    const meta = decodePagefindFile(metaFile) as unknown[];
    const oldChunks = metaChunks(meta, metaPath);

    const words: Word[] = [];
    for (const [, , hash] of oldChunks) {
      const path = `index/${hash}.pf_index`;
      const file = byPath.get(path);
      if (!file) throw new FormatError(path, 'the chunk the metadata lists is missing');
      words.push(...chunkWords(decodePagefindFile(file), path));
      byPath.delete(path);
    }
    for (let i = 1; i < words.length; i++) {
      if (compareWords(words[i - 1]![0], words[i]![0]) >= 0)
        throw new FormatError(metaPath, `its words are not sorted (${words[i - 1]![0]}, ${words[i]![0]})`);
    }

    const taken = new Set<string>();
    const newChunks: MetaChunk[] = splitWords(words, chunkBytes).map((chunk) => {
      const {body, content} = encodePagefindFile([chunk]);
      const hash = shortHash(body, language, 7, taken);
      byPath.set(`index/${hash}.pf_index`, {path: `index/${hash}.pf_index`, content});
      return [chunk[0]![0], chunk.at(-1)![0], hash];
    });
    for (let i = 0; i + 1 < newChunks.length; i++) {
      [newChunks[i]![1], newChunks[i + 1]![0]] = boundaryPrefixes(newChunks[i]![1], newChunks[i + 1]![0]);
    }

    const {body, content} = encodePagefindFile([meta[0], meta[1], newChunks, ...meta.slice(3)]);
    const metaHash = shortHash(body, language, 10, new Set());
    byPath.delete(metaPath);
    byPath.set(`pagefind.${metaHash}.pf_meta`, {path: `pagefind.${metaHash}.pf_meta`, content});
    info.hash = metaHash;
    report.chunksBefore += oldChunks.length;
    report.chunksAfter += newChunks.length;
    report.words += words.length;
  }
  byPath.set('pagefind-entry.json', {path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify(entry))});
  return {files: [...byPath.values()], report};
}
