// The gate of `npm run lint:openapi` (scripts/check-breaking-changes.mjs) against the latest release: a copy of
// openapi/ with one breaking change of each kind planted in its split files fails, naming each change with the
// file and JSON pointer where it was made; an additive change passes; a deprecation without its notice fails.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {checkWorkingDocument} from '../../scripts/check-breaking-changes.mjs';
import {bundleSpec} from '../../scripts/gen-api.mjs';
import {loadReleases} from '../../scripts/changelog/releases.mjs';
import {checkDeprecations} from '../../scripts/lib/deprecations.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');
const RELEASES = path.join(ROOT, 'openapi', 'releases');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the split files are plain YAML
type Yaml = any;

/** A copy of openapi/ (without the snapshots) where `plant` edits split files by their path inside openapi/. */
async function withCopy(plant: (edit: (file: string, change: (doc: Yaml) => void) => void) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'berthline-gate-'));
  try {
    cpSync(path.join(ROOT, 'openapi'), path.join(dir, 'openapi'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}releases`),
    });
    plant((file, change) => {
      const full = path.join(dir, 'openapi', file);
      const doc = parse(readFileSync(full, 'utf8'));
      change(doc);
      writeFileSync(full, stringify(doc));
    });
    return await checkWorkingDocument({spec: path.join(dir, 'openapi', 'openapi.yaml'), releases: RELEASES});
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The gate's line for a file and pointer, which must exist, with what it says. */
function lineFor(lines: string[], file: string, pointer: string): string {
  const line = lines.find((candidate) => candidate.includes(`${file}#${pointer}`));
  // (A pointer that ends in `:` is that object itself, where a field was added, not a key below it.)
  assert.ok(line, `no breaking change reported at ${file}#${pointer}; the gate said:\n${lines.join('\n')}`);
  return line;
}

test('the working document passes the gate: no breaking change against the latest release', async () => {
  const {breaking, deprecations} = await checkWorkingDocument({releases: RELEASES});
  assert.deepEqual([...breaking, ...deprecations], []);
});

test('a breaking change of each kind fails the gate, named with its split source file and JSON pointer', async () => {
  const {breaking} = await withCopy((edit) => {
    // A removed operation.
    edit('paths/shipment-by-reference.yaml', (doc) => delete doc.patch);
    // A removed webhook event.
    edit('openapi.yaml', (doc) => delete doc.webhooks['shipment.archived']);
    // A removed field.
    edit('components/schemas/Shipment.yaml', (doc) => {
      delete doc.properties.notes;
      doc.required = doc.required.filter((name: string) => name !== 'notes');
    });
    // A value removed from a request's enum.
    edit('components/schemas/ShipmentImportOptions.yaml', (doc) => {
      doc.properties.on_duplicate.enum = ['skip'];
      delete doc.properties.on_duplicate['x-enumDescriptions'].update;
    });
    // A removed parameter.
    edit('paths/shipments.yaml', (doc) => {
      doc.get.parameters = doc.get.parameters.filter((parameter: Yaml) => parameter.name !== 'q');
    });
    // A new required request field.
    edit('components/schemas/ShipmentPatch.yaml', (doc) => {
      doc.properties.change_reason = {type: 'string', description: 'Why the shipment changes.'};
      doc.required = [...(doc.required ?? []), 'change_reason'];
    });
    // A narrowed type: a request field that took any string now takes a number.
    edit('components/schemas/ShipmentPatch.yaml', (doc) => {
      doc.properties.notes.type = Array.isArray(doc.properties.notes.type)
        ? doc.properties.notes.type.map((type: string) => (type === 'string' ? 'integer' : type))
        : 'integer';
    });
  });
  assert.match(
    lineFor(breaking, 'openapi/paths/shipment-by-reference.yaml', ''),
    /Removed .*PATCH \/shipments\/by-reference/,
  );
  assert.match(lineFor(breaking, 'openapi/openapi.yaml', '/webhooks'), /Removed the `shipment.archived` webhook event/);
  assert.match(
    lineFor(breaking, 'openapi/components/schemas/Shipment.yaml', '/properties'),
    /Removed the `notes` field/,
  );
  assert.match(
    lineFor(breaking, 'openapi/components/schemas/ShipmentImportOptions.yaml', '/properties/on_duplicate/enum'),
    /Removed the value `update`/,
  );
  assert.match(lineFor(breaking, 'openapi/paths/shipments.yaml', '/get/parameters'), /Removed the `q` query parameter/);
  assert.match(
    // Added and required in one change: one line, where the field is added.
    lineFor(breaking, 'openapi/components/schemas/ShipmentPatch.yaml', '/properties:'),
    /Added the required `change_reason` field to the ShipmentPatch object/,
  );
  assert.match(
    lineFor(breaking, 'openapi/components/schemas/ShipmentPatch.yaml', '/properties/notes/type'),
    /Changed the type of the `notes` field/,
  );
});

test('an additive change passes the gate', async () => {
  const {breaking, deprecations} = await withCopy((edit) => {
    edit('components/schemas/Shipment.yaml', (doc) => {
      doc.properties.vessel_flag = {type: ['string', 'null'], description: 'The flag state of the vessel.'};
    });
    edit('components/schemas/ShipmentStatus.yaml', (doc) => doc.enum.push('lost_at_sea'));
    edit('paths/shipments.yaml', (doc) => {
      doc.get.parameters.push({name: 'vessel_name', in: 'query', schema: {type: 'string'}, example: 'MSC Aurora'});
    });
  });
  assert.deepEqual([...breaking, ...deprecations], []);
});

test('a deprecation without its notice fails the gate', async () => {
  const {deprecations} = await withCopy((edit) => {
    edit('components/parameters/Archived.yaml', (doc) => {
      doc['x-deprecation'].sunset = '2027-03-01';
      doc['x-deprecation'].replacement = 'archive_status';
    });
  });
  const line = lineFor(deprecations, 'openapi/components/parameters/Archived.yaml', '');
  assert.match(line, /less than 12 months after 2026-12-01/);
  assert.ok(
    deprecations.some((problem) => /archive_status is not a parameter/.test(problem)),
    deprecations.join('\n'),
  );
});

test('a deprecation that starts before its replacement is released fails the gate', async () => {
  const working = await bundleSpec();
  const releases = await loadReleases(RELEASES);
  // Without the release that brought `archive_state`, `archived` would be deprecated in favour of nothing released.
  const before = releases.filter((release) => release.date < '2026-12-01');
  const [unreleased] = checkDeprecations(working, {releases: before, today: '2026-12-02'});
  assert.match(unreleased ?? '', /deprecated from 2026-12-01, but its replacement archive_state is in no release yet/);
  // Planned for a day to come, it passes until that day.
  assert.deepEqual(checkDeprecations(working, {releases: before, today: '2026-11-30'}), []);
  // Deprecated a month before the release that brought its replacement.
  const early: Yaml = structuredClone(working);
  early.components.parameters.Archived['x-deprecation'].date = '2026-11-01';
  const [problem] = checkDeprecations(early, {releases, today: '2026-12-02'});
  assert.match(
    problem ?? '',
    /deprecated from 2026-11-01, before its replacement archive_state was released \(1\.5\.0, 2026-12-01\)/,
  );
});
