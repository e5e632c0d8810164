import { test, expect, expectNoA11yViolations } from './fixtures';

// Quotes live 4 s here (SANDBOX_QUOTE_TTL_S), so expiry happens while the customer looks.
test.use({ demoOptions: { quoteTtlSeconds: 4 } });

test('an expired quote is never sold: the kit re-quotes and the customer sells the new one', async ({ page, kit, signIn, sandbox }) => {
  const flow = kit.sellFlow;
  await signIn(undefined);
  await page.goto('/');
  await flow.prepareSale({ country: 'DE', amount: '100', channel: { methodType: 'BankSepa' } });
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
  await expect(flow.quote.countdown).toContainText(/0:0[1-4]/);
  const prepares = async () => (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell/prepare').length;
  const before = await prepares();
  // After expiry the kit asks for a new quote by itself; the same amounts need no confirmation.
  await expect.poll(prepares, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
  await expect(flow.quote.countdown).toContainText(/0:0[1-4]/);
  await expectNoA11yViolations(page);
  await flow.sell();
  await expect(flow.transaction.root).toBeVisible();
});
