// Unit tests of the product data modules: plans, roles and features.
// Run: node --import tsx --test tests/unit/data.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {formatLimit, planById, plans, testKeyLimits, type PlanId} from '../../src/data/plans';
import {apiKeyCreatorRoles, apiKeyScopes, permissions, roles} from '../../src/data/roles';
import {accessText, featureBySlug, features} from '../../src/data/features';
import {planGates, planNamesWith} from '../../src/data/plans';
import {api, isOperationId} from '../../src/lib/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The 18 feature slugs the site map fixes. */
const expectedSlugs = [
  'auto-archive',
  'billing-and-payments',
  'custom-data-sources',
  'custom-fields',
  'customer-portal',
  'customizing-columns',
  'data-freshness',
  'document-management',
  'filters-and-search',
  'inviting-users',
  'managing-shipments',
  'risk-events',
  'roles-and-permissions',
  'shipment-layouts',
  'shipment-notifications',
  'tracking-shipments',
  'uploading-shipments',
  'workspace-settings',
];

/** `null` means "by contract" or "unlimited": larger than any number. */
const asNumber = (value: number | null): number => (value === null ? Number.POSITIVE_INFINITY : value);

test('features: 18 unique slugs, the ones of the site map', () => {
  const slugs = features.map((feature) => feature.slug);
  assert.equal(slugs.length, 18);
  assert.equal(new Set(slugs).size, 18, 'slugs are unique');
  assert.deepEqual([...slugs].sort(), [...expectedSlugs].sort());
});

test('features: every slug has a page in docs/features and every page has a feature', () => {
  const pages = readdirSync(path.join(root, 'docs', 'features'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => name.replace(/\.mdx?$/, ''))
    .sort();
  const slugs = features.map((feature) => feature.slug).sort();
  const missingPages = slugs.filter((slug) => !pages.includes(slug));
  const unknownPages = pages.filter((page) => !slugs.includes(page));
  assert.deepEqual(unknownPages, [], `pages without a feature entry: ${unknownPages.join(', ')}`);
  assert.deepEqual(missingPages, [], `features without a page: ${missingPages.join(', ')}`);
});

test('features: titles, summaries, plans and API operations are valid', () => {
  const planIds = plans.map((plan) => plan.id);
  for (const feature of features) {
    assert.ok(feature.title.trim().length > 0, `${feature.slug}: title`);
    assert.ok(feature.summary.trim().length > 20, `${feature.slug}: summary`);
    assert.ok(feature.roles.trim().length > 0, `${feature.slug}: roles`);
    assert.ok(feature.plans.length > 0, `${feature.slug}: at least one plan`);
    for (const plan of feature.plans) assert.ok(planIds.includes(plan), `${feature.slug}: unknown plan ${plan}`);
    for (const operationId of feature.api) {
      assert.ok(isOperationId(operationId), `${feature.slug}: unknown operationId ${operationId}`);
    }
  }
});

test('features: plan-gated features follow the plans module', () => {
  assert.deepEqual(featureBySlug('custom-data-sources').plans, ['enterprise']);
  assert.deepEqual(featureBySlug('customer-portal').plans, ['growth', 'enterprise']);
  assert.match(featureBySlug('custom-fields').planNote ?? '', /Free 5, Starter 20, Growth 100/);
});

test('features: the "Roles" text renders from the role matrix, one clause per group of roles', () => {
  // Every role a feature names holds the permission the line cites, and every holder is named.
  for (const feature of features) {
    assert.ok(feature.access.length > 0, `${feature.slug}: no access line`);
    assert.equal(feature.roles, accessText(feature.access), `${feature.slug}: roles text is not the rendered one`);
    for (const line of feature.access) {
      const permission = permissions.find((candidate) => candidate.id === line.permission);
      assert.ok(permission, `${feature.slug}: unknown permission ${line.permission}`);
    }
  }
  assert.equal(
    featureBySlug('auto-archive').roles,
    'The Owner and Admins configure it; the Owner, Admins and Members archive and unarchive by hand',
  );
  assert.equal(
    featureBySlug('managing-shipments').roles,
    'The Owner, Admins and Members edit and archive; the Owner, Admins, Members and Viewers read and export',
  );
  // Portal Customers are named with the plans that have the portal.
  assert.match(
    featureBySlug('shipment-notifications').roles,
    new RegExp(`portal Customers \\(${planNamesWith('customerPortal')}\\) subscribe`),
  );
  // A line that leaves portal Customers out (the workspace's web app) does, and a change of the matrix shows.
  assert.equal(
    accessText([{permission: 'view-shipments', does: 'read', workspaceOnly: true}]),
    'The Owner, Admins, Members and Viewers read',
  );
  assert.equal(accessText([{permission: 'delete-workspace', does: 'deletes it'}]), 'The Owner deletes it');
  assert.throws(() => accessText([{permission: 'fly-vessels', does: 'fly'}]), /Unknown permission "fly-vessels"/);
  assert.throws(() => accessText([]), /at least one access line/);
});

test('features: the plans of a feature are those of its plan gate, or every plan', () => {
  for (const feature of features) {
    const expected = plans.filter((plan) => (feature.gate ? planGates[feature.gate].includes(plan) : true));
    assert.deepEqual(
      feature.plans,
      expected.map((plan) => plan.id),
      `${feature.slug}: plans`,
    );
  }
});

test('featureBySlug returns a feature and throws a clear error on an unknown slug', () => {
  assert.equal(featureBySlug('custom-fields').title, 'Custom fields');
  assert.throws(
    () => featureBySlug('no-such-feature'),
    (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /no-such-feature/);
      return true;
    },
  );
});

