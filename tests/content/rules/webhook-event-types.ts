// cspell:ignore addded -- a planted misspelling
// Every webhook event type a page names is an entry of the OpenAPI document's `webhooks` section. An event type is
// written as inline code `<object>.<what happened>`: an object that has events in the document (`shipment`,
// `shipment_import`), then words whose last one is a past participle (`shipment.eta_changed`). Field paths such as
// `shipment.status`, `shipment.archived_at` or `counts.processed` are not event types.
import {api} from '../../../src/lib/api';
import {finding, plantedMarkdown, type Rule, type Source} from '../rule';

/** Inline code that reads as an event type: an object name, a period, words in snake case, the last one in -ed. */
export const EVENT_TYPE = /`([a-z]+(?:_[a-z]+)*\.(?:[a-z]+_)*[a-z]+ed)`/g;

export function unknownEventTypes(text: string, known: ReadonlySet<string>) {
  const objects = new Set([...known].map((type) => type.split('.')[0]));
  const found: {line: number; type: string}[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(EVENT_TYPE)) {
      const object = match[1].split('.')[0];
      if (objects.has(object) && !known.has(match[1])) found.push({line: index + 1, type: match[1]});
    }
  });
  return found;
}

const KNOWN = new Set(api.events.map((event) => event.type));
const md = plantedMarkdown('docs');

export const webhookEventTypes: Rule = {
  id: 'webhook-event-types',
  description: 'Event types named on a page exist in the OpenAPI document’s webhooks section.',
  areas: ['docs', 'api-guide'],
  check(source: Source) {
    return unknownEventTypes(source.text, KNOWN).map(({line, type}) =>
      finding(
        source,
        line,
        `${type} is not an event type of the OpenAPI document (webhooks: ${[...KNOWN].join(', ')})`,
      ),
    );
  },
  planted: [
    {name: 'an event type the document lacks', source: md('Subscribe to `shipment.created` events.'), findings: 1},
    {name: 'a misspelt event type', source: md('| `shipment.eta_change` | `shipment.milestone_addded` |'), findings: 1},
    {
      name: 'event types of the document pass',
      source: md('Handle `shipment.eta_changed` and `shipment_import.completed`.'),
      findings: 0,
    },
    {
      name: 'field paths are not event types',
      source: md('Read `shipment.status`, `shipment.archived_at`, `counts.processed` and `carrier.scac`.'),
      findings: 0,
    },
  ],
};
