// The demo's sign-in as the tabs of one browser share it: a tab follows the session cookie when
// another tab signs out and in as someone else (told at once, or seen when it comes back into view),
// with nothing of the previous customer left on screen or in the kit's caches; a sign-out forgets
// the sale the kit kept in the tab's session storage; a double-click signs in once; and an id that
// starts with an emoji has that emoji, whole, as its avatar.
import type { Page } from '@playwright/test';
import { rampkit } from '../src/testing';
import { test, expect } from './fixtures';

/** The rampkit:sale:<id>:… keys in this tab's session storage (the kit's kept sale for `customerId`). */
const keptSales = (page: Page, customerId: string) =>
  page.evaluate((id) => Object.keys(sessionStorage).filter((key) => key.startsWith(`rampkit:sale:${id}:`)), customerId);

async function signInWithForm(page: Page, customerId: string) {
  const form = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await form.getByLabel('Customer ID').fill(customerId);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const banner = (page: Page) => page.getByRole('banner');

/**
 * Watches the tab for a mix: every time the page changes, which customer the header names and which
 * transactions the kit's list shows. Read back with `shownUnder`.
 */
async function watchForMix(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __shownUnder: typeof seen }).__shownUnder = seen;
    const look = () => {
      const who = /Signed in as (.+)$/.exec(document.querySelector('header .acme-visually-hidden')?.textContent ?? '')?.[1] ?? '(nobody)';
      const rows = [...document.querySelectorAll('[data-slot=transaction-list] tr[data-transaction-id]')].map((row) => row.getAttribute('data-transaction-id') ?? '');
      seen[who] = [...new Set([...(seen[who] ?? []), ...rows])];
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    look();
  });
}
/** The transactions the list has shown while the header named `customerId`. */
const shownUnder = (page: Page, customerId: string) => page.evaluate((id) => (window as unknown as { __shownUnder: Record<string, string[]> }).__shownUnder[id] ?? [], customerId);

test('a tab signed in as E follows the browser to B: header, transactions and kit caches all B’s, never a mix', async ({ page, context, signIn, kit, sandbox }) => {
  test.setTimeout(90_000);
  const e = await signIn();
  // E has a transaction (a simulated bank transfer); B and C, new, have none.
  await page.goto('/deposits');
  await expect(kit.bankDepositDetails.root).toHaveAttribute('data-state', 'ready');
  const transfer = page.getByRole('form', { name: 'Simulate a bank transfer' });
  await transfer.getByRole('button', { name: 'Simulate the transfer' }).click();
  await expect(transfer.getByRole('status')).toContainText('was sent');
  await expect.poll(async () => (await sandbox.transactions(e)).length).toBe(1);

  // Tab B, the same browser, on E's transactions.
  const tabB = await context.newPage();
  const listB = rampkit(tabB).transactionList;
  await tabB.goto('/transactions');
  await expect(banner(tabB)).toContainText(`Signed in as ${e}`);
  await expect(listB.rows).toHaveCount(1, { timeout: 15_000 });
  await watchForMix(tabB);

  // Tab A signs out, and in as B.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Told at once: tab B shows the sign-in page, not E's pages over nobody's session.
  await expect(tabB.getByRole('region', { name: 'Sign in to Acme Wallet' })).toBeVisible();
  await expect(banner(tabB)).not.toContainText(e);
  const b = `b-${Date.now().toString(36)}`;
  await signInWithForm(page, b);
  await expect(banner(page)).toContainText(`Signed in as ${b}`);

  // Tab B is B's, all of it: the header, and the kit's list read for B (empty), never E's row under B's name.
  await expect(banner(tabB)).toContainText(`Signed in as ${b}`);
  await expect(tabB).toHaveURL(/\/transactions$/);
  await expect(listB.root).toHaveAttribute('data-state', 'empty', { timeout: 15_000 });
  expect(await shownUnder(tabB, b)).toEqual([]);

  // Changes nobody announced (the cookie replaced by requests of their own): seen when the tab
  // comes back into view. E again, with their row; then C, straight from E's list on screen.
  await signIn(e, { approved: false });
  await tabB.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(banner(tabB)).toContainText(`Signed in as ${e}`);
  await expect(listB.rows).toHaveCount(1, { timeout: 15_000 });
  const c = `c-${Date.now().toString(36)}`;
  await signIn(c);
  await expect(banner(tabB)).toContainText(`Signed in as ${e}`);
  await tabB.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner(tabB)).toContainText(`Signed in as ${c}`);
  await expect(listB.root).toHaveAttribute('data-state', 'empty', { timeout: 15_000 });
  expect(await shownUnder(tabB, c)).toEqual([]);
});

test('signing out forgets the sale the kit kept in this tab for that customer', async ({ page, signIn, kit }) => {
  const id = await signIn();
  await page.goto('/sell');
  await kit.sellFlow.enterAmount({ country: 'DE', amount: '75' });
  await expect.poll(() => keptSales(page, id), { message: 'the sale kept in session storage' }).not.toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' })).toBeVisible();
  await expect.poll(() => keptSales(page, id), { message: 'nothing of the sale left after sign-out' }).toEqual([]);
  // Signed in again in this tab, the customer starts a new sale: nothing was left to restore.
  await signInWithForm(page, id);
  await expect(banner(page)).toContainText(`Signed in as ${id}`);
  await expect(kit.sellFlow.root).toHaveAttribute('data-state', 'amount');
  expect(await keptSales(page, id)).toEqual([]);
});

test('a double-click on "Sign in" sends one request, the button busy meanwhile; an emoji id keeps its emoji as the avatar', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/demo/session') posts.push(request.url());
  });
  // The answer takes a moment, as a real server's may: the second click lands while the first is in flight.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/session', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await expect(form).not.toHaveAttribute('aria-busy', 'true');
  const id = `😀user-${Date.now().toString(36)}`;
  await form.getByLabel('Customer ID').fill(id);
  const button = form.getByRole('button', { name: 'Sign in' });
  await button.dblclick();
  await button.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(posts).toHaveLength(1);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(banner(page)).toContainText(`Signed in as ${id}`);
  expect(posts).toHaveLength(1);

  // The avatar is the emoji itself, not half of it.
  await expect(page.locator('.acme-avatar')).toHaveText('😀');
  expect(await page.locator('.acme-avatar').evaluate((el) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(el.textContent ?? ''))).toBe(false);
});
