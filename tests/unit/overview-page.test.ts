// The REST API overview's pagination and version label (scripts/lib/overview-page.mjs): its neighbors come from
// the API sidebar's order, and the generator's second version badge and smaller heading are replaced.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {neighbors, overviewPage, pointBackAt} from '../../scripts/lib/overview-page.mjs';

const SIDEBAR = [
  'index',
  {type: 'category', label: 'Tutorials', items: ['tutorials/a', 'tutorials/b']},
  {
    type: 'category',
    label: 'Reference',
    items: [
      {type: 'link', label: 'REST API overview', href: '/docs/api/reference/overview'},
      {type: 'category', label: 'Shipments', link: {type: 'doc', id: 'reference/shipments'}, items: ['reference/x']},
    ],
  },
];

const GENERATED = `---
id: overview
title: "Berthline Tracking API"
hide_title: true
---

<span
  className={"theme-doc-version-badge badge badge--secondary"}
  children={"Version: 1.0.0"}
>
</span>

<Heading
  as={"h1"}
  className={"openapi__heading"}
  children={"Berthline Tracking API"}
>
</Heading>

Text.
`;

test('the overview sits between the docs on either side of its sidebar link', () => {
  assert.deepEqual(neighbors(SIDEBAR, '/docs/api/reference/overview'), {
    prev: 'tutorials/b',
    next: 'reference/shipments',
    label: 'REST API overview',
  });
  assert.throws(() => neighbors(SIDEBAR, '/docs/api/reference/elsewhere'), /no link to/);
});

test('one version label: the badge goes, the version is plain text beside an h1', () => {
  const page = overviewPage(
    GENERATED,
    {version: '1.0.0', prev: 'tutorials/b', next: 'reference/shipments', label: 'REST API overview'},
    'f',
  );
  assert.match(
    page,
    /^---\npagination_prev: tutorials\/b\npagination_next: reference\/shipments\npagination_label: "REST API overview"\n/,
  );
  assert.doesNotMatch(page, /badge/);
  assert.doesNotMatch(page, /openapi__heading/);
  assert.match(page, /<Heading as="h1">Berthline Tracking API<\/Heading>\n<p>Version 1\.0\.0<\/p>/);
});

test('a changed generator output is an error, not a silent miss', () => {
  assert.throws(
    () =>
      overviewPage(
        GENERATED.replace('openapi__heading', 'other'),
        {version: '1', prev: 'a', next: 'b', label: 'c'},
        'f',
      ),
    /generator's output changed/,
  );
});

test('the next page points back at the overview once', () => {
  const once = pointBackAt('---\nid: shipments\n---\n', 'reference/overview', 'f');
  assert.equal(once, '---\npagination_prev: reference/overview\nid: shipments\n---\n');
  assert.equal(pointBackAt(once, 'reference/overview', 'f'), once);
});
