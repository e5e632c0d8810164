// A German customer's address through the demo (issue 27): "Hauptstraße 5, München" goes through
// the sandbox's hosted page and the business's back office, the customer (or the staff) saw how it
// is sent before sending, and the record holds the printable ASCII the spec asks for.
import { HOSTED_ONBOARDING_DEFAULTS, HostedOnboardingPage } from '../src/testing';
import { test, expect, expectNoA11yViolations } from './fixtures';

test('the hosted page takes "Hauptstraße 5, München" and a German date of birth, showing how they are sent', async ({ page, kit, signIn }) => {
  const id = await signIn(`addr-hosted-${Date.now()}`, { approved: false });
  await page.goto('/verification?lang=de');
  await kit.onboardingLauncher.start();
  const hosted = new HostedOnboardingPage(page);
  expect(await hosted.locale()).toBe('de');
  await expect(page.locator('#DateOfBirth')).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await hosted.fill({ ...HOSTED_ONBOARDING_DEFAULTS, DateOfBirth: '28.2.1990', Street: 'Hauptstraße 5', City: 'München' });
  await hosted.acceptAll();
  await hosted.submit();

  // Not refused: what was typed stays, and each line says how it will be sent.
  await expect(hosted.asciiReview).toBeVisible();
  await expect(hosted.problems).toHaveCount(0);
  await expect(page.locator('#Street')).toHaveValue('Hauptstraße 5');
  await expect(hosted.asciiPreview('Street')).toHaveText('Wird gesendet als: Hauptstrasse 5');
  await expect(hosted.asciiPreview('City')).toHaveText('Wird gesendet als: Muenchen');
  await expectNoA11yViolations(page);

  await hosted.submit();
  await expect(page).toHaveURL(/\/account\?CustomerID=.*OnboardingStatus=ReviewPending/);
  const record = await (await page.request.get(`/api/customers/${encodeURIComponent(id)}`)).json();
  expect(record.PrimaryResidence).toMatchObject({ Street: 'Hauptstrasse 5', City: 'Muenchen' });
  expect(record.DateOfBirth).toBe('1990-02-28');
});

test('the back office takes "Hauptstraße 5, München", showing how it is sent, and the record holds ASCII', async ({ page }) => {
  await page.goto('/?lang=de');
  await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' })).not.toHaveAttribute('aria-busy', 'true');
  const id = `addr-bo-${Date.now()}`;
  const form = page.getByRole('region', { name: 'Back office: add a verified customer' });
  await form.getByLabel('New customer’s ID').fill(id);
  await form.getByLabel('First name').fill('Jörg');
  await form.getByLabel('Last name').fill('Müller');
  await form.getByLabel('Date of birth (YYYY-MM-DD)').fill('1990-05-17');
  await form.getByLabel('Passport number').fill('C01X00T47');
  await form.getByLabel('Street').fill('Hauptstraße 5');
  await form.getByLabel('City').fill('München');
  await form.getByLabel('Post code').fill('80331');
  await form.getByLabel('State or region').fill('Bayern');
  // The kit's words, in the kit's locale, under each line that changes.
  await expect(form.getByText('Wird gesendet als: Hauptstrasse 5')).toBeVisible();
  await expect(form.getByText('Wird gesendet als: Muenchen')).toBeVisible();
  await expect(form.getByLabel('Street')).toHaveAccessibleDescription('Wird gesendet als: Hauptstrasse 5');
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(form.getByRole('status')).toHaveText(`Customer ${id} created and approved (reliance model).`);

  // Signed in as the new customer, the kit's proxy reads the record the back office created.
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(id);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(`Signed in as ${id}`);
  const record = await (await page.request.get(`/api/customers/${encodeURIComponent(id)}`)).json();
  expect(record.PrimaryResidence).toMatchObject({ Street: 'Hauptstrasse 5', City: 'Muenchen', State: 'Bayern' });
  // Names are not restricted to ASCII by the spec: they stay as typed.
  expect(record.FullName).toEqual({ FirstName: 'Jörg', LastName: 'Müller' });
});

test('the testing kit\'s complete() sends a German address through the page\'s ASCII step as a customer does', async ({ page, kit, signIn }) => {
  const id = await signIn(`addr-kit-${Date.now()}`, { approved: false });
  await page.goto('/verification');
  await kit.onboardingLauncher.start();
  await new HostedOnboardingPage(page).complete({ values: { Street: 'Königstraße 1', City: 'Köln' } });
  await expect(page).toHaveURL(/\/account\?CustomerID=.*OnboardingStatus=ReviewPending/);
  const record = await (await page.request.get(`/api/customers/${encodeURIComponent(id)}`)).json();
  expect(record.PrimaryResidence).toMatchObject({ Street: 'Koenigstrasse 1', City: 'Koeln' });
});
