// A German customer's address through the demo (issue 27): "Hauptstraße 5, München" goes through
// the sandbox's hosted page and the business's back office, the customer (or the staff) saw how it
// is sent before sending, and the record holds the printable ASCII the spec asks for.
import { HOSTED_ONBOARDING_DEFAULTS, HostedOnboardingPage } from '../src/testing';
import { test, expect, expectNoA11yViolations } from './fixtures';
import { sayIn } from '../demo-server/web/src/words/catalogue';

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
  await expect(page).toHaveURL(/\/account$/);
  const record = await (await page.request.get(`/api/customers/${encodeURIComponent(id)}`)).json();
  expect(record.PrimaryResidence).toMatchObject({ Street: 'Hauptstrasse 5', City: 'Muenchen' });
  expect(record.DateOfBirth).toBe('1990-02-28');
});

test('the back office takes "Hauptstraße 5, München", showing how it is sent, and the record holds ASCII', async ({ page }) => {
  await page.goto('/?lang=de');
  // The demo's own words are German too (its catalogue).
  const w = sayIn('de');
  await expect(page.getByRole('region', { name: w('signin.title') })).not.toHaveAttribute('aria-busy', 'true');
  const id = `addr-bo-${Date.now()}`;
  const form = page.getByRole('region', { name: w('bo.title') });
  await form.getByLabel(w('bo.customerId')).fill(id);
  await form.getByLabel(w('bo.firstName')).fill('Jörg');
  await form.getByLabel(w('bo.lastName')).fill('Müller');
  await form.getByLabel(w('bo.dateOfBirth')).fill('1990-05-17');
  await form.getByLabel(w('bo.passport')).fill('C01X00T47');
  await form.getByLabel(w('bo.street')).fill('Hauptstraße 5');
  await form.getByLabel(w('bo.city')).fill('München');
  await form.getByLabel(w('bo.postCode')).fill('80331');
  await form.getByLabel(w('bo.state')).fill('Bayern');
  // The kit's words, in the kit's locale, under each line that changes.
  await expect(form.getByText('Wird gesendet als: Hauptstrasse 5')).toBeVisible();
  await expect(form.getByText('Wird gesendet als: Muenchen')).toBeVisible();
  await expect(form.getByLabel(w('bo.street'))).toHaveAccessibleDescription('Wird gesendet als: Hauptstrasse 5');
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: w('bo.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(w('bo.created', { id }));

  // Signed in as the new customer, the kit's proxy reads the record the back office created.
  const signIn = page.getByRole('region', { name: w('signin.title') });
  await signIn.getByLabel(w('signin.customerId')).fill(id);
  await signIn.getByRole('button', { name: w('signin.submit') }).click();
  await expect(page.getByRole('banner')).toContainText(w('account.signedInAs', { id }));
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
  await expect(page).toHaveURL(/\/account$/);
  const record = await (await page.request.get(`/api/customers/${encodeURIComponent(id)}`)).json();
  expect(record.PrimaryResidence).toMatchObject({ Street: 'Koenigstrasse 1', City: 'Koeln' });
});
