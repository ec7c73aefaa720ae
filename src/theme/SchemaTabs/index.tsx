// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/SchemaTabs
// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which Schema / Example tabs
// do not have). The remount re-rendered every schema on the page in one long task, 300 ms on Lighthouse's mobile
// CPU. Changes: no remount, and only the selected tab renders (`lazy` by default): the highlighted JSON examples were
// a third of the page's elements.
// The tab-list behavior the three ejected tab components share is src/components/OpenApiTabList.
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {cloneElement, ReactElement} from 'react';

import clsx from 'clsx';

import {useTabListControls} from '@site/src/components/OpenApiTabList/useTabListControls';
import {
  sanitizeTabsChildren,
  type TabItemProps,
  TabProps,
  TabsProvider,
  useTabsContextValue,
} from '@theme/utils/tabsUtils';

export interface SchemaTabsProps extends TabProps {
  /**
   * Optional callback fired when the selected tab changes.
   * Receives the index of the newly selected tab.
   */
  onChange?: (index: number) => void;
}

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  onChange,
}: SchemaTabsProps & ReturnType<typeof useTabsContextValue>) {
  const {tabRefs, listRef, showArrows, handleTabChange, handleKeydown, scrollTabs} = useTabListControls({
    tabValues,
    selectedValue,
    selectValue,
    // Tells the parent which tab the reader picked.
    onSelect: (_value, index) => onChange?.(index),
  });

  return (
    <div className="openapi-tabs__schema-tabs-container" style={{marginBottom: '1rem'}}>
      {showArrows && <button className="openapi-tabs__arrow left" onClick={() => scrollTabs(-1)} />}
      <ul
        ref={listRef}
        role="tablist"
        aria-orientation="horizontal"
        className={clsx(
          'openapi-tabs__schema-list-container',
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
            className={clsx('tabs__item', 'openapi-tabs__schema-item', attributes?.className as string, {
              active: selectedValue === value,
            })}>
            <span className="openapi-tabs__schema-label">{label ?? value}</span>
          </li>
        ))}
      </ul>
      {showArrows && <button className="openapi-tabs__arrow right" onClick={() => scrollTabs(1)} />}
    </div>
  );
}
function TabContent({lazy, children, selectedValue}: SchemaTabsProps & ReturnType<typeof useTabsContextValue>) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  const flattenedChildTabs = childTabs.flat();
  if (lazy) {
    const selectedTabItem = flattenedChildTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    return cloneElement(selectedTabItem, {className: 'margin-top--md'});
  }
  return <div className="margin-top--md">{childTabs}</div>;
}
function TabsComponent(props: SchemaTabsProps): React.JSX.Element {
  const tabs = useTabsContextValue(props);
  return (
    <TabsProvider value={tabs}>
      <div className="openapi-tabs__schema-container">
        <TabList {...props} {...tabs} />
        <TabContent {...props} {...tabs} />
      </div>
    </TabsProvider>
  );
}
export default function SchemaTabs(props: SchemaTabsProps): React.JSX.Element | null {
  const children = Array.isArray(props.children)
    ? props.children.filter(Boolean)
    : props.children
      ? [props.children]
      : [];

  if (children.length === 0) {
    return null;
  }

  let sanitizedChildren;
  try {
    sanitizedChildren = sanitizeTabsChildren(children);
  } catch {
    return null;
  }

  if (!sanitizedChildren || (Array.isArray(sanitizedChildren) && sanitizedChildren.length === 0)) {
    return null;
  }

  return (
    <TabsComponent lazy {...props}>
      {sanitizedChildren}
    </TabsComponent>
  );
}
