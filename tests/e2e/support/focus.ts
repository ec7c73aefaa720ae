// Where keyboard focus is, and whether a reader can see it: the keyboard journeys assert both after every step.
// A focus indicator counts when the element matches :focus-visible and draws Chromium's own ring (outline-style
// auto, two-toned, visible on any background), or an outline or box shadow whose color has 3:1 contrast against
// the first opaque background behind the element (WCAG 1.4.11).
import {expect, type Locator, type Page} from '@playwright/test';
import {contrast} from './contrast';

export interface FocusState {
  /** The focused element's accessible name as a reader would hear it (label, aria-label or text). */
  name: string;
  tag: string;
  focusVisible: boolean;
  /** 'auto' for Chromium's ring, the drawn outline's or box shadow's color, or '' when there is none. */
  indicator: string;
  behind: string;
}

/** Reads the focused element; `<body>` when focus was dropped. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {name: '<body>', tag: 'BODY', focusVisible: false, indicator: '', behind: ''};
    }
    const opaque = (color: string) => color !== '' && color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
    let behind = 'rgb(255, 255, 255)';
    for (let node: HTMLElement | null = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (opaque(bg)) {
        behind = bg;
        break;
      }
    }
    const style = getComputedStyle(el);
    const shadowColor = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '';
    const indicator =
      style.outlineStyle === 'auto'
        ? 'auto'
        : style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && opaque(style.outlineColor)
          ? style.outlineColor
          : style.boxShadow !== 'none' && opaque(shadowColor)
            ? shadowColor
            : '';
    const labelled = el.getAttribute('aria-labelledby')?.split(' ')[0];
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent;
    return {
      name: (name ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60),
      tag: el.tagName,
      // A date input's calendar button sits in the input's own shadow tree: the input is then :focus-within but
      // neither :focus nor :focus-visible, and its outline is the indicator.
      focusVisible: el.matches(':focus-visible') || (el.matches(':focus-within') && !el.matches(':focus')),
      indicator,
      behind,
    };
  });
}

/** Asserts that focus sits on an element (not `<body>`) with a visible indicator; returns its state. */
export async function expectVisibleFocus(page: Page): Promise<FocusState> {
  const now = await focusState(page);
  expect(now.tag, 'focus fell to <body>').not.toBe('BODY');
  expect(now.focusVisible, `${now.name} does not match :focus-visible`).toBe(true);
  expect(now.indicator, `${now.name} shows no outline or box shadow`).not.toBe('');
  if (now.indicator !== 'auto') {
    const ratio = contrast(now.indicator, now.behind);
    expect(ratio, `${now.name}: focus indicator ${now.indicator} on ${now.behind}`).toBeGreaterThanOrEqual(3);
  }
  return now;
}

/** Asserts that `target` has the focus and shows it. */
export async function expectFocusOn(page: Page, target: Locator): Promise<FocusState> {
  await expect(target).toBeFocused();
  return expectVisibleFocus(page);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, asserting a visible indicator at every stop. */
export async function tabTo(page: Page, target: Locator, {back = false, max = 60} = {}): Promise<FocusState[]> {
  const stops: FocusState[] = [];
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    stops.push(await expectVisibleFocus(page));
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target} in ${max} presses`);
}
