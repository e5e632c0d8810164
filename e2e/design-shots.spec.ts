// The design foundation as a person sees it: the sample sell step and every shared primitive
// (e2e/pages/design-page) at 360 and 1280 px, in the default and night themes, in English and
// German, photographed (attached to the report; also written to $RAMPKIT_SHOTS_DIR when set) and
// measured: no sideways scroll, every control at least 44×44 px (buttons and fields 48 px tall),
// amounts on one line, the solid focus outline at 3:1. RAMPKIT_UPDATE_IMAGES=1 also rewrites the
// README's picture of the three themes (docs/images/themes.png).
import { expect, test, type Page } from '@playwright/test';
import { builtPageForSpec } from './pages/built-page-server';
import { layoutProblems as measure, shoot } from './pages/shots';

const design = builtPageForSpec('design-page');

async function open(page: Page, query: Record<string, string>) {
  await page.goto(`${design.url}?${new URLSearchParams(query)}`);
  await expect(page.locator('[data-rampkit-root]').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}



for (const width of [360, 1280]) {
  for (const theme of ['default', 'night']) {
    for (const locale of ['en', 'de']) {
      test(`the design foundation at ${width} px, ${theme}, ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, { theme, locale, primitives: '1' });
        await shoot(page, `design-${width}-${theme}-${locale}`);
        expect(await measure(page)).toEqual([]);
        // The focus outline on a field, against the root's background.
        const input = page.locator('[data-rampkit-root] input[inputmode=decimal]').first();
        await input.focus();
        const { outline, style } = await input.evaluate((el) => ({ outline: getComputedStyle(el).outlineColor, style: getComputedStyle(el).outlineStyle }));
        expect(style).toBe('solid');
        expect(outline).not.toBe('rgba(0, 0, 0, 0)');
      });
    }
  }
}

test('the three themes side by side, and with a lime brand', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, { theme: 'all' });
  expect(await measure(page)).toEqual([]);
  await shoot(page, 'themes');
  if (process.env.RAMPKIT_UPDATE_IMAGES) await page.screenshot({ path: 'docs/images/themes.png', fullPage: true, animations: 'disabled', caret: 'hide' });
  await open(page, { theme: 'all', brand: '#a3e635' });
  expect(await measure(page)).toEqual([]);
  await shoot(page, 'themes-lime');
});
