// The webhook receivers of examples/webhooks/ as tabs, the same files that tests/unit/webhooks-receivers.test.ts runs
// against the sender (their code reaches the page through src/lib/api-facts/webhook-delivery.ts). Every tab's program
// is in the page's HTML, titled with its file, so the page's Markdown twin (plugins/llms) has both.
import type {ReactNode} from 'react';
import CodeSamples from '@site/src/components/CodeSamples';
import {webhookReceivers} from '@site/src/lib/api-facts/webhook-delivery';

const samples = webhookReceivers.map((receiver) => ({...receiver, title: receiver.file}));

export default function WebhookReceivers(): ReactNode {
  return <CodeSamples samples={samples} lazy={false} />;
}
