// The right panel of a webhook event's page (plugins/reference-pages places it after the page's head): the example
// deliveries, the test secret that signs it, and the verification programs of examples/webhooks/. From 1200 px on it
// sits beside the page (src/theme/ApiItem/styles.module.css); below, it follows the description.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import CodeSamples from '@site/src/components/CodeSamples';
import {webhookDelivery, webhookReceivers} from '@site/src/lib/api-facts/webhook-delivery';
import {ExamplesInPanelContext} from '@site/src/theme/ApiItem/response-status';
import styles from './styles.module.css';

/** What an event page exports beside its layout (plugins/reference-pages): its type and example deliveries. */
export interface EventExport {
  type: string;
  deliveries: Delivery[];
}
interface Delivery {
  /** The example's summary, such as "return_due_soon raised on NW-2026-0430". */
  summary: string;
  headers: [string, string][];
  body: string;
}

/** One delivery as the endpoint receives it, byte for byte. */
function DeliveryBlock({
  delivery,
  title = 'What your endpoint receives',
}: {
  delivery: Delivery;
  title?: string;
}): ReactNode {
  const request = [
    'POST /webhooks/berthline HTTP/1.1',
    'Host: hooks.northwind.example',
    ...delivery.headers.map(([name, value]) => `${name}: ${value}`),
    '',
    delivery.body,
  ].join('\n');
  return (
    /* The signature's 64 hex digits are wider than the panel: this block wraps them, so every line shows whole. */
    <div className={styles.delivery}>
      <CodeBlock language="http" title={title}>
        {request}
      </CodeBlock>
    </div>
  );
}

function ExampleDeliveries({deliveries}: {deliveries: Delivery[]}): ReactNode {
  const {signature} = webhookDelivery;
  const several = deliveries.length > 1;
  return (
    <section aria-labelledby="example-delivery">
      <h2 id="example-delivery">{several ? 'Example deliveries' : 'Example delivery'}</h2>
      {several ? (
        // Every delivery in the static HTML (tabs on reference pages are lazy by default: src/theme/Tabs).
        <Tabs lazy={false}>
          {deliveries.map((delivery, index) => (
            // The tab names the example by its first word (the flag or status it shows); the block's title says it all.
            <TabItem key={delivery.summary} value={String(index)} label={delivery.summary.split(' ')[0]}>
              <DeliveryBlock delivery={delivery} title={`${delivery.summary}: what your endpoint receives`} />
            </TabItem>
          ))}
        </Tabs>
      ) : (
        <DeliveryBlock delivery={deliveries[0]!} />
      )}
      <p>
        {several ? 'Each body is' : 'The body is'} shown byte for byte.{' '}
        {several ? 'Their signatures were' : 'Its signature was'} computed with the test secret{' '}
        <code>{signature.example_secret}</code> at the <code>t=</code> of the <code>{signature.header}</code> header,
        long outside the {signature.tolerance_seconds}-second tolerance: to check one by hand, compute the HMAC alone,
        as <Link to="/docs/api/webhooks#check-the-example-signature-by-hand">Webhooks</Link> shows. To receive
        deliveries like these on your own endpoint, signed with your secret, register it with the mock server as{' '}
        <Link to="/docs/api/webhooks#test-your-receiver-locally">Test your receiver locally</Link> shows.
      </p>
    </section>
  );
}

export default function EventPanel({event}: {event: EventExport}): ReactNode {
  return (
    <ExamplesInPanelContext.Provider value={false}>
      <div className={clsx('openapi-right-panel__container', styles.panel, styles.eventPanel)}>
        <ExampleDeliveries deliveries={event.deliveries} />
        <h2 id="verify-the-signature">Verify the signature</h2>
        <CodeSamples samples={webhookReceivers} />
      </div>
    </ExamplesInPanelContext.Provider>
  );
}
