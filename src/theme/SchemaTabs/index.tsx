// Wrapper: the Schema / Example tabs render only the selected tab (the schema first), for the same reason as
// src/theme/ApiTabs. The highlighted JSON examples were a third of the page's elements.
import type {ComponentProps, ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

export default function SchemaTabsWrapper(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <SchemaTabs lazy {...props} />;
}
