import { test, expect, expectNoA11yViolations } from './fixtures';
import { signInApproved } from './sell-steps';

test('bank-deposit details are shown and a simulated transfer produces a transaction; the virtual account closes', async ({ page, demo }) => {
  await signInApproved(page, demo, 'bank');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Deposits' }).click();
  const details = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(details.getByRole('button', { name: 'Copy Account number', exact: true })).toBeVisible();
  await expect(details).toContainText('Send USD to this account');
  await expectNoA11yViolations(page);

  await page.getByRole('form', { name: 'Simulate a bank transfer' }).getByRole('button', { name: 'Simulate the transfer' }).click();
  await expect(page.getByText('A transfer of 250 USD was sent (sandbox).')).toBeVisible();
  await expect(page.locator('.events')).toContainText(/Transaction v\d+/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Transactions' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Deposits' }).click();
  const accounts = page.getByRole('region', { name: 'Virtual accounts' });
  await accounts.getByRole('button', { name: /^Close account / }).click();
  await accounts.getByRole('button', { name: 'Yes, close it' }).click();
  await expect(accounts.getByRole('status')).toHaveText(/The account is closed\.|The account will close once the transfers in progress have arrived\./);
  await expectNoA11yViolations(page);
});

test('a deposit rule: its address takes a simulated deposit that is sold, carrying the RuleID', async ({ page, demo }) => {
  // The published 0.1.3 operation takes only the single-deposit trigger and answers no RuleID.
  const published = demo.apiVersion === '0.1.3';
  await signInApproved(page, demo, 'rule');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sell on deposit' }).click();
  const section = page.getByRole('region', { name: 'Sell crypto as it arrives' });
  await section.getByRole('group', { name: 'How do you want to be paid?' }).locator('[data-slot=channel]', { hasText: /SEPA bank transfer/ }).first().getByRole('radio').click();
  await page.getByRole('textbox', { name: /IBAN/ }).fill('DE89370400440532013000');
  await page.getByRole('combobox', { name: /Account holder type/ }).selectOption({ label: 'Individual' });
  await page.getByRole('textbox', { name: /First name/ }).fill('Ana');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Silva');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const rule = page.locator('[data-slot=deposit-rule]');
  if (published) await expect(rule.getByRole('radio', { name: /Every time/ })).toBeDisabled();
  await rule.getByRole('radio', { name: published ? /Once/ : /Every time/ }).check();
  await rule.getByRole('button', { name: 'Get the deposit address' }).click();
  await expect(rule.getByRole('img', { name: /QR code of the deposit address/ })).toBeVisible();
  await expectNoA11yViolations(page);
  const address = await rule.locator('[data-slot=copy-field] [data-slot=value]').first().textContent();
  const ruleId = published ? undefined : (await rule.locator('[data-slot=rule-id]').textContent())!.replace('Rule ', '').trim();

  await demo.control('/deposits/onchain', { Address: address, Network: 'EthereumTestSepolia', CryptoCurrency: 'ETH_TEST_SEPOLIA', Amount: '0.05' });
  // The rule's sell follows the deposit on the sandbox's clock: look through the list until it is
  // there, opening each transaction and waiting for it to load before reading its rule.
  await expect(async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Transactions' }).click();
    const opens = page.getByRole('button', { name: /Open the transaction of/ });
    await expect(opens.first()).toBeVisible();
    let found = false;
    for (let i = 0; i < (await opens.count()) && !found; i++) {
      await opens.nth(i).click();
      await expect(page.locator('[data-slot=transaction-status]')).not.toHaveAttribute('data-state', /loading|error/);
      const rule = page.locator('[data-slot=transaction-status] [data-slot=rule]');
      const shown = (await rule.count()) > 0 ? await rule.textContent() : null;
      found = published ? !!shown : shown === ruleId;
    }
    expect(found, `a transaction carrying Orchestration.RuleID ${ruleId ?? '(any)'}`).toBe(true);
  }).toPass({ timeout: 45_000 });
});
