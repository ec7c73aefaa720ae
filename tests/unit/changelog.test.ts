// The API changelog (scripts/changelog/) is generated from the released snapshots and the working document only: a
// change to a snapshot changes its entry; webhook events and enum values follow the API's policy; descriptions and
// examples are one line apart; every item links a row the current reference shows; deprecations carry their dates.
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {buildChangelog} from '../../scripts/changelog/index.mjs';
import {loadReleases} from '../../scripts/changelog/releases.mjs';
import {renderedRows} from '../../scripts/changelog/rendered.mjs';
import type {Changelog, ChangelogEntry} from '../../src/lib/api-history';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the documents are plain JSON
type Doc = any;

let working: Doc;
let releases: Awaited<ReturnType<typeof loadReleases>>;
let changelog: Changelog;
let history: Record<string, Record<string, {added?: {version: string}}>>;
before(async () => {
  working = await bundleSpec();
  releases = await loadReleases();
  const built = await buildChangelog(working, {releases});
  changelog = built.changelog;
  history = built.history as typeof history;
});

test('a new enum value does not mark the parameters and fields that carry it as added', () => {
  // RiskFlag gains return_due_soon in the working document; risk_flag and risk_flags are there since 1.0.0.
  assert.ok(working.components.schemas.RiskFlag.enum.includes('return_due_soon'));
  const list = history['/docs/api/reference/shipment-list'] ?? {};
  assert.equal(list['param-query-risk_flag']?.added, undefined);
  assert.equal(list['response-200-data-risk_flags']?.added, undefined);
  // A row that a release did add keeps its note.
  assert.equal(list['param-query-expand']?.added?.version, '1.2.0');
});

const items = (entry: ChangelogEntry | null | undefined, section?: string) =>
  (entry?.sections ?? []).filter((s) => !section || s.section === section).flatMap((s) => s.items);
const entry = (log: Changelog, id: string) => log.releases.find((candidate) => candidate.id === id);

test('one entry per release, newest first, each with its date, version, prose and download', () => {
  assert.ok(releases.length >= 4, 'at least four releases');
  assert.deepEqual(
    changelog.releases.map(({id, version}) => `${id} ${version}`),
    [...releases].reverse().map(({date, version}) => `${date} ${version}`),
  );
  for (const release of changelog.releases) {
    assert.match(release.date ?? '', /^2026-\d{2}-\d{2}$/);
    assert.ok(release.notes.length > 0, `${release.id} has its prose`);
    assert.equal(release.download, `/docs/openapi/releases/${release.id}.yaml`);
    assert.ok(items(release).length > 0, `${release.id} lists its changes`);
  }
  assert.equal(changelog.latest.version, releases.at(-1)!.version);
  assert.equal(changelog.api.version, working.info.version);
});

test('the features of each release are its generated changes: JSON imports, expand[], risk_flag_details, webhooks', () => {
  const texts = (id: string) => items(entry(changelog, id), 'added').map((item) => item.markdown);
  assert.ok(texts('2026-03-17').some((text) => /Added \[Start a shipment import from JSON\]/.test(text)));
  assert.ok(texts('2026-05-26').some((text) => /`expand\[\]` query parameter to \[List shipments\]/.test(text)));
  assert.ok(
    texts('2026-08-04').some((text) => /`risk_flag_details`\]\([^)]+\) field to the Shipment object/.test(text)),
  );
  // The webhooks section, which the diff library leaves out, is compared with the API's rules: eight events added.
  assert.equal(texts('2026-10-06').filter((text) => /webhook event\.$/.test(text)).length, 8);
});

test('a value added to a response enum is additive, as the policy says, and not breaking', () => {
  const imports = entry(changelog, '2026-03-17')!;
  const values = items(imports).filter((item) => /the value `json`/.test(item.markdown));
  assert.ok(values.length >= 2, 'in the responses and in the source filter');
  assert.ok(values.every((item) => !item.breaking));
  assert.equal(imports.breaking, 0);
});

test('changes to descriptions and examples only are one line apart, not among the changes', () => {
  const imports = entry(changelog, '2026-03-17')!;
  assert.match(imports.docs ?? '', /^Descriptions and examples changed on /);
  assert.ok(items(imports).every((item) => !/description|example/i.test(item.markdown)));
});

