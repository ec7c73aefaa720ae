/**
 * Moves keyboard focus to a control once React has rendered it: the field of a band just added, or the neighbor of
 * a band just removed, so that focus never falls back to the page's body or stays on a button that scrolled away.
 */
import {useEffect, useRef} from 'react';

/** Returns `focusAfterRender(id)`: after the next render, the element with that id takes the focus. */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (id === null) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  });
  return (id) => {
    pending.current = id;
  };
}
