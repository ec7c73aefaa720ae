// Checks the carrier and milestone data modules that the coverage page, the milestone concept page and the
// API document's MilestoneCode enum rely on.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {enumAt, enumValues} from '../../src/lib/api';
import {carrierByScac, carriers, legacyScacs, resolveScac} from '../../src/data/carriers';
import {CODE_SOURCES} from '../../src/data/code-sources';
import {
  exampleContainer,
  exampleJourney,
  formatLocalTime,
  formatLongDate,
  journeyActuals,
  journeyPhases,
  journeyShownOn,
  milestoneByCode,
  milestoneCodes,
  milestones,
  type JourneyStep,
} from '../../src/data/milestones';
import {MAIN_SHIPMENT, type WorldShipment} from '../../src/data/world';

/** The API document's MilestoneCode enum, in journey order: the one owner of the codes. */
const MILESTONE_CODES = enumValues('MilestoneCode').map(String);

const SCAC = /^[A-Z0-9]{2,4}$/;

test('every carrier has a well-formed primary SCAC and alternates', () => {
  assert.ok(carriers.length >= 30, `expected at least 30 carriers, got ${carriers.length}`);
  for (const carrier of carriers) {
    assert.match(carrier.scac, SCAC, `${carrier.name}: primary SCAC ${carrier.scac}`);
    for (const alternate of carrier.alternateScacs) {
      assert.match(alternate, SCAC, `${carrier.name}: alternate SCAC ${alternate}`);
    }
    assert.ok(carrier.name.trim().length > 0);
    assert.ok(carrier.notes.trim().length > 0, `${carrier.name}: notes are empty`);
  }
});

test('SCACs and alternates are unique across all carriers and legacy codes', () => {
  const seen = new Map<string, string>();
  const codes: [code: string, owner: string][] = [
    ...carriers.flatMap((carrier) =>
      [carrier.scac, ...carrier.alternateScacs].map((code): [string, string] => [code, carrier.name]),
    ),
    ...legacyScacs.map((legacy): [string, string] => [legacy.scac, legacy.formerCarrier]),
  ];
  for (const [code, owner] of codes) {
    assert.ok(!seen.has(code), `${code} is used by ${seen.get(code)} and ${owner}`);
    seen.set(code, owner);
  }
  const names = carriers.map((carrier) => carrier.name);
  assert.equal(new Set(names).size, names.length, 'carrier names are unique');
});

test('every carrier can be tracked by at least one identifier', () => {
  for (const carrier of carriers) {
    const supports = Object.values(carrier.trackBy);
    assert.ok(supports.includes('yes') || supports.includes('varies'), `${carrier.name} is not trackable`);
  }
});

test('notes never mention where coverage information came from', () => {
  const forbidden = /\b(SR|T49|source[sd]?|terminal49|vizion|searates|shipsgo|portcast|project44|opentrack)\b/i;
  for (const carrier of carriers) {
    assert.doesNotMatch(carrier.notes, forbidden, `${carrier.name}: ${carrier.notes}`);
  }
});

test('carrierByScac finds primary SCACs and alternates, ignoring case', () => {
  assert.equal(carrierByScac('MAEU')?.name, 'Maersk');
  assert.equal(carrierByScac('medu')?.scac, 'MSCU');
  assert.equal(carrierByScac(' ympr ')?.scac, 'YMLU');
  assert.equal(carrierByScac('22aa')?.scac, 'WHLC');
  assert.equal(carrierByScac('SEJJ')?.name, 'Sealand');
  assert.equal(carrierByScac('ZZZZ'), undefined);
  assert.equal(carrierByScac(''), undefined);
  for (const carrier of carriers) {
    assert.equal(carrierByScac(carrier.scac.toLowerCase()), carrier);
    for (const alternate of carrier.alternateScacs) assert.equal(carrierByScac(alternate), carrier);
  }
});

test('legacy SCACs resolve to the carrier that took over, or to nothing when none did', () => {
  const expected: Record<string, string | null> = {
    NYKS: 'ONEY',
    MOLU: 'ONEY',
    KKLU: 'ONEY',
    CHNJ: 'COSU',
    SAFM: 'MAEU',
    UASC: 'HLCU',
    CHIW: 'HLCU',
    NSLU: 'HLCU',
    HJSC: null,
  };
  assert.deepEqual(Object.fromEntries(legacyScacs.map((legacy) => [legacy.scac, legacy.currentScac])), expected);
  for (const legacy of legacyScacs) {
    assert.equal(carrierByScac(legacy.scac), undefined, `${legacy.scac} is not a current SCAC`);
    const resolved = resolveScac(legacy.scac.toLowerCase());
    if (legacy.currentScac === null) {
      assert.equal(resolved, undefined, `${legacy.scac} resolves to no carrier`);
      continue;
    }
    assert.equal(resolved?.carrier.scac, legacy.currentScac);
    assert.equal(resolved?.legacy, legacy);
  }
  assert.equal(resolveScac('CMDU')?.legacy, undefined);
});

