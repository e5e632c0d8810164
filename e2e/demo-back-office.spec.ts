// The back office's refusals in plain words, in the staff's language: an id someone already has is
// "taken, choose another" on the id's field (not the kit's words for a repeated request, nor the
// server's English), and an empty form says "required" under every field, Street and the date of
// birth included.
import type { Page } from '@playwright/test';
import { sayIn } from '../demo-server/web/src/words/catalogue';
import { test, expect } from './fixtures';

/** A field's description as read: the problem, after the warning sign the demo's CSS puts before it. */
const saying = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const backOffice = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('an id that is taken is said so on its field, in the staff’s language, and nothing else garbles it', async ({ page, sandbox }) => {
  const taken = `bo-taken-${Date.now().toString(36)}`;
  await sandbox.createApprovedCustomer(taken);
  const say = sayIn('de');
  await page.goto('/?lang=de');
  const form = backOffice(page, say('bo.title'));
  await form.getByLabel(say('bo.customerId')).fill(taken);
  await form.getByLabel(say('bo.firstName')).fill('Ana');
  await form.getByLabel(say('bo.lastName')).fill('Silva');
  await form.getByLabel(say('bo.dateOfBirth')).fill('1990-05-17');
  await form.getByLabel(say('bo.passport')).fill('C01X00T47');
  await form.getByLabel(say('bo.street')).fill('Hauptstr. 5');
  await form.getByLabel(say('bo.city')).fill('Berlin');
  await form.getByLabel(say('bo.postCode')).fill('10115');
  await form.getByLabel(say('bo.state')).fill('Berlin');
  const answered = page.waitForResponse((response) => response.url().includes('/demo/back-office/customers/'));
  await form.getByRole('button', { name: say('bo.submit') }).click();
  expect((await answered).status()).toBe(409);

  const id = form.getByLabel(say('bo.customerId'));
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toHaveAccessibleDescription(saying(say('bo.taken')));
  await expect(id).toBeFocused();
  const errors = form.locator('.acme-field-error');
  await expect(errors).toHaveText([say('bo.taken')]);
  await expect(errors).not.toHaveAttribute('lang', 'en');
  // Not the kit's words for a request made twice, nor the server's English, nor a record "not found".
  await expect(form).not.toContainText('CustomerID');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.locator('[data-slot=error-panel]')).not.toHaveAttribute('data-state', 'open');
});

test('an empty form says every field is required, Street and the date of birth too', async ({ page }) => {
  const say = sayIn('en');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' })).not.toHaveAttribute('aria-busy', 'true');
  const form = backOffice(page, say('bo.title'));
  await form.getByRole('button', { name: say('bo.submit') }).click();
  const fields = ['bo.customerId', 'bo.firstName', 'bo.lastName', 'bo.dateOfBirth', 'bo.passport', 'bo.street', 'bo.city', 'bo.postCode', 'bo.state'] as const;
  for (const field of fields) {
    const control = form.getByLabel(say(field), { exact: true });
    await expect(control, say(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(control, say(field)).toHaveAccessibleDescription(saying(say('bo.required')));
  }
  await expect(form.locator('.acme-field-error')).toHaveText(fields.map(() => say('bo.required')));

  // A street of one letter is too short, said so; a date in another form is a date's problem.
  await form.getByLabel(say('bo.street'), { exact: true }).fill('A');
  await form.getByLabel(say('bo.dateOfBirth'), { exact: true }).fill('17.05.1990');
  await form.getByRole('button', { name: say('bo.submit') }).click();
  await expect(form.getByLabel(say('bo.street'), { exact: true })).toHaveAccessibleDescription(saying(say('bo.tooShort', { min: 2 })));
  await expect(form.getByLabel(say('bo.dateOfBirth'), { exact: true })).toHaveAccessibleDescription(saying(say('bo.date')));
});

test('the address is asked in the order its language writes it: the postcode before the town in German, after it in English', async ({ page }) => {
  const order = async (lang: 'de' | 'en') => {
    const say = sayIn(lang);
    await page.goto(`/?lang=${lang}`);
    const form = backOffice(page, say('bo.title'));
    // The form is there in this language once its postcode field is.
    await expect(form.getByLabel(say('bo.postCode'))).toBeVisible();
    const labels = await form.locator('label').allTextContents();
    return [labels.indexOf(say('bo.postCode')), labels.indexOf(say('bo.city'))];
  };
  const [postcodeDe, cityDe] = await order('de');
  expect(postcodeDe).toBeGreaterThan(-1);
  expect(postcodeDe).toBeLessThan(cityDe!);
  const [postcodeEn, cityEn] = await order('en');
  expect(cityEn).toBeGreaterThan(-1);
  expect(cityEn).toBeLessThan(postcodeEn!);
});
