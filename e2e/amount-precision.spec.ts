import { test, expect, expectNoA11yViolations } from './fixtures';
import { createTranslator, loadMessages } from '../src/i18n';

// An amount with more decimals than its currency has (25.123 EUR) is refused on the amount step at
// once, in the customer's language, focused and kept as typed, as "-5" or "abc" are: never sent
// on to a payout step that prices a fraction of a cent and a prepare the service refuses.
for (const locale of ['en', 'de'] as const) {
  test(`a fraction of a cent refused on the amount step (${locale})`, async ({ page, kit, signIn, sandbox }) => {
    const t = createTranslator(await loadMessages(locale), {}, locale);
    const flow = kit.sellFlow;
    const customerId = await signIn();
    await page.goto(`/?lang=${locale}`);
    await expect(flow.country).toBeEnabled();
    const prepares = async () => (await sandbox.requests()).filter((r) => r.path.endsWith('/sell/prepare') && r.customerId === customerId).length;
    await expect(flow.enterAmount({ country: 'DE', amount: '25.123' })).rejects.toThrow(/the amount step refused "25.123" \(client\)/);
    const typed = locale === 'de' ? '25,123' : '25.123';
    await expect(flow.amountError).toHaveText(t('sell.amount.too-precise', { count: 2, currency: 'EUR', example: locale === 'de' ? '25,12' : '25.12' }));
    await expect(flow.root).toHaveAttribute('data-state', 'amount');
    await expect(flow.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(flow.amount).toBeFocused();
    await expect(flow.amount).toHaveValue(typed);
    await expect(flow.channels.root).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Cents go through, to a payout step priced for them.
    await flow.enterAmount({ country: 'DE', amount: '25.12' });
    await flow.chooseChannel({ methodType: 'BankSepa' });
    await expect(flow.form.root.or(flow.paymentMethods.root)).toBeVisible();
    expect(await prepares()).toBe(0);
  });
}
