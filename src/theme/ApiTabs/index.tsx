// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which the status-code tabs
// do not have). The remount re-rendered the whole response section in one long task. Changes: no remount, and only
// the selected status renders (`lazy` by default): the other statuses' schemas doubled the page's DOM and the work
// of hydrating it; they render when the reader picks their tab, and every status is in the page's Markdown version.
// The tab-list behavior the three ejected tab components share is src/components/OpenApiTabList.
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {cloneElement, ReactElement} from 'react';

import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';

import {useTabListControls} from '@site/src/components/OpenApiTabList/useTabListControls';
import {
  sanitizeTabsChildren,
  type TabItemProps,
  TabProps,
  TabsProvider,
  useTabsContextValue,
} from '@theme/utils/tabsUtils';

export interface TabListProps extends TabProps {
  label: string;
  id: string;
}

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  label = translate({
    id: 'theme.openapi.tabs.responses.label',
    message: 'Responses',
  }),
  id = 'responses',
}: TabListProps & ReturnType<typeof useTabsContextValue>) {
  const {tabRefs, listRef, showArrows, handleTabChange, handleKeydown, scrollTabs} = useTabListControls({
    tabValues,
    selectedValue,
    selectValue,
  });

  return (
    <div className="openapi-tabs__response-header-section">
      <Heading as="h2" id={id} className="openapi-tabs__heading openapi-tabs__response-header">
        {label}
      </Heading>
      <div className="openapi-tabs__response-container">
        {showArrows && <button className="openapi-tabs__arrow left" onClick={() => scrollTabs(-1)} />}
        <ul
          ref={listRef}
          role="tablist"
          aria-orientation="horizontal"
          className={clsx(
            'openapi-tabs__response-list-container',
            'tabs',
            {
              'tabs--block': block,
            },
            className,
          )}>
          {tabValues.map(({value, label, attributes}) => (
            <li
              role="tab"
              tabIndex={selectedValue === value ? 0 : -1}
              aria-selected={selectedValue === value}
              key={value}
              ref={(tabControl) => {
                tabRefs.push(tabControl);
              }}
              onKeyDown={handleKeydown}
              onClick={handleTabChange}
              {...attributes}
              className={clsx(
                'tabs__item',
                'openapi-tabs__response-code-item',
                attributes?.className as string,
                // By the first digit, so that a webhook's `2XX` answer is a success too (`default` stays info).
                /^[45]/.test(value) ? 'danger' : /^2/.test(value) ? 'success' : 'info',
                {
                  active: selectedValue === value,
                },
              )}>
              {label ?? value}
            </li>
          ))}
        </ul>
        {showArrows && <button className="openapi-tabs__arrow right" onClick={() => scrollTabs(1)} />}
      </div>
    </div>
  );
}

function TabContent({
  lazy,
  children,
  selectedValue,
}: TabProps & ReturnType<typeof useTabsContextValue>): React.JSX.Element | null {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    return cloneElement(selectedTabItem, {className: 'margin-top--md'});
  }
  return <div className="margin-top--md">{childTabs}</div>;
}
function TabsComponent(props: TabListProps): React.JSX.Element {
  const tabs = useTabsContextValue(props);
  return (
    <TabsProvider value={tabs}>
      <div className="openapi-tabs__container">
        <TabList {...props} {...tabs} />
        <TabContent {...props} {...tabs} />
      </div>
    </TabsProvider>
  );
}
export default function ApiTabs(props: TabListProps): React.JSX.Element {
  return (
    <TabsComponent lazy {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
