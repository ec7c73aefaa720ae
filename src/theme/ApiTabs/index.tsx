// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which the status-code tabs
// do not have). The remount re-rendered the whole response section in one long task. Changes: no remount, and only
// the selected status renders (`lazy` by default): the other statuses' schemas doubled the page's DOM and the work
// of hydrating it; they render when the reader picks their tab, and every status is in the page's Markdown version.
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {cloneElement, useRef, useState, useEffect, ReactElement} from 'react';

import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';

import {useScrollPositionBlocker} from '@theme/utils/scrollUtils';
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
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex].value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  const tabItemListContainerRef = useRef<HTMLUListElement>(null);
  const [showTabArrows, setShowTabArrows] = useState<boolean>(false);

  useEffect(() => {
    const resizeObserver = new ResizeObserver((entries) => {
      for (const entry of entries) {
        requestAnimationFrame(() => {
          if (entry.target.clientWidth < entry.target.scrollWidth) {
            setShowTabArrows(true);
          } else {
            setShowTabArrows(false);
          }
        });
      }
    });

    resizeObserver.observe(tabItemListContainerRef.current!);

    return () => {
      resizeObserver.disconnect();
    };
  }, []);

  const handleRightClick = () => {
    tabItemListContainerRef.current!.scrollLeft += 90;
  };

  const handleLeftClick = () => {
    tabItemListContainerRef.current!.scrollLeft -= 90;
  };

  return (
    <div className="openapi-tabs__response-header-section">
      <Heading as="h2" id={id} className="openapi-tabs__heading openapi-tabs__response-header">
        {label}
      </Heading>
      <div className="openapi-tabs__response-container">
        {showTabArrows && <button className="openapi-tabs__arrow left" onClick={handleLeftClick} />}
        <ul
          ref={tabItemListContainerRef}
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
              // TODO extract TabListItem
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
                parseInt(value) >= 400
                  ? 'danger'
                  : parseInt(value) >= 200 && parseInt(value) < 300
                    ? 'success'
                    : 'info',
                {
                  active: selectedValue === value,
                },
              )}>
              {label ?? value}
            </li>
          ))}
        </ul>
        {showTabArrows && <button className="openapi-tabs__arrow right" onClick={handleRightClick} />}
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
