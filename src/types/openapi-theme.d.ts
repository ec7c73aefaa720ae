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
