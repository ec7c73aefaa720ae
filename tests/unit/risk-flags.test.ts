// The date risk flags the mock server raises (scripts/mock/risk-flags.mjs) follow the document's rules: the warning
// days of RiskFlag's x-warningDays, which its descriptions state, and the severities of x-severities, which the risk
// events page shows. A container near its return-by date raises return_due_soon; past it, detention_accruing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {exampleValue, loadDocument} from '../../scripts/mock/document.mjs';
import {applyDateFlags, containerDateFlags, riskFlagRules} from '../../scripts/mock/risk-flags.mjs';
import {seedState} from '../../scripts/mock/seed.mjs';
import {enumDescription} from '../../src/data/product-rules';

const document = loadDocument();
const rules = riskFlagRules(document);
const LA = 'America/Los_Angeles';
// 09:20 UTC on 22 April is still 22 April in Los Angeles.
const moment = Date.parse('2026-04-22T09:20:00Z');
const flagsOf = (container: Record<string, unknown>) =>
  containerDateFlags(container, {moment, timeZone: LA, warningDays: rules.warningDays});
const day = (offset: number) => new Date(Date.UTC(2026, 3, 22 + offset)).toISOString().slice(0, 10);

test('the descriptions state the warning days the mock uses', () => {
  for (const [flag, days] of Object.entries(rules.warningDays)) {
    assert.match(enumDescription('RiskFlag', flag), new RegExp(`\\b${days} calendar days away or less`), flag);
  }
  assert.deepEqual(Object.keys(rules.severities), rules.order, 'every flag has a severity');
});

test('a container out full raises return_due_soon within the warning days of its return-by date, then detention', () => {
  const out = {gated_out_at: '2026-04-18T15:00:00Z', empty_returned_at: null, last_free_day: '2026-04-18'};
  const days = rules.warningDays.return_due_soon;
  assert.deepEqual(flagsOf({...out, detention: {return_by: day(days)}}), ['return_due_soon']);
  assert.deepEqual(flagsOf({...out, detention: {return_by: day(0)}}), ['return_due_soon']);
  assert.deepEqual(flagsOf({...out, detention: {return_by: day(days + 1)}}), []);
  assert.deepEqual(flagsOf({...out, detention: {return_by: day(-1)}}), ['detention_accruing']);
  assert.deepEqual(
    flagsOf({...out, empty_returned_at: '2026-04-21T10:00:00Z', detention: {return_by: day(-1)}}),
    [],
    'an empty back stops it',
  );
});

test('a container in the terminal raises lfd_approaching within the warning days of its last free day, then demurrage', () => {
  const days = rules.warningDays.lfd_approaching;
  assert.deepEqual(flagsOf({gated_out_at: null, last_free_day: day(days)}), ['lfd_approaching']);
  assert.deepEqual(flagsOf({gated_out_at: null, last_free_day: day(days + 1)}), []);
  assert.deepEqual(flagsOf({gated_out_at: null, last_free_day: day(-1)}), ['demurrage_accruing']);
  assert.deepEqual(flagsOf({gated_out_at: null, last_free_day: null}), [], 'no last free day, no warning');
});

test('a shipment keeps its other flags and their details; a new date flag gets the document’s severity', () => {
  const shipment = {
    port_of_discharge: {timezone: LA},
    risk_flags: ['customs_hold', 'lfd_approaching'],
    risk_flag_details: [
      {code: 'customs_hold', severity: 'critical', detected_at: '2026-04-19T07:12:44Z', resolved_at: null},
      {code: 'lfd_approaching', severity: 'warning', detected_at: '2026-04-20T07:00:12Z', resolved_at: null},
    ],
  };
  const boxes = [
    {gated_out_at: '2026-04-20T15:00:00Z', empty_returned_at: null, detention: {return_by: day(1)}},
    {gated_out_at: null, last_free_day: day(5)},
  ];
  applyDateFlags(shipment, boxes, {moment, detectedAt: '2026-04-22T09:20:00Z', rules});
  assert.deepEqual(shipment.risk_flags, ['customs_hold', 'return_due_soon']);
  assert.deepEqual(shipment.risk_flag_details[1], {
    code: 'return_due_soon',
    severity: rules.severities.return_due_soon,
    detected_at: '2026-04-22T09:20:00Z',
    resolved_at: null,
  });
});

test('the example world: the flags computed from its dates are the ones its examples show', () => {
  const state = seedState(document);
  const discharged = [...state.shipments.values()].find((shipment) => shipment.reference === 'NW-2026-0415');
  assert.deepEqual(discharged?.risk_flags, ['lfd_approaching', 'customs_hold']);
  // The box picked up full on 21 April is due back on the 24th: two days ahead, so the mock raises return_due_soon,
  // as the example of `return_by[lte]` and the webhook example show.
  const pickedUp = [...state.shipments.values()].find((shipment) => shipment.reference === 'NW-2026-0430');
  assert.deepEqual(pickedUp?.risk_flags, ['return_due_soon']);
  // Raising it changed the shipment: an incremental sync (`updated_at[gte]`) finds it.
  assert.equal(pickedUp?.updated_at, '2026-04-22T09:20:00Z');
  const raised = exampleValue(document, 'ShipmentRiskFlagRaisedReturnDueSoon');
  assert.equal(raised.data.object.id, pickedUp?.id);
  assert.deepEqual(raised.data.risk_flag.code, 'return_due_soon');
  const listed = exampleValue(document, 'ContainerListReturnBy').data;
  assert.deepEqual(
    listed.map((box: {number: string}) => box.number),
    [...state.containers.values()]
      .filter((box) => box.detention?.return_by && box.detention.return_by <= '2026-04-24' && !box.empty_returned_at)
      .map((box) => box.number),
  );
});

test('the risk events page shows each flag with the document’s severity', () => {
  const page = readFileSync('docs/features/risk-events.mdx', 'utf8');
  const rows = [...page.matchAll(/^\| `([a-z_]+)` \| (info|warning|critical) \|/gm)].map((m) => [m[1], m[2]]);
  assert.deepEqual(Object.fromEntries(rows), rules.severities);
});
