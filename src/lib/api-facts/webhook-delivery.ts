// How Berthline delivers webhooks, from the document's `x-webhook-delivery` (timeouts, retries, the signature and its
// tolerance, the test secret), and the receivers of examples/webhooks/ that the pages show: both written by
// scripts/gen-api.mjs into src/generated/webhooks.json (scripts/webhooks/facts.mjs). The events themselves are
// ./events.ts.
import data from '../../generated/webhooks.json';

export const webhookDelivery = data.rules;

/** The receivers the pages show, in tab order: their file, label, language and code. */
export const webhookReceivers = data.receivers;
