// The webhook receivers of examples/webhooks/ as tabs, the same files that tests/unit/webhooks-receivers.test.ts runs
// against the sender (their code reaches the page through src/lib/api-facts/webhook-delivery.ts). Markdown version in
// plugins/llms/components.ts.
import type {ReactNode} from 'react';
import CodeSamples from '@site/src/components/CodeSamples';
import {webhookReceivers} from '@site/src/lib/api-facts/webhook-delivery';

export default function WebhookReceivers(): ReactNode {
  return <CodeSamples samples={webhookReceivers} />;
}
