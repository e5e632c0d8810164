// The focus indicator of every focusable kit control (the gallery: every component with its data),
// measured as an auditor does (e2e/focus-ring-measure.ts): a solid outline that reaches 3:1
// against the colour behind it (WCAG 1.4.11, 2.4.11), in each preset theme and after a host sets
// its own brand colour (a light yellow and a dark navy, the two a ring derived naively fails on);
// and under forced colours (Windows high contrast), where box-shadows are dropped, an outline
// that is still drawn on every control.
import { expect, openGallery, test } from './pages/gallery-fixture';
import { measureRings, type RingMeasure } from './focus-ring-measure';

const THEMES = ['default', 'night', 'flat'] as const;
const BRANDS = [undefined, '#fde68a', '#0a1f44'] as const;

const failures = (rings: RingMeasure[], pass: (ring: RingMeasure) => boolean) =>
  rings.filter((ring) => !pass(ring) || ring.clippedBy).map((ring) => `${ring.control}: ${ring.drawnBy} ${ring.outlineStyle} ${ring.outlineWidth}px ${ring.ring} on ${ring.background} = ${ring.ratio}:1${ring.focusVisible ? '' : ' (not :focus-visible)'}${ring.clippedBy ? `, cut off by ${ring.clippedBy}` : ''}`);

test.describe.configure({ timeout: 120_000 });

for (const theme of THEMES) {
  for (const brand of BRANDS) {
    test(`every kit control's focus ring reaches 3:1, ${theme}${brand ? `, brand ${brand}` : ''}`, async ({ page, gallery }) => {
      await openGallery(page, gallery, { theme, brand });
      const rings = await measureRings(page);
      const passed = rings.filter((ring) => ring.drawnBy === 'outline' && ring.ratio >= 3 && !ring.clippedBy).length;
      test.info().annotations.push({ type: 'measured', description: `${passed}/${rings.length} controls pass` });
      console.log(`focus ring, ${theme}${brand ? ` ${brand}` : ''}: ${passed}/${rings.length} controls reach 3:1 with an outline`);
      expect(rings.length, 'controls measured').toBeGreaterThan(30);
      expect(failures(rings, (ring) => ring.focusVisible && ring.drawnBy === 'outline' && ring.ratio >= 3)).toEqual([]);
    });
  }
}

for (const theme of ['default', 'night'] as const) {
  test(`under forced colours every focused kit control shows an outline, ${theme}`, async ({ page, gallery }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openGallery(page, gallery, { theme });
    const rings = await measureRings(page);
    const passed = rings.filter((ring) => ring.drawnBy === 'outline' && !ring.clippedBy).length;
    console.log(`forced colours, ${theme}: ${passed}/${rings.length} focused controls show an outline`);
    expect(rings.length, 'controls measured').toBeGreaterThan(30);
    expect(failures(rings, (ring) => ring.focusVisible && ring.drawnBy === 'outline')).toEqual([]);
  });
}
