// Whether text breaks where a reader would not: each word of a cell (a run without spaces, such as "$1,300.00" or
// "Rate") must sit on one line, and a cell marked whole (an amount, a heading) must keep all its text on one line.
// The lines are the ones the browser drew: a Range around the word gives one client rect per line it spans.
import type {Locator} from '@playwright/test';

/**
 * The cells, among those `cells` matches, whose text is broken inside a word, or (for the cells that also match
 * `whole`) over more than one line; each as `"<cell text>" breaks in "<word>"`. Empty when every cell reads whole.
 */
export function brokenCells(cells: Locator, whole = ''): Promise<string[]> {
  return cells.evaluateAll((elements, wholeSelector) => {
    /** The number of lines a range's rects span (rects on one line share their vertical middle). */
    const lines = (range: Range) => {
      const middles: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        const middle = rect.top + rect.height / 2;
        if (!middles.some((m) => Math.abs(m - middle) < rect.height / 2)) middles.push(middle);
      }
      return middles.length;
    };
    const found: string[] = [];
    for (const cell of elements) {
      const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (wholeSelector && cell.matches(wholeSelector)) {
        const range = document.createRange();
        range.selectNodeContents(cell);
        if (lines(range) > 1) found.push(`"${text}" takes ${lines(range)} lines`);
        continue;
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (lines(range) > 1) found.push(`"${text}" breaks in "${word[0]}"`);
        }
      }
    }
    return found;
  }, whole);
}
