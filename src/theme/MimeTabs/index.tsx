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

import React, {useEffect, useState} from 'react';

import {setAccept} from '@theme/ApiExplorer/Accept/slice';
import {setContentType} from '@theme/ApiExplorer/ContentType/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {RootState} from '@theme/ApiItem/store';

import OpenApiTabList from '@site/src/components/OpenApiTabList';
import TabsShell, {type TabsState} from '@site/src/components/OpenApiTabList/TabsShell';
import {sanitizeTabsChildren, TabProps} from '@theme/utils/tabsUtils';

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
}: Props & TabProps & TabsState): React.JSX.Element {
  const dispatch = useTypedDispatch();
  const isRequestSchema = schemaType?.toLowerCase() === 'request';

  const [selectedValue, setSelectedValue] = useState(selectedValueProp);
  const contentTypeVal = useTypedSelector((state: RootState) => state.contentType.value);
  const acceptTypeVal = useTypedSelector((state: RootState) => state.accept.value);
  // The theme's way of following the explorer's media type: the store is the source of the choice.
  useEffect(() => {
    if (tabValues.length > 1) {
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
        <OpenApiTabList
          tabValues={tabValues}
          selectedValue={selectedValue}
          selectValue={selectValue}
          // The explorer follows the media type the reader picks.
          onSelect={(value) => dispatch(isRequestSchema ? setContentType(value) : setAccept(value))}
          block={block}
          className={className}
          listClassName="openapi-tabs__mime-list-container"
          itemClassName={() => 'openapi-tabs__mime-item'}
          activeClassName="active"
          selectOnFocus
        />
      </div>
    </div>
  );
}
function TabsComponent(props: Props & TabProps): React.JSX.Element {
  return <TabsShell props={props} className="tabs-container" TabList={TabList} />;
}
export default function MimeTabs(props: Props & TabProps) {
  return (
    <TabsComponent lazy {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
