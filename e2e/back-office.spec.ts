// The demo's back office, as the business's staff uses it: a fresh visit logs no error (a signed-out
// visitor is not a 401), a double-click on "Create customer" sends one request and creates the
// customer once, and the customer it created may sell at once.
import { test, expect } from './fixtures';

test('a signed-out visitor creates a verified customer from the back office, once, with no console error', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/demo/back-office/customers/')) creates.push(request.method());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' })).not.toHaveAttribute('aria-busy', 'true');

  const id = `bo-e2e-${Date.now()}`;
  const form = page.getByRole('region', { name: 'Back office: add a verified customer' });
  await form.getByLabel('New customer’s ID').fill(id);
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Silva');
  await form.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-05-17');
  await form.getByLabel('Passport number').fill('C01X00T47');
  await form.getByLabel('Street').fill('Hauptstr. 5');
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Post code').fill('10115');
  await form.getByLabel('State or region').fill('Berlin');
  await form.getByRole('button', { name: 'Create customer' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(`Customer ${id} created and approved (reliance model).`);
  await expect(form.getByRole('button', { name: 'Create customer' })).toBeEnabled();
  expect(creates).toEqual(['POST']);
  expect(consoleErrors).toEqual([]);

  // The customer exists and is approved: signed in as them, the kit's proxy reads the record.
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(id);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${id}`);
  const record = await page.request.get(`/api/customers/${encodeURIComponent(id)}`);
  expect(record.status()).toBe(200);
  expect((await record.json()).Verifications.Status).toBe('Approved');
});

test('the back office says what is wrong with a field in the staff’s language, not the contract’s English', async ({ page }) => {
  await page.goto('/?lang=de');
  const form = page.getByRole('region', { name: /Backoffice/ });
  await form.getByLabel('Vorname').fill('A'.repeat(60));
  await form.getByLabel(/Geburtsdatum/).fill('17.05.1990');
  await form.getByRole('button', { name: /anlegen/ }).click();
  const errors = form.locator('.acme-field-error');
  await expect(errors.first()).toBeVisible();
  const texts = await errors.allTextContents();
  expect(texts).toContain('Dieses Feld ist erforderlich.');
  expect(texts).toContain('Höchstens 50 Zeichen.');
  expect(texts).toContain('Datum als JJJJ-MM-TT eingeben, zum Beispiel 1990-05-17.');
  // Nothing of the contract's own English (its rules all start "must …").
  expect(texts.filter((text) => /\bmust\b/.test(text))).toEqual([]);
  expect(await errors.evaluateAll((nodes) => nodes.filter((node) => node.getAttribute('lang') === 'en').length)).toBe(0);
});
