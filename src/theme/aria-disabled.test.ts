// A button that says aria-disabled (the pager's spent Previous or Next page, PriceQuote's refused
// Sell, its new price while Sell runs) stays focusable and does nothing: hovered or pressed it must
// not look as if it worked, it shows it cannot be used by a shape (a dashed border) in every
// variant, and its focus ring keeps 3:1 against the page (WCAG 1.4.11). An opacity on the button
// fades its outline with it: at .5 the default theme's ring fell to 2.4:1 (the price card's, 2.34:1).
import { describe, expect, it } from 'vitest';
import { RAMPKIT_RULES_CSS } from './styles';
import { IN_KIT, splitSelectors } from './scope';
import { THEMES } from './tokens';
import { contrastRatio, parseColor, type Rgb } from './contrast';

/** Every rule outside @keyframes, @media blocks opened: its selectors (the scope taken out) and declarations. */
function rules(css: string): { selectors: string[]; declarations: Record<string, string> }[] {
  const body = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '').replace(/@media[^{]*\{/g, '');
  return [...body.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: splitSelectors(m[1]!.trim().split(IN_KIT).join('')),
    declarations: Object.fromEntries(m[2]!.split(';').filter(Boolean).map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()])),
  }));
}

/** A selector without its :not(…) parts: what it matches, not what it leaves out. */
const matched = (selector: string) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');

const blend = (top: Rgb, under: Rgb, alpha: number): Rgb => [0, 1, 2].map((i) => top[i]! * alpha + under[i]! * (1 - alpha)) as unknown as Rgb;

describe('a button that says aria-disabled', () => {
  const all = rules(RAMPKIT_RULES_CSS);

  it('finds the rules it checks', () => {
    expect(all.flatMap((r) => r.selectors).filter((s) => /\.rk-button.*:(hover|active)/.test(s)).length).toBeGreaterThanOrEqual(3);
  });

  it('looks unavailable by a shape, in every variant', () => {
    const own = all.filter((r) => r.selectors.some((s) => /^\.rk-button\[aria-disabled=true\]/.test(s)));
    expect(own.map((r) => r.declarations['border-style'])).toEqual(['dashed']);
  });

  it('has no hover or pressed look', () => {
    const acting = all.flatMap((r) => r.selectors).filter((s) => /\.rk-button/.test(s) && /:(hover|active)/.test(s));
    expect(acting.filter((s) => !/:not\([^)]*\[aria-disabled=true\]/.test(s))).toEqual([]);
  });

  it('is never faded whole, so its focus ring keeps 3:1', () => {
    const faded = all
      .filter((r) => Number(r.declarations.opacity ?? 1) < 1)
      .flatMap((r) => r.selectors.filter((s) => matched(s).includes('[aria-disabled=true]')).map((s) => [s, Number(r.declarations.opacity)] as const));
    // What such a fade leaves of each preset's ring, on the page and on a card (a brand's ring, held
    // at 3:1 exactly, falls below it at any fade).
    const ratios = faded.map(([selector, opacity]) => {
      const worst = Object.values(THEMES).flatMap((v) => [v.colorBackground, v.colorSurface].map((g) => parseColor(g)!).map((g) => contrastRatio(blend(parseColor(v.colorFocusRing)!, g, opacity), g)));
      return `${selector} (opacity ${opacity}: ring down to ${Math.min(...worst).toFixed(2)}:1)`;
    });
    expect(ratios).toEqual([]);
  });
});
