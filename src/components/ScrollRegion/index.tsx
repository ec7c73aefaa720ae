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

/** The region's accessible name, made unique on the page by a number when another region has the same one. */
function uniqueName(element: Element, base: string): string {
  const taken = [...document.querySelectorAll('[role="region"][aria-label]')]
    .filter((other) => other !== element)
    .map((other) => other.getAttribute('aria-label'));
  let name = `${base} (scrolls sideways)`;
  for (let n = 2; taken.includes(name); n += 1) name = `${base}, part ${n} (scrolls sideways)`;
  return name;
}

export default function ScrollRegion({label, className, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string | undefined>();

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const update = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      setName((current) => {
        if (!overflows) return undefined;
        return current ?? uniqueName(box, label ?? `Table: ${headingBefore(box) ?? 'details'}`);
      });
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
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
