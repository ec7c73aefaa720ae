// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/Tabs
// Ejected (docusaurus-theme-openapi-docs 5.2 Tabs, theme-classic's with the OpenAPI theme's tab context; 110 lines,
// MIT, Meta Platforms and Palo Alto Networks): upstream remounts every tab group once the page has
// hydrated (key={String(isBrowser)}), for tabs whose defaultValue is computed in the browser (Docusaurus #5653);
// ours never are. That remount rendered each group's panels a second time in the long task after hydration, code
// blocks highlighted again included: Prism's start-up and every token of the guides' and operation pages' code (on
// Lighthouse's mobile CPU about 300 ms on the authentication guide). The reader's remembered tab (groupId, query
// string) still replaces the default right after hydration: Docusaurus syncs it in a layout effect. Every panel is
// in the static HTML, the unselected ones `hidden` (upstream's default, `lazy: false`): the page's Markdown twin is
// converted from that HTML (plugins/llms), so a guide's Python and Node.js programs reach it. A group that passes
// `lazy` renders only the selected panel: the reference pages' code samples (src/components/CodeSamples), whose
// eleven languages each page's twin replaces with one curl request written from the OpenAPI document.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {REFERENCE_PATH} from '@site/config/site-paths.mjs';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useTabsContextValue, useTabs, sanitizeTabsChildren, TabsProvider} from '@theme/utils/tabsUtils';
import type {Props} from '@theme/Tabs';
import OpenApiTabList from '@site/src/components/OpenApiTabList';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  return (
    <OpenApiTabList
      tabValues={tabValues}
      selectedValue={selectedValue}
      selectValue={selectValue}
      block={block}
      className={className}
      itemClassName={() => styles.tabItem}
      activeClassName="tabs__item--active"
      scrollArrows={false}
    />
  );
}

export default function Tabs(props: Props): ReactNode {
  const onReferencePage = useLocation().pathname.startsWith(REFERENCE_PATH);
  const value = useTabsContextValue({lazy: onReferencePage, ...props});
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* Upstream: the className applies to the tab list, not the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
