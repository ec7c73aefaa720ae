// Examples follow the rules the document states about states: a PATCH example that sets a field the schema accepts
// only in some states (`x-allowedWhen`, such as ShipmentPatch.carrier_scac only while `tracking_status` is `pending`
// or `not_found`) must target an object that the same page shows in one of those states. The object is found by the
// id in the request's URL, and its state by the first `"<state field>": "<value>"` after `"id": "<that id>"` on the
// page. A request whose object the page does not show passes (nothing to contradict).
import {api} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';

const PATCH_LINE = /\bPATCH\b.*\/shipments\/(shp_[A-Za-z0-9]+)/;
/** How many lines after the PATCH line the request's body may start. */
const REQUEST_LINES = 8;

function stateOf(text: string, id: string, field: string): string | undefined {
  const at = text.indexOf(`"id": "${id}"`);
  if (at < 0) return undefined;
  const rest = text.slice(at + id.length + 8);
  const next = rest.search(/"id": "shp_/);
  const scope = next < 0 ? rest : rest.slice(0, next);
  return new RegExp(`"${field}": "([a-z_]+)"`).exec(scope)?.[1];
}

function check(source: Source) {
  if (source.kind !== 'markdown') return [];
  const lines = source.text.split('\n');
  const rules = api.stateRules.filter((rule) => rule.schema === 'ShipmentPatch');
  return lines.flatMap((line, index) => {
    const target = PATCH_LINE.exec(line)?.[1];
    if (!target) return [];
    const request = lines.slice(index, index + REQUEST_LINES).join('\n');
    return rules.flatMap((rule) => {
      if (!request.includes(`"${rule.field}"`)) return [];
      return Object.entries(rule.allowedWhen).flatMap(([stateField, allowed]) => {
        const state = stateOf(source.text, target, stateField);
        if (!state || allowed.includes(state)) return [];
        return [
          finding(
            source,
            index + 1,
            `PATCH sets ${rule.field} on ${target}, whose ${stateField} is "${state}" on this page; the document allows it only while ${allowed.join(' or ')}`,
          ),
        ];
      });
    });
  });
}

const shown = (state: string) =>
  `\`\`\`json\n{"id": "shp_7Ta3Pm5Kc1Xv4E", "reference": "NW-2026-0434", "tracking_status": "${state}"}\n\`\`\`\n`;
const patch = (body: string) =>
  `\`\`\`bash\ncurl -X PATCH "https://sandbox.api.berthline.example/v1/shipments/shp_7Ta3Pm5Kc1Xv4E" \\\n  -H "Content-Type: application/merge-patch+json" \\\n  -d '${body}'\n\`\`\`\n`;
const md = plantedMarkdown('api-guide');

export const exampleState: Rule = {
  id: 'example-state',
  description: 'PATCH examples set a state-bound field only on an object the page shows in an allowed state.',
  areas: ['docs', 'api-guide'],
  check,
  planted: [
    {
      name: 'carrier_scac on an active shipment',
      source: md(shown('active') + patch('{"carrier_scac": "MSCU"}')),
      findings: 1,
    },
    {
      name: 'carrier_scac on a not_found shipment',
      source: md(shown('not_found') + patch('{"carrier_scac": "MSCU"}')),
      findings: 0,
    },
    {name: 'another field on an active shipment', source: md(shown('active') + patch('{"notes": "x"}')), findings: 0},
  ],
};
