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

/** Non-text parts (a focus ring, a radio's ring, an input's border) need 3:1 (WCAG 1.4.11). */
export const MIN_UI_CONTRAST = 3;

// OKLab (Björn Ottosson): a perceptual space, so a colour made darker or lighter in it keeps the
// hue a person sees. Scaling sRGB channels (or HSL lightness) turns a dark lime olive and a dark
// yellow brown; OKLCH keeps them lime and gold.
const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** sRGB to OKLCH: lightness 0-1, chroma, hue in degrees. */
export function toOklch([r, g, b]: Rgb): [number, number, number] {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(a, bb), ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360];
}

/** OKLCH to sRGB channels (unclamped: outside 0-255 when the colour is out of gamut). */
function fromOklch(L: number, C: number, h: number): [number, number, number] {
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** The colour at this OKLCH lightness and hue, its chroma reduced only as far as sRGB needs. */
function inGamut(L: number, C: number, h: number): Rgb {
  for (let c = C; c > 0; c -= C / 50) {
    const rgb = fromOklch(L, c, h);
    if (rgb.every((v) => v >= -0.5 && v <= 255.5)) return rgb.map((v) => Math.round(Math.min(255, Math.max(0, v)))) as unknown as Rgb;
  }
  return fromOklch(L, 0, h).map((v) => Math.round(Math.min(255, Math.max(0, v)))) as unknown as Rgb;
}

/**
 * A brand colour made to stand out against backgrounds by `min` (4.5 for text, 3 for a focus ring
 * or a radio's ring): kept when it already does, else moved in perceptual lightness only (darker on
 * light backgrounds, lighter on dark ones), keeping its hue and as much of its chroma as sRGB holds,
 * so a lime brand gives a deep lime green and not an olive. The least change that reaches `min`.
 */
export function adjustLightness(color: string, min: number, ...backgrounds: string[]): string | undefined {
  const fg = parseColor(color);
  const bgs = backgrounds.map(parseColor);
  if (!fg || !bgs.length || bgs.some((b) => !b)) return undefined;
  const reads = (c: Rgb) => bgs.every((b) => contrastRatio(c, b as Rgb) >= min);
  if (reads(fg)) return color;
  const [L, C, h] = toOklch(fg);
  const first = bgs[0] as Rgb;
  const darker = contrastRatio([0, 0, 0], first) >= contrastRatio([255, 255, 255], first);
  for (let step = 1; step <= 100; step++) {
    const candidate = inGamut(darker ? L * (1 - step / 100) : L + (1 - L) * (step / 100), C, h);
    if (reads(candidate)) return toHex(candidate);
  }
  return toHex(darker ? [0, 0, 0] : [255, 255, 255]);
}

/** A colour used as text on the kit's backgrounds: 4.5:1, brand hue kept. */
export const adjustForText = (color: string, ...backgrounds: string[]) => adjustLightness(color, MIN_TEXT_CONTRAST, ...backgrounds);

/** The perceptual (OKLCH) hue of a colour in degrees, undefined for a near-grey or what cannot be parsed. */
export function hueOf(color: string): number | undefined {
  const rgb = parseColor(color);
  if (!rgb) return undefined;
  const [, c, h] = toOklch(rgb);
  return c < 0.02 ? undefined : h;
}
