import { test, expect, expectNoA11yViolations } from './fixtures';
import { chooseAmountAndChannel, fillSepa, quote } from './sell-steps';
import { completeHostedOnboarding } from './onboarding-steps';

test('a customer completes hosted onboarding and sees the approval arrive live', async ({ page, demo }) => {
  await page.goto(demo.url);
  await expectNoA11yViolations(page);
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(`e2e-${Date.now()}`);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Verification' }).click();
  const status = page.getByRole('region', { name: 'Your verification' });
  await expect(status.getByRole('status').first()).toHaveText('Not started');
  await expectNoA11yViolations(page);

  await status.getByRole('button', { name: 'Verify your identity' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A mistake first: the page lists it and keeps what was typed.
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-02-30');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert')).toContainText('LastName');
  await expect(page.getByLabel('First name')).toHaveValue('Ana');

  await completeHostedOnboarding(page);

  // Back on ReturnURL, the status follows live.
  await expect(page).toHaveURL(/\/account\?CustomerID=.*OnboardingStatus=ReviewPending/);
  const back = page.getByRole('region', { name: 'Your verification' });
  await expect(back.locator('[data-slot=summary]')).toHaveText('In review');
  // The review decides 3 s later on the sandbox clock; the Customer webhook reaches this page over SSE.
  // The summary carries a tick before the word: the word is what this checks.
  await expect(back.locator('[data-slot=summary]')).toHaveText(/Approved$/, { timeout: 15_000 });
  await expect(back).toContainText('You are verified: there is nothing to do.');
  await expectNoA11yViolations(page);
  if (demo.apiVersion === '0.1.3') {
    // The published service also reports the hosted session as a CheckoutSession event, which the
    // kit does not relay: the proxy acknowledges it at once, so it is never delivered twice.
    type Delivery = { EventType: string; attempt: number; status: number | string };
    const log = await demo.control<Delivery[] | { Items: Delivery[] }>('/webhooks');
    const checkout = (Array.isArray(log) ? log : log.Items).filter((d) => d.EventType === 'CheckoutSession');
    expect(checkout.length).toBeGreaterThan(0);
    expect(checkout.every((d) => d.attempt === 1 && d.status === 200)).toBe(true);
  }
});

for (const [outcome, shown, action] of [
  ['DeclinedFinal', 'cannot be retried', false],
  ['DeclinedRetry', 'you can try again', true],
] as const) {
  test(`a ${outcome} rejection is shown for what it is`, async ({ page, demo }) => {
    const id = `rej-${outcome}-${Date.now()}`;
    await demo.signIn(page, id);
    await page.goto(`${demo.url}/account`);
    await page.getByRole('button', { name: 'Verify your identity' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await completeHostedOnboarding(page);
    await expect(page).toHaveURL(/\/account\?/);
    await demo.control(`/customers/${id}/verification`, { Outcome: outcome });
    const status = page.getByRole('region', { name: 'Your verification' });
    await expect(status.locator('[data-slot=summary]')).toHaveText('Declined', { timeout: 15_000 });
    await expect(status).toContainText(shown);
    await expect(status.getByRole('button', { name: /verification/ })).toHaveCount(action ? 1 : 0);
    await expectNoA11yViolations(page);
  });
}

test('a reliance customer created from the business back office sells at once', async ({ page, demo }) => {
  await page.goto(demo.url);
  const id = `rel-${Date.now()}`;
  // The business's route acts only for the signed-in customer: sign in, then the back office
  // creates that customer's verified record.
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(id);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Business' }).click();
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
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await expectNoA11yViolations(page);

  await nav.getByRole('button', { name: 'Sell', exact: true }).click();
  await chooseAmountAndChannel(page, 'DE', '60', /SEPA bank transfer/);
  await fillSepa(page);
  await quote(page).getByRole('button', { name: 'Sell now' }).click();
  await expect(page.getByRole('region', { name: 'Transaction' })).toBeVisible();
});

test('a prefill with a problem shows it on its field and keeps the draft', async ({ page, demo }) => {
  await demo.signIn(page, `pre-${Date.now()}`);
  await page.goto(`${demo.url}/account`);
  await page.getByText('Pass on details you already have (prefill)').click();
  const prefill = page.getByRole('region', { name: 'Customer details' });
  await prefill.getByRole('textbox', { name: /Email/ }).fill('ana-at-example');
  await prefill.getByRole('button', { name: 'Send details' }).click();
  const email = prefill.getByRole('textbox', { name: /Email/ });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(prefill.locator('#rk-field-Form-Email__error')).not.toBeEmpty();
  await expect(email).toHaveValue('ana-at-example');
  await expectNoA11yViolations(page);
  await email.fill('ana@example.com');
  await prefill.getByRole('combobox', { name: /Source of income/ }).selectOption({ label: 'Salary' });
  await prefill.getByRole('button', { name: 'Send details' }).click();
  await expect(prefill.getByText('Details received.')).toBeVisible();
});
