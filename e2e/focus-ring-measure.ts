// Measures the focus indicator of every focusable kit control on a page, as an auditor does (WCAG
// 2.4.7, 2.4.11, 1.4.11): each control is focused in turn after a key press (so :focus-visible
// applies as for a keyboard user), and the indicator read from the computed style: its outline (or,
// failing that, its box-shadow), and the colour behind it (the element's own background for an
// outline drawn inside it, else its ancestors' composited backgrounds, the canvas last).
// Used by e2e/focus-ring.spec.ts, also under forced colours.
import type { Page } from '@playwright/test';

export interface RingMeasure {
  /** The control, as `<tag slot>text`. */
  control: string;
  focusVisible: boolean;
  /** `outline` or `box-shadow`, or `none` when neither draws anything. */
  drawnBy: 'outline' | 'box-shadow' | 'none';
  outlineStyle: string;
  outlineWidth: number;
  ring: string;
  background: string;
  /** Contrast of the ring against the background behind it (1 when nothing is drawn). */
  ratio: number;
  /** An ancestor that clips the outline (overflow other than visible, the ring outside its box). */
  clippedBy?: string;
}

/** What a keyboard user can reach inside the kit's roots. */
const FOCUSABLE = ':is(a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"]))';

export async function measureRings(page: Page): Promise<RingMeasure[]> {
  // A key press first: Chromium then treats the script's focus() as a keyboard user's.
  await page.locator('body').press('Shift');
  return page.evaluate((focusable) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | undefined => {
      const rgb = /rgba?\(([^)]+)\)/.exec(value);
      const srgb = /color\(srgb ([^)]+)\)/.exec(value);
      if (rgb) {
        const [r, g, b, a = 1] = rgb[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [r!, g!, b!, a];
      }
      if (srgb) {
        const [r, g, b, a = 1] = srgb[1]!.split(/[\s/]+/).filter(Boolean).map(Number);
        return [r! * 255, g! * 255, b! * 255, a];
      }
      return undefined;
    };
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const lum = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const canvas = parse(getComputedStyle(document.documentElement).backgroundColor);
    /** The colour an element and its ancestors paint, composited from the canvas up. */
    const behind = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let el = start; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg[3] > 0) layers.push(bg);
        if (bg && bg[3] >= 1) break;
      }
      let colour: Rgba = canvas && canvas[3] >= 1 ? canvas : [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const show = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')}${c[3] < 1 ? ` / ${c[3]}` : ''})`;
    const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.getAttribute('data-slot') ? ` ${el.getAttribute('data-slot')}` : ''}${el.getAttribute('type') ? ` ${el.getAttribute('type')}` : ''}>${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`;
    const controls = [...document.querySelectorAll<HTMLElement>(`[data-rampkit-root] ${focusable}`)].filter(
      (el) => !el.matches(':disabled') && el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0,
    );
    return controls.map((el) => {
      el.focus();
      // A field may draw the ring around its input (the amount field: the input inside a box with
      // the currency pill): then the ring is the parent's, measured as the parent's.
      const drawsOwn = (node: Element) => getComputedStyle(node).outlineStyle !== 'none' || getComputedStyle(node).boxShadow !== 'none';
      const parent = el.parentElement;
      const drawer = !drawsOwn(el) && parent?.matches(':focus-within') && getComputedStyle(parent).outlineStyle !== 'none' ? parent : el;
      const style = getComputedStyle(drawer);
      const outline = parse(style.outlineColor);
      const outlineWidth = parseFloat(style.outlineWidth) || 0;
      const shadow = style.boxShadow === 'none' ? undefined : parse(style.boxShadow);
      const drawnBy = style.outlineStyle !== 'none' && outlineWidth > 0 && outline && outline[3] > 0 ? 'outline' : shadow && shadow[3] > 0 ? 'box-shadow' : 'none';
      const ringColour = drawnBy === 'outline' ? outline! : drawnBy === 'box-shadow' ? shadow! : undefined;
      // An outline pulled inside the box (a negative offset) sits on the element's own background.
      const inside = drawnBy === 'outline' && parseFloat(style.outlineOffset) + outlineWidth <= 0;
      const background = behind(inside ? drawer : drawer.parentElement);
      // The ring's outer edge, and the first ancestor whose overflow cuts it off.
      const reach = drawnBy === 'outline' ? Math.max(0, parseFloat(style.outlineOffset) + outlineWidth) : 0;
      const box = drawer.getBoundingClientRect();
      let clippedBy: string | undefined;
      for (let up = drawer.parentElement; up && reach && !clippedBy; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const r = up.getBoundingClientRect();
        const [left, top] = [r.left + up.clientLeft, r.top + up.clientTop];
        const cut = (s.overflowX !== 'visible' && (box.left - reach < left - 0.5 || box.right + reach > left + up.clientWidth + 0.5)) || (s.overflowY !== 'visible' && (box.top - reach < top - 0.5 || box.bottom + reach > top + up.clientHeight + 0.5));
        if (cut) clippedBy = name(up);
      }
      return {
        control: name(el),
        focusVisible: el.matches(':focus-visible'),
        drawnBy,
        outlineStyle: style.outlineStyle,
        outlineWidth,
        ring: ringColour ? show(ringColour) : 'none',
        background: show(background),
        ratio: ringColour ? Math.round(contrast(over(ringColour, background), background) * 100) / 100 : 1,
        clippedBy,
      } as const;
    });
  }, FOCUSABLE);
}
