import { test, expect, expectNoA11yViolations } from './fixtures';

test('bank-deposit details are shown and a simulated transfer produces a transaction; the virtual account closes', async ({ page, kit, signIn }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn();
  await page.goto('/');
  await nav.getByRole('link', { name: 'Deposits' }).click();
  const details = kit.bankDepositDetails;
  await expect(details.root).toHaveAttribute('data-state', 'ready');
  await expect(details.copyFields.first().getByRole('button')).toBeVisible();
  expect(await details.accountNumber()).toMatch(/\d{6,}/);
  // The sandbox's customer lives in Germany: euros by SEPA, not the US rails.
  await expect(details.root).toHaveAttribute('data-currency', 'EUR');
  await expect(details.root).toContainText('Send EUR to this account');
  await expectNoA11yViolations(page);

  // The demo's own "simulate a transfer" form (the business's page, not the kit), in the details' currency.
  const simulate = page.getByRole('form', { name: 'Simulate a bank transfer' });
  await expect(simulate.getByLabel('Amount in EUR (sandbox)')).toHaveValue('250');
  await simulate.getByRole('button', { name: 'Simulate the transfer' }).click();
  await expect(page.getByText('A transfer of 250 EUR was sent (sandbox).')).toBeVisible();
  await expect(page.locator('[data-slot=live-events]')).toContainText(/Transaction v\d+/, { timeout: 15_000 });
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(kit.transactionList.rows).toHaveCount(1);

  // Another currency: the form waits for its details, then sends in that currency.
  await nav.getByRole('link', { name: 'Deposits' }).click();
  await details.root.getByRole('radio', { name: /US Dollar/ }).check();
  await expect(details.root.locator('[data-slot=method]')).toHaveAttribute('data-method-type', 'BankAch');
  await expect(simulate.getByLabel('Amount in USD (sandbox)')).toBeVisible();
  await kit.virtualAccounts.close(0);
  await expect(kit.virtualAccounts.closeOutcome).toHaveAttribute('data-outcome', /^(closed|closing)$/);
  await expectNoA11yViolations(page);
});

test('a deposit rule: its address takes a simulated deposit that is sold, carrying the RuleID', async ({ page, demo, kit, signIn, sandbox }) => {
  // The published 0.1.3 operation takes only the single-deposit trigger and answers no RuleID.
  const published = demo.apiVersion === '0.1.3';
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn();
  await page.goto('/');
  await nav.getByRole('link', { name: 'Sell on deposit' }).click();
  // The demo's page: a channel and its form first (kit components), then the rule.
  await kit.channelPicker.choose({ methodType: 'BankSepa' });
  const form = kit.dynamicForm;
  await form.root.waitFor();
  await form.fillFromSchema((await kit.schemas.lastFormSchema())!);
  await form.submit();
  const rule = kit.depositRule;
  // The rule takes the place of the form that had focus: focus is on its heading, not the body.
  await expect(rule.root.getByRole('heading').first()).toBeFocused();
  if (published) await expect(rule.trigger('permanent')).toBeDisabled();
  await rule.chooseTrigger(published ? 'single' : 'permanent');
  await rule.create();
  await expect(rule.qrCode).toBeVisible();
  // At desktop width the QR code stays a QR code's size (it once filled 1,246 px), and the rule's
  // id is kept for support under Details, not in what the customer reads.
  expect((await rule.qrCode.boundingBox())!.width).toBeLessThanOrEqual(240);
  await expect(rule.root.locator('[data-slot=rule-id]')).toBeHidden();
  await expectNoA11yViolations(page);
  const address = await rule.address();
  const ruleId = await rule.ruleId();
  // The demo keeps the address it made and lists it under the card (e2e/deposit-addresses.spec.ts).
  await expect(page.getByRole('region', { name: 'Your deposit addresses' }).getByRole('listitem')).toHaveAttribute('data-address', address);
  expect(ruleId === null).toBe(published);

  const deposit = await sandbox.depositOnchain({ Address: address, Network: 'EthereumTestSepolia', CryptoCurrency: 'ETH_TEST_SEPOLIA', Amount: '0.05' });
  expect(deposit.Matched).toBe(true);
  // The rule's sell follows the deposit on the sandbox's clock: look through the list until it is
  // there, opening each transaction and waiting for it to load before reading its rule.
  await expect(async () => {
    await nav.getByRole('link', { name: 'Transactions' }).click();
    await expect(kit.transactionList.rows.first()).toBeVisible();
    let found = false;
    for (let i = 0; i < (await kit.transactionList.rows.count()) && !found; i++) {
      await kit.transactionList.open(i);
      await expect(kit.transactionStatus.summary).toHaveAttribute('data-status', /.+/);
      const shown = (await kit.transactionStatus.rule.count()) > 0 ? await kit.transactionStatus.rule.textContent() : null;
      found = published ? !!shown : shown === ruleId;
    }
    expect(found, `a transaction carrying Orchestration.RuleID ${ruleId ?? '(any)'}`).toBe(true);
  }).toPass({ timeout: 45_000 });
});

test('on a 360 px phone the account pages do not scroll sideways and every kit control is at least 44×44', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn();
  await page.goto('/');
  // On a phone the navigation is folded behind the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const view of ['Deposits', 'Verification']) {
    await menu.click();
    await nav.getByRole('link', { name: view }).click();
    await expect(page.locator('[data-rampkit-root] [data-state=ready], [data-rampkit-root][data-state=ready], [data-slot=customer-status][data-state=none]').first()).toBeVisible();
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) found.push(`scrolls sideways: ${document.documentElement.scrollWidth}px`);
      const kit = '[data-slot=bank-deposit-details], [data-slot=virtual-accounts], [data-slot=customer-status]';
      for (const el of document.querySelectorAll(`:is(${kit}) :is(button, select, summary, input:not([type=radio]):not([type=checkbox]))`)) {
        const box = el.getBoundingClientRect();
        if (box.width && (box.width < 44 || box.height < 44)) found.push(`<${el.tagName.toLowerCase()}>${(el.textContent ?? '').trim().slice(0, 20)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      return found;
    });
    expect(problems, view).toEqual([]);
  }
});
