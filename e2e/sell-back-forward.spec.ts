import { test, expect } from './fixtures';

// The demo routes with the History API: browser Back leaves /sell (SellFlow unmounts), Forward
// mounts it again. The sale in progress is kept by the kit's provider meanwhile.
const IBAN = 'DE89370400440532013000';

test('browser Back then Forward mid-sale keeps the amount, the channel and the IBAN still being typed', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn();
  await page.goto('/transactions');
  await nav.getByRole('button', { name: 'Sell', exact: true }).click();
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
  await expect(flow.form.control('BankDetails.IBAN')).toHaveValue(IBAN);

  // The sale goes on from there, for the amount entered before Back.
  await flow.fillForm({ 'BankDetails.IBAN': IBAN });
  await expect(flow.offer).toContainText('€150.00');
});
