// rampkit/styles.css under a strict CSP: a host that serves `style-src 'self'` and links the
// stylesheet (provider injectStyles={false}) sees the kit exactly as with the injected <style>,
// pixel for pixel, in this run (no stored baselines); no CSP violation is reported; and the
// injected <style> with the provider's `nonce` works under `style-src 'nonce-…'`; a host's own
// appearance (variables, rules) reaches the kit from the host's stylesheet (appearanceToCss) under
// `style-src 'self'` exactly as the nonce'd injected one.
import type { Browser, Page } from '@playwright/test';
import { expect, openGallery, test, watchCsp } from './pages/gallery-fixture';
import type { GalleryOptions, GalleryServer } from './pages/gallery-server';
import { pixelDiff } from './pages/pixel-diff';

// Time stands still (timers still run), so countdowns and dates read the same on every load; the
// seeded sandbox hands out the same ids.
const FROZEN = new Date('2026-03-02T10:00:00Z');

async function render(browser: Browser, gallery: GalleryServer, options: GalleryOptions, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.clock.setFixedTime(FROZEN);
  const violations = await watchCsp(page);
  await openGallery(page, gallery, options);
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const seen = await violations();
  const primaryButton = await page.locator('[data-gallery=OnboardingLauncher] button').evaluate((b) => getComputedStyle(b).backgroundColor);
  const secondaryBorder = await page.locator('[data-gallery=ErrorPanel] [data-slot=retry]').evaluate((b) => getComputedStyle(b).borderTopColor);
  await page.close();
  return { shot, violations: seen, primaryButton, secondaryBorder };
}

async function expectSamePixels(page: Page, name: string, a: Buffer, b: Buffer) {
  const result = await pixelDiff(page, a, b);
  if (result.differing) {
    await test.info().attach(`${name}-expected.png`, { body: a, contentType: 'image/png' });
    await test.info().attach(`${name}-actual.png`, { body: b, contentType: 'image/png' });
    if (result.diff) await test.info().attach(`${name}-diff.png`, { body: result.diff, contentType: 'image/png' });
  }
  expect(result.sizes ?? 'same size', `${name}: screenshot sizes`).toBe('same size');
  expect(result.differing, `${name}: differing pixels of ${result.width}x${result.height}`).toBe(0);
}

test.describe('the kit under a strict style CSP', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const width of [1000, 360]) {
    test(`linked rampkit/styles.css under style-src 'self' looks the same as the injected style (${width} px)`, async ({ browser, gallery, page }) => {
      const injected = await render(browser, gallery, { styles: 'injected' }, width);
      const linked = await render(browser, gallery, { styles: 'linked' }, width);
      expect(linked.violations).toEqual({ events: [], console: [] });
      // Styled at all: the primary button has the theme's fill, not the browser's grey.
      expect(linked.primaryButton).toBe('rgb(29, 78, 216)');
      await expectSamePixels(page, `linked-${width}`, injected.shot, linked.shot);
    });
  }

  test("the injected style with the provider's nonce applies under style-src 'nonce-…'", async ({ browser, gallery, page }) => {
    const injected = await render(browser, gallery, { styles: 'injected' }, 1000);
    const nonced = await render(browser, gallery, { styles: 'nonce' }, 1000);
    expect(nonced.violations).toEqual({ events: [], console: [] });
    expect(nonced.primaryButton).toBe('rgb(29, 78, 216)');
    await expectSamePixels(page, 'nonce', injected.shot, nonced.shot);
  });

  // A host's own appearance (variables and a rule): injected (with the nonce) by the provider, or
  // under style-src 'self' from the host's own stylesheet written by appearanceToCss. Never inline.
  test("a host's appearance applies the same from the host's stylesheet under style-src 'self' as injected with the nonce", async ({ browser, gallery, page }) => {
    const only = ['OnboardingLauncher', 'ErrorPanel', 'ChannelPicker'];
    const nonced = await render(browser, gallery, { styles: 'nonce', appearance: true, only }, 1000);
    const linked = await render(browser, gallery, { styles: 'linked', appearance: true, only }, 1000);
    for (const result of [nonced, linked]) {
      expect(result.violations).toEqual({ events: [], console: [] });
      expect(result.primaryButton).toBe('rgb(124, 58, 237)');
      expect(result.secondaryBorder).toBe('rgb(124, 58, 237)');
    }
    await expectSamePixels(page, 'appearance', nonced.shot, linked.shot);
    // Without the host's stylesheet the preset shows: the look came from that CSS, not from inline styles.
    const withoutHostCss = await render(browser, gallery, { styles: 'linked', only }, 1000);
    expect(withoutHostCss.primaryButton).toBe('rgb(29, 78, 216)');
  });

  // The control: the same comparison and watch do fail when the browser refuses the kit's CSS.
  test("an injected style without a nonce is refused under style-src 'self', and both checks see it", async ({ browser, gallery, page }) => {
    const injected = await render(browser, gallery, { styles: 'injected', only: ['OnboardingLauncher', 'ErrorPanel'] }, 1000);
    const blocked = await render(browser, gallery, { styles: 'blocked', only: ['OnboardingLauncher', 'ErrorPanel'] }, 1000);
    expect(blocked.violations.events.map((v) => v.directive)).toContain('style-src-elem');
    expect(blocked.primaryButton).not.toBe('rgb(29, 78, 216)');
    const result = await pixelDiff(page, injected.shot, blocked.shot);
    expect(result.sizes ?? result.differing).not.toBe(0);
  });
});
