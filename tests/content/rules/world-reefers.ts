// "Reefer" is said only of refrigerated boxes: next to a box, a shipment or a size-type code of the example world
// (src/data/world.ts), the word needs a reefer size-type (type group R, such as 45R1). A dry high cube (45G1) tagged
// "reefer" misleads the reader who books a plug at the terminal.
import {SIZE_TYPES, worldContainer} from '../../../src/data/world';
import {finding, type Finding, type Rule, type Source} from '../rule';
import {
  REEFER,
  REFERENCE,
  SIZE_TYPE,
  WORLD_AREAS,
  containersIn,
  isWorldModule,
  shipmentsByReference,
  sizeTypeIsReefer,
} from './world-facts';
import {matchesIn, recordsOf} from './world-records';

const ANCHOR = new RegExp(REEFER.source, 'gi');

function check(source: Source): Finding[] {
  if (isWorldModule(source.file)) return [];
  const findings: Finding[] = [];
  for (const record of recordsOf(source, ANCHOR, true)) {
    const line = matchesIn(record, ANCHOR)[0]?.line ?? record[0].line;
    const codes = matchesIn(record, SIZE_TYPE).map((m) => m.text);
    const boxes = containersIn(record).flatMap((c) => {
      const box = worldContainer(c.number);
      return box ? [box] : [];
    });
    const shipments = matchesIn(record, REFERENCE).flatMap((m) => {
      const shipment = shipmentsByReference.get(m.text);
      return shipment && shipment.containers.length > 0 ? [shipment] : [];
    });
    const types = [
      ...codes,
      ...boxes.map((b) => b.sizeType),
      ...shipments.flatMap((s) => s.containers.map((c) => c.sizeType)),
    ];
    if (types.length === 0 || types.some(sizeTypeIsReefer)) continue;
    const what = [
      ...codes,
      ...boxes.map((b) => `${b.number} (${b.sizeType}, ${SIZE_TYPES[b.sizeType].type})`),
      ...shipments.map((s) => `${s.reference} (${s.containers.map((c) => c.sizeType).join(', ')})`),
    ];
    findings.push(
      finding(source, line, `"reefer" next to ${what.join(', ')}: no reefer size-type in src/data/world.ts`),
    );
  }
  return findings;
}

const md = (text: string) => ({file: 'planted.mdx', kind: 'markdown' as const, area: 'docs' as const, text});

export const worldReefers: Rule = {
  id: 'world-reefers',
  description: '"Reefer" stands only next to reefer size-types (45R1), boxes and shipments of src/data/world.ts.',
  areas: WORLD_AREAS,
  check,
  planted: [
    {
      name: 'a 45G1 high cube tagged reefer, in a table row',
      source: md('| `MSCU7512387` | `MSCU` | `NW-2026-0412` | `rotterdam;reefer` |'),
      findings: 1,
    },
    {name: 'a dry size-type called a reefer', source: md('Book a `45G1` reefer for frozen fish.'), findings: 1},
    {
      name: 'YAML: a reefer tag on a shipment of dry boxes',
      source: {
        file: 'planted.yaml',
        kind: 'yaml',
        area: 'openapi',
        text: 'value:\n  reference: NW-2026-0415\n  tags:\n    - reefer\n',
      },
      findings: 1,
    },
    {
      name: 'a real reefer, and "reefer" with nothing to compare',
      source: md(
        '| `MRKU5530413` | `MAEU` | `NW-2026-0414` | `reefer;west-coast` |\n\nA `45R1` is a reefer. Tag reefer shipments `reefer`.',
      ),
      findings: 0,
    },
  ],
};
