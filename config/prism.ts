// Code-block colors: the stock Prism themes have token colors below WCAG AA contrast on their own backgrounds
// (github's #36acaa is 2.6:1). Each token color is darkened (light theme) or lightened (dark theme) just enough to
// reach 4.6:1 against the theme's background, so the themes keep their look and pass.
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

const parse = (color: string): Rgb | null => {
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const TARGET = 4.6;

/** Moves a color towards black (on light backgrounds) or white (on dark ones) until it reaches the target contrast. */
export function accessibleColor(color: string, background: string): string {
  const fg = parse(color);
  const bg = parse(background);
  if (!fg || !bg || contrast(fg, bg) >= TARGET) return color;
  const towards: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.02; t <= 1; t += 0.02) {
    const mixed = fg.map((v, i) => v + (towards[i] - v) * t) as Rgb;
    if (contrast(mixed, bg) >= TARGET) return toHex(mixed);
  }
  return toHex(towards);
}

export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = String(theme.plain.backgroundColor ?? '#ffffff');
  return {
    plain: {...theme.plain, color: accessibleColor(String(theme.plain.color), background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color
        ? {...entry.style, color: accessibleColor(String(entry.style.color), background)}
        : entry.style,
    })),
  };
}
