// docusaurus-theme-openapi-docs ships declarations for its components under lib/theme, but not under the `@theme/…`
// names that the site imports them by (Docusaurus resolves those when it bundles). Each module the site uses is
// declared here as the theme's own declaration file, so the site type-checks against the installed version's real
// types. The explorer's slices are declared because the store's and hooks' declarations import them by these names.
declare module '@theme/ApiItem/Layout' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}
declare module '@theme/ApiItem/store' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
}
declare module '@theme/ApiItem/hooks' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/hooks';
}
declare module '@theme/ApiExplorer' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
}
declare module '@theme/ApiExplorer/CodeSnippets' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
}
declare module '@theme-original/ApiExplorer/CodeSnippets' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets';
}
declare module '@theme/ApiExplorer/Response' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response';
}
declare module '@theme-original/ApiExplorer/Response' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response';
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}
declare module '@theme/SchemaExpansion' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}
declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
declare module '@theme/utils/scrollUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/scrollUtils';
}
declare module '@theme/ApiExplorer/Accept/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Accept/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Accept/slice';
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
}
declare module '@theme/ApiExplorer/Body/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Body/slice';
}
declare module '@theme/ApiExplorer/ContentType/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ContentType/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ContentType/slice';
}
declare module '@theme/ApiExplorer/EncodingSelection/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/EncodingSelection/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/EncodingSelection/slice';
}
declare module '@theme/ApiExplorer/ParamOptions/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/slice';
}
declare module '@theme/ApiExplorer/Response/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/slice';
}
declare module '@theme/ApiExplorer/SchemaSelection/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/SchemaSelection/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/SchemaSelection/slice';
}
declare module '@theme/ApiExplorer/Server/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Server/slice';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Server/slice';
}
declare module '@theme/ApiExplorer/MethodEndpoint' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint';
}
declare module '@theme/SchemaItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}
declare module '@theme-original/SchemaItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}
declare module '@theme/ParamsItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
}
declare module '@theme-original/ParamsItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
}
declare module '@theme-original/RequestSchema' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/RequestSchema';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/RequestSchema';
}
declare module '@theme-original/ResponseHeaders' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ResponseHeaders';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ResponseHeaders';
}
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest';
}
declare module '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/EncodingSelection/useResolvedEncoding';
}
declare module '@theme-original/ResponseExamples' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ResponseExamples';
}
