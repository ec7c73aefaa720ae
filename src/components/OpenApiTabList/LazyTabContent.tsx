// The panels of the ejected OpenAPI tab components (src/theme/ApiTabs, MimeTabs, SchemaTabs): with `lazy`, only the
// selected tab item renders (the others render when the reader picks them); without, every item does.
import {cloneElement, type ReactElement, type ReactNode} from 'react';
import type {TabItemProps} from '@theme/utils/tabsUtils';

export default function LazyTabContent({
  lazy,
  children,
  selectedValue,
}: {
  lazy?: boolean;
  children?: ReactNode;
  selectedValue: string | null | undefined;
}): ReactNode {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (!lazy) return <div className="margin-top--md">{childTabs}</div>;
  // No item for the selected value (none selected yet): nothing to show, as upstream.
  const selected = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
  return selected ? cloneElement(selected, {className: 'margin-top--md'}) : null;
}
