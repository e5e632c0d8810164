import { test, expect, expectNoA11yViolations } from './fixtures';
import { chooseAmountAndChannel, fillSepa, quote, signInApproved } from './sell-steps';

// Quotes live 4 s here (SANDBOX_QUOTE_TTL_S), so expiry happens while the customer looks.
test.use({ demoOptions: { quoteTtlSeconds: 4 } });

test('an expired quote is never sold: the kit re-quotes and the customer sells the new one', async ({ page, demo }) => {
  await signInApproved(page, demo, 'requote');
  await chooseAmountAndChannel(page, 'DE', '100', /SEPA bank transfer/);
  await fillSepa(page);
  const first = quote(page);
  await expect(first).toHaveAttribute('data-state', 'active');
  await expect(page.locator('[data-slot=countdown]')).toContainText(/Price held for 0:0[1-4]/);
  const prepares = async () => (await demo.control<{ method: string; path: string }[]>('/requests')).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell/prepare').length;
  const before = await prepares();
  // After expiry the kit asks for a new quote by itself; the same amounts need no confirmation.
  await expect.poll(prepares, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(first).toHaveAttribute('data-state', 'active');
  await expect(page.locator('[data-slot=countdown]')).toContainText(/Price held for 0:0[1-4]/);
  await expectNoA11yViolations(page);
  await quote(page).getByRole('button', { name: 'Sell now' }).click();
  await expect(page.getByRole('region', { name: 'Transaction' })).toBeVisible();
});
