// The delivery rules of webhooks, read from the OpenAPI document's x-webhook-delivery, from their one definition in
// src/components/WebhookEventTable/spec.ts.
import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {deliveryRulesTable} from '@site/src/components/WebhookEventTable/spec';

export default function WebhookDeliveryRules(): ReactNode {
  return <DataTable spec={deliveryRulesTable()} />;
}
