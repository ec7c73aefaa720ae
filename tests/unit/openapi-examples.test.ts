// `npm run lint:openapi` fails on a bad example of every kind: Redocly's rules (redocly.yaml) and the rules of
// scripts/validate-examples.mjs run through @redocly/openapi-core's `lint` on a copy of openapi/ with one planted
// fault of each kind, and each fault is reported in its split source file at its place, with nothing else reported.
// Run: node --import tsx --test tests/unit/openapi-examples.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {lint, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import {parse, stringify} from 'yaml';
import {lintExamples} from '../../scripts/validate-examples.mjs';
import {exampleBody, parseSignatureHeader, signatureHeader} from '../../scripts/webhooks/signature.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EXAMPLE_SECRET: string = parse(readFileSync(path.join(ROOT, 'openapi', 'openapi.yaml'), 'utf8'))[
  'x-webhook-delivery'
].signature.example_secret;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the planted files are edited as loose YAML data
type Yaml = any;

/** One planted fault: the file (under openapi/) and the edit, and the rule that must report it, and where. */
interface Plant {
  rule: string;
  file: string;
  pointer: string;
  edit: (doc: Yaml) => void;
}

const PROBLEM = 'content/application~1problem+json';
const PLANTS: Plant[] = [
  // Redocly's own rules (redocly.yaml).
  {
    rule: 'no-invalid-media-type-examples',
    file: 'components/examples/ImportFailed.yaml',
    pointer: '#/value/status',
    edit: (doc) => void (doc.value.status = 'exploded'),
  },
  {
    rule: 'no-invalid-media-type-examples',
    file: 'paths/containers.yaml',
    pointer: '#/get/parameters/2/content/application~1json/example',
    edit: (doc) =>
      void doc.get.parameters.splice(2, 0, {
        name: 'planted',
        in: 'query',
        description: 'A parameter with content.',
        content: {'application/json': {schema: {type: 'integer'}, example: 'many'}},
      }),
  },
  {
    rule: 'no-invalid-parameter-examples',
    file: 'components/parameters/Limit.yaml',
    pointer: '#/example',
    edit: (doc) => void (doc.example = 250),
  },
  {
    rule: 'no-invalid-parameter-examples',
    file: 'components/parameters/ShipmentReference.yaml',
    pointer: '#/schema',
    edit: (doc) => void (doc.schema.pattern = '['),
  },
  {
    rule: 'no-invalid-schema-examples',
    file: 'components/schemas/Carrier.yaml',
    pointer: '#/properties/scac/examples/0',
    edit: (doc) => void (doc.properties.scac.examples[0] = 'mscu'),
  },
  {
    rule: 'rule/media-type-examples',
    file: 'components/responses/NotFound.yaml',
    pointer: `#/${PROBLEM}`,
    edit: (doc) => {
      const media = doc.content['application/problem+json'];
      media.example = media.examples.shipment_not_found.value;
    },
  },
  {
    rule: 'rule/media-type-examples',
    file: 'components/responses/Unauthorized.yaml',
    pointer: '#/content/text~1plain',
    edit: (doc) => void (doc.content['text/plain'] = {example: 'Unauthorized'}),
  },
  {
    rule: 'rule/example-value',
    file: 'components/examples/ShipmentPending.yaml',
    pointer: '#/',
    edit: (doc) => void delete doc.value,
  },
  {
    rule: 'struct',
    file: 'components/responses/Conflict.yaml',
    pointer: `#/${PROBLEM}/examples/bare`,
    edit: (doc) => void (doc.content['application/problem+json'].examples.bare = 'a string, not an example'),
  },
  {
    rule: 'rule/schema-examples',
    file: 'components/schemas/Vessel.yaml',
    pointer: '#/example',
    edit: (doc) => void (doc.example = {}),
  },
  {
    rule: 'operation-description',
    file: 'paths/shipment-by-reference.yaml',
    pointer: '#/get',
    edit: (doc) => void delete doc.get.description,
  },
  {
    rule: 'rule/info-description',
    file: 'openapi.yaml',
    pointer: '#/info',
    edit: (doc) => void delete doc.info.description,
  },
  // The rules of scripts/validate-examples.mjs.
  {
    rule: 'berthline/header-examples',
    file: 'components/headers/RateLimit-Limit.yaml',
    pointer: '#/example',
    edit: (doc) => void (doc.example = 0),
  },
  {
    rule: 'berthline/json-part-examples',
    file: 'components/examples/ImportFileRequest.yaml',
    pointer: '#/value/options',
    edit: (doc) => void (doc.value.options = '{"on_duplicate":"explode"}'),
  },
  {
    rule: 'berthline/json-part-examples',
    file: 'components/examples/ImportFileDryRunRequest.yaml',
    pointer: '#/value/options',
    edit: (doc) => void (doc.value.options = '{dry_run: true}'),
  },
  {
    rule: 'berthline/container-check-digits',
    file: 'components/schemas/Vessel.yaml',
    pointer: '#/description',
    edit: (doc) => void (doc.description += 'It carried MSCU7512388.\n'),
  },
  {
    rule: 'berthline/problem-examples',
    file: 'components/responses/NotFound.yaml',
    pointer: `#/${PROBLEM}/examples/reference_not_found/value/title`,
    edit: (doc) => void (doc.content['application/problem+json'].examples.reference_not_found.value.title = 'Gone'),
  },
  {
    rule: 'berthline/problem-examples',
    file: 'components/responses/Conflict.yaml',
    pointer: `#/${PROBLEM}/examples/reference_conflict/value/status`,
    edit: (doc) => void (doc.content['application/problem+json'].examples.reference_conflict.value.status = 410),
  },
  {
    rule: 'berthline/webhook-examples',
    file: 'components/examples/webhooks/ShipmentArchived.yaml',
    pointer: '#/x-signature',
    edit: (doc) => void (doc.value.data.object.reference = 'NW-2026-0399'),
  },
  {
    rule: 'berthline/webhook-examples',
    file: 'components/examples/webhooks/ShipmentEtaChanged.yaml',
    pointer: '#/value/type',
    edit: (doc) => {
      // Signed again, so that only the type is wrong.
      doc.value.type = 'shipment.archived';
      const {timestamp} = parseSignatureHeader(doc['x-signature']) ?? assert.fail('the example has no signature');
      doc['x-signature'] = signatureHeader(EXAMPLE_SECRET, timestamp, exampleBody(doc.value));
    },
  },
  {
    rule: 'berthline/webhook-examples',
    file: 'components/parameters/WebhookSignature.yaml',
    pointer: '#/schema/examples/0',
    edit: (doc) => void (doc.schema.examples[0] = `t=1776787544,v1=${'0'.repeat(64)}`),
  },
  {
    rule: 'berthline/enum-descriptions',
    file: 'components/schemas/ShipmentStatus.yaml',
    pointer: '#/x-enumDescriptions',
    edit: (doc) => {
      delete doc['x-enumDescriptions'].booked;
      doc['x-enumDescriptions'].lost = 'Not a value of the enum.';
    },
  },
  {
    rule: 'berthline/first-sentence',
    file: 'paths/shipments.yaml',
    pointer: '#/get/description',
    edit: (doc) => void (doc.get.description = `Returns ${'every shipment of the workspace, '.repeat(6)}in pages.\n`),
  },
  {
    rule: 'berthline/risk-flag-details',
    file: 'components/examples/ShipmentWithContainers.yaml',
    pointer: '#/value/risk_flag_details/0',
    edit: (doc) => void (doc.value.risk_flag_details[0].resolved_at = '2026-04-22T09:00:00Z'),
  },
  {
    // The PATCH removes `delivery_appointment` (sets it to null): its response example must not still show it.
    rule: 'berthline/example-pairs',
    file: 'components/examples/ShipmentPatchedTags.yaml',
    pointer: '#/value',
    edit: (doc) => void (doc.value.custom_fields.delivery_appointment = '2026-05-26'),
  },
  {
    // The notes the request sets, told otherwise by the response example.
    rule: 'berthline/example-pairs',
    file: 'components/examples/ShipmentPatchedNotes.yaml',
    pointer: '#/value',
    edit: (doc) => void (doc.value.notes = 'Customer asked for delivery after May 22.'),
  },
];

