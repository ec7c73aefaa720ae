// docusaurus-theme-openapi-docs ships its components without module declarations; these are the ones our ejected
// components (src/theme/ParamsDetails, RequestSchema, ResponseSchema) import, typed as loosely as the theme is.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare module '@theme/ParamsItem' {
  const ParamsItem: import('react').ComponentType<any>;
  export default ParamsItem;
}
declare module '@theme/Markdown' {
  const Markdown: import('react').ComponentType<any>;
  export default Markdown;
}
declare module '@theme/MimeTabs' {
  const MimeTabs: import('react').ComponentType<any>;
  export default MimeTabs;
}
declare module '@theme/Schema' {
  const Schema: import('react').ComponentType<any>;
  export default Schema;
}
declare module '@theme/SchemaExpansion' {
  const SchemaExpansion: import('react').ComponentType<any>;
  export const SchemaExpansionProvider: import('react').ComponentType<{children?: import('react').ReactNode}>;
  export default SchemaExpansion;
}
declare module '@theme/SchemaTabs' {
  const SchemaTabs: import('react').ComponentType<any>;
  export default SchemaTabs;
}
declare module '@theme/ResponseExamples' {
  import type {ReactNode} from 'react';

  export function ExampleFromSchema(props: {schema: any; mimeType: string}): ReactNode;
  export function ResponseExamples(props: {responseExamples: any; mimeType: string}): ReactNode;
  export function ResponseExample(props: {responseExample: any; mimeType: string}): ReactNode;
}

declare module '@theme/ApiItem/Layout' {
  const Layout: import('react').ComponentType<{children?: import('react').ReactNode}>;
  export default Layout;
}
declare module '@theme/ApiItem/store' {
  export type RootState = any;
  export function createStoreWithState(state: any, middleware: any[]): any;
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(options: {security: any; securitySchemes: any; options: any}): any;
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: any): any;
}
declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(kind: string): Storage;
}
declare module '@theme/ApiExplorer' {
  const ApiExplorer: import('react').ComponentType<{item: any; infoPath?: string}>;
  export default ApiExplorer;
}
declare module '@theme/ApiExplorer/CodeSnippets' {
  const CodeSnippets: import('react').ComponentType<{
    postman: any;
    codeSamples: any[];
    maskCredentials?: boolean;
    requestBody?: any;
  }>;
  export default CodeSnippets;
}
declare module '@theme-original/ApiExplorer/CodeSnippets' {
  const CodeSnippets: import('react').ComponentType<{
    postman: any;
    codeSamples: any[];
    maskCredentials?: boolean;
    requestBody?: any;
  }>;
  export default CodeSnippets;
}
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(selector: (state: any) => T): T;
  export function useTypedDispatch(): (action: any) => void;
}
// For the ejected src/theme/ApiTabs, MimeTabs and SchemaTabs: the theme's tab utilities carry their own declarations.
declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
declare module '@theme/utils/scrollUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/scrollUtils';
}
declare module '@theme/ApiExplorer/Accept/slice' {
  export function setAccept(mediaType: string): any;
}
declare module '@theme/ApiExplorer/ContentType/slice' {
  export function setContentType(mediaType: string): any;
}
