// Finds content that does not fit: a box whose content is wider than the box (cut off, or scrolling sideways where a
// keyboard cannot reach it or a screen reader cannot name it), and anything that sticks out of the viewport. A
// sideways scroll box passes only when it can take focus and has a label (or is a code block, which Docusaurus makes
// focusable). Text cut on purpose with an ellipsis and visually hidden text pass. Runs in the page.
import type {Page} from '@playwright/test';

export interface Overflow {
  /** A short CSS-like path of the element. */
  element: string;
  /** How many pixels do not fit. */
  by: number;
  problem: string;
}

export async function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let n: Element | null = el; n && n !== document.body && parts.length < 4; n = n.parentElement) {
        const cls = [...n.classList].slice(0, 2).join('.');
        parts.unshift(`${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls ? `.${cls}` : ''}`);
      }
      return parts.join(' > ');
    };
    const rendered = (el: Element): boolean => (el as HTMLElement).getClientRects().length > 0;
    const visuallyHidden = (style: CSSStyleDeclaration, el: Element): boolean =>
      el.clientWidth <= 1 || style.clip.startsWith('rect') || style.clipPath.startsWith('inset');
    const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const reachable = (el: Element): boolean =>
      (el as HTMLElement).tabIndex >= 0 &&
      (el.tagName === 'PRE' || Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')));

    const found: {element: string; by: number; problem: string}[] = [];
    const viewport = document.documentElement.clientWidth;
    const insideReported = (el: Element) => found.some((f) => f.element === describe(el));
    for (const el of document.querySelectorAll('body *')) {
      if (!rendered(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || visuallyHidden(style, el)) continue;
      const by = el.scrollWidth - el.clientWidth;
      if (style.overflowX !== 'visible' && by > 1 && style.textOverflow !== 'ellipsis') {
        if (!scrollsSideways(style)) found.push({element: describe(el), by, problem: 'content cut off'});
        else if (!reachable(el))
          found.push({element: describe(el), by, problem: 'scrolls sideways without focus and a label'});
      }
    }
    // Anything that sticks out of the viewport (outside any scroll box, which the check above covers).
    for (const el of document.querySelectorAll('body *')) {
      if (!rendered(el)) continue;
      const rect = el.getBoundingClientRect();
      const right = rect.right + window.scrollX;
      if (right <= viewport + 1 || rect.width === 0) continue;
      let boxed = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') boxed = true;
      }
      if (boxed || getComputedStyle(el).position === 'fixed') continue;
      // Report the outermost element only.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right + window.scrollX > viewport + 1)
        continue;
      if (!insideReported(el))
        found.push({element: describe(el), by: Math.round(right - viewport), problem: 'wider than the viewport'});
    }
    return found;
  });
}
