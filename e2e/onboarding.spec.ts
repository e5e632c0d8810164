import { test, expect, expectNoA11yViolations } from './fixtures';

test('a customer completes hosted onboarding and sees the approval arrive live', async ({ page, demo }) => {
  await page.goto(demo.url);
  await expectNoA11yViolations(page);
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(`e2e-${Date.now()}`);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Not started');

  await page.getByRole('button', { name: 'Verify your identity' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A mistake first: the page lists it and keeps what was typed.
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-02-30');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert')).toContainText('LastName');
  await expect(page.getByLabel('First name')).toHaveValue('Ana');

  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-05-17');
  await page.getByLabel('Document number').fill('C01X00T47');
  await page.getByLabel('Street and number').fill('Hauptstr. 5');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Post code').fill('10115');
  await page.getByLabel('State or region (US/CA: two-letter code)').fill('Berlin');
  await page.getByLabel(/selfie/).check();
  for (const name of [/Privacy Policy/, /Terms Of Service/, /Esign Agreement/]) await page.getByLabel(name).check();
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/\/account\?CustomerID=.*OnboardingStatus=ReviewPending/);
  await expect(page.getByTestId('verification-status')).toHaveText('Pending');
  // The review decides 3 s later on the sandbox clock; the Customer webhook reaches this page over SSE.
  await expect(page.getByTestId('verification-status')).toHaveText('Approved', { timeout: 15_000 });
  await expectNoA11yViolations(page);
});
