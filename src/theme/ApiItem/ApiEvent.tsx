// A webhook event's reference page (exported by each event page; see plugins/reference-pages): the payload
// schema and delivery headers on the left, as on an operation page, and on the right the example delivery, the
// test secret that signs it and the verification programs of examples/webhooks/
// (src/components/ReferencePanel/EventPanel), instead of request samples and "Try it". An event is not a request
// the reader sends, so there is no explorer here. The grid is an operation page's (./styles.module.css).
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createStoreWithState} from '@theme/ApiItem/store';
import {Provider} from 'react-redux';
import {ExamplesInPanelContext} from './response-status';
import page from './styles.module.css';

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

export default function ApiEvent(props: Props): ReactNode {
  const MDXComponent = props.content;
  const store = useEventStore();
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        <DocItemLayout>
          <Provider store={store}>
            <ExamplesInPanelContext.Provider value>
              <SchemaExpansionProvider>
                {/* The page's head, its panel (src/components/ReferencePanel/EventPanel) and its body, in a grid. */}
                <div className={clsx('theme-api-markdown', page.page)}>
                  <MDXComponent />
                </div>
              </SchemaExpansionProvider>
            </ExamplesInPanelContext.Provider>
          </Provider>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
