// The project's one `$ref` resolver (scripts/lib/openapi-ref.mjs), on a small document and on the bundled one.
// Run: node --import tsx --test tests/unit/openapi-ref.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {deref, refName, resolveRef} from '../../scripts/lib/openapi-ref.mjs';
import {specFile} from '../../config/site-paths.mjs';

const doc = {
  paths: {'/a/{id}': {get: {responses: {'200': {$ref: '#/components/responses/Alias'}}}}},
  components: {
    responses: {Alias: {$ref: '#/components/responses/Found'}, Found: {description: 'found'}},
    schemas: {
      'a/b~c': {type: 'string'},
      Loop: {$ref: '#/components/schemas/Loop'},
      Away: {$ref: 'other.yaml#/components/schemas/Away'},
      Gone: {$ref: '#/components/schemas/Missing'},
    },
  },
};

test('resolveRef follows a chain of references and names the pointer where the target lives', () => {
  const response = doc.paths['/a/{id}'].get.responses['200'];
  assert.deepEqual(resolveRef(doc, response, '#/paths/~1a~1{id}/get/responses/200'), {
    node: {description: 'found'},
    pointer: '#/components/responses/Found',
  });
  assert.equal(deref(doc, response), doc.components.responses.Found);
  assert.equal(refName(doc, response), 'Found');
});

test('a value that is no reference is its own target, where the caller says it is', () => {
  const found = doc.components.responses.Found;
  assert.deepEqual(resolveRef(doc, found, '#/components/responses/Found'), {
    node: found,
    pointer: '#/components/responses/Found',
  });
  assert.deepEqual(resolveRef(doc, found), {node: found, pointer: undefined});
  assert.equal(refName(doc, found), undefined);
  assert.equal(deref(doc, undefined), undefined);
  assert.equal(deref(doc, 'text'), 'text');
});

test('escaped pointer tokens (~1 for /, ~0 for ~) are read as the keys they stand for', () => {
  const ref = {$ref: '#/components/schemas/a~1b~0c'};
  assert.deepEqual(resolveRef(doc, ref), {node: {type: 'string'}, pointer: '#/components/schemas/a~1b~0c'});
  assert.equal(refName(doc, ref), 'a/b~c');
});

test('a loop, a reference out of the document and a missing target throw with the reference', () => {
  assert.throws(() => deref(doc, doc.components.schemas.Loop), /cannot resolve #\/components\/schemas\/Loop/);
  assert.throws(() => deref(doc, doc.components.schemas.Away), /cannot resolve other\.yaml#/);
  assert.throws(() => deref(doc, doc.components.schemas.Gone), /#\/components\/schemas\/Missing does not exist/);
});

test('every reference of the bundled document resolves', () => {
  const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', specFile('json')), 'utf8'));
  let references = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      const {$ref} = node as {$ref?: unknown};
      if (typeof $ref === 'string') {
        references += 1;
        assert.match(resolveRef(spec, node).pointer ?? '', /^#\/components\//, $ref);
      } else Object.values(node).forEach(visit);
    }
  };
  visit(spec);
  assert.ok(references > 50, `only ${references} references in the bundled document`);
});