test('plans: Free, Starter, Growth, Enterprise in that order', () => {
  assert.deepEqual(
    plans.map((plan) => plan.id),
    ['free', 'starter', 'growth', 'enterprise'] satisfies PlanId[],
  );
  assert.equal(planById('growth').name, 'Growth');
});

test('plans: limits never decrease from one plan to the next', () => {
  const numeric: ((plan: (typeof plans)[number]) => number | null)[] = [
    (plan) => plan.activeShipments,
    (plan) => plan.users,
    (plan) => plan.customFields,
    (plan) => plan.rateLimits.generalPerMinute,
    (plan) => plan.rateLimits.burstPerSecond,
    (plan) => plan.rateLimits.importStartsPerMinute,
    (plan) => plan.rateLimits.concurrentImports,
  ];
  for (let i = 1; i < plans.length; i += 1) {
    const previous = plans[i - 1];
    const current = plans[i];
    for (const pick of numeric) {
      assert.ok(
        asNumber(pick(current)) >= asNumber(pick(previous)),
        `${current.name} must not have a lower limit than ${previous.name}`,
      );
    }
    assert.ok(asNumber(current.activeShipments) > asNumber(previous.activeShipments), 'shipments grow strictly');
    const rank = {none: 0, included: 1, 'own-domain': 2} as const;
    assert.ok(rank[current.customerPortal] >= rank[previous.customerPortal]);
    assert.ok(Number(current.sso) >= Number(previous.sso));
    assert.ok(Number(current.customDataSources) >= Number(previous.customDataSources));
  }
});

test('plans: figures from the product brief and the rate-limit design', () => {
  assert.deepEqual(
    plans.map((plan) => [plan.activeShipments, plan.users, plan.customFields]),
    [
      [50, 3, 5],
      [500, 10, 20],
      [5000, 50, 100],
      [null, null, 100],
    ],
  );
  const enterprise = planById('enterprise');
  assert.equal(enterprise.rateLimits.generalPerMinute, 1000);
  assert.equal(enterprise.rateLimits.generalByContract, true);
  assert.ok(plans.filter((plan) => plan.id !== 'enterprise').every((plan) => !plan.rateLimits.generalByContract));
  assert.deepEqual(testKeyLimits, {
    generalPerMinute: 60,
    generalByContract: false,
    burstPerSecond: 5,
    importStartsPerMinute: 5,
    concurrentImports: 1,
    activeShipments: 50,
  });
});