const where = (problem: NormalizedProblem) => {
  const {source, pointer} = problem.location[0];
  return {file: path.relative(copy, source.absoluteRef), pointer: pointer ?? '#/'};
};
const describe = (problem: NormalizedProblem) => {
  const {file, pointer} = where(problem);
  return `${problem.ruleId} ${file}${pointer}: ${problem.message}`;
};

// A copy of the document (without openapi/releases/, the published versions the rules do not hold), with the plants.
const copy = mkdtempSync(path.join(tmpdir(), 'berthline-openapi-'));
test.after(() => rmSync(copy, {recursive: true, force: true}));
cpSync(path.join(ROOT, 'openapi'), copy, {
  recursive: true,
  filter: (source) => !source.startsWith(path.join(ROOT, 'openapi', 'releases')),
});
for (const plant of PLANTS) {
  const file = path.join(copy, plant.file);
  const doc = parse(readFileSync(file, 'utf8'));
  plant.edit(doc);
  writeFileSync(file, stringify(doc));
}
const root = path.join(copy, 'openapi.yaml');
// The script itself, as `npm run lint:openapi` runs it, in a process of its own while the tests below lint in this one.
const scriptRun = promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/validate-examples.mjs'), root], {
  cwd: copy,
});

test('npm run lint:openapi is redocly lint with redocly.yaml, then scripts/validate-examples.mjs, each naming files', () => {
  const {scripts} = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const steps = scripts['lint:openapi'].split('&&').map((step: string) => step.trim());
  assert.match(steps[0], /^redocly lint (--format=(stylish|codeframe) )?openapi\/openapi\.yaml$/);
  assert.equal(steps[1], 'node scripts/validate-examples.mjs');
});

