// The right panel of a webhook event's page (plugins/reference-pages places it after the page's head): the example
// delivery, the test secret that signs it, and the verification programs of examples/webhooks/. From 1200 px on it
// sits beside the page (src/theme/ApiItem/styles.module.css); below, it follows the description.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import CodeSamples from '@site/src/components/CodeSamples';
import {webhookDelivery, webhookReceivers} from '@site/src/lib/api-facts/webhook-delivery';
import {ExamplesInPanelContext} from '@site/src/theme/ApiItem/response-status';
import styles from './styles.module.css';

/** What an event page exports beside its layout (plugins/reference-pages): its type and example delivery. */
export interface EventExport {
  type: string;
  delivery: {headers: [string, string][]; body: string};
}

function ExampleDelivery({delivery}: {delivery: EventExport['delivery']}): ReactNode {
  const {signature} = webhookDelivery;
  const timestamp = /t=(\d+)/.exec(delivery.headers.find(([name]) => name === signature.header)?.[1] ?? '')?.[1];
  const request = [
    'POST /webhooks/berthline HTTP/1.1',
    'Host: hooks.northwind.example',
    ...delivery.headers.map(([name, value]) => `${name}: ${value}`),
    '',
    delivery.body,
  ].join('\n');
  return (
    <section aria-labelledby="example-delivery">
      <h2 id="example-delivery">Example delivery</h2>
      {/* The signature's 64 hex digits are wider than the panel: this block wraps them, so every line shows whole. */}
      <div className={styles.delivery}>
        <CodeBlock language="http" title="What your endpoint receives">
          {request}
        </CodeBlock>
      </div>
      <p>
        The body is shown byte for byte. Its signature was computed with the test secret{' '}
        <code>{signature.example_secret}</code> at <code>t={timestamp}</code>, which is long outside the{' '}
        {signature.tolerance_seconds}-second tolerance: to check it by hand, compute the HMAC alone, as{' '}
        <Link to="/docs/api/webhooks#check-the-example-signature-by-hand">Webhooks</Link> shows. To receive deliveries
        like it on your own endpoint, signed with your secret, register it with the mock server as{' '}
        <Link to="/docs/api/webhooks#test-your-receiver-locally">Test your receiver locally</Link> shows.
      </p>
    </section>
  );
}

export default function EventPanel({event}: {event: EventExport}): ReactNode {
  return (
    <ExamplesInPanelContext.Provider value={false}>
      <div className={clsx('openapi-right-panel__container', styles.panel, styles.eventPanel)}>
        <ExampleDelivery delivery={event.delivery} />
        <h2 id="verify-the-signature">Verify the signature</h2>
        <CodeSamples samples={webhookReceivers} />
      </div>
    </ExamplesInPanelContext.Provider>
  );
}
