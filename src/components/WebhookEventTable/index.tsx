// The catalogue of webhook events, one row per entry of the OpenAPI document's `webhooks` section: its type, linked
// to its reference page, and when it is sent (WebhookEventType's x-enumDescriptions). Its Markdown version is in
// plugins/llms/components.ts.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {eventPath, webhookEvents} from './events';

export default function WebhookEventTable(): ReactNode {
  return (
    <ScrollRegion label="Webhook events">
      <table>
        <caption>Webhook events ({webhookEvents.length})</caption>
        <thead>
          <tr>
            <th scope="col">Event type</th>
            <th scope="col">Sent when</th>
          </tr>
        </thead>
        <tbody>
          {webhookEvents.map((event) => (
            <tr key={event.type}>
              <th scope="row">
                <Link to={eventPath(event)}>
                  <code>{event.type}</code>
                </Link>
              </th>
              <td>
                <InlineMarkdown>{event.description}</InlineMarkdown>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
