// A reference of Northwind Forwarding stands with the facts src/data/world.ts gives its shipment: the same carrier,
// containers, ports, bill of lading and shipment id, wherever a page, the OpenAPI document, the template or a program
// writes them next to it (same table row, sentence, object, CSV row or program literal).
import {SHIPMENTS, type WorldShipment} from '../../../src/data/world';
import {finding, type Finding, type Rule, type Source} from '../rule';
import {
  PREFIXED_BILL,
  REFERENCE,
  SHIPMENT_ID,
  WORLD_AREAS,
  carriersIn,
  carriersOf,
  containersIn,
  isKnownReference,
  isWorldModule,
  portsIn,
  portsOf,
  rejectedRowsOf,
  shipmentsByReference,
} from './world-facts';
import {matchesIn, recordsOf} from './world-records';

const WORLD = 'src/data/world.ts';
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

function check(source: Source): Finding[] {
  if (isWorldModule(source.file)) return [];
  const findings: Finding[] = [];
  const report = (line: number, message: string) => findings.push(finding(source, line, message));
  const reported = new Set<string>();
  const once = (line: number, message: string) => {
    if (reported.has(`${line}:${message}`)) return;
    reported.add(`${line}:${message}`);
    report(line, message);
  };

  for (const record of recordsOf(source, REFERENCE)) {
    const references = matchesIn(record, REFERENCE);
    const shipments: WorldShipment[] = [];
    for (const ref of references) {
      if (!isKnownReference(ref.text)) {
        once(ref.line, `${ref.text} is no shipment of the example world (${WORLD})`);
        continue;
      }
      const shipment = shipmentsByReference.get(ref.text);
      if (shipment && !shipments.includes(shipment)) shipments.push(shipment);
    }
    if (shipments.length === 0) continue;
    const names = shipments.map((s) => s.reference).join(' / ');

    // A row that tried to take the reference (an import error example) may stand with its own box and carrier.
    const rejected = shipments.flatMap(rejectedRowsOf);
    const allowedCarriers = [...shipments.flatMap(carriersOf), ...rejected.map((row) => row.carrier)];
    for (const carrier of carriersIn(record)) {
      if (!allowedCarriers.includes(carrier.scac as WorldShipment['carrier']))
        once(carrier.line, `${names}: carrier ${carrier.text} here, ${list(allowedCarriers)} in ${WORLD}`);
    }

    const allowedContainers = [
      ...shipments.flatMap((s) => s.containers.map((c) => c.number)),
      ...rejected.map((row) => row.container),
    ];
    for (const container of containersIn(record)) {
      if (!allowedContainers.includes(container.number))
        once(
          container.line,
          `${names}: container ${container.number} here; its containers in ${WORLD}: ${list(allowedContainers)}`,
        );
    }

    const allowedPorts = shipments.flatMap(portsOf);
    for (const port of portsIn(record)) {
      if (!allowedPorts.includes(port.code))
        once(port.line, `${names}: port ${port.text} here; its ports in ${WORLD}: ${list(allowedPorts)}`);
    }

    // A direct sailing has `transshipment_ports: []`; a shipment of the world that changes ships may not.
    const transshipping = shipments.filter((s) => (s.transshipment ?? []).length > 0);
    for (const empty of matchesIn(record, /["']?transshipment_ports["']?\s*:\s*\[\s*\]/g)) {
      if (transshipping.length > 0 && transshipping.length === shipments.length)
        once(
          empty.line,
          `${names}: transshipment_ports is empty here; in ${WORLD} it changes ships at ${list(
            transshipping.flatMap((s) => s.transshipment ?? []),
          )}`,
        );
    }

    const allowedBills = shipments.flatMap((s) => (s.billOfLading ? [s.billOfLading] : []));
    for (const bill of matchesIn(record, PREFIXED_BILL)) {
      if (!allowedBills.includes(bill.text))
        once(bill.line, `${names}: bill of lading ${bill.text} here, ${list(allowedBills)} in ${WORLD}`);
    }

    const allowedIds = shipments.map((s) => s.id);
    for (const id of matchesIn(record, SHIPMENT_ID)) {
      if (!allowedIds.includes(id.text)) {
        const owner = SHIPMENTS.find((s) => s.id === id.text);
        once(
          id.line,
          `${names}: shipment id ${id.text} here, ${list(allowedIds)} in ${WORLD}` +
            (owner ? ` (${id.text} is ${owner.reference})` : ''),
        );
      }
    }
  }
  return findings;
}

const md = (text: string) => ({file: 'planted.mdx', kind: 'markdown' as const, area: 'docs' as const, text});
const yaml = (text: string) => ({file: 'planted.yaml', kind: 'yaml' as const, area: 'openapi' as const, text});

export const worldReferences: Rule = {
  id: 'world-references',
  description:
    'A Northwind reference stands with its shipment of src/data/world.ts: carrier, containers, ports, bill of lading, id.',
  areas: WORLD_AREAS,
  check,
  planted: [
    {
      name: 'YAML: a shipment example that transships in the world, shown as a direct sailing',
      source: yaml('value:\n  reference: NW-2026-0412\n  carrier:\n    scac: MSCU\n  transshipment_ports: []\n'),
      findings: 1,
    },
    {
      name: 'YAML: a direct sailing of the world with no transshipment port passes',
      source: yaml('value:\n  reference: NW-2026-0415\n  carrier:\n    scac: MAEU\n  transshipment_ports: []\n'),
      findings: 0,
    },
    {
      name: 'a table row gives NW-2026-0412 to Maersk boxes',
      source: md('| `MSKU9070323;MAEU4418399` | `MAEU` | `NW-2026-0412` |'),
      findings: 3,
    },
    {
      name: 'a webhook payload gives NW-2026-0412 another shipment id and containers',
      source: md(
        '```json\n{\n  "shipment": {\n    "id": "shp_8Kq2xNW0412",\n    "reference": "NW-2026-0412",\n' +
          '    "container_numbers": ["MSKU9070323", "MAEU4418399"]\n  }\n}\n```',
      ),
      findings: 3,
    },
    {
      name: 'YAML: an import item sends NW-2026-0413 to the wrong carrier and port',
      source: yaml(
        'items:\n  - container_number: MEDU6138242\n    carrier_scac: MAEU\n    reference: NW-2026-0413\n' +
          '    port_of_discharge: USLAX\n  - container_number: MRKU5530413\n    carrier_scac: MAEU\n',
      ),
      findings: 2,
    },
    {
      name: 'a CSV row and a program literal',
      source: md(
        '```csv\nMSCU7512387,,,MSCU,NW-2026-0418,priority,NLRTM\n```\n\n```python\n("MSCU4520033", "MAEU", "NW-2026-0431"),\n```',
      ),
      findings: 3,
    },
    {name: 'a reference the world does not know', source: md('Open `NW-2026-0777` in **Shipments**.'), findings: 1},
    {
      name: 'a prose sentence with another bill of lading',
      source: md('NW-2026-0413 travels on `MEDUSH260413` with MSC.'),
      findings: 1,
    },
    {
      name: 'the world as it is passes, in every form',
      source: md(
        '| `MSCU7512387;TGHU6124304` | `MSCU` | `NW-2026-0412` | `NLRTM` |\n\n' +
          'NW-2026-0412 sails from Shanghai to Rotterdam with MSC on bill of lading `MEDUS7412093`.\n\n' +
          '```json\n{\n  "id": "shp_2Xc8Lq4NwP7dRt",\n  "reference": "NW-2026-0412",\n  "container_numbers": ["MSCU7512387"]\n}\n```\n\n' +
          '```python\n("MSCU4520033", "MAEU", "NW-2026-0434"),  # first added under Maersk, corrected later\n```\n\n' +
          'The invalid `MSCU7512388` of NW-2026-0412 is rejected.',
      ),
      findings: 0,
    },
    {
      name: 'YAML: sibling objects keep their own facts',
      source: yaml(
        'items:\n  - container_number: MEDU6138242\n    carrier_scac: MSCU\n    reference: NW-2026-0413\n' +
          '  - container_number: MRKU5530413\n    carrier_scac: MAEU\n    reference: NW-2026-0414\n',
      ),
      findings: 0,
    },
  ],
};
