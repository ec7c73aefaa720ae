// Wide content (a table, mostly) that scrolls sideways inside its own box on narrow screens. Only a box whose content
// really is wider than the box becomes a region: then it takes focus (so a keyboard can scroll it), gets a label
// that names it after the heading it follows (so two regions never share a label), and shows a visible cue. A table
// that fits stays a plain table, so pages do not fill up with landmarks and Tab stops that scroll nothing.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** What the content is, such as "Error codes"; without it the region is named after the heading it follows. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** The text of the nearest heading before an element, in document order. */
function headingBefore(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const heading = sibling.matches('h2, h3, h4') ? sibling : [...sibling.querySelectorAll('h2, h3, h4')].pop();
      // The heading's anchor link holds a zero-width space; leave it out of the name.
      const text = heading?.textContent?.replace(/\u200b/g, '').trim();
      if (text) return text;
    }
    if (node.matches('article, main')) break;
  }
  return undefined;
}

/**
 * The names the page's scroll regions hold. Regions that overflow in the same render all pick their names before any
 * reaches the DOM, so the names they took are kept here, not read back from `aria-label`.
 */
const claimed = new Map<Element, string>();

/** The region's accessible name, made unique on the page by a number when another region has the same one. */
function uniqueName(element: Element, base: string): string {
  const taken = new Set(
    [
      ...[...claimed].filter(([other]) => other !== element && other.isConnected).map(([, name]) => name),
      ...[...document.querySelectorAll('[role="region"][aria-label]')]
        .filter((other) => other !== element)
        .map((other) => other.getAttribute('aria-label')),
    ].filter(Boolean),
  );
  let name = `${base} (scrolls sideways)`;
  for (let n = 2; taken.has(name); n += 1) name = `${base}, part ${n} (scrolls sideways)`;
  claimed.set(element, name);
  return name;
}

export default function ScrollRegion({label, className, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string | undefined>();

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const update = () => {
      // A box inside a closed <details> is hidden (its content is `content-visibility: hidden`, which Chromium still
      // lays out when asked for sizes, and inside which it reports no resize): no region until it shows.
      const shown = typeof box.checkVisibility === 'function' ? box.checkVisibility() : box.getClientRects().length > 0;
      const overflows = shown && box.scrollWidth > box.clientWidth + 1;
      if (!overflows) {
        claimed.delete(box);
        setName(undefined);
        return;
      }
      const name = claimed.get(box) ?? uniqueName(box, label ?? `Table: ${headingBefore(box) ?? 'details'}`);
      setName(name);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    // Opening or closing a <details> around the box changes whether it shows (`toggle` does not bubble).
    document.addEventListener('toggle', update, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('toggle', update, true);
      claimed.delete(box);
    };
  }, [label]);

  const overflowing = name !== undefined;
  return (
    <div className={clsx(styles.box, overflowing && styles.overflowing, className)}>
      {overflowing && (
        <p className={styles.cue} aria-hidden="true">
          Scroll sideways to see every column
        </p>
      )}
      <div
        ref={ref}
        className={styles.scroller}
        {...(overflowing ? {role: 'region', 'aria-label': name, tabIndex: 0} : {})}>
        {children}
      </div>
    </div>
  );
}
