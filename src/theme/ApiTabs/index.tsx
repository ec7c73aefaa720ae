// Wrapper: the response tabs (one per status code) render only the selected status. The other statuses' schemas
// doubled the page's DOM and the work of hydrating it; they render when the reader picks their tab, and every
// status is in the page's Markdown version (plugins/llms).
import type {ComponentProps, ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): ReactNode {
  return <ApiTabs lazy {...props} />;
}
