// The webhook receivers of examples/webhooks/ as tabs, the same files that tests/unit/webhooks-receivers.test.ts runs
// against the sender (their code reaches the page through src/generated/webhooks.json). Markdown version in
// plugins/llms/components.ts.
import type {ReactNode} from 'react';
import CodeSamples from '@site/src/components/CodeSamples';
import webhooks from '@site/src/generated/webhooks.json';

export default function WebhookReceivers(): ReactNode {
  return <CodeSamples samples={webhooks.receivers} />;
}
