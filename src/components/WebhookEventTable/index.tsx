// The catalogue of webhook events, one row per entry of the OpenAPI document's `webhooks` section, from its one
// definition in ./spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {renderInlineMarkdown} from '@site/src/components/InlineMarkdown';
import {webhookEventTable} from './spec';

export default function WebhookEventTable(): ReactNode {
  return <DataTable spec={webhookEventTable()} renderMarkdown={renderInlineMarkdown} />;
}
