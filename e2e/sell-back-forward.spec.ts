import { test, expect } from './fixtures';

// The demo routes with the History API: browser Back leaves /sell (SellFlow unmounts), Forward
// mounts it again. The sale in progress is kept by the kit's provider meanwhile.
const IBAN = 'DE89370400440532013000';
/** As the field shows it: in groups of four. */
const IBAN_SHOWN = 'DE89 3704 0044 0532 0130 00';

// Quotes live 4 s here (SANDBOX_QUOTE_TTL_S), so one can run out while the customer is on another page.
test.use({ demoOptions: { quoteTtlSeconds: 4 } });

test('browser Back then Forward mid-sale keeps the amount, the channel and the IBAN still being typed', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn();
  await page.goto('/transactions');
  await nav.getByRole('link', { name: 'Sell', exact: true }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await page.getByLabel('Crypto to sell').selectOption('USDC_TEST');

  await flow.enterAmount({ country: 'DE', amount: '150' });
  await flow.chooseChannel({ methodType: 'BankSepa' });
  await flow.choosePaymentMethod('new');
  const iban = flow.form.control('BankDetails.IBAN');
  // Typed, and the customer is still in the field (no blur has committed it) when they press Back.
  await iban.fill(IBAN);
  await expect(iban).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(kit.transactionList.root).toBeVisible();
  await expect(flow.root).toHaveCount(0);

  await page.goForward();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByLabel('Crypto to sell')).toHaveValue('USDC_TEST');
  await expect(flow.root).toHaveAttribute('data-state', 'form');
  await expect(flow.form.control('BankDetails.IBAN')).toHaveValue(IBAN_SHOWN);

  // The sale goes on from there, for the amount entered before Back.
  await flow.fillForm({ 'BankDetails.IBAN': IBAN });
  await expect(flow.offer).toContainText('€150.00');
});

test('a quote that ran out while the customer was on another page comes back being priced again, then sells', async ({ page, kit, signIn, sandbox }) => {
  const flow = kit.sellFlow;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn();
  await page.goto('/transactions');
  await nav.getByRole('link', { name: 'Sell', exact: true }).click();
  const prepared = page.waitForResponse((r) => r.url().endsWith('/api/transactions/sell/prepare') && r.ok());
  await flow.prepareSale({ country: 'DE', amount: '100', channel: { methodType: 'BankSepa' } });
  const { SellQuote } = (await (await prepared).json()) as { SellQuote: { Expiry: string } };
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');

  await page.goBack();
  await expect(flow.root).toHaveCount(0);
  // Away until the quote's Expiry (the server's instant) has passed.
  await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(Date.parse(SellQuote.Expiry));
  const prepares = async () => (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell/prepare').length;
  const before = await prepares();

  await page.goForward();
  await expect(flow.quote.root).toBeVisible();
  await expect.poll(prepares, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
  await expect(flow.quote.countdown).toContainText(/0:0[1-4]/);
  await flow.sell();
  await expect(flow.transaction.root).toBeVisible();
});