test('a field named `type` is a field: a new description of it is a documentation change, not a type change', () => {
  const all = [changelog.unreleased, ...changelog.releases].flatMap((candidate) => items(candidate));
  const typeChanges = all.filter((item) => /Changed the type of/.test(item.markdown));
  for (const item of typeChanges) assert.doesNotMatch(item.markdown, /from `[^`]{40,}`/, item.markdown);
  // The hold's `type` field got a longer description after 1.0.0: that is one of the documentation changes.
  assert.ok(all.every((item) => !/holds-type\).*from `Who placed/.test(item.markdown)));
});

test('1.5.0: the archive_state release, with the deprecation of `archived` from its day and its sunset', () => {
  const release = entry(changelog, '2026-12-01')!;
  assert.match(release.title, /Archive state/);
  const deprecated = items(release, 'deprecated').map((item) => item.markdown);
  assert.ok(
    deprecated.some((text) =>
      /`archived` query parameter .* It stops working on December 1, 2027\. Use \[`archive_state`\]\(.*\) instead\./.test(
        text,
      ),
    ),
  );
  assert.ok(items(release, 'added').some((item) => /`archive_state` query parameter/.test(item.markdown)));
  assert.deepEqual(
    changelog.deprecations.map(({dateLabel, sunsetLabel}) => `${dateLabel} → ${sunsetLabel}`),
    ['December 1, 2026 → December 1, 2027'],
  );
});

test('Unreleased: what the working document changes against the latest release, under its notes', async () => {
  const planted = structuredClone(working);
  planted.components.schemas.Shipment.properties.vessel_flag = {type: 'string', description: 'The flag state.'};
  const notes = {title: 'Vessel flags', body: 'Each shipment says which flag its vessel sails under.'};
  const {changelog: changed} = await buildChangelog(planted, {releases, unreleasedNotes: notes});
  const lines = (log: Changelog) => items(log.unreleased).map((item) => item.markdown.replace(/\]\([^)]*\)/g, ']'));
  const unchanged = changelog; // the working document's own changelog (before), whose notes do not change its items
  assert.equal(changed.unreleased?.title, 'Vessel flags');
  // The working document's own changes since the latest release, and the planted one.
  assert.deepEqual(
    lines(changed).filter((line) => !lines(unchanged).includes(line)),
    ['Added the [`vessel_flag`] field to the Shipment object.'],
  );
});

/** Every entry of a changelog, Unreleased first. */
const allEntries = (log: Changelog) => [...(log.unreleased ? [log.unreleased] : []), ...log.releases];

/** The three rules of a changelog read in one minute, on any changelog. */
function readable(log: Changelog): string[] {
  const problems: string[] = [];
  for (const candidate of allEntries(log)) {
    const lines = items(candidate).map((item) => item.markdown);
    const duplicates = lines.filter((line, index) => lines.indexOf(line) !== index);
    for (const line of new Set(duplicates)) problems.push(`${candidate.id}: listed twice: ${line}`);
    const fieldOf = (line: string) => /`([a-z_]+)`\]?(?:\([^)]*\))? field (?:to|of) the (\w+) object/.exec(line);
    const added = new Set(
      items(candidate, 'added')
        .map((item) => fieldOf(item.markdown))
        .filter(Boolean)
        .map((match) => `${match![1]} ${match![2]}`),
    );
    for (const {markdown} of items(candidate, 'changed')) {
      const required = /^`([a-z_]+)` of the (\w+) object is now required/.exec(markdown);
      if (required && added.has(`${required[1]} ${required[2]}`))
        problems.push(`${candidate.id}: added and "now required" in one release: ${markdown}`);
    }
    for (const item of items(candidate, 'removed')) {
      if (!item.breaking && !/ Not breaking: /.test(item.markdown))
        problems.push(`${candidate.id}: a removal that does not say whether it breaks a client: ${item.markdown}`);
      if (item.breaking && !/\. [A-Z][^.]+\.$/.test(item.markdown))
        problems.push(`${candidate.id}: a breaking removal without who it breaks: ${item.markdown}`);
    }
  }
  return problems;
}

