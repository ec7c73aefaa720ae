// The gate of `npm run lint:openapi`: the working document (openapi/) against the latest release
// (openapi/releases/). Within v1 the document's policy allows backward-compatible changes only, so any breaking change fails,
// each named with the split source file and JSON pointer where it was made: an operation, event, field, parameter or
// request enum value removed; a required request field or parameter added; a type or a limit narrowed. It checks the
// deprecations' `x-deprecation` too (scripts/lib/deprecations.mjs): a date, a sunset 12 months later or more, and a
// replacement that exists.
//   node scripts/check-breaking-changes.mjs [--spec openapi/openapi.yaml] [--releases openapi/releases]
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {bundleSpec, SPEC_SOURCE} from './gen-api.mjs';
import {checkDeprecations} from './lib/deprecations.mjs';
import {compareDocuments} from './changelog/changes.mjs';
import {describeGroup, groupKey} from './changelog/describe.mjs';
import {refKeys, walk} from './changelog/locate.mjs';
import {loadReleases, RELEASES_DIR} from './changelog/releases.mjs';
import {renderedRows} from './changelog/rendered.mjs';
import {sourceMap} from './changelog/sources.mjs';

const plain = (markdown) => markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

/** The keys in the bundle where a change was made: the object removed from, or the object changed or added to. */
function changedAt(record, before, after) {
  const {path: where, action} = record.diff;
  if (action === 'remove') return {keys: walk(before, where.slice(0, -1)).origin, removed: where[where.length - 1]};
  const parent = walk(after, where.slice(0, -1));
  const found = walk(after, where);
  return {keys: found.found && action === 'replace' ? found.origin : parent.origin};
}

/** Every breaking change from `before` to `after` (bundled documents): `{text, file, pointer}`. */
export function breakingChanges(before, after, locate) {
  const rows = renderedRows(after);
  const context = {before, after, rows, deprecationOf: () => undefined};
  const groups = new Map();
  for (const record of compareDocuments(before, after).filter((change) => change.breaking)) {
    const key = groupKey(record);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups.values()].flatMap((records) => {
    const text = plain(describeGroup(records, context).markdown);
    const places = new Map();
    for (const record of records) {
      const {keys, removed} = changedAt(record, before, after);
      const {file, pointer} = locate(keys);
      places.set(`${file}#${pointer}`, {text, file, pointer, removed});
    }
    return [...places.values()];
  });
}

/** The problems of the working document against the latest release; an empty list passes. */
export async function checkWorkingDocument({spec = SPEC_SOURCE, releases = RELEASES_DIR} = {}) {
  const working = await bundleSpec(spec);
  const all = await loadReleases(releases);
  const latest = all[all.length - 1];
  const breaking = breakingChanges(latest.doc, working, sourceMap(spec)).map(
    ({text, file, pointer, removed}) => `${file}#${pointer}${removed === undefined ? '' : ` (${removed})`}: ${text}`,
  );
  const deprecations = checkDeprecations(working, {releases: all}).map((problem) => {
    const [pointer, ...rest] = problem.split(': ');
    const {file, pointer: inner} = sourceMap(spec)(refKeys(pointer));
    return `${file}#${inner}: ${rest.join(': ')}`;
  });
  return {latest, breaking, deprecations};
}

async function main() {
  const {values} = parseArgs({options: {spec: {type: 'string'}, releases: {type: 'string'}}});
  const {latest, breaking, deprecations} = await checkWorkingDocument({
    spec: values.spec ? path.resolve(values.spec) : undefined,
    releases: values.releases ? path.resolve(values.releases) : undefined,
  });
  const against = `release ${latest.version} (${latest.date})`;
  if (breaking.length > 0) {
    console.error(
      `check-breaking-changes: ${breaking.length} breaking change${breaking.length > 1 ? 's' : ''} against ${against}; within v1 the API's policy allows backward-compatible changes only:`,
    );
    for (const line of breaking) console.error(`  ${line}`);
  }
  if (deprecations.length > 0) {
    console.error(`check-breaking-changes: ${deprecations.length} deprecation problem(s):`);
    for (const line of deprecations) console.error(`  ${line}`);
  }
  if (breaking.length + deprecations.length > 0) process.exit(1);
  console.log(`check-breaking-changes: no breaking change against ${against}; deprecations well formed.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-breaking-changes: ${error.message}`);
    process.exit(1);
  });
}
