// Every container number written anywhere is a box of the example world (src/data/world.ts): a container of one of
// its shipments, or one of its boxes without a shipment. A number with a wrong check digit, or marked invalid the
// way the container-check-digit rule reads it, is left to that rule. Next to a box of the world, a size-type code
// or a carrier must be the box's own.
import {SHIPMENTS, shipmentOfContainer, worldContainer} from '../../../src/data/world';
import {finding, type Finding, type Rule, type Source} from '../rule';
import {
  CONTAINER,
  SIZE_TYPE,
  WORLD_AREAS,
  carriersIn,
  carriersOf,
  containersIn,
  isWorldBox,
  isWorldModule,
} from './world-facts';
import {matchesIn, recordsOf} from './world-records';

const WORLD = 'src/data/world.ts';

function check(source: Source): Finding[] {
  if (isWorldModule(source.file)) return [];
  const findings = new Map<string, Finding>();
  const report = (line: number, message: string) => findings.set(`${line}:${message}`, finding(source, line, message));

  for (const record of recordsOf(source, CONTAINER)) {
    const containers = containersIn(record);
    for (const container of containers) {
      if (!isWorldBox(container.number))
        report(
          container.line,
          `${container.text} is no box of the example world: use a container of a shipment in ${WORLD}, or add it there`,
        );
      else if (container.text !== container.number)
        report(container.line, `${container.text}: write container numbers without spaces, as ${container.number}`);
    }
    const boxes = containers.flatMap((c) => {
      const box = worldContainer(c.number);
      const shipment = shipmentOfContainer(c.number);
      return box && shipment ? [{...c, box, shipment}] : [];
    });
    if (boxes.length === 0) continue;

    const sizeTypes = boxes.map((b) => b.box.sizeType as string);
    for (const code of matchesIn(record, SIZE_TYPE)) {
      if (!sizeTypes.includes(code.text))
        report(
          code.line,
          `size-type ${code.text} next to ${boxes.map((b) => `${b.number} (${b.box.sizeType})`).join(', ')} in ${WORLD}`,
        );
    }

    const carriers = boxes.flatMap((b) => carriersOf(b.shipment)) as string[];
    for (const carrier of carriersIn(record)) {
      if (!carriers.includes(carrier.scac))
        report(
          carrier.line,
          `carrier ${carrier.text} next to ${boxes.map((b) => `${b.number} (${b.shipment.carrier}, ${b.shipment.reference})`).join(', ')}`,
        );
    }
  }
  return [...findings.values()];
}

const md = (text: string) => ({file: 'planted.mdx', kind: 'markdown' as const, area: 'docs' as const, text});
const [first] = SHIPMENTS;

export const worldContainers: Rule = {
  id: 'world-containers',
  description:
    'Every container number is a box of src/data/world.ts, shown with its own size-type and carrier, unless marked invalid.',
  areas: WORLD_AREAS,
  check,
  planted: [
    {name: 'a box of no shipment, in inline code', source: md('Track `MSCU2248116` now.'), findings: 1},
    {
      name: 'in a table cell, a YAML value, a JSON string and a program literal',
      source: md(
        '| `COSU1186800` | x |\n\n```yaml\nnumber: MRKU1190275\n```\n\n```json\n{"number": "MEDU4417720"}\n```\n\n' +
          "```js\nconst box = 'MSKU7781209';\n```",
      ),
      findings: 4,
    },
    {name: 'a printed number with spaces', source: md('The door reads `MSCU 751238 7`.'), findings: 1},
    {
      name: 'a box with another size-type and carrier',
      source: md(
        '```json\n{\n  "number": "MSKU9070323",\n  "iso_size_type": "45G1"\n}\n```\n\n| `MSCU7512387` | Maersk (`MAEU`) |',
      ),
      // The size-type, and the carrier twice: by name and by SCAC.
      findings: 3,
    },
    {
      name: 'boxes of the world, the worked example and marked invalid numbers pass',
      source: md(
        `Track \`${first.containers[0].number}\`, \`MSCU7512387\` (\`45G1\`, MSC) and \`CSQU3054383\`. ` +
          '`MSCU7512388` is invalid: the check digit should be 7. `CMAU5632418` has the wrong check digit.',
      ),
      findings: 0,
    },
  ],
};
