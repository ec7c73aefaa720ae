// The layout shifts of a page's load: what moved, by how much, without the reader doing anything. Chromium keeps the
// shifts of a load in its buffer: an observer registered with `buffered: true` receives them at once, and
// takeRecords() reads them without waiting for a callback (which never comes when nothing moved). A browser that
// does not report layout shifts fails the check rather than passing it. On a phone, the reference pages' server URL
// arriving only after hydration pushed the page down by a line (Lighthouse's CLS 0.15, issue 20).
import type {Page} from '@playwright/test';

export interface Shift {
  /** The shift's score as Chromium computes it for CLS. */
  value: number;
  /** The elements that moved: tag, class and their first words. */
  moved: string[];
}

export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: {node?: Node | null}[];
    }
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
      throw new Error('this browser reports no layout-shift entries: the check cannot run');
    }
    const describe = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : `text "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({type: 'layout-shift', buffered: true});
    const shifts = (observer.takeRecords() as LayoutShift[]).filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    return shifts.map((s) => ({value: s.value, moved: s.sources.map((source) => describe(source.node))}));
  });
}
