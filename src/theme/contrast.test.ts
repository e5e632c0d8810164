import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adjustLightness, contrastRatio, hueOf, parseColor, readableOn } from './contrast';

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

  it("keeps a host's own text colour on a fill when it already reads, else white or black", () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#ffffff');
    expect(readableOn('#fde047', '#ffffff')).toBe('#000000');
    fc.assert(
      fc.property(hex, (fill) => {
        expect(ratio(readableOn(fill)!, fill)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('moves a colour in lightness only, keeping its hue, until it reaches the contrast asked for on every background', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(3, 4.5), (color, background, min) => {
        const adjusted = adjustLightness(color, min, background)!;
        expect(ratio(adjusted, background)).toBeGreaterThanOrEqual(min);
        const [before, after] = [hueOf(color), hueOf(adjusted)];
        // A colour keeps its hue, within what 8-bit channels can hold near black or white (black or
        // white itself is the last resort).
        const lightness = (c: string) => (Math.max(...parseColor(c)!) + Math.min(...parseColor(c)!)) / 510;
        if (before !== undefined && after !== undefined && lightness(adjusted) > 0.12 && lightness(adjusted) < 0.88) {
          expect(Math.min(Math.abs(before - after), 360 - Math.abs(before - after))).toBeLessThan(6);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves a colour that already reads as it is', () => {
    expect(adjustLightness('#1d4ed8', 4.5, '#ffffff', '#f8fafc')).toBe('#1d4ed8');
  });
});
