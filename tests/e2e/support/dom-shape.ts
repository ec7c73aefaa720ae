// The shape of a page as axe's rules other than its color rules see it: every element with its attributes, its
// inline style without colors and italics, whether it is rendered, whether it overflows, its font inside a paragraph,
// and its own text. The crawl
// (crawl.spec.ts) compares the shape in light mode with the shape in dark mode: when they are equal, only axe's color
// rules can find something new in dark mode, so the full rule set runs once (in light) and the color rules in dark.
// When they differ, dark mode gets the full rule set too. Runs in the page.
import type {Page} from '@playwright/test';

/**
 * Attributes that change with the color mode and carry nothing axe reads: `data-theme` (the mode itself, on `<html>`),
 * and `data-code-block`, the id a code block gets from React's useId each time it mounts (a code block remounts when
 * the mode changes, src/theme/CodeBlock). `class` stands for its effects, which the shape records as computed.
 */
const IGNORED_ATTRIBUTES = ['class', 'style', 'data-theme', 'data-code-block'];

/** One line per element, in document order; the same lines in both modes mean the same structure and visibility. */
export function domShape(page: Page): Promise<string[]> {
  return page.evaluate(
    (ignored) =>
      [...document.querySelectorAll('*')].map((el) => {
        const attributes = [...el.attributes]
          .filter((a) => !ignored.includes(a.name))
          .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
          .sort()
          .join(' ');
        const inline = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
        const inlineStyle = inline
          ? [...inline]
              .filter((property) => !/color|background|fill|stroke|font-style/.test(property))
              .map((property) => `${property}:${inline.getPropertyValue(property)}`)
              .sort()
              .join(';')
          : '';
        const style = getComputedStyle(el);
        const rendered =
          el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
            ? 'rendered'
            : 'hidden';
        const overflow = `${el.scrollWidth > el.clientWidth ? 'x' : '-'}${el.scrollHeight > el.clientHeight ? 'y' : '-'}`;
        // Fonts matter to axe's p-as-heading only, which reads them inside paragraphs. (The code theme sets some
        // tokens in italics in dark mode only.)
        const font = el.closest('p') ? `${style.fontWeight} ${style.fontSize} ${style.fontStyle}` : '';
        const text = [...el.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        return `<${el.tagName.toLowerCase()} ${attributes} style="${inlineStyle}"> ${rendered} ${overflow} ${font} ${text}`;
      }),
    IGNORED_ATTRIBUTES,
  );
}

/** The first lines that differ between two shapes, for a test's message. */
export function shapeDifferences(a: string[], b: string[], limit = 3): string[] {
  const found: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && found.length < limit; i += 1) {
    if (a[i] !== b[i]) found.push(`${a[i] ?? '(none)'} → ${b[i] ?? '(none)'}`);
  }
  return found;
}
