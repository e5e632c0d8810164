// Filling the sandbox's hosted onboarding page, as a customer does.
import type { Page } from '@playwright/test';

/** Fills every field of the hosted page (a first name already typed is kept) and submits. */
export async function completeHostedOnboarding(page: Page) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-05-17');
  await page.getByLabel('Document number').fill('C01X00T47');
  await page.getByLabel('Street and number').fill('Hauptstr. 5');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Post code').fill('10115');
  await page.getByLabel(/^State or region/).fill('Berlin');
  await page.getByLabel(/selfie/).check();
  for (const name of [/Privacy Policy/, /Terms Of Service/, /Esign Agreement/]) await page.getByLabel(name).check();
  await page.getByRole('button', { name: 'Submit for review' }).click();
}
