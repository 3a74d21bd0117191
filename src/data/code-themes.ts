/**
 * The code-block colour themes: prism-react-renderer's GitHub (light) and Dracula (dark), with every
 * token colour that reads below WCAG AA (4.5:1) on the block's background or on a highlighted line's
 * (GitHub's teal numbers are 2.6:1, Dracula's comments 3.0:1; the highlighted line's tint takes
 * another 0.6 from most colours) moved toward black or white just far enough to reach it. Hues stay
 * as the themes chose them, so code still looks like GitHub and Dracula.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {parseColor, type Rgb} from '../utils/color';

export {parseColor};

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour, mixed toward black or white (away from the background) until it reaches `ratio`. */
export function withContrast(color: string, background: string, ratio = 4.5): string {
  if (contrast(color, background) >= ratio) return color;
  const target: Rgb = luminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const from = parseColor(color);
  for (let step = 1; step <= 100; step += 1) {
    const t = step / 100;
    const mixed = toHex(from.map((c, i) => c + (target[i]! - c) * t) as Rgb);
    if (contrast(mixed, background) >= ratio) return mixed;
  }
  return toHex(target);
}

/**
 * The tint laid over a highlighted code line (`{2,9}` after a fence's language, or a
 * `highlight-next-line` comment), in each colour mode: the theme's
 * `--docusaurus-highlighted-code-line-bg`, set by the code themes' style sheet
 * (src/plugins/code-highlighting/theme-css.ts), a translucent `rgb(r g b / a%)` of the site's blue.
 */
export const highlightedLineTint = {light: 'rgb(40 72 199 / 10%)', dark: 'rgb(142 165 255 / 11%)'} as const;

/** A translucent `rgb(r g b / a%)` laid over an opaque colour: the colour a reader sees, as `#rrggbb`. */
export function overlay(tint: string, background: string): string {
  const parts = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\/\s*([\d.]+)%\s*\)$/.exec(tint.trim());
  if (!parts) throw new Error(`Cannot read the tint "${tint}": expected rgb(r g b / a%)`);
  const alpha = Number(parts[4]) / 100;
  const under = parseColor(background);
  return toHex(under.map((channel, i) => Number(parts[i + 1]) * alpha + channel * (1 - alpha)) as Rgb);
}

/**
 * The theme with every token colour readable on the block and on a highlighted line. Both
 * backgrounds are light (or both dark), so the colour moves the same way for each, and the second
 * move keeps the first one's contrast.
 */
function accessible(theme: PrismTheme, tint: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const highlighted = overlay(tint, background);
  const readable = (color: string) => withContrast(withContrast(color, background), highlighted);
  return {
    plain: {...theme.plain, color: readable(theme.plain.color ?? '#000000')},
    styles: theme.styles.map(({types, languages, style}) => {
      // An opacity would lower the contrast again: such tokens get the plain colour instead.
      const {opacity: _opacity, ...rest} = style;
      return {types, languages, style: {...rest, color: readable(rest.color ?? theme.plain.color ?? '#000000')}};
    }),
  };
}

export const lightCodeTheme = accessible(themes.github, highlightedLineTint.light);
export const darkCodeTheme = accessible(themes.dracula, highlightedLineTint.dark);