test('a planted bad example of each kind fails, in its source file and at its place, and nothing else does', async () => {
  const config = await loadConfig({configPath: path.join(ROOT, 'redocly.yaml')});
  const [redocly, script] = await Promise.all([lint({ref: root, config}), lintExamples(root)]);
  const errors = [...redocly, ...script].filter((problem) => problem.severity === 'error');
  for (const plant of PLANTS) {
    assert.ok(
      errors.some((problem) => {
        const {file, pointer} = where(problem);
        return problem.ruleId === plant.rule && file === plant.file && pointer.startsWith(plant.pointer);
      }),
      `${plant.rule} does not report ${plant.file}${plant.pointer}; the errors are:\n${errors.map(describe).join('\n')}`,
    );
  }
  const unexpected = errors.filter((problem) => {
    const {file, pointer} = where(problem);
    return !PLANTS.some((plant) => plant.file === file && pointer.startsWith(plant.pointer));
  });
  assert.deepEqual(unexpected.map(describe), []);
});

test('the script prints each failure under its source file, with line and column', async () => {
  const failure = await scriptRun.then(
    () => assert.fail('the script passed a document with planted faults'),
    (error: {code: number; stdout: string}) => error,
  );
  assert.equal(failure.code, 1);
  assert.match(
    failure.stdout,
    /^components\/headers\/RateLimit-Limit\.yaml:\n\s+\d+:\d+\s+error\s+berthline\/header-examples\s/m,
  );
  assert.match(
    failure.stdout,
    /^components\/schemas\/ShipmentStatus\.yaml:\n(\s+\d+:\d+\s+error\s+berthline\/enum-descriptions\s.*\n){2}/m,
  );
});
