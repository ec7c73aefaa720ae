// The frame the ejected tab sets share (src/theme/ApiTabs, MimeTabs, SchemaTabs): the tabs' state from the theme's
// `useTabsContextValue`, provided to the panels, the set's own tab list, and only the selected panel when `lazy`.
import type {ComponentType, ReactNode} from 'react';
import {TabsProvider, useTabsContextValue, type TabProps} from '@theme/utils/tabsUtils';
import LazyTabContent from './LazyTabContent';

export type TabsState = ReturnType<typeof useTabsContextValue>;

interface TabsShellProps<P extends TabProps> {
  /** The tab set's props, as its default export received them. */
  props: P;
  /** The class of the element around the list and the panels, as the theme names it. */
  className: string;
  /** The set's tab list, given its props and the tabs' state. */
  TabList: ComponentType<P & TabsState>;
}

export default function TabsShell<P extends TabProps>({props, className, TabList}: TabsShellProps<P>): ReactNode {
  const tabs = useTabsContextValue(props);
  return (
    <TabsProvider value={tabs}>
      <div className={className}>
        <TabList {...props} {...tabs} />
        <LazyTabContent lazy={props.lazy} selectedValue={tabs.selectedValue}>
          {props.children}
        </LazyTabContent>
      </div>
    </TabsProvider>
  );
}
