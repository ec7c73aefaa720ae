// The product rules of src/data/product-rules.ts agree with the API document that owns the same behavior, and with
// the demurrage calculator: when `not_found` is set, who reports customs, what no hold means, and how free time starts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  AWAITING_CARRIER_DATA_DAYS,
  LAST_FREE_DAY_SOURCE,
  PRODUCT_RULES,
  enumDescription,
  freeTimeSettings,
  productRule,
  views,
} from '../../src/data/product-rules';
import {enumValues} from '../../src/lib/api';
import {FREE_TIME_STARTS} from '../../src/lib/demurrage';
import {WORKED_EXAMPLE} from '../../src/components/DemurrageCalculator/form';
import {DEFAULT_SPEC} from '../../scripts/gen-import-template.mjs';

test('the API document says what the tracking rules say: the same number of days before not_found', () => {
  const days = `${AWAITING_CARRIER_DATA_DAYS} days`;
  assert.match(enumDescription('TrackingStatus', 'awaiting_carrier_data'), new RegExp(days));
  assert.match(enumDescription('TrackingStatus', 'not_found'), new RegExp(days));
  assert.match(enumDescription('TrackingStatus', 'not_found'), /first lookup/);
  assert.match(productRule('tracking.notFound'), new RegExp(days));
  assert.match(productRule('tracking.notFound'), /at once, when the first lookup finds nothing/);
});

test('customs comes from the terminals: no milestone source says customs, every customs milestone is a terminal’s', () => {
  assert.ok(!enumValues('MilestoneSource').includes('customs'), 'MilestoneSource has no customs value');
  const spec = JSON.parse(readFileSync(DEFAULT_SPEC, 'utf8')) as unknown;
  const found: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((entry, index) => walk(entry, `${where}[${index}]`));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.code === 'string' && record.code.startsWith('customs_') && 'source' in record) {
      found.push(`${where}: ${String(record.source)}`);
    }
    for (const [key, value] of Object.entries(record)) walk(value, `${where}.${key}`);
  };
  walk(spec, '$');
  assert.ok(found.length > 0, 'the document shows customs milestones');
  assert.deepEqual(
    found.filter((entry) => !entry.endsWith(': terminal')),
    [],
    'every customs milestone has source terminal',
  );
  assert.match(productRule('customs.reporter'), /terminals/);
});

test('no hold is not cleared, in the rule and in the document’s hold types', () => {
  assert.match(productRule('customs.cleared'), /is not a customs release/);
  assert.match(enumDescription('HoldType', 'other'), /another government agency/);
});

test('free time: the web app’s settings and the calculator’s switch are the API’s values', () => {
  assert.deepEqual(Object.keys(freeTimeSettings.startsWith), enumValues('Demurrage.starts_with'));
  assert.deepEqual(Object.keys(freeTimeSettings.firstFreeDay), enumValues('FirstFreeDay'));
  assert.deepEqual(
    FREE_TIME_STARTS.map((value) => value.replace('-', '_')),
    enumValues('FirstFreeDay'),
  );
  assert.equal(WORKED_EXAMPLE.demurrage.starts, 'trigger-day');
});

test('the last free day rule is the document’s: every source of last_free_day_source, in its order, as it describes it', () => {
  const rule = productRule('lastFreeDay.source');
  const sources = enumValues(LAST_FREE_DAY_SOURCE);
  assert.deepEqual(
    sources,
    ['user', 'terminal', 'rail', 'carrier', 'computed'],
    'a date entered in the workspace wins',
  );
  const positions = sources.map((value) => rule.indexOf(`\`${value}\` (`));
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    'the rule names the sources in precedence order',
  );
  assert.ok(!positions.includes(-1), 'the rule names every source');
  assert.match(rule, /free time entered on the shipment/);
  assert.match(rule, /`lfd_approaching` cannot be raised/);
});

test('views are built on the list that holds their field', () => {
  assert.equal(views.pickUpThisWeek.list, 'Containers', 'last free days belong to containers');
  assert.match(views.pickUpThisWeek.filter, /Last free day\*\* \*\*On or before\*\*/, 'overdue containers stay');
  assert.doesNotMatch(views.pickUpThisWeek.filter, /Next 7 days/, 'a range from today hides overdue containers');
  const statuses = [...views.pickUpThisWeek.filter.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
  assert.ok(statuses.length > 0);
  for (const status of statuses) assert.ok(enumValues('ContainerStatus').includes(status!), `${status} is a status`);
  assert.equal(views.demurrageRisk.list, 'Shipments', 'risk flags belong to shipments');
});

test('every rule is short inline Markdown: code spans and bold only, and an unknown id fails', () => {
  for (const [id, text] of Object.entries(PRODUCT_RULES)) {
    assert.doesNotMatch(text, /\[|\]\(|\n|<|_[a-z]+_(?![a-z])/, `${id} holds only code spans and bold`);
    assert.equal((text.match(/`/g) ?? []).length % 2, 0, `${id}: code spans are closed`);
  }
  assert.throws(() => productRule('tracking.lost'), /Unknown product rule "tracking.lost"/);
});
