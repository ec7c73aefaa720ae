// The delivery rules of webhooks (answer, retries, signature, tolerance, secret roll, endpoint limits), read from the
// OpenAPI document's x-webhook-delivery. Its Markdown version is in plugins/llms/components.ts.
import type {ReactNode} from 'react';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {deliveryRuleRows} from '@site/src/components/WebhookEventTable/events';

export default function WebhookDeliveryRules(): ReactNode {
  return (
    <ScrollRegion label="Webhook delivery rules">
      <table>
        <caption>Webhook delivery rules</caption>
        <tbody>
          {deliveryRuleRows().map(([rule, value]) => (
            <tr key={rule}>
              <th scope="row">{rule}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
