// The payout-account step of the sale (choose a saved bank account or a new one) as a keyboard and
// screen-reader user meets it: its primary action, Continue, comes before Back in reading and tab
// order (WCAG 1.3.2, 2.4.3), as on every other step's action bar.
import { test, expect } from './fixtures';

test('the channel step: Continue comes before Back in the tab order', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  await signIn();
  await page.goto('/');
  await flow.enterAmount({ country: 'DE', amount: '150' });
  const step = page.locator('[data-slot=channel-step]');
  await expect(step).toBeVisible();
  const order = await step.evaluate((root) => [...root.querySelectorAll('button')].map((el) => el.getAttribute('data-slot')).filter((s) => s === 'continue' || s === 'back'));
  expect(order).toEqual(['continue', 'back']);
});

test('the account step: Continue comes before Back in the tab order', async ({ page, kit, signIn }) => {
  const flow = kit.sellFlow;
  await signIn();
  await page.goto('/');
  // The account step is offered to a customer with a saved account (without one it has one answer
  // and is skipped): a first sale saves one.
  await flow.completeSale({ country: 'DE', amount: '150', channel: { methodType: 'BankSepa' } });
  await flow.sellAgain();
  await flow.enterAmount({ country: 'DE', amount: '150' });
  await flow.chooseChannel({ methodType: 'BankSepa' });
  const step = page.locator('[data-slot=payment-method-step]');
  await expect(step).toBeVisible();
  const order = await step.evaluate((root) => [...root.querySelectorAll('button, input, select, a[href]')].filter((el) => ['continue', 'back'].includes(el.getAttribute('data-slot') ?? '')).map((el) => el.getAttribute('data-slot')));
  expect(order).toEqual(['continue', 'back']);
  const continueButton = step.locator('[data-slot=continue]');
  await continueButton.focus();
  await page.keyboard.press('Tab');
  await expect(step.locator('[data-slot=back]')).toBeFocused();
});
