// A webhook event's reference page (exported by each event page; see plugins/reference-pages): the payload
// schema and delivery headers on the left, as on an operation page, and on the right the example delivery, the
// test secret that signs it and the verification programs of examples/webhooks/, instead of request samples and
// "Try it". An event is not a request the reader sends, so there is no explorer here.
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createStoreWithState} from '@theme/ApiItem/store';
import {Provider} from 'react-redux';
import CodeSamples from '@site/src/components/CodeSamples';
import {webhookDelivery, webhookReceivers} from '@site/src/lib/api-facts/webhook-delivery';
import styles from './event.module.css';

/** What an event page exports beside its layout (plugins/reference-pages): its type and example delivery. */
interface EventExport {
  type: string;
  delivery: {headers: [string, string][]; body: string};
}

/** The theme's schema components read the chosen media type from the explorer's store: one JSON body here. */
function useEventStore() {
  return useMemo(
    () =>
      createStoreWithState(
        {
          // An event page has no Accept choice: the store holds undefined (the slice's type says string).
          accept: {value: undefined as unknown as string, options: []},
          contentType: {value: 'application/json', options: ['application/json']},
          server: {value: undefined, options: []},
          response: {value: undefined},
          body: {type: 'empty'},
          params: {path: [], query: [], header: [], cookie: []},
          auth: {data: {}, options: {}, selected: undefined},
          schemaSelection: {selections: {}},
          encodingSelection: {},
        },
        [],
      ),
    [],
  );
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
      <CodeBlock language="http" title="What your endpoint receives">
        {request}
      </CodeBlock>
      <p>
        The body is shown byte for byte. Its signature was computed with the test secret{' '}
        <code>{signature.example_secret}</code> at <code>t={timestamp}</code>, which is long outside the{' '}
        {signature.tolerance_seconds}-second tolerance: to check it by hand, compute the HMAC alone, as{' '}
        <Link to="/docs/api/webhooks#check-the-example-signature-by-hand">Webhooks</Link> shows. Post this delivery to
        your own receiver with <code>npm run webhooks:send</code>.
      </p>
    </section>
  );
}

export default function ApiEvent(props: Props): ReactNode {
  const MDXComponent = props.content;
  const {event} = MDXComponent as unknown as {event: EventExport};
  const store = useEventStore();
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        <DocItemLayout>
          <Provider store={store}>
            <SchemaExpansionProvider>
              <div className={clsx('row', 'theme-api-markdown', styles.event)}>
                <div className="col col--7 openapi-left-panel__container">
                  <MDXComponent />
                </div>
                <div className="col col--5 openapi-right-panel__container">
                  <ExampleDelivery delivery={event.delivery} />
                  <h2 id="verify-the-signature">Verify the signature</h2>
                  <CodeSamples samples={webhookReceivers} />
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
