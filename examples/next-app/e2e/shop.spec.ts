// The shop as built (`npm run build`), served by `next start`: German HTML from the server, and a
// customer selling through the route-handler proxy in front of the embedded sandbox.
import { test, expect } from '@playwright/test';
import { start, type RunningShop } from '../scripts/start.mjs';

let shop: RunningShop;
test.beforeAll(async () => {
  shop = await start();
});
test.afterAll(async () => {
  await shop?.close();
});

test('the server renders the kit in German for /de', async ({ request }) => {
  const signIn = await request.post(`${shop.url}/session`, { form: { customerId: `de-${Date.now()}`, lang: 'de' }, headers: { origin: shop.url }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  // The HTML as the server sent it, before any script ran.
  const html = await (await request.get(`${shop.url}/de`)).text();
  expect(html).toContain('<html lang="de"');
  expect(html).toMatch(/data-rampkit-root/);
  expect(html).toContain('aria-label="Krypto verkaufen"');
  expect(html).not.toContain('Sell crypto');
  // The kit's stylesheet is linked, no style injected.
  expect(html).not.toMatch(/<style[\s>]/);
  expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\.css"/);
});

test('sign in, sell 150 EUR by SEPA, and see the transaction complete', async ({ page }) => {
  await page.goto(`${shop.url}/en`);
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(`buyer-${Date.now()}`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const flow = page.getByRole('region', { name: 'Sell crypto' });
  await expect(flow).toBeVisible();
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

test('the proxy acts only for a signed-in customer, and sign-in only from the shop', async ({ request }) => {
  const anonymous = await request.get(`${shop.url}/api/channels/sell/countries?CryptoCurrency=USDC_TEST`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ Type: expect.any(String), Detail: expect.any(String) });
  const crossSite = await request.post(`${shop.url}/session`, { form: { customerId: 'mallory', lang: 'en' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
});
