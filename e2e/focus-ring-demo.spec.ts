// The focus ring on the demo app's pages, the kit inside a business's own page and CSS: every
// focusable kit control on each page of the signed-in demo reaches 3:1 with a solid outline, and
// under forced colours still shows one (e2e/focus-ring-measure.ts). The demo's own controls are
// the host's (their look, focus included, is the host's own: e2e/host-invariance.spec.ts).
import { test, expect } from './fixtures';
import { measureRings } from './focus-ring-measure';

const PAGES = ['Sell', 'Transactions', 'Verification', 'Deposits', 'Sell on deposit', 'Business'] as const;

for (const forced of [false, true]) {
  test(`the demo's pages: every kit control's focus ring ${forced ? 'shows under forced colours' : 'reaches 3:1'}`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    if (forced) await page.emulateMedia({ forcedColors: 'active' });
    await signIn();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const problems: string[] = [];
    let measured = 0;
    for (const name of PAGES) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      // The page's kit parts have their data (no skeleton, nothing busy).
      await expect(page.locator('[data-rampkit-root]').first()).toBeVisible();
      await expect(page.locator('[data-rampkit-root] :is(.rk-skeleton, [aria-busy=true])')).toHaveCount(0, { timeout: 20_000 });
      const rings = await measureRings(page);
      measured += rings.length;
      for (const ring of rings) {
        const ok = ring.focusVisible && ring.drawnBy === 'outline' && !ring.clippedBy && (forced || ring.ratio >= 3);
        if (!ok) problems.push(`${name}: ${ring.control}: ${ring.drawnBy} ${ring.ring} on ${ring.background} = ${ring.ratio}:1${ring.clippedBy ? `, cut off by ${ring.clippedBy}` : ''}`);
      }
    }
    console.log(`demo focus ring${forced ? ' (forced colours)' : ''}: ${measured - problems.length}/${measured} kit controls pass on ${PAGES.length} pages`);
    expect(measured, 'controls measured').toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
}
