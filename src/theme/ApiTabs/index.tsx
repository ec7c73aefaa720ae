// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiTabs
// Ejected (docusaurus-theme-openapi-docs 5.2.0): the theme remounts these tabs once the page has hydrated (its
// workaround for Docusaurus issue 5653, tabs whose choice is kept in storage or the URL, which the status-code tabs
// do not have). The remount re-rendered the whole response section in one long task. Changes: no remount, and only
// the selected status renders (`lazy` by default): the other statuses' schemas doubled the page's DOM and the work
// of hydrating it; they render when the reader picks their tab, and every status is in the page's Markdown version.
// The tab-list behavior the three ejected tab components share is src/components/OpenApiTabList. Each status's panel
// names its rows in that status's scope (`response-200`), for their anchors (src/lib/reference-anchors.mjs). The
// selected status is reported to the page, whose right panel shows its example (src/components/ReferencePanel).
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */

import React, {Children, cloneElement, type ReactElement, type ReactNode} from 'react';

import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';

import OpenApiTabList from '@site/src/components/OpenApiTabList';
import TabsShell, {type TabsState} from '@site/src/components/OpenApiTabList/TabsShell';
import {sanitizeTabsChildren, TabProps} from '@theme/utils/tabsUtils';
import {responseScope} from '@site/src/lib/reference-anchors.mjs';
import {FieldScope} from '@site/src/theme/SchemaItem/field-scope';
import {useReportStatus} from '@site/src/theme/ApiItem/response-status';

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
}: TabListProps & TabsState) {
  useReportStatus(selectedValue);
  return (
    <div className="openapi-tabs__response-header-section">
      <Heading as="h2" id={id} className="openapi-tabs__heading openapi-tabs__response-header">
        {label}
      </Heading>
      <div className="openapi-tabs__response-container">
        <OpenApiTabList
          tabValues={tabValues}
          selectedValue={selectedValue}
          selectValue={selectValue}
          block={block}
          className={className}
          listClassName="openapi-tabs__response-list-container"
          itemClassName={(value) => clsx('openapi-tabs__response-code-item', statusClass(value))}
          activeClassName="active"
        />
      </div>
    </div>
  );
}

/** The color of a status code's tab: success for 2xx, danger from 400 on, info otherwise. */
/** By the first digit, so that a webhook's `2XX` answer is a success too (`default` stays info). */
function statusClass(value: string): string {
  return /^[45]/.test(value) ? 'danger' : /^2/.test(value) ? 'success' : 'info';
}

interface PanelProps {
  value: string;
  children?: ReactNode;
}

/** A status's panel, its rows named in the status's scope. */
function inScope(panel: ReactElement<PanelProps>): ReactElement<PanelProps> {
  const {value, children} = panel.props;
  return cloneElement(panel, {children: <FieldScope scope={responseScope(value)}>{children}</FieldScope>});
}

function TabsComponent(props: TabListProps): React.JSX.Element {
  return <TabsShell props={props} className="openapi-tabs__container" TabList={TabList} />;
}
export default function ApiTabs(props: TabListProps): React.JSX.Element {
  return (
    <TabsComponent lazy {...props}>
      {Children.map(sanitizeTabsChildren(props.children), (panel) => inScope(panel as ReactElement<PanelProps>))}
    </TabsComponent>
  );
}
