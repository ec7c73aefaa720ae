// The one tab list of the ejected OpenAPI tab components (src/theme/ApiTabs, MimeTabs, SchemaTabs) and of the
// ejected Tabs: upstream repeats this markup in each. What differs between them is passed in: the list's and the
// items' classes, the active class, whether focusing a tab selects it (media types) and whether the row shows
// scroll arrows when its tabs overflow.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {TabValue} from '@theme/utils/tabsUtils';
import {useTabListControls} from './use-tab-list-controls';

export interface OpenApiTabListProps {
  tabValues: readonly TabValue[];
  selectedValue: string | null | undefined;
  selectValue: (value: string) => void;
  /** Called when the reader picks another tab, before it is selected. */
  onSelect?: (value: string, index: number) => void;
  block?: boolean;
  /** The caller's className (on the list, as upstream). */
  className?: string;
  /** The component's own list class, such as `openapi-tabs__mime-list-container`. */
  listClassName?: string;
  /** The component's classes for the tab of `value`, besides `tabs__item` and the tab's own attributes. */
  itemClassName?: (value: string) => string | undefined;
  /** The class of the selected tab: `active` in the OpenAPI theme, `tabs__item--active` in Docusaurus's. */
  activeClassName: string;
  /** Selects a tab when it receives focus (the media-type tabs do). */
  selectOnFocus?: boolean;
  /** Shows scroll arrows when the tabs overflow their row. */
  scrollArrows?: boolean;
  /** Wraps each tab's label (the schema tabs put it in a span). */
  renderLabel?: (label: ReactNode) => ReactNode;
}

export default function OpenApiTabList({
  tabValues,
  selectedValue,
  selectValue,
  onSelect,
  block,
  className,
  listClassName,
  itemClassName,
  activeClassName,
  selectOnFocus = false,
  scrollArrows = true,
  renderLabel = (label) => label,
}: OpenApiTabListProps): ReactNode {
  const {tabRefs, listRef, showArrows, handleTabChange, handleKeydown, scrollTabs} = useTabListControls({
    tabValues,
    selectedValue,
    selectValue,
    onSelect,
  });
  const arrows = scrollArrows && showArrows;
  return (
    <>
      {arrows && <button className="openapi-tabs__arrow left" onClick={() => scrollTabs(-1)} />}
      <ul
        ref={scrollArrows ? listRef : undefined}
        role="tablist"
        aria-orientation="horizontal"
        className={clsx(listClassName, 'tabs', {'tabs--block': block}, className)}>
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
            onFocus={selectOnFocus ? handleTabChange : undefined}
            onClick={handleTabChange}
            {...attributes}
            className={clsx('tabs__item', itemClassName?.(value), attributes?.className as string | undefined, {
              [activeClassName]: selectedValue === value,
            })}>
            {renderLabel(label ?? value)}
          </li>
        ))}
      </ul>
      {arrows && <button className="openapi-tabs__arrow right" onClick={() => scrollTabs(1)} />}
    </>
  );
}