test('the changelog reads in one minute: no line twice, a new field only "Added", every removal says if it breaks', () => {
  assert.deepEqual(readable(changelog), []);
  // An example changed in the shared Shipment object (24 places) is one documentation line, not 24 changes.
  const release = entry(changelog, '2026-12-01')!;
  assert.ok(items(release).every((item) => !/custom_fields/.test(item.markdown)));
  assert.match(release.docs ?? '', /^Descriptions and examples changed on /);
  // A value Berthline stops sending breaks no client, and says so.
  assert.ok(
    items(release, 'removed').some((item) =>
      /Removed the value `customs` .* Not breaking: Berthline stops sending it/.test(item.markdown),
    ),
  );
});

test('each rule fails on its planted case', () => {
  const planted = structuredClone(changelog);
  const release = planted.releases.find((candidate) => candidate.id === '2026-12-01')!;
  const added = release.sections.find((section) => section.section === 'added')!;
  added.items.push(added.items[0]!);
  release.sections.push({
    section: 'changed',
    title: 'Changed',
    items: [{markdown: '`starts_with` of the Demurrage object is now required.', breaking: false}],
  });
  const removed = release.sections.find((section) => section.section === 'removed')!;
  removed.items.push({markdown: 'Removed the value `rail` from the `mode` field of the Leg object.', breaking: false});
  const problems = readable(planted);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0]!, /listed twice/);
  assert.match(problems[1]!, /added and "now required"/);
  assert.match(problems[2]!, /does not say whether it breaks/);
});

test('a field added and made required in one release is one line: "Added the required …"', async () => {
  const planted = structuredClone(working);
  planted.components.schemas.ShipmentPatch.properties.change_reason = {type: 'string', description: 'Why.'};
  planted.components.schemas.ShipmentPatch.required = [
    ...(planted.components.schemas.ShipmentPatch.required ?? []),
    'change_reason',
  ];
  const {changelog: changed} = await buildChangelog(planted, {releases, unreleasedNotes: {title: 'T', body: 'B'}});
  const lines = items(changed.unreleased).map((item) => item.markdown);
  assert.deepEqual(lines.filter((line) => /change_reason/.test(line)).length, 1, lines.join('\n'));
  assert.match(
    lines.find((line) => /change_reason/.test(line))!,
    /^Added the required .*`change_reason`/,
  );
});

test('every link of the changelog goes to a reference row the current reference shows, or to a page', () => {
  const rows = renderedRows(working);
  const all = [changelog.unreleased, ...changelog.releases].flatMap((e) => [
    ...items(e).map((i) => i.markdown),
    e?.docs ?? '',
  ]);
  const links = all.flatMap((text) => [...text.matchAll(/\]\((\/docs\/api\/reference\/[^)#]+)(?:#([^)]+))?\)/g)]);
  assert.ok(links.length > 20);
  for (const [, page, anchor] of links) {
    const slug = page!.split('/').pop()!;
    if (slug === 'berthline-tracking-api') continue;
    assert.ok(rows.has(slug), `${page} is no reference page`);
    if (anchor) assert.ok(rows.get(slug)!.has(anchor), `${page}#${anchor} is no row of that page`);
  }
});

test('the entries come only from the snapshots: a field added in one snapshot is added in its entry', async () => {
  const planted = releases.map((release) => ({
    ...release,
    doc: structuredClone(release.doc),
    text: `${release.text}#`,
  }));
  const risk = planted.find((release) => release.date === '2026-08-04')!;
  risk.doc.components.schemas.Shipment.properties.vessel_flag = {type: 'string', description: 'The flag state.'};
  const {changelog: changed} = await buildChangelog(working, {releases: planted});
  const added = items(entry(changed, '2026-08-04'), 'added').map((item) => item.markdown);
  assert.ok(
    added.some((text) => /`vessel_flag`.* field to the Shipment object/.test(text)),
    added.join('\n'),
  );
  // The next release no longer has it: a field removed from a response breaks clients, and is marked so.
  const removed = items(entry(changed, '2026-10-06'), 'removed');
  assert.ok(
    removed.some(
      (item) => item.breaking && /Removed the `vessel_flag` field from the Shipment object/.test(item.markdown),
    ),
  );
  assert.equal(entry(changed, '2026-10-06')!.breaking, 1);
});
