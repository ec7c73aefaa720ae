// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/SchemaTabs
// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which Schema / Example tabs
// do not have). The remount re-rendered every schema on the page in one long task, 300 ms on Lighthouse's mobile
// CPU. Changes: no remount, and only the selected tab renders (`lazy` by default): the highlighted JSON examples were
// a third of the page's elements.
// The tab-list behavior the three ejected tab components share is src/components/OpenApiTabList.
// On operation and event pages, a body's or response's tabs in the left column show the schema alone: the examples
// are in the page's right panel (src/components/ReferencePanel), so the tab row is left out.
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {useContext} from 'react';

import OpenApiTabList from '@site/src/components/OpenApiTabList';
import TabsShell, {type TabsState} from '@site/src/components/OpenApiTabList/TabsShell';
import {sanitizeTabsChildren, TabProps} from '@theme/utils/tabsUtils';
import {ExamplesInPanelContext} from '@site/src/theme/ApiItem/response-status';

export interface SchemaTabsProps extends TabProps {
  /**
   * Optional callback fired when the selected tab changes.
   * Receives the index of the newly selected tab.
   */
  onChange?: (index: number) => void;
}

function TabList({className, block, selectedValue, selectValue, tabValues, onChange}: SchemaTabsProps & TabsState) {
  return (
    <div className="openapi-tabs__schema-tabs-container" style={{marginBottom: '1rem'}}>
      <OpenApiTabList
        tabValues={tabValues}
        selectedValue={selectedValue}
        selectValue={selectValue}
        // Tells the parent which tab the reader picked.
        onSelect={(_value, index) => onChange?.(index)}
        block={block}
        className={className}
        listClassName="openapi-tabs__schema-list-container"
        itemClassName={() => 'openapi-tabs__schema-item'}
        activeClassName="active"
        renderLabel={(label) => <span className="openapi-tabs__schema-label">{label}</span>}
      />
    </div>
  );
}

function TabsComponent(props: SchemaTabsProps): React.JSX.Element {
  return <TabsShell props={props} className="openapi-tabs__schema-container" TabList={TabList} />;
}
/** The schema tabs of a request body or a response (the theme's RequestSchema and ResponseSchema), not a oneOf's. */
const BODY_TABS = 'openapi-tabs__schema';

export default function SchemaTabs(props: SchemaTabsProps): React.JSX.Element | null {
  const examplesInPanel = useContext(ExamplesInPanelContext);
  const all = Array.isArray(props.children) ? props.children.filter(Boolean) : props.children ? [props.children] : [];
  // The schema tab comes first; the example tabs after it.
  const children = examplesInPanel && props.className === BODY_TABS ? all.slice(0, 1) : all;
  if (
    examplesInPanel &&
    props.className === BODY_TABS &&
    React.isValidElement<{children?: React.ReactNode}>(children[0])
  ) {
    return <div className="openapi-tabs__schema-container">{children[0].props.children}</div>;
  }

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