test('milestone codes are unique and equal the API enum, in journey order', () => {
  const codes = milestones.map((milestone) => milestone.code);
  assert.equal(new Set(codes).size, codes.length, 'milestone codes are unique');
  assert.deepEqual(codes, MILESTONE_CODES);
  assert.deepEqual([...milestoneCodes], MILESTONE_CODES);
});

test('milestone descriptions are the document’s, not a copy', () => {
  const {values} = enumAt('MilestoneCode');
  for (const milestone of milestones) {
    assert.equal(milestone.description, values.find((entry) => entry.value === milestone.code)?.description);
  }
});

test('every milestone has a label, description, DCSA equivalent and known phase', () => {
  const phases = new Set(journeyPhases.map((entry) => entry.phase));
  for (const milestone of milestones) {
    assert.ok(milestone.label.length > 0, milestone.code);
    assert.ok(milestone.description.length > 0, milestone.code);
    assert.ok(milestone.dcsa.length > 0, milestone.code);
    assert.ok(phases.has(milestone.phase), `${milestone.code}: unknown phase ${milestone.phase}`);
  }
});

test('the example journey is chronological and uses only known codes', () => {
  const known = new Set<string>(MILESTONE_CODES);
  assert.equal(exampleJourney[0]?.code, 'empty_released');
  assert.equal(exampleJourney.at(-1)?.code, 'empty_returned');
  let previous = Number.NEGATIVE_INFINITY;
  let previousIndex = -1;
  for (const step of exampleJourney) {
    assert.ok(known.has(step.code), `unknown code ${step.code}`);
    assert.match(step.at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, `${step.code}: ${step.at} is not UTC ISO 8601`);
    const time = Date.parse(step.at);
    assert.ok(time > previous, `${step.code} at ${step.at} is not after the previous step`);
    previous = time;
    const index = MILESTONE_CODES.indexOf(step.code);
    assert.ok(index > previousIndex, `${step.code} is out of journey order`);
    previousIndex = index;
    assert.ok(time >= Date.parse('2026-03-01T00:00:00Z') && time < Date.parse('2026-06-01T00:00:00Z'));
    assert.match(step.locode, /^[A-Z]{2}[A-Z2-9]{3}$/, `${step.code}: ${step.locode}`);
    assert.doesNotThrow(() => new Intl.DateTimeFormat('en-US', {timeZone: step.timezone}));
  }
});

test('the example journey has actuals first, then estimates and plans', () => {
  const order = {actual: 0, estimated: 1, planned: 2} as const;
  for (let i = 1; i < exampleJourney.length; i += 1) {
    const before = exampleJourney[i - 1]!;
    const after = exampleJourney[i]!;
    assert.ok(
      order[after.classifier] >= order[before.classifier],
      `${after.code} is ${after.classifier} after ${before.classifier}`,
    );
  }
  assert.ok(exampleJourney.some((step) => step.classifier === 'actual'));
  assert.ok(exampleJourney.some((step) => step.classifier === 'estimated'));
});

test('the example container number has a valid ISO 6346 check digit', () => {
  const number = exampleContainer.number;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = number[i]!;
    let value: number;
    if (/\d/.test(char)) {
      value = Number(char);
    } else {
      value = 10;
      for (let code = 65; code < char.charCodeAt(0); code += 1) {
        value += 1;
        if (value % 11 === 0) value += 1;
      }
    }
    sum += value * 2 ** i;
  }
  assert.equal(String((sum % 11) % 10), number[10]);
});

test('local times are formatted deterministically from the UTC instant and the time zone', () => {
  assert.equal(formatLocalTime('2026-03-09T01:30:00Z', 'Asia/Shanghai'), 'Mon, Mar 9, 2026, 09:30 (UTC+08:00)');
  assert.equal(formatLocalTime('2026-03-14T20:40:00Z', 'Asia/Shanghai'), 'Sun, Mar 15, 2026, 04:40 (UTC+08:00)');
  // Rotterdam is on summer time (UTC+2) from 29 March 2026.
  assert.equal(formatLocalTime('2026-04-22T04:00:00Z', 'Europe/Amsterdam'), 'Wed, Apr 22, 2026, 06:00 (UTC+02:00)');
  assert.equal(formatLocalTime('2026-03-02T23:30:00Z', 'Europe/Amsterdam'), 'Tue, Mar 3, 2026, 00:30 (UTC+01:00)');
  assert.equal(formatLocalTime('2026-03-10T03:00:00Z', 'America/Los_Angeles'), 'Mon, Mar 9, 2026, 20:00 (UTC−07:00)');
});

