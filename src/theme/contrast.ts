// WCAG 2.x contrast for the colours a host passes, so any brand colour yields readable text: the
// kit derives the text on a primary fill and the primary used as text on the background instead of
// assuming white on a dark blue. Pure functions, no DOM: they run during SSR too.

export type Rgb = readonly [number, number, number];

const NAMED: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0] };

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla(); undefined for anything
 * else (named colours beyond black/white, color-mix(), var()), which then keeps the host's values. */
export function parseColor(input: string): Rgb | undefined {
  const value = input.trim().toLowerCase();
  if (NAMED[value]) return NAMED[value];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!fn) return undefined;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return undefined;
  if (fn[1]!.startsWith('rgb')) {
    const channels = parts.slice(0, 3).map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
    return channels.some(Number.isNaN) ? undefined : (channels.map((c) => Math.round(Math.min(255, Math.max(0, c)))) as unknown as Rgb);
  }
  const [h, s, l] = [parseFloat(parts[0]!), parseFloat(parts[1]!) / 100, parseFloat(parts[2]!) / 100];
  if ([h, s, l].some(Number.isNaN)) return undefined;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Normal text needs 4.5:1 (WCAG 1.4.3 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((c, i) => Math.round(c + (b[i]! - c) * t)) as unknown as Rgb;

/**
 * The text colour for a fill: `preferred` when it reads at 4.5:1, else white or black,
 * whichever reads better (one of them always reaches 4.58:1 on any colour).
 */
export function readableOn(fill: string, preferred?: string): string | undefined {
  const bg = parseColor(fill);
  if (!bg) return undefined;
  const wanted = preferred === undefined ? undefined : parseColor(preferred);
  if (wanted && contrastRatio(wanted, bg) >= MIN_TEXT_CONTRAST) return preferred;
  const light: Rgb = [255, 255, 255];
  const dark: Rgb = [0, 0, 0];
  return contrastRatio(light, bg) >= contrastRatio(dark, bg) ? toHex(light) : toHex(dark);
}

/**
 * A colour used as text on backgrounds (the page and the kit's surfaces), moved toward white (on
 * dark backgrounds) or black (on light ones) just far enough to read at 4.5:1 on each, so links and
 * secondary buttons keep the brand hue.
 */
export function adjustForText(color: string, ...backgrounds: string[]): string | undefined {
  const fg = parseColor(color);
  const bgs = backgrounds.map(parseColor);
  if (!fg || !bgs.length || bgs.some((b) => !b)) return undefined;
  const reads = (c: Rgb) => bgs.every((b) => contrastRatio(c, b as Rgb) >= MIN_TEXT_CONTRAST);
  if (reads(fg)) return color;
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const first = bgs[0] as Rgb;
  const target = contrastRatio(white, first) >= contrastRatio(black, first) ? white : black;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(fg, target, step / 20);
    if (reads(candidate)) return toHex(candidate);
  }
  return toHex(target);
}
