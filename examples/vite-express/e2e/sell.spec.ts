// A customer sells through the shop as built (`npm run build`): the Express server with the
// Rampkit proxy in front of the embedded sandbox, serving the Vite bundle.
import { test, expect } from '@playwright/test';
import { start, type RunningShop } from '../server/app';

let shop: RunningShop;
test.beforeAll(async () => {
  shop = await start({ port: 0 });
});
test.afterAll(async () => {
  await shop?.close();
});

test('sign in, sell 150 EUR by SEPA, and see the transaction complete', async ({ page }) => {
  // The kit's stylesheet is linked, not injected.
  await page.goto(shop.url);
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(`buyer-${Date.now()}`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const flow = page.getByRole('region', { name: 'Sell crypto' });
  await expect(flow).toBeVisible();
  expect(await page.locator('style').count()).toBe(0);
  await expect(page.locator('link[rel=stylesheet]')).toHaveCount(1);
  await expect(page.locator('[data-rampkit-root]')).toHaveCSS('font-family', /./);

  await flow.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await flow.getByRole('textbox', { name: /^You receive/ }).fill('150');
  await flow.getByRole('button', { name: 'Continue' }).click();

  await flow.getByRole('group', { name: 'How do you want to be paid?' }).locator('[data-slot=channel]', { hasText: /SEPA bank transfer/ }).getByRole('radio').click();
  // A choice only selects: Continue moves on, to the account step, or (no saved account: one
  // possible answer) straight to the details.
  await flow.getByRole('button', { name: 'Continue' }).click();
  const payTo = flow.getByRole('group', { name: 'Pay out to' });
  await expect(flow.getByRole('textbox', { name: /IBAN/ }).or(payTo)).toBeVisible();
  if (await payTo.isVisible()) await flow.getByRole('button', { name: 'Continue' }).click();

  await flow.getByRole('textbox', { name: /IBAN/ }).fill('DE89370400440532013000');
  await flow.getByRole('combobox', { name: /Account holder type/ }).selectOption({ label: 'Individual' });
  await flow.getByRole('textbox', { name: /First name/ }).fill('Ana');
  await flow.getByRole('textbox', { name: /Last name/ }).fill('Silva');
  await flow.getByRole('button', { name: 'Continue' }).click();

  const quote = flow.getByRole('region', { name: 'Your quote' });
  await expect(quote).toContainText('€150.00');
  await quote.getByRole('button', { name: 'Sell now' }).click();

  // The sandbox settles the sell on its clock; its webhook reaches the page through the proxy's SSE.
  const status = page.getByRole('region', { name: 'Transaction' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('status')).toHaveText(/Completed/, { timeout: 60_000 });
});

test('the proxy acts only for a signed-in customer', async ({ request }) => {
  const anonymous = await request.get(`${shop.url}/api/channels/sell/countries?CryptoCurrency=USDC_TEST`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ Type: expect.any(String), Detail: expect.any(String) });
});
