// The webhook facts that the event catalogue and the delivery rules table share, read from the OpenAPI document through
// the facts module: the events (src/lib/api-facts/events.ts) and the delivery rules
// (src/lib/api-facts/webhook-delivery.ts). Relative imports, so that tsx (the unit tests, outside the bundler) resolves
// them too.
import {eventHref, events} from '../../lib/api-facts/events';
import {webhookDelivery} from '../../lib/api-facts/webhook-delivery';
import type {EventFact} from '../../lib/api-facts/types';

export const webhookEvents: readonly EventFact[] = events;

/** The reference page of an event. */
export const eventPath = eventHref;

/** 60 → "1 minute", 7200 → "2 hours", 86400 → "24 hours". */
export function formatSeconds(seconds: number): string {
  const [value, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** The delivery rules as [rule, value] rows, in the order the guide explains them. */
export function deliveryRuleRows(): [string, string][] {
  const rules = webhookDelivery;
  return [
    ['Answer expected', `Any 2xx status within ${formatSeconds(rules.timeout_seconds)}`],
    [
      'Retries after a failure',
      rules.retry_schedule_seconds.map(formatSeconds).join(', ') + ' after the first attempt',
    ],
    [
      'Signature',
      `${rules.signature.algorithm} in the ${rules.signature.header} header, scheme ${rules.signature.scheme}`,
    ],
    ['Timestamp tolerance', formatSeconds(rules.signature.tolerance_seconds)],
    ['Secret format', `Starts with ${rules.signature.secret_prefix}; one secret per endpoint`],
    ['Both secrets signed after a roll', `For ${formatSeconds(rules.signature.roll_overlap_hours * 3600)}`],
    ['Endpoints per workspace', String(rules.endpoints.max_per_workspace)],
    ['Endpoint disabled after', `${rules.endpoints.disabled_after_failing_days} days of failed deliveries`],
    ['Deliveries listed in the web app', `${rules.endpoints.deliveries_kept_days} days`],
    ['User-Agent', rules.user_agent],
  ];
}
