// Unit tests of the product data modules: plans, roles and features.
// Run: node --import tsx --test tests/unit/data.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatLimit, planById, plans, testKeyLimits, type PlanId} from '../../src/data/plans';
import {apiKeyCreatorRoles, apiKeyScopes, permissions, roles, rolesPhrase} from '../../src/data/roles';
import {accessText, featureBySlug, features} from '../../src/data/features';
import {planGates, planNamesWith, type PlanGate} from '../../src/data/plans';
import {sidebarDocIds} from '../../scripts/check/front-matter';
import {api, isOperationId} from '../../src/lib/api';

/** `null` means "by contract" or "unlimited": larger than any number. */
const asNumber = (value: number | null): number => (value === null ? Number.POSITIVE_INFINITY : value);

test('features: unique slugs, each listed in the Documentation sidebar', async () => {
  // Which features exist is the data's and the sidebar's to say; `npm run check` matches them with docs/features/.
  const slugs = features.map((feature) => feature.slug);
  assert.equal(new Set(slugs).size, slugs.length, 'slugs are unique');
  const {default: sidebars} = (await import('../../sidebars')) as {default: object};
  const listed = sidebarDocIds(sidebars);
  for (const slug of slugs) assert.ok(listed.has(`features/${slug}`), `features/${slug} is in sidebars.ts`);
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
  const gated = (gate: PlanGate) => plans.filter((plan) => planGates[gate].includes(plan)).map((plan) => plan.id);
  assert.deepEqual(featureBySlug('custom-data-sources').plans, gated('customDataSources'));
  assert.deepEqual(featureBySlug('customer-portal').plans, gated('customerPortal'));
  // A plan note quotes each plan's figure as the plans module formats it.
  const note = featureBySlug('custom-fields').planNote ?? '';
  for (const plan of plans)
    assert.ok(note.includes(`${plan.name} ${formatLimit(plan.customFields, 'unlimited')}`), note);
});

test('features: the "Roles" text renders from the role matrix, one clause per group of roles', () => {
  // Every role a feature names holds the permission the line cites, and every holder is named.
  for (const feature of features) {
    assert.ok(feature.access.length > 0, `${feature.slug}: no access line`);
    for (const line of feature.access) {
      const permission = permissions.find((candidate) => candidate.id === line.permission);
      assert.ok(permission, `${feature.slug}: unknown permission ${line.permission}`);
    }
  }
  // Lines whose permissions have the same roles join in one clause; lines with other roles make another clause.
  const key = (roleIds: readonly string[]) => roleIds.join();
  const workspace = permissions.filter((p) => !p.roles.includes('customer'));
  const first = workspace.find((p) => workspace.some((q) => q !== p && key(q.roles) === key(p.roles)));
  assert.ok(first, 'two permissions with the same roles');
  const twin = workspace.find((q) => q !== first && key(q.roles) === key(first.roles));
  const other = workspace.find((p) => key(p.roles) !== key(first.roles));
  assert.ok(twin && other);
  const clauses = `${rolesPhrase(first.roles)} do a and do b; ${rolesPhrase(other.roles)} do c`;
  assert.equal(
    accessText([
      {permission: first.id, does: 'do a'},
      {permission: other.id, does: 'do c'},
      {permission: twin.id, does: 'do b'},
    ]),
    clauses.charAt(0).toUpperCase() + clauses.slice(1),
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

test('features: a feature without a plan gate is in every plan, and a gated one in fewer', () => {
  const every = plans.map((plan) => plan.id);
  for (const feature of features) {
    if (feature.gate) assert.ok(feature.plans.length < every.length, `${feature.slug}: gated, yet in every plan`);
    else assert.deepEqual(feature.plans, every, `${feature.slug}: not gated, yet missing from a plan`);
  }
});

test('featureBySlug returns a feature and throws a clear error on an unknown slug', () => {
  for (const feature of features) assert.equal(featureBySlug(feature.slug), feature);
  assert.throws(
    () => featureBySlug('no-such-feature'),
    (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /no-such-feature/);
      return true;
    },
  );
});

test('plans: unique ids, each found by planById', () => {
  assert.equal(new Set(plans.map((plan) => plan.id)).size, plans.length);
  for (const plan of plans) assert.equal(planById(plan.id), plan);
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

test("plans: Enterprise alone has a general rate limit by contract, and test keys have the document's limits", () => {
  assert.equal(planById('enterprise').rateLimits.generalByContract, true);
  assert.ok(plans.filter((plan) => plan.id !== 'enterprise').every((plan) => !plan.rateLimits.generalByContract));
  // The figures themselves are the document's (x-limits) and the plans module's: no copy of them here.
  const {testKeys} = api.limits.rateLimits;
  assert.equal(testKeyLimits.generalPerMinute, testKeys.generalPerMinute);
  assert.equal(testKeyLimits.burstPerSecond, testKeys.burstPerSecond);
  assert.equal(testKeyLimits.importStartsPerMinute, testKeys.importStartsPerMinute);
  assert.equal(testKeyLimits.concurrentImports, testKeys.concurrentImports);
});

test('planById throws on an id that is not a plan', () => {
  assert.throws(() => planById('platinum' as PlanId), /platinum/);
});

test('formatLimit groups thousands and words null', () => {
  assert.equal(formatLimit(12345, 'By contract'), '12,345');
  assert.equal(formatLimit(50, 'By contract'), '50');
  assert.equal(formatLimit(0, 'Unlimited'), '0');
  assert.equal(formatLimit(1000000, 'Unlimited'), '1,000,000');
  assert.equal(formatLimit(null, 'Unlimited'), 'Unlimited');
  assert.throws(() => formatLimit(2.5, 'Unlimited'), /whole number, got 2\.5/);
});

test('roles: unique ids, with the Owner and the portal Customer that the modules name', () => {
  const ids = roles.map((role) => role.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ['owner', 'customer']) assert.ok(ids.includes(id as (typeof ids)[number]), id);
  for (const role of roles) assert.ok(role.summary.length > 20, `${role.id}: summary`);
});

test('permissions: unique ids that reference known roles', () => {
  const roleIds = roles.map((role) => role.id);
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
