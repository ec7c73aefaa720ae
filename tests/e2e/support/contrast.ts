// WCAG contrast of the colors a page computes, for the non-text contrast (1.4.11) and placeholder checks that axe
// leaves out.
import type {Locator} from '@playwright/test';

/** WCAG contrast ratio of two `rgb(…)` / `rgba(…)` colors (alpha ignored: callers pass opaque colors). */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export interface ControlColors {
  name: string;
  border: string;
  /** What surrounds the control: its ancestors' backgrounds, translucent ones laid over the first opaque one. */
  behind: string;
  placeholder: string;
  /** The control's own background, or the one behind it when it is transparent. */
  inside: string;
}

/** The border, placeholder and background colors of a form control. */
export function controlColors(control: Locator): Promise<ControlColors> {
  return control.evaluate((el) => {
    const opaque = (color: string) => color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
    // The ancestors' backgrounds up to the first opaque one, translucent ones (a panel's rgba(255, 255, 255, 0.1) in
    // dark mode) laid over it in turn: the color a reader sees around the control.
    const layers: number[][] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (!opaque(bg)) continue;
      const [r, g, b, a = 1] = bg.match(/[\d.]+/g)!.map(Number);
      layers.push([r!, g!, b!, bg.startsWith('rgba') ? a : 1]);
      if (!bg.startsWith('rgba') || a >= 1) break;
    }
    let seen = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      seen = [r!, g!, b!].map((channel, i) => Math.round(channel * a! + seen[i]! * (1 - a!)));
    }
    const behind = `rgb(${seen.join(', ')})`;
    const style = getComputedStyle(el);
    return {
      name: el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.id,
      border: style.borderTopColor,
      behind,
      placeholder: getComputedStyle(el, '::placeholder').color,
      inside: opaque(style.backgroundColor) ? style.backgroundColor : behind,
    };
  });
}
