// A customer the shop has not verified itself verifies through the service's hosted onboarding. The
// shop's proxy calls its embedded sandbox in-process (http://sandbox.internal/v1, an address no
// browser knows) and serves the sandbox's browser routes itself (sandboxBrowserRoutes), so the
// HostedURL the kit sends the customer to is on the shop, and so is the control API the
// `sandbox` fixture drives.
import { HostedOnboardingPage, newCustomerId, signInThroughHost } from 'rampkit/testing';
import { test, expect } from './fixtures.js';

test('the hosted onboarding opens on the shop, declines, retries and approves the customer', async ({ page, kit, sandbox, shopLocale, baseURL }) => {
  const customerId = newCustomerId('qa-hosted');
  // The shop's own sign-in, told the shop has not verified this customer: no reliance record.
  await signInThroughHost(page, { path: '/session', body: (id) => ({ customerId: id, kyc: 'service' }) }, customerId, baseURL);
  await page.goto(`/verify?lang=${shopLocale}`);
  await kit.onboardingLauncher.start();

  const hosted = new HostedOnboardingPage(page);
  expect(await hosted.locale()).toBe(shopLocale);
  expect(new URL(page.url()).origin).toBe(baseURL);
  await hosted.complete({ outcome: 'DeclinedRetry' });
  // Back on the shop's ReturnURL; the sandbox decides at once when its clock is moved past the review.
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === '/verify');
  await sandbox.advanceClock(10);
  await expect(kit.customerStatus.summary).toHaveAttribute('data-status', 'Declined');

  await kit.onboardingLauncher.start();
  await hosted.complete({ outcome: 'Approved' });
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === '/verify');
  await sandbox.advanceClock(10);
  await expect(kit.customerStatus.summary).toHaveAttribute('data-status', 'Approved');
  expect((await sandbox.requests()).filter((r) => r.path === `/v1/onboarding/${customerId}` && r.customerId === customerId).length).toBeGreaterThanOrEqual(2);
});
