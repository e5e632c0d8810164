// The sandbox's hosted onboarding page as a browser exposes it (WCAG 1.3.5, 3.3.2): the fields a
// browser can fill carry their autocomplete purpose, and every field the page requires is required
// in the accessibility tree and visibly marked. The sandbox stands in for the service in every
// test, so its page is held to what the kit asks of a host. src/sandbox/hosted-page.test.ts checks
// the markup for both customer types; this reads what Chromium makes of it.
import { HostedOnboardingPage } from '../src/testing';
import { test, expect } from './fixtures';

test('the hosted onboarding page: autocomplete on personal fields, every required field required and marked', async ({ page, kit }) => {
  // A new customer, signed in through the demo's own form (not yet verified).
  await page.goto('/');
  const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
  await signIn.getByLabel('Customer ID').fill(`e2e-fields-${Date.now()}`);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verification' }).click();
  await kit.customerStatus.launcher.start();
  const hosted = new HostedOnboardingPage(page);
  await expect(hosted.form).toBeVisible();

  const purposes = await hosted.form.evaluate((form) =>
    Object.fromEntries(['DateOfBirth', 'City', 'PostCode', 'Country', 'FirstName', 'LastName', 'Street'].map((id) => [id, form.querySelector(`#${id}`)?.getAttribute('autocomplete') ?? null])),
  );
  expect(purposes).toEqual({ DateOfBirth: 'bday', City: 'address-level2', PostCode: 'postal-code', Country: 'country', FirstName: 'given-name', LastName: 'family-name', Street: 'address-line1' });

  // Every customer field (the sandbox's own review-outcome choice aside) is required, exposed as
  // such, and its visible label carries the mark the page's note explains.
  const fields = await hosted.form.evaluate((form) =>
    [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=hidden]):not([type=submit]), select')]
      .filter((el) => el.id !== 'Outcome')
      .map((el) => ({ id: el.id, required: el.required, ariaRequired: el.getAttribute('aria-required'), label: el.labels?.[0]?.textContent?.trim() ?? '' })),
  );
  expect(fields.length).toBeGreaterThanOrEqual(11);
  const unmarked = fields.filter((f) => !f.required || f.ariaRequired !== 'true' || !f.label.endsWith('*')).map((f) => f.id);
  expect(unmarked).toEqual([]);
  console.log(`hosted onboarding: ${fields.length} required fields, all required and marked`);
});