test('planById throws on an id that is not a plan', () => {
  assert.throws(() => planById('platinum' as PlanId), /platinum/);
});

test('formatLimit groups thousands and words null', () => {
  assert.equal(formatLimit(5000, 'By contract'), '5,000');
  assert.equal(formatLimit(50, 'By contract'), '50');
  assert.equal(formatLimit(0, 'Unlimited'), '0');
  assert.equal(formatLimit(1000000, 'Unlimited'), '1,000,000');
  assert.equal(formatLimit(null, 'Unlimited'), 'Unlimited');
  assert.throws(() => formatLimit(2.5, 'Unlimited'), /whole number, got 2\.5/);
});

test('roles: five roles with unique ids', () => {
  assert.deepEqual(
    roles.map((role) => role.id),
    ['owner', 'admin', 'member', 'viewer', 'customer'],
  );
  for (const role of roles) assert.ok(role.summary.length > 20, `${role.id}: summary`);
});

test('permissions: 15 to 30 unique permissions that reference known roles', () => {
  const roleIds = roles.map((role) => role.id);
  assert.ok(permissions.length >= 15 && permissions.length <= 30, `${permissions.length} permissions`);
  assert.equal(new Set(permissions.map((p) => p.id)).size, permissions.length, 'permission ids are unique');
  for (const permission of permissions) {
    assert.ok(permission.roles.length > 0, `${permission.id}: at least one role`);
    assert.equal(new Set(permission.roles).size, permission.roles.length, `${permission.id}: no repeated role`);
    for (const role of permission.roles) assert.ok(roleIds.includes(role), `${permission.id}: unknown role ${role}`);
    assert.ok(permission.roles.includes('owner'), `${permission.id}: the Owner can do everything`);
  }
});

test('permissions: consistent with the role descriptions', () => {
  const byId = (id: string) => {
    const permission = permissions.find((p) => p.id === id);
    assert.ok(permission, `permission ${id} exists`);
    return permission;
  };
  assert.deepEqual(byId('manage-billing').roles, ['owner']);
  assert.deepEqual(byId('delete-workspace').roles, ['owner']);
  const memberWork = ['add-shipments', 'import-shipments', 'edit-shipments', 'archive-shipments'];
  for (const id of [...memberWork, 'enter-free-time', 'dismiss-risk-flags']) {
    assert.ok(byId(id).roles.includes('member'), `${id}: Members`);
    assert.ok(!byId(id).roles.includes('viewer'), `${id}: not Viewers`);
  }
  // Customers read, and subscribe to notifications about the shipments they see; they never export.
  for (const permission of permissions) {
    if (permission.roles.includes('customer')) assert.match(permission.id, /^view-|^own-notifications$/);
  }
  assert.ok(!byId('export-shipments').roles.includes('customer'), 'export-shipments: not Customers');
});

test('API key scopes: read and read_write; only Owner and Admin create keys', () => {
  assert.deepEqual(
    apiKeyScopes.map((scope) => scope.id),
    ['read', 'read_write'],
  );
  const [read, readWrite] = apiKeyScopes;
  for (const operation of read.operations) assert.ok(readWrite.operations.includes(operation));
  // The document's security decides: writes ask for read_write, and a read_write key may call everything.
  for (const op of api.operations) {
    assert.equal(read.operations.includes(op.operationId), op.method === 'get', `${op.operationId} (${op.method})`);
  }
  assert.deepEqual([...readWrite.operations].sort(), api.operations.map((op) => op.operationId).sort());
  assert.deepEqual(apiKeyCreatorRoles, ['owner', 'admin']);
});
