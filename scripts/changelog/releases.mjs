// The released snapshots of the document (openapi/releases/<YYYY-MM-DD>.yaml, each the bundled document as released
// that day, its version in info.version) and the prose kept beside them (<YYYY-MM-DD>.md, and unreleased.md for the
// working document, which is the next release): a first line `# Title`, then Markdown on why and how to migrate.
// The changes between two releases never change once both are released, so they are kept in a cache keyed by the
// snapshots' bytes and this folder's code.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {compareDocuments} from './changes.mjs';
import {dayLabel} from '../lib/days.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RELEASES_DIR = path.join(root, 'openapi', 'releases');
const CACHE_DIR = path.join(root, 'node_modules', '.cache', 'berthline-changelog');
const SNAPSHOT = /^(\d{4}-\d{2}-\d{2})\.yaml$/;

/** A release as the changelog and the REST API overview name it. */
export const releaseSummary = ({date, version}) => ({id: date, date, label: dayLabel(date), version});

/**
 * The latest release, read from its snapshot (synchronously, for the reference pages' generator, which runs beside
 * the changelog's generation and so cannot read what that writes).
 */
export function latestReleaseSync(dir = RELEASES_DIR) {
  const name = readdirSync(dir)
    .filter((candidate) => SNAPSHOT.test(candidate))
    .sort()
    .at(-1);
  if (!name) throw new Error('openapi/releases/ holds no release snapshot');
  const version = parse(readFileSync(path.join(dir, name), 'utf8'))?.info?.version;
  if (!version) throw new Error(`openapi/releases/${name} has no info.version`);
  return releaseSummary({date: SNAPSHOT.exec(name)[1], version});
}

/** The prose beside a release: `{title, body}` from `# Title` and what follows, or undefined without a file. */
export async function readNotes(file) {
  if (!existsSync(file)) return undefined;
  const text = (await readFile(file, 'utf8')).trim();
  const heading = /^# (.+)\n+/.exec(text);
  if (!heading) throw new Error(`${path.relative(root, file)} must start with "# Title"`);
  return {title: heading[1].trim(), body: text.slice(heading[0].length).trim()};
}

/** A snapshot's document: parsing 300 KB of YAML takes a while, so it is kept as JSON in the cache too. */
async function parsed(text) {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.doc.json`);
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  const doc = parse(text);
  await mkdir(CACHE_DIR, {recursive: true});
  await writeFile(file, JSON.stringify(doc));
  return doc;
}

/** Every release, oldest first: `{date, version, file, text, doc, notes}`. */
export async function loadReleases(dir = RELEASES_DIR) {
  const names = (await readdir(dir)).filter((name) => SNAPSHOT.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const date = SNAPSHOT.exec(name)[1];
      const file = path.join(dir, name);
      const text = await readFile(file, 'utf8');
      const doc = await parsed(text);
      if (!doc?.info?.version) throw new Error(`${path.relative(root, file)} has no info.version`);
      return {date, version: doc.info.version, file, text, doc, notes: await readNotes(path.join(dir, `${date}.md`))};
    }),
  );
}

/** The notes of the working document's changes (openapi/releases/unreleased.md). */
export const readUnreleasedNotes = (dir = RELEASES_DIR) => readNotes(path.join(dir, 'unreleased.md'));

/** What the cache depends on besides the snapshots: this folder's code and the diff library's version. */
async function codeKey() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const sources = await Promise.all(
    (await readdir(here)).filter((name) => name.endsWith('.mjs')).map((name) => readFile(path.join(here, name))),
  );
  const library = await readFile(path.join(root, 'node_modules', 'api-smart-diff', 'package.json'));
  return createHash('sha256')
    .update(Buffer.concat([...sources, library]))
    .digest('hex');
}

/** A record without the library's copies of the values it compared, which can be whole operations. */
const slim = ({diff, ...record}) => ({...record, diff: {path: diff.path, action: diff.action}});

/** The changes from one released snapshot to another (or from the empty document to the first release). */
export async function releaseChanges(before, after) {
  const key = createHash('sha256')
    .update(await codeKey())
    .update(before.text ?? '')
    .update(after.text)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.json`);
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  const changes = compareDocuments(before.doc, after.doc).map(slim);
  await mkdir(CACHE_DIR, {recursive: true});
  await writeFile(file, JSON.stringify(changes));
  return changes;
}

/** The document before the first release: the same root, without any operation or event. */
export function emptyDocument(first) {
  return {text: '', doc: {openapi: first.openapi, info: first.info, paths: {}, components: {}}};
}
