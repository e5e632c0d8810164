// The browser's clock in a test, moved with the sandbox's: the kit counts a quote down on the
// page's clock, so a test that moves the service's time moves the page's by as much.
import type { Page } from '@playwright/test';

/**
 * Moves the page's clock `ms` ahead (Playwright's `page.clock.fastForward`). A page whose clock is
 * still the browser's own gets Playwright's installed first, at the real time and running on; one
 * the test installed itself (at a skewed or fixed time) is moved as it is: installing again would
 * put it back to the real time.
 */
export async function advancePageClock(page: Page, ms: number): Promise<void> {
  const ownClock = await page.evaluate(() => /\[native code\]/.test(String(Date.now)));
  if (ownClock) await page.clock.install();
  await page.clock.fastForward(ms);
}
