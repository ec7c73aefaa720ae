// The layout shifts of a page's load: what moved, by how much, without the reader doing anything. Chromium keeps the
// shifts of a load in its buffer, so they can be read once the page has hydrated. On a phone, the reference pages'
// server URL arriving only after hydration pushed the page down by a line (Lighthouse's CLS 0.15, issue 20).
import type {Page} from '@playwright/test';

export interface Shift {
  /** The shift's score as Chromium computes it for CLS. */
  value: number;
  /** The elements that moved: tag, class and their first words. */
  moved: string[];
}

export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        interface LayoutShift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: {node?: Node | null}[];
        }
        const describe = (node?: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : `text "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const shifts = (list.getEntries() as LayoutShift[]).filter((entry) => !entry.hadRecentInput);
          resolve(shifts.map((s) => ({value: s.value, moved: s.sources.map((source) => describe(source.node))})));
        });
        observer.observe({type: 'layout-shift', buffered: true});
        // No entry at all: the observer is never called.
        setTimeout(() => {
          observer.disconnect();
          resolve([]);
        }, 200);
      }),
  );
}
