// The demo's own "simulate a bank transfer" form on /deposits (the business's page, not the kit):
// one request per action however fast it is clicked, and an amount read as the kit's sell amount
// field reads one, in the customer's language: the locale's decimal comma and pasted spaces taken,
// letters, signs, zero, too many decimals and an amount past the form's maximum refused before any
// request, in the demo's words, on a field marked invalid that says why in a live region and keeps
// what was typed.
import type { Page, Request } from '@playwright/test';
import { DEMO_WORDS, sayIn } from '../demo-server/web/src/words/catalogue';
import { test, expect } from './fixtures';

/** The POST /demo/simulate-transfer requests the page sends, as they are sent. */
function transferRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/demo/simulate-transfer') sent.push(request);
  });
  return sent;
}

test('a double-click on "Simulate the transfer" sends one request, and the button says it is busy meanwhile', async ({ page, kit, signIn }) => {
  await signIn();
  const sent = transferRequests(page);
  // The answer takes a moment, as a real server's may: the second click lands while the first is in flight.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/simulate-transfer', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/deposits');
  await expect(kit.bankDepositDetails.root).toHaveAttribute('data-state', 'ready');
  const form = page.getByRole('form', { name: 'Simulate a bank transfer' });
  const button = form.getByRole('button', { name: 'Simulate the transfer' });
  await button.dblclick();
  // And once more on the busy button (forced: Playwright itself waits for a button marked disabled).
  await button.click({ force: true });
  await page.keyboard.press('Enter');
  // Busy under the same name, and said so in words.
  await expect.soft(button).toHaveAttribute('aria-busy', 'true');
  await expect.soft(button).toHaveAttribute('aria-disabled', 'true');
  await expect.soft(form.getByRole('status')).toHaveText('Sending the test transfer…');
  expect(sent).toHaveLength(1);
  release();
  await expect(form.getByRole('status')).toHaveText('A transfer of 250 EUR was sent (sandbox).');
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  expect(sent).toHaveLength(1);
  // One deposit, so one transaction.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(kit.transactionList.rows).toHaveCount(1, { timeout: 15_000 });
});

test('the simulated transfer’s amount is read in the customer’s language and refused in it, on a marked field that keeps what was typed', async ({ page, kit, signIn }) => {
  await signIn();
  const sent = transferRequests(page);
  await page.goto('/deposits?lang=de');
  await expect(kit.bankDepositDetails.root).toHaveAttribute('data-state', 'ready');
  const say = sayIn('de');
  const form = page.getByRole('form', { name: say('deposits.simulate.title') });
  const field = form.getByRole('textbox', { name: say('deposits.simulate.amount', { currency: 'EUR' }) });
  const button = form.getByRole('button', { name: say('deposits.simulate.submit') });

  const refusals: [string, string][] = [
    ['abc', say('deposits.simulate.amount.digits', { example: '150,50' })],
    ['1e3', say('deposits.simulate.amount.digits', { example: '150,50' })],
    ['-5', say('deposits.simulate.amount.positive', { example: '150,50' })],
    ['0', say('deposits.simulate.amount.positive', { example: '150,50' })],
    ['', say('deposits.simulate.amount.positive', { example: '150,50' })],
    ['10,555', say('deposits.simulate.amount.decimals', { count: 2, example: '10,55' })],
    ['1,000.50', say('deposits.simulate.amount.ambiguous', { decimal: ',', example: '1000,50' })],
    ['99.999.999.999', say('deposits.simulate.amount.max', { max: '1.000.000,00\u00a0€' })],
  ];
  for (const [typed, message] of refusals) {
    await field.fill(typed);
    await button.click();
    await expect(field, typed).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy, typed).toBeTruthy();
    const said = page.locator(`[id="${describedBy}"]`);
    await expect(said, typed).toHaveText(message);
    // In a live region, so it is heard when it appears.
    expect(await said.evaluate((el) => !!el.closest('[aria-live], [role=status], [role=alert]')), typed).toBe(true);
    await expect(field, 'what was typed stays').toHaveValue(typed);
    await expect(field, 'focus lands where the fix is').toBeFocused();
    // Typing again takes the mark away until the next try.
    await field.press('End');
    await field.pressSequentially('1');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  // The service's English never shows: nothing was sent.
  await expect(form).not.toContainText('must be');
  expect(sent).toHaveLength(0);
  for (const lang of Object.keys(DEMO_WORDS)) expect(DEMO_WORDS[lang as keyof typeof DEMO_WORDS]['deposits.simulate.amount.digits'], lang).toBeTruthy();

  // The locale's decimal comma, and spaces pasted around and within an amount, are read.
  for (const [typed, amount, shown] of [['10,5', '10.5', '10,50'], [' 25 ', '25', '25'], ['1 000,50', '1000.50', '1.000,50']] as const) {
    await field.fill(typed);
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/demo/simulate-transfer');
    await button.click();
    expect((await request).postDataJSON()).toMatchObject({ FiatAmount: amount, FiatCurrency: 'EUR' });
    await expect(form.getByRole('status')).toHaveText(say('deposits.simulate.sent', { amount: shown, currency: 'EUR' }));
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toHaveLength(3);
});
