import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appearanceStyle } from './tokens';
import { contrastRatio, parseColor, readableOn } from './contrast';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(ratio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(parseColor('rgb(15, 118, 110)')).toEqual([15, 118, 110]);
    expect(parseColor('hsl(0 100% 50%)')).toEqual([255, 0, 0]);
    expect(parseColor('#0f76')).toEqual([0, 255, 119]);
    expect(parseColor('var(--brand)')).toBeUndefined();
  });

  it.each(['light', 'dark'] as const)('yields readable text for any colorPrimary a host passes (%s theme)', (theme) => {
    fc.assert(
      fc.property(hex, (colorPrimary) => {
        const css = appearanceStyle({ theme, variables: { colorPrimary } });
        expect(ratio(css['--rk-color-primary-text']!, colorPrimary)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(css['--rk-color-link']!, css['--rk-color-background']!)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(css['--rk-color-link']!, css['--rk-color-surface']!)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('keeps links readable on any background a host passes', () => {
    fc.assert(
      fc.property(hex, hex, (colorPrimary, colorBackground) => {
        const css = appearanceStyle({ variables: { colorPrimary, colorBackground } });
        expect(ratio(css['--rk-color-link']!, colorBackground)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });

  it("makes the README's dark example readable", () => {
    const css = appearanceStyle({ theme: 'dark', variables: { colorPrimary: '#0f766e', radius: '12px' } });
    expect(ratio(css['--rk-color-primary-text']!, '#0f766e')).toBeGreaterThanOrEqual(4.5);
    expect(css['--rk-color-primary-text']).toBe('#ffffff');
    expect(ratio(css['--rk-color-link']!, css['--rk-color-background']!)).toBeGreaterThanOrEqual(4.5);
    expect(css['--rk-color-primary']).toBe('#0f766e'); // the fill stays the brand colour
  });

  it("keeps a host's own text colour when it already reads, and the theme defaults untouched", () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#ffffff');
    expect(appearanceStyle({ theme: 'light', variables: { colorPrimary: '#fde047', colorPrimaryText: '#3f2d00' } })['--rk-color-primary-text']).toBe('#3f2d00');
    expect(appearanceStyle({ theme: 'light' })['--rk-color-primary-text']).toBe('#ffffff');
    expect(appearanceStyle({ theme: 'dark' })['--rk-color-link']).toBe('#93c5fd');
  });
});
