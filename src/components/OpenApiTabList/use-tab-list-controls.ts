// The behavior the ejected OpenAPI tab lists share (src/theme/ApiTabs, MimeTabs, SchemaTabs and Tabs; upstream
// repeats it in each): choosing a tab by click, focus or Enter, moving between tabs with the arrow keys, and scroll arrows that
// appear when the tabs overflow their row.
import {useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent} from 'react';
import {useScrollPositionBlocker} from '@theme/utils/scrollUtils';

type TabEvent = FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>;

interface Options {
  tabValues: readonly {value: string}[];
  selectedValue: string | null | undefined;
  selectValue: (value: string) => void;
  /** Called when the reader picks another tab, before it is selected. */
  onSelect?: (value: string, index: number) => void;
}

/** How far one press of a scroll arrow moves the tab row, in pixels. */
const SCROLL_STEP = 90;

export function useTabListControls({tabValues, selectedValue, selectValue, onSelect}: Options) {
  // Filled by each tab's ref callback during render, in tab order.
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const listRef = useRef<HTMLUListElement>(null);
  const [showArrows, setShowArrows] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const observer = new ResizeObserver(() =>
      requestAnimationFrame(() => setShowArrows(list.clientWidth < list.scrollWidth)),
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const handleTabChange = (event: TabEvent) => {
    event.preventDefault();
    const tab = event.currentTarget;
    const index = tabRefs.indexOf(tab);
    const value = tabValues[index].value;
    if (value === selectedValue) return;
    onSelect?.(value, index);
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') (tabRefs[index + 1] ?? tabRefs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1])?.focus();
  };

  const scrollTabs = (direction: 1 | -1) => {
    if (listRef.current) listRef.current.scrollLeft += direction * SCROLL_STEP;
  };

  return {tabRefs, listRef, showArrows, handleTabChange, handleKeydown, scrollTabs};
}
