import { test, expect, expectNoA11yViolations } from './fixtures';
import type { Page } from '@playwright/test';
import { createTranslator, loadMessages, type Locale, type Translate } from '../src/i18n';
import { onboardingEn } from '../src/i18n/areas/onboarding/en';

// Issue 14's "done when": a brand-new customer, from the landing page to a settled sale with no
// dead end, in English and in German. The kit's words come from the locale's catalogue (the demo's
// own chrome is English); form labels come from the service's form schemas.

async function translator(locale: Locale): Promise<Translate> {
  // English ships the onboarding area separately (see i18n): merge it for the English run.
  const messages = { ...onboardingEn, ...(await loadMessages(locale)) };
  return createTranslator(messages);
}

/** The sandbox's hosted onboarding page, filled by field ids: its labels speak the session locale. */
async function completeHostedOnboarding(page: Page) {
  for (const [id, value] of Object.entries({ FirstName: 'Ana', LastName: 'Silva', DateOfBirth: '1990-05-17', IDNumber: 'C01X00T47', Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin' })) {
    await page.locator(`#${id}`).fill(value);
  }
  for (const id of ['Selfie', 'PlatformPrivacyPolicy', 'PlatformTermsOfService', 'PlatformEsignAgreement']) await page.locator(`#${id}`).check();
  await page.locator('button[type=submit]').click();
}

for (const locale of ['en', 'de'] as const) {
  test(`a brand-new customer goes from sign-in to a settled sale with no dead end (${locale})`, async ({ page, demo }) => {
    test.setTimeout(120_000);
    const t = await translator(locale);
    await page.goto(`${demo.url}/?lang=${locale}`);
    const signIn = page.getByRole('region', { name: 'Sign in to Acme Wallet' });
    await signIn.getByLabel('Customer ID').fill(`new-${locale}-${Date.now()}`);
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // Sell first, as a new customer would: the flow says up front that verification comes first.
    const flow = page.getByRole('region', { name: t('sell.title') });
    await expect(flow.locator('[data-slot=verification-message]')).toHaveText(t('sell.verification.start'));
    await expectNoA11yViolations(page);
    await flow.getByRole('button', { name: t('sell.verify.start') }).click();

    // Verification, on the hosted page in the customer's language, then back on ReturnURL.
    const status = page.getByRole('region', { name: t('customer.title') });
    await status.getByRole('button', { name: t('onboarding.start') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await completeHostedOnboarding(page);
    await expect(page).toHaveURL(/\/account\?/);
    const back = page.getByRole('region', { name: t('customer.title') });
    await expect(back.locator('[data-slot=summary]')).toHaveText(t('customer.status.Approved'), { timeout: 20_000 });
    await expect(back.locator('[data-slot=summary]')).toHaveAttribute('data-tone', 'success');

    // Now the sale: amount, SEPA, the bank details, the quote, sold.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sell', exact: true }).click();
    const sell = page.getByRole('region', { name: t('sell.title') });
    await sell.getByRole('combobox', { name: t('sell.channel.country') }).selectOption('DE');
    await sell.getByRole('textbox', { name: new RegExp(t('sell.amount.label', { currency: 'x' }).split(' ')[0]!) }).fill('75');
    await sell.getByRole('button', { name: t('common.continue'), exact: true }).click();
    const channels = sell.getByRole('group', { name: t('sell.channel.legend') });
    await channels.locator('[data-slot=channel]').filter({ has: page.locator('[data-method-type=BankSepa]') }).getByRole('radio').click();
    await expect(sell.getByRole('group', { name: t('sell.method.legend') })).toBeVisible();
    await sell.getByRole('button', { name: t('common.continue'), exact: true }).click();
    await page.getByRole('textbox', { name: /IBAN/ }).fill('DE89370400440532013000');
    await page.getByRole('combobox', { name: /Account holder type/ }).selectOption({ label: 'Individual' });
    await page.getByRole('textbox', { name: /First name/ }).fill('Ana');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Silva');
    await sell.getByRole('button', { name: t('common.continue'), exact: true }).click();
    const quote = page.getByRole('region', { name: t('sell.quote.title') });
    await expect(quote).toBeVisible();
    await expectNoA11yViolations(page);
    await quote.getByRole('button', { name: t('sell.submit') }).click();

    const receipt = page.getByRole('region', { name: t('tx.title'), exact: true });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByRole('status')).toHaveText(t('tx.status.Settled'), { timeout: 30_000 });
    await expect(receipt.getByRole('status')).toHaveAttribute('data-tone', 'success');
    await expect(receipt.locator('[data-slot=payment-method]')).toContainText('•••• 3000');
    await expectNoA11yViolations(page);
  });
}
