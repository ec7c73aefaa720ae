// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ResponseExamples
// Wrapper: the theme's RequestSchema and ResponseSchema call ExampleFromSchema as a function while they render, and
// it builds an example from the whole schema there (about 37 ms of shipment-list's load on a 4x slower CPU) for an
// "Example (auto)" tab the site never shows: on operation and event pages the examples are in the right panel
// (src/components/ReferencePanel) and the left column shows the schema alone (src/theme/SchemaTabs). Here it returns
// the same tab, whose example is built only when the tab renders.
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TabItem from '@theme/TabItem';
import {ExampleFromSchema as BuiltExample} from '@theme-original/ResponseExamples';

export {ResponseExample, ResponseExamples, json2xml} from '@theme-original/ResponseExamples';

type Props = ComponentProps<typeof BuiltExample>;

/** The theme's example, built from the schema when this renders: the tab's content. */
function AutoExample(props: Props): ReactNode {
  const tab = BuiltExample(props) as {props?: {children?: ReactNode}} | null;
  return tab?.props?.children ?? null;
}

export function ExampleFromSchema(props: Props): ReactNode {
  return (
    <TabItem
      label={translate({id: 'theme.openapi.responseExamples.autoExample', message: 'Example (auto)'})}
      value="Example (auto)">
      <AutoExample {...props} />
    </TabItem>
  );
}