test('every carrier row cites at least one source of the code-source table', () => {
  for (const carrier of carriers) {
    assert.ok(
      carrier.sources.length > 0,
      `${carrier.name} (${carrier.scac}) cites no source: add the page that states its codes`,
    );
    for (const source of carrier.sources) {
      assert.match(CODE_SOURCES[source].url, /^https?:\/\/\S+$/, `${carrier.name}: ${source}`);
    }
  }
});

/**
 * Where a journey disagrees with a shipment of the world: its ports (the legs before, at and after the transshipment
 * ports), its vessel, its departure and arrival days, and the day it is shown as of (actuals on or before it, estimates
 * and plans after it).
 */
function journeyDisagreements(journey: readonly JourneyStep[], shipment: WorldShipment, shownOn: string): string[] {
  const problems: string[] = [];
  const transshipment = shipment.transshipment ?? [];
  let leg: 'origin' | 'transshipment' | 'destination' = 'origin';
  for (const step of journey) {
    const phase = milestoneByCode(step.code)?.phase;
    if (phase === 'transshipment') leg = 'transshipment';
    else if (leg === 'transshipment' || step.code === 'vessel_arrived_destination') leg = 'destination';
    const expected = leg === 'origin' ? [shipment.pol] : leg === 'transshipment' ? transshipment : [shipment.pod];
    if (!expected.includes(step.locode as never)) {
      problems.push(`${step.code} is at ${step.locode}; the world's ${leg} port is ${expected.join(' or ')}`);
    }
    if (step.vessel && JSON.stringify(step.vessel) !== JSON.stringify(shipment.vessel)) {
      problems.push(`${step.code} names the vessel ${step.vessel.name} ${step.vessel.voyage}, not the world's`);
    }
    const endOfShownDay = Date.parse(`${shownOn}T23:59:59Z`);
    if (step.classifier === 'actual' && Date.parse(step.at) > endOfShownDay) {
      problems.push(`${step.code} is actual on ${step.at}, after the day the journey is shown (${shownOn})`);
    }
    if (step.classifier !== 'actual' && Date.parse(step.at) <= endOfShownDay) {
      problems.push(`${step.code} is ${step.classifier} on ${step.at}, not after ${shownOn}`);
    }
  }
  for (const code of ['vessel_departed_origin', 'vessel_arrived_destination']) {
    if (!journey.some((step) => step.code === code)) problems.push(`the journey has no ${code}`);
  }
  return problems;
}

test('the milestone timeline agrees with the world: container, carrier, ports, vessel and dates', () => {
  const box = MAIN_SHIPMENT.containers.find((container) => container.number === exampleContainer.number);
  assert.ok(box, `${exampleContainer.number} is not a container of ${MAIN_SHIPMENT.reference}`);
  assert.equal(exampleContainer.isoSizeType, box.sizeType);
  assert.equal(exampleContainer.carrierScac, MAIN_SHIPMENT.carrier);
  assert.equal(exampleContainer.reference, MAIN_SHIPMENT.reference);
  assert.deepEqual(journeyDisagreements(exampleJourney, MAIN_SHIPMENT, journeyShownOn), []);
  assert.ok(
    exampleJourney.some((step) => step.vessel),
    'no milestone names the vessel',
  );
});

test('the timeline check catches a journey that drifts from the world', () => {
  const elsewhere = exampleJourney.map((step) =>
    step.code === 'transshipment_arrived' ? {...step, locode: 'MYTPP'} : step,
  );
  assert.match(
    journeyDisagreements(elsewhere, MAIN_SHIPMENT, journeyShownOn).join('\n'),
    /transshipment_arrived is at MYTPP/,
  );
  const renamed = exampleJourney.map((step) =>
    step.vessel ? {...step, vessel: {name: 'MSC OTHER', imo: '9000000', mmsi: '000000000', voyage: 'XX001E'}} : step,
  );
  assert.match(journeyDisagreements(renamed, MAIN_SHIPMENT, journeyShownOn).join('\n'), /MSC OTHER/);
  assert.match(
    journeyDisagreements(exampleJourney, MAIN_SHIPMENT, '2026-04-18').join('\n'),
    /is actual on .* after the day the journey is shown/,
  );
  assert.match(
    journeyDisagreements(exampleJourney, {...MAIN_SHIPMENT, pod: 'DEHAM' as never}, journeyShownOn).join('\n'),
    /port of discharge|destination port is DEHAM/,
  );
});

test("formatLongDate writes a calendar day for running text, in the place's time zone", () => {
  assert.equal(formatLongDate('2026-04-22'), '22 April 2026');
  assert.equal(formatLongDate(journeyActuals.first.at, journeyActuals.first.timezone), '9 April 2026');
  // 22:30 UTC on 20 April is 06:30 on 21 April in Singapore.
  assert.equal(formatLongDate('2026-04-20T22:30:00Z', 'Asia/Singapore'), '21 April 2026');
});
