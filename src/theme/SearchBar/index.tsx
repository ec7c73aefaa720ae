// Wrapper: the search plugin focuses its field when its index finishes loading, even after the reader has tabbed or
// clicked elsewhere (it never forgets that the field was focused once). This keeps focus where the reader moved it,
// and still lets the plugin restore focus that its own DOM changes took away (a blur with nowhere to go).
import {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

/** True for the keys that open search on purpose (Ctrl/Cmd+K), which may focus the field at any time. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const input = container.current?.querySelector('input');
    if (!input) return undefined;
    let readerLeft = false;
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget) readerLeft = true;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) readerLeft = true;
    };
    const onFocus = () => {
      readerLeft = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) readerLeft = false;
    };
    const nativeFocus = HTMLInputElement.prototype.focus;
    // Only the script's own calls go through this; the reader clicking or tabbing into the field is not affected.
    input.focus = function focusUnlessReaderLeft(options?: FocusOptions) {
      if (!readerLeft) nativeFocus.call(this, options);
    };
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      delete (input as Partial<HTMLInputElement>).focus;
    };
  }, []);

  return (
    <div ref={container} className="search-focus-guard">
      <SearchBar {...props} />
    </div>
  );
}
