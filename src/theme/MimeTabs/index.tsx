// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/MimeTabs
// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which media-type tabs do not
// have: their choice lives in the explorer's store). The remount re-rendered the request and response schemas in one
// long task, 300 ms on Lighthouse's mobile CPU. Changes: no remount, and only the selected tab renders (`lazy` by
// default): the other media types' schemas doubled the DOM and the work of hydrating it.
// The tab-list behavior the three ejected tab components share is src/components/OpenApiTabList.
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {cloneElement, useEffect, useState, ReactElement} from 'react';

import {setAccept} from '@theme/ApiExplorer/Accept/slice';
import {setContentType} from '@theme/ApiExplorer/ContentType/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {RootState} from '@theme/ApiItem/store';
import clsx from 'clsx';

import {useTabListControls} from '@site/src/components/OpenApiTabList/useTabListControls';
import {
  sanitizeTabsChildren,
  type TabItemProps,
  TabProps,
  TabsProvider,
  useTabsContextValue,
} from '@theme/utils/tabsUtils';

export interface Props {
  schemaType?: string;
}

function TabList({
  className,
  block,
  selectedValue: selectedValueProp,
  selectValue,
  tabValues,
  schemaType,
}: Props & TabProps & ReturnType<typeof useTabsContextValue>): React.JSX.Element {
  const dispatch = useTypedDispatch();
  const isRequestSchema = schemaType?.toLowerCase() === 'request';

  const [selectedValue, setSelectedValue] = useState(selectedValueProp);
  const contentTypeVal = useTypedSelector((state: RootState) => state.contentType.value);
  const acceptTypeVal = useTypedSelector((state: RootState) => state.accept.value);
  const {tabRefs, listRef, showArrows, handleTabChange, handleKeydown, scrollTabs} = useTabListControls({
    tabValues,
    selectedValue,
    selectValue,
    // The explorer follows the media type the reader picks.
    onSelect: (value) => dispatch(isRequestSchema ? setContentType(value) : setAccept(value)),
  });

  // The theme's way of following the explorer's media type: the store is the source of the choice.
  useEffect(() => {
    if (tabRefs.length > 1) {
      if (isRequestSchema) {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- as upstream; changes only on a reader's choice
        setSelectedValue(contentTypeVal);
      } else {
        setSelectedValue(acceptTypeVal);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contentTypeVal, acceptTypeVal]);

  return (
    <div className="tabs__container">
      <div className="openapi-tabs__mime-container">
        {showArrows && <button className={clsx('openapi-tabs__arrow', 'left')} onClick={() => scrollTabs(-1)} />}
        <ul
          ref={listRef}
          role="tablist"
          aria-orientation="horizontal"
          className={clsx(
            'openapi-tabs__mime-list-container',
            'tabs',
            {
              'tabs--block': block,
            },
            className,
          )}>
          {tabValues.map(({value, label, attributes}) => {
            return (
              <li
                role="tab"
                tabIndex={selectedValue === value ? 0 : -1}
                aria-selected={selectedValue === value}
                key={value}
                ref={(tabControl) => {
                  tabRefs.push(tabControl);
                }}
                onKeyDown={handleKeydown}
                onFocus={handleTabChange}
                onClick={(e) => handleTabChange(e)}
                {...attributes}
                className={clsx('tabs__item', 'openapi-tabs__mime-item', attributes?.className as string, {
                  active: selectedValue === value,
                })}>
                {label ?? value}
              </li>
            );
          })}
        </ul>
        {showArrows && <button className={clsx('openapi-tabs__arrow', 'right')} onClick={() => scrollTabs(1)} />}
      </div>
    </div>
  );
}
function TabContent({lazy, children, selectedValue}: Props & TabProps & ReturnType<typeof useTabsContextValue>) {
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
function TabsComponent(props: Props & TabProps): React.JSX.Element {
  const tabs = useTabsContextValue(props);
  return (
    <TabsProvider value={tabs}>
      <div className="tabs-container">
        <TabList {...props} {...tabs} />
        <TabContent {...props} {...tabs} />
      </div>
    </TabsProvider>
  );
}
export default function MimeTabs(props: Props & TabProps) {
  return (
    <TabsComponent lazy {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
