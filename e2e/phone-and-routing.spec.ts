import type { Page } from '@playwright/test';
import { rampkit, type Kit } from '../src/testing';
import { test, expect } from './fixtures';

// A 360 px phone: no page of the demo may scroll sideways. Each page is visited by its address
// (which is also the routing check: a reload keeps the page) and measured once its content is in.
const PAGES = [
  { path: '/sell', ready: (p: Page) => rampkit(p).sellFlow.country },
  { path: '/transactions', ready: (p: Page) => rampkit(p).transactionList.root.getByRole('table') },
  { path: '/verification', ready: (p: Page) => rampkit(p).customerStatus.summary },
  { path: '/deposits', ready: (p: Page) => rampkit(p).bankDepositDetails.copyFields.first().getByRole('button') },
  { path: '/sell-on-deposit', ready: (p: Page) => rampkit(p).channelPicker.channels.getByRole('radio').first() },
  { path: '/business', ready: (p: Page) => p.getByRole('region', { name: 'Back office: add a verified customer' }) },
];

const SALE = { country: 'DE', channel: { methodType: 'BankSepa' } };

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('[class*=visually-hidden]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.slot ? `[data-slot=${el.dataset.slot}]` : ''} ${Math.round(el.getBoundingClientRect().right)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
}

/**
 * Signs in and sells once (so Transactions has rows and the receipt has content), then opens every
 * page by its address and checks it does not scroll sideways; `then` checks more on each page.
 */
async function everyPageFits(page: Page, kit: Kit, signIn: () => Promise<unknown>, then?: (visited: (typeof PAGES)[number]) => Promise<void>) {
  await signIn();
  await page.goto('/');
  await kit.sellFlow.completeSale({ ...SALE, amount: '50' });
  for (const visited of PAGES) {
    await page.goto(visited.path);
    await expect(visited.ready(page)).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow.scrollWidth, `${visited.path}: ${overflow.offenders.join(', ')}`).toBeLessThanOrEqual(overflow.width);
    await then?.(visited);
  }
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the landing page has one Customer ID field, does not move as it loads, and fits', async ({ page, demo }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(demo.url);
    await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' }).getByRole('textbox', { name: 'Customer ID' })).toBeEnabled();
    await expect(page.getByLabel('Customer ID', { exact: true })).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, 'cumulative layout shift of the landing page').toBeLessThan(0.01);
    const overflow = await sidewaysOverflow(page);
    expect(overflow.scrollWidth, overflow.offenders.join(', ')).toBeLessThanOrEqual(overflow.width);
  });

  test('every page of the demo fits without sideways scrolling, and keeps its address on reload', async ({ page, kit, signIn }) => {
    await everyPageFits(page, kit, signIn, async ({ path, ready }) => {
      // The navigation folds behind the menu button on a phone; opened, it marks this page.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]')).toHaveAttribute('href', path);
      const open = await sidewaysOverflow(page);
      expect(open.scrollWidth, `${path} with the menu open: ${open.offenders.join(', ')}`).toBeLessThanOrEqual(open.width);
      await page.reload();
      await expect(ready(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  });
});

test('navigation writes the address, Back returns to the previous page, and an open transaction survives a reload', async ({ page, kit, signIn }) => {
  await signIn();
  await page.goto('/');
  const sold = await kit.sellFlow.completeSale({ ...SALE, amount: '40' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await kit.transactionList.open(sold);
  await expect(page).toHaveURL(new RegExp(`/transactions/${sold}$`));
  // A page of its own: focus on its heading, never left on the body the list's row was in.
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction', exact: true })).toBeFocused();
  await page.locator('.acme-back').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  await kit.transactionList.open(sold);
  const receipt = kit.transactionStatus.root;
  await page.reload();
  await expect(receipt).toBeVisible();
  await nav.getByRole('link', { name: 'Deposits' }).click();
  await expect(page).toHaveURL(/\/deposits$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\//);
  await expect(receipt).toBeVisible();
});

// A 1280 px screen at 200% zoom lays the page out in 640 px of CSS (WCAG 1.4.10, reflow): the
// transactions table, too wide for that, reads as label/value rows instead of running off the page.
test.describe('on a desktop zoomed to 200% (640 px of CSS)', () => {
  test.use({ viewport: { width: 640, height: 800 } });

  test('every page of the demo fits without sideways scrolling', async ({ page, kit, signIn }) => {
    await everyPageFits(page, kit, signIn);
  });
});
