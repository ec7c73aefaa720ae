// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiItem
// An operation's reference page: the page's head (title, method and address, description), its right panel
// (src/components/ReferencePanel: the request samples rendered at build time, the documented response of the status
// selected, or the explorer once the reader opens "Try it") and its body (parameters, body, responses), laid out in
// a grid: two columns from 1200 px on, with the panel beside the page and in view, one column below.
// Based on docusaurus-theme-openapi-docs 5.2 ApiItem (MIT, Palo Alto Networks).
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemLayout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createStoreWithState, type RootState} from '@theme/ApiItem/store';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {Provider} from 'react-redux';
import {recallAuth, recallServer, rememberFrom} from './explorer-memory';
import {orderServers} from './explorer-servers';
import {TRY_IT_BUTTON_ID, TryItContext} from './try-it';
import {ExamplesInPanelContext, ResponseStatusContext} from './response-status';
import styles from './styles.module.css';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the theme's operation object is untyped JSON
type Operation = any;

const SUCCESS = /^2\d\d$/;
type ParamPlace = 'path' | 'query' | 'header' | 'cookie';
type Server = NonNullable<RootState['server']['value']>;

/**
 * The explorer's state: the first media types, the servers with the sandbox first, and parameters without a value.
 * The theme prefilled every parameter with its example, so "Try it" sent filters, a cursor, an `If-Match` and an
 * `Idempotency-Key` the reader never set; here the examples are placeholders (patches/), and only what the reader
 * fills in is sent. The state is the same in the static render and in the browser (no storage is read:
 * authPersistence is false, and the tab's memory is empty on a first load), so the page hydrates with it and never
 * swaps it: the theme swapped stores once hydrated, which re-rendered the whole page in one long task.
 */
function useExplorerStore(api: Operation) {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: Parameters<typeof createPersistenceMiddleware>[0]}).api;
  return useMemo(() => {
    const accept = Object.entries(api?.responses ?? {})
      .filter(([code]) => SUCCESS.test(code))
      .flatMap(([, response]) => Object.keys((response as {content?: object}).content ?? {}));
    const contentTypes = Object.keys(api?.requestBody?.content ?? {});
    const params: Record<ParamPlace, Operation[]> = {path: [], query: [], header: [], cookie: []};
    for (const param of api?.parameters ?? []) params[param.in as ParamPlace]?.push(param);
    const servers = orderServers<Server>(api?.servers ?? []);
    // The server the reader chose on an earlier page of this tab, with the values they gave its variables (the mock
    // server's port); otherwise the first.
    const recalled = recallServer();
    const chosen = servers.find((s) => s.url === recalled?.url);
    const server = chosen ? {...chosen, variables: recalled?.variables ?? chosen.variables} : servers[0];
    return createStoreWithState(
      {
        accept: {value: accept[0], options: accept},
        contentType: {value: contentTypes[0], options: contentTypes},
        server: {value: server, options: servers},
        response: {value: undefined},
        body: {type: 'empty'},
        params,
        auth: recallAuth(createAuth({security: api?.security, securitySchemes: api?.securitySchemes, options})),
        schemaSelection: {selections: {}},
        encodingSelection: {},
      },
      [createPersistenceMiddleware(options)],
    );
  }, [api, options]);
}

export default function ApiOperation(props: Props): ReactNode {
  const MDXComponent = props.content;
  // The operation the explorer works from, exported by the page (plugins/reference-pages).
  const {operation: api} = MDXComponent as unknown as {operation: Operation};
  const store = useExplorerStore(api);
  useEffect(() => rememberFrom(store), [store]);
  const [exploring, setExploring] = useState(false);
  const tryIt = useMemo(
    () => ({
      open: exploring,
      start: () => setExploring(true),
      close: () => {
        setExploring(false);
        requestAnimationFrame(() => document.getElementById(TRY_IT_BUTTON_ID)?.focus());
      },
    }),
    [exploring],
  );
  const [status, setStatus] = useState<string | undefined>();
  const responseStatus = useMemo(() => ({status, select: setStatus}), [status]);
  // The page's content as one element kept across renders: React then skips it when this component renders again
  // (the providers of the theme and of Docusaurus update right after hydration), and only what reads a changed
  // context inside it renders.
  const page = useMemo(() => <MDXComponent />, [MDXComponent]);
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        <DocItemLayout>
          <Provider store={store}>
            <TryItContext.Provider value={tryIt}>
              <ResponseStatusContext.Provider value={responseStatus}>
                <ExamplesInPanelContext.Provider value>
                  <SchemaExpansionProvider>
                    {/* The page's head, its right panel (src/components/ReferencePanel) and its body, in a grid. */}
                    <div className={clsx('theme-api-markdown', styles.page)}>{page}</div>
                  </SchemaExpansionProvider>
                </ExamplesInPanelContext.Provider>
              </ResponseStatusContext.Provider>
            </TryItContext.Provider>
          </Provider>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
