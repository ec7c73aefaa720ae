// The webhook event catalogue and the delivery rules (./events.ts, from the OpenAPI document), defined once: rendered
// by DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {cell, type TableSpec} from '../DataTable/spec';
import {deliveryRuleRows, eventPath, webhookEvents} from './events';

export const webhookEventTable = (): TableSpec => ({
  caption: `Webhook events (${webhookEvents.length})`,
  columns: [cell('Event type'), cell('Sent when')],
  rows: webhookEvents.map((event) => [
    cell(event.type, {code: true, href: eventPath(event)}),
    cell(event.description, {markdown: true}),
  ]),
});

export const deliveryRulesTable = (): TableSpec => ({
  caption: 'Webhook delivery rules',
  columns: [cell('Rule'), cell('Value')],
  rows: deliveryRuleRows().map(([rule, value]) => [cell(rule), cell(value)]),
});
