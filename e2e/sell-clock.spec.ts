import { test, expect } from './fixtures';

// A phone whose clock runs 2 minutes fast (the reviewer's repro): quotes used to look expired on
// arrival and SellFlow re-prepared in a tight loop. The quote now counts down by the server's Date.
test('a device clock 2 minutes fast: the quote holds its time and is priced once', async ({ page, kit, signIn, sandbox }) => {
  await page.clock.install({ time: Date.now() + 120_000 });
  await page.clock.resume();
  const flow = kit.sellFlow;
  await signIn(undefined);
  await page.goto('/');
  await flow.prepareSale({ country: 'DE', amount: '100', channel: { methodType: 'BankSepa' } });
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
  const prepares = async () => (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell/prepare').length;
  const first = await prepares();
  // The countdown moves by seconds (a loop re-priced many times a second): still the one quote.
  await expect(flow.quote.countdown).toContainText(/0:5[0-6]/, { timeout: 15_000 });
  expect(await prepares()).toBe(first);
  await expect(flow.root.locator('[data-slot=quote-stale]')).toHaveCount(0);
  await flow.sell();
  await expect(flow.transaction.root).toBeVisible();
});
